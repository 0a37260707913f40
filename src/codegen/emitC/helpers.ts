// The small C functions emitted code calls for what C has no operator for (floor/ceil division, min/max,
// NaN-propagating float max/min, bit casts, checked allocation); only those a translation unit uses are printed.

import { EmitCError } from './ctypes.js';

const unsignedOf: Record<string, string> = {
  int8_t: 'uint8_t',
  int16_t: 'uint16_t',
  int32_t: 'uint32_t',
  int64_t: 'uint64_t',
  long: 'unsigned long',
};

const floatSuffix: Record<string, string> = { double: '', float: 'f' };

/** The definition of helper `polyts_<name>`, where `name` is `<op>_<C type>` or `alloc`. */
export function helperSource(name: string): string {
  const fn = `polyts_${name}`;
  if (name === 'alloc') {
    return [
      `static void *${fn}(size_t bytes) {`,
      '  void *p = malloc(bytes ? bytes : 1);',
      '  if (!p) {',
      '    fputs("polyts: out of memory\\n", stderr);',
      '    exit(1);',
      '  }',
      '  return p;',
      '}',
    ].join('\n');
  }
  const bitcast = /^bitcast_(\w+?)_(int\d+_t|float|double)$/.exec(name);
  if (bitcast) {
    const [, from, to] = bitcast;
    return `static inline ${to} ${fn}(${from} a) {\n  ${to} r;\n  memcpy(&r, &a, sizeof r);\n  return r;\n}`;
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
      const s = floatSuffix[t];
      if (s === undefined) throw new EmitCError(`no helper '${name}'`);
      const pickOnTie = op === 'maximumf' ? 'signbit(a) ? b : a' : 'signbit(a) ? a : b';
      return `${head} {\n  if (a != a || b != b) return a + b;\n  if (a == b) return ${pickOnTie};\n  return a ${op === 'maximumf' ? '>' : '<'} b ? a : b;\n}`;
    }
  }
  throw new EmitCError(`no helper '${name}'`);
}
