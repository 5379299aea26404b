/**
 * How many games a property loop plays: a sample that keeps `npm test` short,
 * or the long count when TEST_LONG=1 (CI runs the long loops after the suite;
 * so can anyone about to land a rules change).
 */
export const LONG = process.env.TEST_LONG === '1';

/** `quick` games in a normal run, `long` with TEST_LONG=1. */
export function sample(quick: number, long: number): number {
  return LONG ? long : quick;
}
