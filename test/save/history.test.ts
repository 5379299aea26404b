/** Issue item 3: the check covers the whole history, not only where the game ended. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, run } from '../../src/core/engine.ts';
import { toJsonLines } from '../../src/core/events.ts';
import { hashState, makeSave } from '../../src/save/save.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import { load, refusal } from './helpers.ts';

/** Every other legal answer to some decision that still replays to the very same final state: another story, the same end. */
function sameEndOtherStory(seed: number): string[][] {
  const full = autoplay(twoHourSystem, seed);
  const end = hashState(full.state);
  const found: string[][] = [];
  for (let k = 0; k < full.decisions.length && found.length < 2; k++) {
    const p = run({ system: twoHourSystem, seed, decisions: full.decisions.slice(0, k), log: false });
    for (const o of p.request?.options ?? []) {
      if (o.id === full.decisions[k]) continue;
      const d = full.decisions.slice();
      d[k] = o.id;
      try {
        const r = run({ system: twoHourSystem, seed, decisions: d, log: false });
        if (r.status === full.status && hashState(r.state) === end) found.push(d);
      } catch {
        /* an answer that makes the rest illegal: not this case */
      }
    }
  }
  return found;
}

test('a decision swapped for another legal one that ends in the same state is refused', async () => {
  let seed = 0;
  let edits: string[][] = [];
  for (; seed < 10 && edits.length === 0; seed++) edits = sameEndOtherStory(seed);
  seed--;
  assert.ok(edits.length > 0, 'one of the first ten games has a decision whose other answer ends the same way');
  const full = autoplay(twoHourSystem, seed);
  const save = makeSave(twoHourSystem, full, seed, 'seeded', []);
  await load(save);
  for (const decisions of edits) {
    const other = run({ system: twoHourSystem, seed, decisions });
    assert.equal(hashState(other.state), save.stateHash, 'same final state');
    assert.notEqual(toJsonLines(other.events), toJsonLines(full.events), 'another story');
    assert.match(await refusal({ ...save, decisions }), /history hash differs/);
  }
});

test('the history hash itself cannot be edited away', async () => {
  const full = autoplay(twoHourSystem, 1);
  const save = makeSave(twoHourSystem, full, 1, 'seeded', []);
  assert.match(await refusal({ ...save, historyHash: save.stateHash }), /history hash differs/);
  const { historyHash: _drop, ...noHash } = save;
  assert.match(await refusal(noHash), /invalid save: historyHash/);
});
