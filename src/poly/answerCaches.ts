// The polyhedral answers kept within one compilation (emptiness and irredundant rows by exact rows, dependence
// analyses by scop), dropped between compilations: the scheduler's work budget counts simplex pivots and a kept answer
// skips them, so a file compiled after others with answers kept could be scheduled differently (at the edge of its
// budget) than alone.

import { forgetDependenceAnalyses } from './dependences.js';
import { forgetPolyhedronAnswers } from './polyhedron.js';

/** Starts the next compilation with no kept answers, as a process of its own would. */
export function forgetKeptAnswers(): void {
  forgetPolyhedronAnswers();
  forgetDependenceAnalyses();
}
