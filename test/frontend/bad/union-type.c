// ERROR: 2:1: unsupported C construct: union
union u { int i; float f; };
