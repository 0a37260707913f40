// Public surface of the polyhedral core: import from here rather than from the individual modules.

export { type Int, int, isInt, add, sub, mul, neg, floorDiv, ceilDiv, mod, gcd, lcm, cmp, toBigInt, NotAnIntegerError } from './int.js';
export { type Rat, rat, ratCmp, ratIsInt, ratFloor, ratCeil, ratToString } from './rational.js';
export { type LinearSystem, type Row, evalRow, satisfies } from './linearSystem.js';
export { type Tuple, Space, tuple, anonTuple, mergeParams } from './space.js';
export { type LinExpr, type Constraint, type VarKind, Polyhedron } from './polyhedron.js';
export { BasicSet, type LexResult, type SamplePoint } from './basicSet.js';
export { BasicMap, type MapTerms } from './basicMap.js';
export { UnionSet, UnionMap } from './union.js';
export { simpleHull } from './hull.js';
export { type DivDef, type LocalDivs, type AffNames, localDivs, linToAff, setConditions } from './divs.js';
export { type DimBounds, type DimStride, dimBounds } from './bounds.js';
export { subtract, makeDisjoint } from './difference.js';
export { hasIntegerPoint, isIntegerEmpty } from './omega.js';
export { lexminRational, minimizeRational, hasRationalPoint, rationalRanges, type LpResult } from './simplex.js';
export { redundantInequalities } from './redundancy.js';
export { branchAndBound, type BnbResult, type BnbOptions } from './branchAndBound.js';
export { searchIntegerPoint, type SearchResult } from './integerSearch.js';
export { parseUnionSet, parseUnionMap, parseBasicSet, parseBasicMap, parseMultiUnionAff, type TextOrigin } from './islParser.js';
export { type QuasiAffine, type FloorDiv, type MultiUnionAff, type UnionAffMember, quasiAffine, quasiAffineExpr, sameQuasiAffine, printMultiUnionAff } from './quasiAffine.js';
export { printUnionSet, printUnionMap, printBasicSet, printBasicMap } from './islPrinter.js';
export { type AffExpr, aff, lift, evalAff, substituteAff, renameVars, affNames, affToString, normalizeAff, AffLowering } from './affExpr.js';
export { type LoopNode, type ForNode, type IfNode, type StmtNode, type AccessSpec, type Condition, buildScop, executeLoopNest } from './loopNest.js';
export { type ExtractedScop, type ModelRemark, type ModelResult, extractScops } from './affineModel.js';
export { type Scop, type ScopStatement, type ScopAccess, printScop, validateScop, scopDomain, scopSchedule, scopReads, scopWrites, universeContext } from './scop.js';
export { type Dependence, type DependenceAnalysis, type DependenceOptions, type DepKind, type Direction, DEP_KINDS, VALIDITY_KINDS, computeDependences, dependenceUnion, firstDependence, printDependences } from './dependences.js';
export { type ParametricForm, type FarkasMultiplierSystem, farkasMultipliers, farkasEliminate, pruneRedundant } from './farkas.js';
export {
  type IlpProblem,
  type IlpConstraint,
  type IlpObjective,
  type IlpResult,
  type IlpAnswer,
  type IlpBackend,
  type LexminOptions,
  type RejectedAnswer,
  lexmin,
  exactBackend,
  defaultBackend,
  checkSolution,
  problemSystem,
  systemConstraints,
} from './ilp.js';
export { jsLpSolverBackend } from './ilpJsLpSolver.js';
