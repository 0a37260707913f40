// The small C functions emitted code calls for what C has no operator for (floor/ceil division, min/max,
// NaN-propagating float max/min, bit casts, checked allocation); only those a translation unit uses are printed.
// Helper names are `<op>_<C type>` with the type's spaces removed (`maxui_unsignedlong` is not used: unsigned
// helpers take the signed type and convert inside).

import { EmitCError } from './ctypes.js';

const unsignedOf: Record<string, string> = {
  char: 'unsigned char',
  short: 'unsigned short',
  int: 'unsigned',
  long: 'unsigned long',
};

/**
 * The definition of helper `<name>` under the C name `fn`, where `name` is `<op>_<C type>`, `alloc` or `alloc_aligned`. Helpers use
 * compiler builtins rather than library headers, so they can be put in front of any program's text.
 */
export function helperSource(name: string, fn: string): string {
  if (name === 'alloc') {
    return [
      `static inline void *${fn}(unsigned long bytes) {`,
      '  void *p = __builtin_malloc(bytes ? bytes : 1);',
      '  if (!p) __builtin_abort();',
      '  return p;',
      '}',
    ].join('\n');
  }
  if (name === 'alloc_aligned') {
    // posix_memalign has no builtin: declared here, with the type stdlib.h gives it, so no header is needed.
    return [
      `static inline void *${fn}(unsigned long bytes, unsigned long alignment) {`,
      '  extern int posix_memalign(void **, __SIZE_TYPE__, __SIZE_TYPE__);',
      '  void *p = 0;',
      '  if (posix_memalign(&p, alignment, bytes ? bytes : 1) != 0) __builtin_abort();',
      '  return p;',
      '}',
    ].join('\n');
  }
  const bitcast = /^bitcast_(\w+?)_(int|long|short|char|float|double)$/.exec(name);
  if (bitcast) {
    const [, from, to] = bitcast;
    return `static inline ${to} ${fn}(${from} a) {\n  ${to} r;\n  __builtin_memcpy(&r, &a, sizeof r);\n  return r;\n}`;
  }
  const m = /^(floordivsi|ceildivsi|ceildivui|maxsi|minsi|maxui|minui|maximumf|minimumf|mod)_(\w+)$/.exec(name);
  if (!m) throw new EmitCError(`no helper '${name}'`);
  const [, op, t] = m as unknown as [string, string, string];
  const u = unsignedOf[t];
  const head = `static inline ${t} ${fn}(${t} a, ${t} b)`;
  switch (op) {
    case 'floordivsi':
      return `${head} {\n  ${t} q = a / b;\n  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;\n}`;
    case 'ceildivsi':
      return `${head} {\n  ${t} q = a / b;\n  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;\n}`;
    case 'mod':
      return `${head} {\n  ${t} r = a % b;\n  return r < 0 ? r + b : r;\n}`;
    case 'maxsi':
      return `${head} {\n  return a > b ? a : b;\n}`;
    case 'minsi':
      return `${head} {\n  return a < b ? a : b;\n}`;
    case 'ceildivui':
      return `${head} {\n  return (${t})((${u})a / (${u})b + ((${u})a % (${u})b != 0));\n}`;
    case 'maxui':
      return `${head} {\n  return (${u})a > (${u})b ? a : b;\n}`;
    case 'minui':
      return `${head} {\n  return (${u})a < (${u})b ? a : b;\n}`;
    case 'maximumf':
    case 'minimumf': {
      // IEEE 754-2019 maximum/minimum: NaN wins, and -0 < +0.
      if (t !== 'float' && t !== 'double') throw new EmitCError(`no helper '${name}'`);
      const pickOnTie = op === 'maximumf' ? '__builtin_signbit(a) ? b : a' : '__builtin_signbit(a) ? a : b';
      return `${head} {\n  if (a != a || b != b) return a + b;\n  if (a == b) return ${pickOnTie};\n  return a ${op === 'maximumf' ? '>' : '<'} b ? a : b;\n}`;
    }
  }
  throw new EmitCError(`no helper '${name}'`);
}
