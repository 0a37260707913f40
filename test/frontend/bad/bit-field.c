// ERROR: 2:25: unsupported C construct: bit-field
struct flags { unsigned a : 1; };
