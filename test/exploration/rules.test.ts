/** Each rule of the exploration procedure on its own, with scripted dice and set-up states. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { SHIPPED } from '../../src/systems/exploration/data/index.ts';
import { newExploration } from '../../src/systems/exploration/index.ts';
import { explorationOptions } from '../../src/systems/exploration/options.ts';
import { strengthDice, rollStrength } from '../../src/systems/exploration/rules/creatures.ts';
import { passLeadership, fromLeader } from '../../src/systems/exploration/rules/leadership.ts';
import { distances, cellOf } from '../../src/systems/exploration/rules/map.ts';
import { endOfRound, playRound } from '../../src/systems/exploration/rules/round.ts';
import { actOptions, doorsBeside, takeTurn } from '../../src/systems/exploration/rules/turn.ts';
import { uncoverRooms } from '../../src/systems/exploration/rules/journal.ts';
import type { ExploreState } from '../../src/systems/exploration/state.ts';
import { explorationSystem } from '../../src/systems/exploration/index.ts';

const chapel = SHIPPED['salt-marsh-chapel']!;
const cellars = SHIPPED['lantern-cellars']!;

function game(o: Record<string, unknown>): { st: ExploreState; o: ReturnType<typeof explorationOptions.parse> } {
  const opts = explorationOptions.parse(o);
  const st = newExploration(opts);
  st.round = 1;
  return { st, o: opts };
}
const texts = (ctx: { log: { text: string }[] }) => ctx.log.map((e) => e.text);
const has = (ctx: { log: { text: string }[] }, re: RegExp) => texts(ctx).some((t) => re.test(t));

test('skirmish strength by group size: 3 or more roll the next smaller group\'s dice; 1-2 halve their own, rounding up', () => {
  assert.deepEqual(strengthDice(chapel, 5), { dice: '1d6', halve: false, group: [3, 4] });
  assert.deepEqual(strengthDice(chapel, 6), { dice: '1d6', halve: false, group: [3, 4] });
  assert.deepEqual(strengthDice(chapel, 4), { dice: '1d4', halve: false, group: [1, 2] });
  assert.deepEqual(strengthDice(chapel, 3), { dice: '1d4', halve: false, group: [1, 2] });
  assert.deepEqual(strengthDice(chapel, 2), { dice: '1d4', halve: true, group: [1, 2] });
  // The book's d4 example: 3-4 sets the counter to 2, 1-2 to 1.
  for (const [face, strength] of [[1, 1], [2, 1], [3, 2], [4, 2]] as const) {
    const { st } = game({ adventure: 'lantern-cellars', party: ['gorren', 'silka'] });
    assert.equal(rollStrength(testCtx({ script: [face] }), st, cellars), strength);
  }
  const { st } = game({ adventure: 'salt-marsh-chapel', party: ['gorren', 'silka', 'ambrose', 'hale', 'tamsin'] });
  const ctx = testCtx({ script: [5] });
  assert.equal(rollStrength(ctx, st, chapel), 5);
  assert.ok(has(ctx, /5 characters: the dice of the next smaller group \(3-4\), 1d6\./));
  assert.ok(has(ctx, /Skirmish strength on 1d6: 5 \(1d6 \[5\]\) → strength 5/));
  const two = game({ adventure: 'lantern-cellars', party: ['gorren', 'silka'] }).st;
  const halved = testCtx({ script: [3] });
  rollStrength(halved, two, cellars);
  assert.ok(has(halved, /Skirmish strength on 1d4, halved rounding up: 3 \(1d4 \[3\]\) → strength 2/), texts(halved).join('\n'));
});

test('leadership passes to the next character able to act, never while an encounter lasts', () => {
  const { st } = game({ adventure: 'lantern-cellars' });
  const ctx = testCtx({});
  st.characters[1]!.condition = 'down';
  passLeadership(ctx, st, 'x');
  assert.equal(st.leader, 2, 'the downed Silka is passed over');
  assert.deepEqual(fromLeader(st).map((c) => c.id), ['ambrose', 'gorren']);
  st.combat = { kind: 'encounter', foes: ['Fen witch'] };
  assert.throws(() => passLeadership(ctx, st, 'x'), /not change while an encounter lasts/);
});

test('no door opens during combat', () => {
  const { st } = game({ adventure: 'lantern-cellars' });
  uncoverRooms(testCtx({}), st, cellars, 'a');
  st.characters[0]!.pos = { x: 4, y: 2 };
  assert.deepEqual(doorsBeside(cellars, st, st.characters[0]!).map((k) => k.id), ['a-b']);
  assert.ok(actOptions(cellars, st, st.characters[0]!, false).some((o) => o.id === 'unlock:way-4.2-5.2'));
  st.combat = { kind: 'skirmish', foes: ['Cellar rat'] };
  assert.deepEqual(doorsBeside(cellars, st, st.characters[0]!), []);
  assert.ok(!actOptions(cellars, st, st.characters[0]!, false).some((o) => o.id.includes('way-4.2-5.2')));
});

test('a failed TRICKERY check leaves the locked door closed: no reveal, and the AWARENESS roll comes at the round\'s end', () => {
  const { st, o } = game({ adventure: 'lantern-cellars', party: ['silka'] });
  const ctx = testCtx({ script: [6, 6, 6, 1, 1, 1], answers: ['to:4,2', 'unlock:way-4.2-5.2'] });
  uncoverRooms(ctx, st, cellars, 'a');
  takeTurn(ctx, st, cellars, o, st.characters[0]!);
  assert.equal(st.doors['a-b'], 'closed');
  endOfRound(ctx, st, cellars);
  assert.ok(!st.revealed.includes('b'));
  assert.ok(has(ctx, /stays locked/));
  assert.ok(has(ctx, /Moderate Feat of Will to keep the group out of a skirmish/), 'no door opened: the Leader rolls AWARENESS 4');
});

test('an unlocked door: the ACT opens it, the opener\'s d10 of 4-10 brings no creatures; the room is read; no skirmish roll', () => {
  const { st, o } = game({ adventure: 'lantern-cellars', party: ['ambrose'] });
  st.revealed.push('a', 'b');
  st.doors['a-b'] = 'open';
  st.characters[0]!.pos = { x: 7, y: 3 };
  const ctx = testCtx({ script: [4], answers: ['to:7,4', 'open:way-7.4-7.5'] });
  takeTurn(ctx, st, cellars, o, st.characters[0]!);
  assert.equal(st.doors['b-c'], 'opening');
  assert.equal(st.journal.length, 0);
  endOfRound(ctx, st, cellars);
  assert.equal(st.doors['b-c'], 'open');
  assert.ok(has(ctx, /rolls for creatures: 1d10 \[4\]/) && has(ctx, /→ no creatures/));
  assert.ok(has(ctx, /Creatures behind an unlocked door: 4 \(1d10 \[4\]\) → no creatures/), 'the table line names the d10 (core parts: a die\'s sides)');
  assert.equal(st.creatures.length, 0);
  assert.ok(st.journal.some((j) => j.id === 'room-c'));
  assert.ok(!has(ctx, /Feat of Will/));
  assert.equal(ctx.reveals.filter((r) => r.what === 'a room was revealed').length, 1, 'the reveal is marked for undo');
});

test('creatures are placed 3 steps from the opener where the room allows', () => {
  const { st, o } = game({ adventure: 'lantern-cellars', party: ['ambrose'], resolve: 'table' });
  st.revealed.push('a', 'b');
  st.doors['a-b'] = 'open';
  st.characters[0]!.pos = { x: 7, y: 4 };
  st.doors['b-c'] = 'opening';
  st.opening.push({ door: 'b-c', by: 'ambrose', from: 'b' });
  let placed: { x: number; y: number }[] = [];
  const ctx = testCtx({
    script: [3, 5],
    answers: (req) => {
      if (req.kind === 'table-fight') {
        placed = st.creatures.map((c) => c.pos);
        return 'won';
      }
      return req.options[0]!.id;
    },
  });
  void o;
  endOfRound(ctx, st, cellars);
  assert.equal(placed.length, 1, 'one tallow ghoul');
  const dist = distances(cellars, st, st.characters[0]!.pos);
  assert.equal(dist[cellOf(cellars, placed[0]!)], 3);
  assert.deepEqual(st.creatures, [], 'gone after the fight');
});

test('archways and openings: rooms are seen together and passed through; a closed door blocks the way', () => {
  const { st } = game({ adventure: 'salt-marsh-chapel' });
  const ctx = testCtx({});
  assert.deepEqual(uncoverRooms(ctx, st, chapel, 'nave'), ['nave', 'cloister', 'garden']);
  st.revealed.push('narthex');
  const from = { x: 7, y: 6 };
  const dist = distances(chapel, st, from);
  assert.ok(dist[cellOf(chapel, { x: 20, y: 8 })]! > 0, 'the garden is reached through the archway and the opening');
  assert.equal(dist[cellOf(chapel, { x: 5, y: 6 })], -1, 'the closed door to the narthex blocks');
  st.doors['narthex-nave'] = 'open';
  assert.equal(distances(chapel, st, from)[cellOf(chapel, { x: 5, y: 6 })], 2, 'removed, the wall under it is open');
});

test('resting: chosen at the round\'s start, creatures on a d10 of 1-3 (a skirmish), no end-of-round roll, leadership passes', () => {
  const { st, o } = game({ adventure: 'lantern-cellars', resolve: 'table' });
  st.round = 0;
  uncoverRooms(testCtx({}), st, cellars, 'a');
  st.characters[1]!.condition = 'down';
  // d10 2: creatures; strength 1d4 → 3 (three characters use the two-character dice, not halved); table 1d6 → 1: rats.
  const ctx = testCtx({ script: [2, 3, 1], answers: ['rest', 'won', 'none'] });
  playRound(ctx, st, cellars, o);
  assert.equal(st.counts.rests, 1);
  assert.equal(st.characters[1]!.condition, 'up', 'the rest brings the downed back');
  assert.equal(st.counts.skirmishes, 1);
  assert.ok(has(ctx, /Creatures during a rest: 2 \(1d10 \[2\]\)/));
  assert.ok(has(ctx, /A skirmish with Cellar rat, Cellar rat, Cellar rat/));
  assert.ok(has(ctx, /no skirmish roll/) && !has(ctx, /AWARENESS 4 check/));
  assert.equal(st.leader, 1);
  assert.equal(ctx.asked.filter((r) => r.kind === 'move').length, 0, 'no turns in a resting round');
});

test('with restCreatures=always every rest brings a skirmish, no d10', () => {
  const { st, o } = game({ adventure: 'lantern-cellars', resolve: 'table', restCreatures: 'always' });
  st.round = 0;
  uncoverRooms(testCtx({}), st, cellars, 'a');
  const ctx = testCtx({ script: [1, 5], answers: ['rest', 'won', 'none'] });
  playRound(ctx, st, cellars, o);
  assert.ok(!has(ctx, /1d10/));
  assert.equal(st.counts.skirmishes, 1);
});

test('a mid-round encounter: the Leader acts first, leadership passes after it, the others still take their turns, no skirmish roll', () => {
  const { st, o } = game({ adventure: 'salt-marsh-chapel', resolve: 'table' });
  st.round = 0;
  for (const r of ['narthex', 'nave', 'cloister', 'garden']) st.revealed.push(r);
  st.doors['narthex-nave'] = 'open';
  // Silka (second in the seat order) searches the well: creatures from the table (1d10 → 7, an eel hound).
  st.characters[1]!.pos = { x: 15, y: 10 };
  const prompts: string[] = [];
  const ctx = testCtx({
    script: [7],
    answers: (req) => {
      if (req.kind === 'table-fight') prompts.push(req.prompt);
      if (req.kind === 'round-start') return 'explore';
      if (req.kind === 'move') return 'stay';
      if (req.kind === 'act') return st.acting === 'silka' ? 'search:token-16.10' : 'none';
      if (req.kind === 'table-fight') return 'won';
      return 'none';
    },
  });
  playRound(ctx, st, chapel, o);
  assert.match(prompts[0]!, /Gorren the Cleaver acts first/);
  assert.ok(has(ctx, /Leadership passes from Gorren the Cleaver to Silka Velvet-Tongue/));
  assert.equal(ctx.asked.filter((r) => r.kind === 'act').length, 4, 'every character still took a turn');
  assert.ok(has(ctx, /An encounter was fought this round: no skirmish roll/));
  assert.ok(has(ctx, /Leadership already passed/));
  assert.equal(st.leader, 1, 'passed once only');
});

test('with midEncounter=round-ends the round ends with the encounter', () => {
  const { st, o } = game({ adventure: 'salt-marsh-chapel', resolve: 'table', midEncounter: 'round-ends' });
  st.round = 0;
  for (const r of ['narthex', 'nave', 'cloister', 'garden']) st.revealed.push(r);
  st.characters[0]!.pos = { x: 15, y: 10 };
  const ctx = testCtx({ script: [7], answers: (req) => (req.kind === 'round-start' ? 'explore' : req.kind === 'move' ? 'stay' : req.kind === 'act' ? 'search:token-16.10' : req.kind === 'table-fight' ? 'won' : 'none') });
  playRound(ctx, st, chapel, o);
  assert.equal(ctx.asked.filter((r) => r.kind === 'act').length, 1);
  assert.match(ctx.asked.find((r) => r.kind === 'act')!.prompt, /ACT, the one action of the turn/, 'a new player is told what an ACT is');
});

test('a mid-round skirmish: after it the round goes on with the remaining characters', () => {
  const { st, o } = game({ adventure: 'salt-marsh-chapel', resolve: 'table' });
  st.round = 0;
  for (const r of ['narthex', 'nave', 'cloister', 'garden']) st.revealed.push(r);
  st.characters[0]!.pos = { x: 9, y: 4 };
  // Strength: 4 characters roll the two-character d4 (3); table d10 → 1 (rats); then AWARENESS at the end (typed).
  const ctx = testCtx({ script: [3, 1], answers: (req) => (req.kind === 'round-start' ? 'explore' : req.kind === 'move' ? 'stay' : req.kind === 'act' ? (st.acting === 'gorren' ? 'search:token-9.3' : 'none') : req.kind === 'table-fight' ? 'won' : req.kind === 'table-check' ? 'passed' : 'none') });
  playRound(ctx, st, chapel, o);
  assert.ok(has(ctx, /A skirmish with Mire rat, Mire rat, Mire rat/));
  assert.equal(ctx.asked.filter((r) => r.kind === 'act').length, 4);
  assert.ok(ctx.asked.some((r) => r.kind === 'table-check' && /makes an AWARENESS 4 check/.test(r.prompt)), 'the end-of-round roll still comes (with "an" before the vowel)');
  assert.equal(st.leader, 1);
});

test('at the table: checks and fights are typed, with who is down', () => {
  const { st, o } = game({ adventure: 'lantern-cellars', resolve: 'table' });
  assert.equal(st.six, null);
  st.round = 0;
  uncoverRooms(testCtx({}), st, cellars, 'a');
  // No door: AWARENESS typed as failed; a skirmish (d4 → 4, table → 5: the ghoul); won with Silka down.
  const ctx = testCtx({ script: [4, 5], answers: (req) => (req.kind === 'round-start' ? 'explore' : req.kind === 'move' ? 'stay' : req.kind === 'act' ? 'none' : req.kind === 'table-check' ? 'failed' : req.kind === 'table-fight' ? 'won' : ctx.asked.filter((r) => r.kind === 'table-down').length === 1 ? 'down:silka' : 'none') });
  playRound(ctx, st, cellars, o);
  assert.equal(st.characters[1]!.condition, 'down');
  assert.ok(has(ctx, /At the table, Gorren the Cleaver failed AWARENESS 4/));
  assert.equal(st.leader, 2, 'leadership passes over the downed Silka');
});

test('a check resolved by 3d6 says which Feat it is in the words of the roll that follows', () => {
  const { st } = game({ adventure: 'lantern-cellars' });
  const ctx = testCtx({ script: [5, 1, 2] });
  endOfRound(ctx, st, cellars);
  const lines = texts(ctx);
  const said = lines.find((t) => /AWARENESS 4 is rolled as a/.test(t));
  assert.ok(said, lines.join('\n'));
  const feat = /a (\w+ Feat of \w+)/.exec(said)![1]!;
  assert.ok(lines.some((t) => t.includes(`: ${feat} to keep the group out of a skirmish`)), `"${feat}" as the roll names it:\n${lines.join('\n')}`);
});

test('the terminal map comes with a key for every mark drawn on it', () => {
  const { st } = game({ adventure: 'lantern-cellars' });
  uncoverRooms(testCtx({}), st, cellars, 'a');
  const text = explorationSystem.view(st);
  const key = text.split('\n').find((l) => l.startsWith('Key: '));
  assert.ok(key, text);
  for (const mark of ['#', '?', '=']) {
    assert.ok(text.split('\n').some((l) => !l.startsWith('Key') && l.includes(mark)), `${mark} is drawn`);
    assert.ok(key.includes(`, ${mark} `), `the key explains ${mark}: ${key}`);
  }
  assert.ok(!key.includes(', x '), 'no creature drawn, none in the key');
});
