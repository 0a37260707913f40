#!/usr/bin/env node
// The polyts-opt command run as a plain module (node dist/src/cli/polyts-opt.js); bin/polyts-opt runs the same main
// (optMain.ts) from the start-up snapshot or the bundle (src/cli/bundleMain.ts).

import { main } from './optMain.js';
import { runMain } from './common.js';

runMain('polyts-opt', () => main(process.argv.slice(2)));
