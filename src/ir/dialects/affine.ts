// The affine dialect: loops, conditionals and memory accesses whose indices are affine functions.

import { DialectDefinition } from '../opRegistry.js';
import { withCanonicalizations } from '../opDefinition.js';
import { affineCanonicalizations } from './affineCanonicalize.js';
import { affineControlOps } from './affineControl.js';
import { affineSimpleOps } from './affineOps.js';

export const affineDialect: DialectDefinition = {
  name: 'affine',
  ops: withCanonicalizations([...affineControlOps, ...affineSimpleOps], affineCanonicalizations),
};
