/**
 * The TypeScript loader of the test processes (scripts/test.mjs starts each
 * with `--import ./test/support/ts-loader.mjs`): Node's module hooks
 * (ts-hooks.mjs) turn each .ts/.tsx file into JavaScript with esbuild, a
 * development dependency already, and keep the result on disk.
 *
 * Why not tsx, as `npm run dev` and the benchmarks use: tsx compiles with
 * esbuild's keepNames, which wraps every function made at run time in a
 * `__name(fn, "name")` call (an Object.defineProperty). Names are kept
 * anyway without minifying, so that call is pure cost, and the rules make
 * closures in their hottest loops (paths, sight, the bots): measured on the
 * Dungeon World property loop, about 15% of its CPU. tsx has no option to
 * turn it off. Stack traces still point into the .ts sources (inline source
 * maps).
 */
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
process.setSourceMapsEnabled(true);
