/**
 * Speed: the heroes' bot works out only what its answer reads. A hero's
 * aim listed every square worth exploring (each thing's square and the
 * eight beside it, the closed doors, the stairs not taken) for every aim,
 * though the list is the answer only when the objective is out of sight or
 * out of reach; it is now made only then, and with loops rather than
 * filter, flatMap and spreads. A shooter standing off weighed the shots
 * from every square it could move to (a line of sight and cover per
 * monster in range); a square whose best possible score (a shot in the
 * open) cannot beat the best square found is no longer weighed, and the
 * weighing stops at the first open shot. Both give the same answers: what
 * is skipped could not change them (checkShot and the lists are pure).
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */

/** Off only for the benchmark (and the test) that shows what working out less is worth. */
export const lazyPlans = { on: true };
