import { buildScop } from './dist/src/poly/loopNest.js';
import { computeDependences } from './dist/src/poly/dependences.js';
import { polybenchModels } from './dist/bench/polybenchModels.js';
let t = performance.now();
for (const m of polybenchModels) computeDependences(buildScop(m.name, m.params, m.body));
console.log('cold', (performance.now()-t).toFixed(0));
t = performance.now();
for (const m of polybenchModels) computeDependences(buildScop(m.name, m.params, m.body));
console.log('warm', (performance.now()-t).toFixed(0));
