// ERROR: 5:35: use of undeclared identifier 'undefined_name'
int f(int v)
{
	/* a comment
	   spanning lines */	int	r = v +	undefined_name;
	return r;
}
