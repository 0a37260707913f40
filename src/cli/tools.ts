// The command-line tools by name: what the bundle's entry (bundleMain.ts) runs and a compile server serves.

import { main as ccMain } from './ccMain.js';
import { main as optMain } from './optMain.js';
import { main as translateMain } from './translateMain.js';

export const tools: Readonly<Record<string, (argv: string[]) => Promise<void>>> = {
  'polyts-cc': ccMain,
  'polyts-opt': optMain,
  'polyts-translate': translateMain,
};

/** The tool named `name`, if there is one. */
export function toolNamed(name: string): ((argv: string[]) => Promise<void>) | undefined {
  return Object.hasOwn(tools, name) ? tools[name] : undefined;
}
