// ERROR: 6:11: unsupported C construct: union member access
union u { int i; float f; };

float as_float(union u *p)
{
  return p->f;
}
