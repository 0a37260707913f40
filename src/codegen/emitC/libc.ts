// The C library headers emitted code includes, and the names they declare (which we must not redeclare: our
// declarations would carry MLIR's types, not the library's): the functions the system's own headers declare, read
// once through the system preprocessor, and a fixed list that also stands in when no preprocessor runs.

import { spawnSync } from 'node:child_process';

export const includes = ['stdbool.h', 'stddef.h', 'stdint.h', 'stdio.h', 'stdlib.h', 'string.h', 'math.h'];

const knownNames: ReadonlySet<string> = new Set(
  [
    // stdio.h
    'stdin stdout stderr printf fprintf sprintf snprintf scanf fscanf sscanf puts fputs putchar fputc putc getchar fgetc',
    'fgets fopen fclose fflush fread fwrite perror remove rename',
    // stdlib.h
    'malloc calloc realloc free posix_memalign aligned_alloc exit abort atexit atoi atol atoll atof strtod strtof strtol',
    'strtoul strtoll strtoull abs labs llabs div ldiv rand srand getenv system qsort bsearch',
    // string.h
    'memcpy memmove memset memcmp memchr strcpy strncpy strcat strncat strcmp strncmp strchr strrchr strstr strlen strdup',
    // math.h (double and float versions)
    ...['sqrt cbrt exp exp2 expm1 log log2 log10 log1p pow hypot fabs floor ceil round trunc fmod fmin fmax copysign',
      'ldexp frexp sin cos tan asin acos atan atan2 sinh cosh tanh asinh acosh atanh erf erfc tgamma lgamma fma',
      'nearbyint rint lrint lround modf remainder']
      .join(' ')
      .split(' ')
      .flatMap((f) => [f, `${f}f`]),
  ]
    .join(' ')
    .split(' '),
);

let headerNames: Set<string> | undefined;

/** Every name before a `(` in the included headers' preprocessed text: the functions they declare (and a few more). */
function namesDeclaredBySystemHeaders(): Set<string> {
  const source = includes.map((h) => `#include <${h}>`).join('\n') + '\n';
  for (const [cmd, ...args] of [['cpp'], ['gcc', '-E'], ['clang', '-E']]) {
    const r = spawnSync(cmd!, [...args, '-std=gnu17', '-P', '-'], { input: source, encoding: 'latin1', maxBuffer: 64 * 1024 * 1024 });
    if (r.error || r.status !== 0) continue;
    return new Set([...r.stdout.matchAll(/\b([A-Za-z_]\w*)\s*\(/g)].map((m) => m[1]!));
  }
  return new Set();
}

/** Whether the headers the emitted C includes declare `name`. */
export const declaredByHeaders = {
  has(name: string): boolean {
    if (knownNames.has(name)) return true;
    headerNames ??= namesDeclaredBySystemHeaders();
    return headerNames.has(name);
  },
};
