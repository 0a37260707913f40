/* bench:c-roundtrip: the part of the loop-kernel benchmark that is defined elsewhere. Built by the system compiler
   and linked into both builds of kernels.c, so both call the same opaque dummy() after every repetition: the
   compiler cannot drop or hoist the work. */

int dummy(float *a, float *b, float *c, float *d, float *e, float (*aa)[256], float (*bb)[256], float (*cc)[256], float s)
{
  (void)a; (void)b; (void)c; (void)d; (void)e; (void)aa; (void)bb; (void)cc; (void)s;
  return 0;
}
