#!/usr/bin/env node
// The polyts-translate command run as a plain module (node dist/src/cli/polyts-translate.js); bin/polyts-translate runs the same main
// (translateMain.ts) from the start-up snapshot or the bundle (src/cli/bundleMain.ts).

import { main } from './translateMain.js';
import { runMain } from './common.js';

runMain('polyts-translate', () => main(process.argv.slice(2)));
