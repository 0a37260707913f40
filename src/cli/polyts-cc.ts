#!/usr/bin/env node
// The polyts-cc command run as a plain module (node dist/src/cli/polyts-cc.js); bin/polyts-cc runs the same main
// (ccMain.ts) from the start-up snapshot or the bundle (src/cli/bundleMain.ts).

import { main } from './ccMain.js';
import { runMain } from './common.js';

runMain('polyts-cc', () => main(process.argv.slice(2)));
