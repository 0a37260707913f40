#!/usr/bin/env node
// The polyts-translate command run as a plain module (node dist/src/cli/polyts-translate.js); bin/polyts-translate runs the same main from the
// start-up snapshot (src/cli/snapshot.ts).

import { main } from './translateMain.js';
import { runMain } from './common.js';

runMain('polyts-translate', () => main(process.argv.slice(2)));
