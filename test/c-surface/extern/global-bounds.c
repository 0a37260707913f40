/* Built by gcc and linked with both builds of global-bounds.c: a function defined elsewhere that writes a global
   of the program (so a bound read from it must be read again after the call). */
extern int n;

void opaque(void)
{
  n = n + 5;
}
