// ERROR: 2:1: unsupported C construct: enum
enum color { RED, GREEN };
