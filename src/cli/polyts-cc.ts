#!/usr/bin/env node
// The polyts-cc command run as a plain module (node dist/src/cli/polyts-cc.js); bin/polyts-cc runs the same main from the
// start-up snapshot (src/cli/snapshot.ts).

import { main } from './ccMain.js';
import { runMain } from './common.js';

runMain('polyts-cc', () => main(process.argv.slice(2)));
