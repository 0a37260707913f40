// ERROR: 4:24: unsupported C construct: bit-field member 'a'
struct flags { unsigned a : 1; unsigned b : 3; };

int first(struct flags f)
{
  return f.a;
}
