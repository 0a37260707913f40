// The directory of polyts's package.json, found by walking up from this module (works from src/ and dist/src/), or
// set by the bundled tools (src/cli/bundleMain.ts), whose single module has no location of its own to start from.

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/** Sets the package root (the bundle's entry, from where the bundle or its snapshot blob lies). */
export function setPackageRoot(dir: string): void {
  root = dir;
}

export function packageRoot(): string {
  if (root !== undefined) return root;
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; ) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'polyts') return (root = dir);
    const up = dirname(dir);
    if (up === dir) throw new Error("polyts: cannot find the package's package.json above its modules");
    dir = up;
  }
}
