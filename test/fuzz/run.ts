/**
 * `npm run fuzz [-- --cases N --seed S --variants V]`: the save fuzzer at
 * length. Every variant builds fresh base saves (other seeds) and runs N
 * cases with the full sizes of huge lists; a failing case stops the run and
 * prints its seed, base, edits and the edited save.
 */
import { parseArgs } from 'node:util';
import { baseSaves, fuzz } from './harness.ts';

const { values } = parseArgs({ options: { cases: { type: 'string', default: '20000' }, seed: { type: 'string', default: '1' }, variants: { type: 'string', default: '3' } } });
const cases = Number(values.cases);
const seed = Number(values.seed);
const variants = Number(values.variants);
if (!(cases > 0 && Number.isInteger(seed) && variants > 0)) {
  console.error('usage: npm run fuzz -- [--cases N] [--seed S] [--variants V]');
  process.exit(2);
}
let total = 0;
const t0 = performance.now();
for (let v = 0; v < variants; v++) {
  const bases = baseSaves(v);
  try {
    const s = await fuzz(bases, cases, seed + v, false);
    total += s.cases;
    console.log(`variant ${v} (seed ${seed + v}): ${s.cases} cases, ${s.refused} refused, ${s.identical} loaded to the identical history, ${s.skipped} skipped`);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
}
console.log(`${total} edited saves checked in ${((performance.now() - t0) / 1000).toFixed(1)} s: none accepted with another history, none refused with more than one short line.`);
