// The polyts-cc command line read the way a C compiler reads it: inputs and options in order, gcc's options that
// take a separate value, the options that change what the preprocessor sees, and polyts's own options. Options
// polyts does not know are the system compiler's: they are passed to it unchanged.

import { CliError } from './common.js';

export type EmitKind = 'mlir' | 'affine' | 'c';

/** One command-line input: a C file polyts translates, or anything else (objects, archives, assembly, C++). */
export interface Input {
  readonly path: string;
  readonly isC: boolean;
}

/** An argument for the final link, in command-line order: an input or a linker option (`-lm`, `-Wl,...`). */
export type LinkItem = { readonly input: Input } | { readonly option: readonly string[] };

export interface CcCommand {
  readonly inputs: readonly Input[];
  /** Inputs and linker options in their order (libraries resolve in order). */
  readonly linkItems: readonly LinkItem[];
  readonly output?: string;
  /** -S: polyts writes text (MLIR or C); -c: objects; -E/-M/-MM: the system compiler does it alone; else link. */
  readonly mode: 'text' | 'compile' | 'passthrough' | 'link';
  readonly emit: EmitKind;
  /** For polyts's own preprocessing: -I, -D, -U, and the other options that change what the preprocessor sees. */
  readonly includeDirs: readonly string[];
  readonly defines: readonly string[];
  readonly undefines: readonly string[];
  readonly preprocessorArgs: readonly string[];
  /** Options for every system-compiler run that compiles (everything but inputs, -o, -c, -S and linker options). */
  readonly compileArgs: readonly string[];
  /** The -O level (0-3, s, fast, g; the last one given), for the optimizer (optimizationOf). */
  readonly optLevel?: string;
  /** -fopenmp (the last of -fopenmp and -fno-openmp). */
  readonly openmp: boolean;
  /** polyts's own: --schedule=STYLE|config.json, --tile-sizes=32,16, --pass-pipeline=..., --remarks. */
  readonly schedule?: string;
  readonly tileSizes?: string;
  readonly passPipeline?: string;
  /** Print the passes' remarks when building too (with -S they are printed unless -w). */
  readonly remarks: boolean;
  /** --time-phases: the wall time of each phase on stderr (bench:compile reads it). */
  readonly timePhases: boolean;
  readonly cc?: string;
  /** -w: no warnings, and no polyts remarks. */
  readonly quiet: boolean;
  /** The arguments as given (for -E, -M and the like, which go to the system compiler unchanged). */
  readonly argv: readonly string[];
  readonly help: boolean;
  readonly version: boolean;
}

/** gcc options whose value is the next argument when not attached (`-o out`, `-I dir`, `-x c`). */
const separateValue = new Set([
  '-o', '-I', '-D', '-U', '-include', '-imacros', '-iquote', '-isystem', '-idirafter', '-iprefix', '-iwithprefix',
  '-iwithprefixbefore', '-isysroot', '-L', '-l', '-x', '-MF', '-MT', '-MQ', '-Xlinker', '-Xassembler', '-Xpreprocessor',
  '-T', '-u', '-z', '-aux-info', '--param', '-target', '-arch',
]);

/** Options that change what the preprocessor sees (predefined macros, search paths), with or without a value. */
const preprocessorValue = new Set(['-include', '-imacros', '-iquote', '-isystem', '-idirafter']);
const preprocessorFlag = /^(-std=.*|-ansi|-O.*|-fopenmp|-fno-openmp|-pthread|-undef|-f(no-)?(signed|unsigned)-char)$/;

/** Options that only matter when linking. */
const linkerOption = /^(-l.*|-L.*|-Wl,.*|-Xlinker|-static|-shared|-rdynamic|-nostdlib|-nostartfiles|-pie|-no-pie|-T)$/;

const cSuffix = /\.c$/;
const emitKinds: readonly EmitKind[] = ['mlir', 'affine', 'c'];

/** Reads `argv` (without the program name). Usage errors are CliErrors. */
export function parseCcArgs(argv: readonly string[]): CcCommand {
  const inputs: Input[] = [];
  const linkItems: LinkItem[] = [];
  const includeDirs: string[] = [];
  const defines: string[] = [];
  const undefines: string[] = [];
  const preprocessorArgs: string[] = [];
  const compileArgs: string[] = [];
  let output: string | undefined;
  let text = false;
  let compile = false;
  let passthrough = false;
  let emit: EmitKind | undefined;
  let optLevel: string | undefined;
  let cc: string | undefined;
  let quiet = false;
  let openmp = false;
  let remarks = false;
  let timePhases = false;
  const ownValues: Record<string, string> = {};
  let help = false;
  let version = false;
  let language: string | undefined;

  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new CliError(`polyts-cc: error: missing argument to '${a}'`);
      return v;
    };
    // polyts's own options.
    const own = /^--(emit|cc|schedule|tile-sizes|pass-pipeline)(?:=(.*))?$/s.exec(a);
    if (own) {
      const v = own[2] ?? value();
      if (own[1] === 'emit') {
        if (!emitKinds.includes(v as EmitKind)) throw new CliError(`polyts-cc: error: --emit must be one of ${emitKinds.join(', ')}, got '${v}'`);
        emit = v as EmitKind;
      } else if (own[1] === 'cc') cc = v;
      else ownValues[own[1]!] = v;
      continue;
    }
    if (a === '--remarks' || a === '--time-phases') {
      if (a === '--remarks') remarks = true;
      else timePhases = true;
      continue;
    }
    if (a === '-fopenmp' || a === '-fno-openmp') openmp = a === '-fopenmp';
    if (a === '--help' || a === '-h') help = true;
    else if (a === '--version') version = true;
    else if (a === '-S') text = true;
    else if (a === '-c') compile = true;
    else if (a === '-E' || a === '-M' || a === '-MM' || a === '-fsyntax-only') passthrough = true;
    else if (a === '-o') output = value();
    else if (a.startsWith('-o') && a.length > 2) output = a.slice(2);
    else if (a === '-w') {
      quiet = true;
      compileArgs.push(a);
    } else if (a === '-x') {
      language = value();
      compileArgs.push(a, language);
    } else if (a === '-' || !a.startsWith('-') || a === '') {
      const isC = language === undefined || language === 'none' ? cSuffix.test(a) : language === 'c';
      const input = { path: a, isC: isC && a !== '-' };
      inputs.push(input);
      linkItems.push({ input });
    } else if (separateValue.has(a)) {
      const v = value();
      if (a === '-I') includeDirs.push(v);
      else if (a === '-D') defines.push(v);
      else if (a === '-U') undefines.push(v);
      else if (preprocessorValue.has(a)) preprocessorArgs.push(a, v);
      if (a === '-l' || a === '-L' || a === '-Xlinker' || a === '-T' || a === '-u' || a === '-z') linkItems.push({ option: [a, v] });
      else compileArgs.push(a, v);
    } else {
      const attached = /^-([IDU])(.+)$/s.exec(a);
      if (attached) {
        (attached[1] === 'I' ? includeDirs : attached[1] === 'D' ? defines : undefines).push(attached[2]!);
      } else if (preprocessorFlag.test(a)) preprocessorArgs.push(a);
      if (/^-O/.test(a)) optLevel = a.slice(2) || '1';
      if (linkerOption.test(a)) linkItems.push({ option: [a] });
      else compileArgs.push(a);
    }
  }
  // With -S polyts runs no compiler, so an option neither polyts nor the preprocessor knows is a mistake.
  const unknown = compileArgs.find((a) => a.startsWith('--') && !/^--(param|sysroot)/.test(a));
  if (text && unknown) throw new CliError(`polyts-cc: error: unknown option '${unknown}'`);
  if (text && emit === undefined) emit = 'mlir';
  if (emit !== undefined && !text) throw new CliError('polyts-cc: error: --emit needs -S (polyts writes MLIR or C text only with -S)');
  const mode = passthrough ? 'passthrough' : text ? 'text' : compile ? 'compile' : 'link';
  return {
    inputs,
    linkItems,
    output,
    mode,
    emit: emit ?? 'c',
    includeDirs,
    defines,
    undefines,
    preprocessorArgs,
    compileArgs,
    optLevel,
    openmp,
    schedule: ownValues['schedule'],
    tileSizes: ownValues['tile-sizes'],
    passPipeline: ownValues['pass-pipeline'],
    remarks,
    timePhases,
    cc,
    quiet,
    argv,
    help,
    version,
  };
}
