/**
 * The save fuzzer in `npm test`: a few thousand edited saves of every built
 * system, each refused in one clean line or loaded to the identical history.
 * `npm run fuzz` runs many more (test/fuzz/run.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { baseSaves, fuzz } from './harness.ts';
import { MUTATORS } from './mutators.ts';

test('2,500 edited saves: each is refused with one short line or loads to the identical history', async () => {
  const bases = baseSaves();
  assert.deepEqual([...new Set(bases.map((b) => b.system.id))].sort(), ['2hdc', '3d6', 'cards', 'dungeon-world', 'exploration'], 'every built system');
  assert.ok(bases.some((b) => b.save.dice === 'physical' && b.save.status === 'over'), 'a finished physical game');
  const stats = await fuzz(bases, 2500, 1, true);
  assert.ok(stats.cases >= 2000, `cases run: ${stats.cases}`);
  for (const m of MUTATORS) assert.ok(stats.byMutator[m.name], `mutator "${m.name}" was tried`);
  for (const m of MUTATORS.filter((x) => !x.harmless)) assert.ok(stats.byMutator[m.name]!.refused > 0, `"${m.name}" made a save that was refused`);
  for (const m of MUTATORS.filter((x) => x.harmless)) assert.equal(stats.byMutator[m.name]!.refused, 0, `"${m.name}" never changes the game`);
});
