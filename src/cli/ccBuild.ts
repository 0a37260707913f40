// polyts-cc as a C compiler: each C input is translated (the program's own text with polyts's C for the functions
// it translates) and handed to the system compiler with the user's options; other inputs go to it unchanged. This is
// what makes `make CC=polyts-cc` work: same options, same outputs, same exit codes, temporary files cleaned up.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import type { CcCommand, Input } from './ccArgs.js';
import { compile, moreFilesAfter, type CompileOptions } from './ccDriver.js';
import { isRelayingOutput } from './common.js';
import { optimizationOf } from './optimization.js';
import { packageRoot } from '../packageRoot.js';

/** Options that change the sizes of C types or the signedness of char. */
const otherDataModel = /^(-m32|-mx32|-m16|-funsigned-char|-fno-signed-char|-mabi=.*)$/;

/** Set in the environment of the compilers polyts-cc runs: a polyts-cc started by one of them only forwards. */
export const nestedMarker = 'POLYTS_CC_NESTED';

/**
 * The system compiler: `--cc`, else `$CC` unless that is polyts-cc itself, else gcc. A command with arguments
 * (`CC="ccache gcc"`) is split at spaces.
 */
export function systemCompiler(command: CcCommand): string[] {
  const fromEnv = process.env.CC?.trim();
  const choice = command.cc ?? (fromEnv && !isPolytsCc(fromEnv.split(/\s+/)[0]!) ? fromEnv : 'gcc');
  return choice.split(/\s+/).filter(Boolean);
}

function isPolytsCc(program: string): boolean {
  if (/polyts-cc(\.js)?$/.test(basename(program))) return true;
  try {
    // polyts-cc is bin/polyts-cc (the snapshot) or the plain module it falls back to.
    const selves = ['bin/polyts-cc', 'dist/src/cli/polyts-cc.js'].map((p) => join(packageRoot(), p)).filter((p) => existsSync(p)).map((p) => realpathSync(p));
    const found = spawnSync('sh', ['-c', 'command -v "$0"', program], { encoding: 'utf8' }).stdout.trim();
    return found !== '' && selves.includes(realpathSync(found));
  } catch {
    return false;
  }
}

/** Runs the system compiler with inherited output (or its stderr captured); returns its exit status. */
function runCompiler(cc: readonly string[], args: readonly string[], capture?: { stderr: string }): number {
  // Under a compile server, the server passes the compiler's output on (src/cli/server/); its input is never read
  // (a command reading stdin is run by the client itself).
  const relayed = isRelayingOutput();
  const r = spawnSync(cc[0]!, [...cc.slice(1), ...args], {
    stdio: relayed ? ['ignore', 'pipe', 'pipe'] : ['inherit', 'inherit', capture ? 'pipe' : 'inherit'],
    env: { ...process.env, [nestedMarker]: '1' },
    encoding: 'latin1',
    maxBuffer: 1 << 30,
  });
  if (r.error) {
    process.stderr.write(`polyts-cc: error: cannot run the C compiler '${cc[0]}': ${r.error.message}\n`);
    return 1;
  }
  if (relayed) {
    process.stdout.write(Buffer.from(r.stdout, 'latin1'));
    if (!capture) process.stderr.write(Buffer.from(r.stderr, 'latin1'));
  }
  if (capture) capture.stderr = r.stderr;
  return r.status ?? 1;
}

/** What polyts's own compile of `input` needs from the command line. */
function compileOptions(command: CcCommand, cc: readonly string[]): CompileOptions {
  return {
    includeDirs: command.includeDirs,
    defines: command.defines,
    undefines: command.undefines,
    preprocessorArgs: command.preprocessorArgs,
    // The same compiler preprocesses, so both see the same predefined macros.
    preprocessor: [...cc, '-E'],
    optimization: optimizationOf(command),
    passPipeline: command.passPipeline,
    remarks: command.remarks && !command.quiet ? (t) => process.stderr.write(t) : undefined,
    emit: 'c',
    moreFiles: moreFilesAfter(command.inputs.filter((i) => i.isC).length),
  };
}

/** `-MD`/`-MMD` dependency output names the translated file; point it back at the user's. */
function fixDependencyFile(args: readonly string[], object: string, translated: string, original: string): void {
  if (!args.some((a) => a === '-MD' || a === '-MMD')) return;
  const mf = args.indexOf('-MF');
  const depFile = mf >= 0 ? args[mf + 1]! : object.replace(/\.[^./]*$/, '') + '.d';
  try {
    const text = readFileSync(depFile, 'latin1');
    writeFileSync(depFile, text.split(translated).join(original), 'latin1');
  } catch {
    // no dependency file written (the compile failed)
  }
}

/**
 * Builds as `cc` would: translates the C inputs, compiles each with the system compiler (`-c`: into the requested
 * objects; otherwise into temporary ones), and links unless `-c`. Returns the exit status.
 */
export function buildWithSystemCompiler(command: CcCommand): number {
  const cc = systemCompiler(command);
  if (command.mode === 'passthrough' || process.env[nestedMarker] || command.inputs.length === 0) return runCompiler(cc, command.argv);
  const cInputs = command.inputs.filter((i) => i.isC);
  if (command.mode === 'compile' && command.output !== undefined && command.inputs.length > 1) {
    process.stderr.write("polyts-cc: error: cannot specify '-o' with '-c' and multiple files\n");
    return 1;
  }
  const work = mkdtempSync(join(tmpdir(), 'polyts-cc-'));
  const cleanup = (): void => rmSync(work, { recursive: true, force: true });
  // Interrupted (make stopped, Ctrl-C): the temporary files go too.
  const interrupted = (signal: NodeJS.Signals): void => {
    cleanup();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const objects = new Map<Input, string>();
    let status = 0;
    cInputs.forEach((input, k) => {
      if (status) return;
      const object =
        command.mode === 'compile' ? command.output ?? basename(input.path).replace(/\.c$/, '') + '.o' : join(work, `${k}-${basename(input.path).replace(/\.c$/, '')}.o`);
      status = compileOne(command, cc, input, object, join(work, String(k)));
      objects.set(input, object);
    });
    if (status) return status;
    const others = command.inputs.filter((i) => !i.isC);
    if (command.mode === 'compile') {
      // Other sources (assembly, C++) are compiled as they are.
      for (const input of others) {
        const out = command.output ?? basename(input.path).replace(/\.[^./]*$/, '') + '.o';
        const s = runCompiler(cc, [...command.compileArgs, '-c', input.path, '-o', out]);
        if (s) return s;
      }
      return 0;
    }
    const linkArgs = command.linkItems.flatMap((item) => ('option' in item ? item.option : [objects.get(item.input) ?? item.input.path]));
    return runCompiler(cc, [...command.compileArgs, ...linkArgs, ...(command.output ? ['-o', command.output] : [])]);
  } finally {
    cleanup();
    process.removeListener('SIGINT', interrupted);
    process.removeListener('SIGTERM', interrupted);
  }
}

/** Translates one C file and compiles the result into `object`; the exit status of the system compiler. */
function compileOne(command: CcCommand, cc: readonly string[], input: Input, object: string, dir: string): number {
  // A missing file is the system compiler's to report, in its words.
  if (!existsSync(input.path)) return runCompiler(cc, [...command.compileArgs, '-c', input.path, '-o', object]);
  // polyts's C types are x86-64 LP64 with a signed char: for another model the file goes to the compiler as it is.
  const model = command.compileArgs.find((a) => otherDataModel.test(a));
  if (model) {
    if (!command.quiet) process.stderr.write(`${input.path}:1:1: remark: polyts-cc: file kept as written: polyts assumes LP64 and a signed char, not ${model}\n`);
    return runCompiler(cc, [...command.compileArgs, '-c', input.path, '-o', object]);
  }
  const { text, remarks } = compile(input.path, compileOptions(command, cc));
  if (!command.quiet) for (const r of remarks) process.stderr.write(r.format() + '\n');
  mkdirSync(dir, { recursive: true });
  // Same file name, so the compiler's defaults derived from it stay the same; quoted includes are found where the
  // original is (the translated file's own directory is empty).
  const translated = join(dir, basename(input.path));
  writeFileSync(translated, text, 'latin1');
  const said = { stderr: '' };
  const status = runCompiler(cc, [...command.compileArgs, '-iquote', dirname(resolve(input.path)), '-c', translated, '-o', object], said);
  if (status === 0) {
    process.stderr.write(Buffer.from(said.stderr, 'latin1'));
    fixDependencyFile(command.compileArgs, object, translated, input.path);
    return 0;
  }
  // The compiler refused polyts's C: the file as written decides (if it builds, polyts has a bug to report).
  const asWritten = runCompiler(cc, [...command.compileArgs, '-c', input.path, '-o', object]);
  if (asWritten === 0) {
    const first = said.stderr.split('\n').find((l) => /error/.test(l)) ?? `exit status ${status}`;
    process.stderr.write(`${input.path}:1:1: warning: polyts-cc: the compiler refused the translated C, so the file was built as written (a bug in polyts): ${first}\n`);
  }
  return asWritten;
}
