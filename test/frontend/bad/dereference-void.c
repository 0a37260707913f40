// ERROR: 4:10: dereferencing a 'void *' pointer
int f(void *p)
{
  return *p;
}
