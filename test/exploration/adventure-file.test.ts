/** The adventure file: our two adventures load; a bad file is refused in one line naming the path of what is wrong. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BadAdventure, parseAdventure, SHIPPED, sealAdventure, unsealAdventure } from '../../src/systems/exploration/data/index.ts';
import { coverageProblems } from '../../src/core/tables.ts';
import { DOOR_CREATURES, REST_CREATURES } from '../../src/systems/exploration/tables/rolls.ts';
import lantern from '../../src/systems/exploration/data/adventures/lantern-cellars.json' with { type: 'json' };
import chapel from '../../src/systems/exploration/data/adventures/salt-marsh-chapel.json' with { type: 'json' };

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

function refusal(edit: (a: any) => void, base: unknown = lantern): string {
  const a = clone(base);
  edit(a);
  try {
    parseAdventure(a, 'test');
  } catch (e) {
    assert.ok(e instanceof BadAdventure, `a BadAdventure, got ${(e as Error).message}`);
    assert.doesNotMatch(e.message, /\n/, 'one line');
    return e.message;
  }
  assert.fail('the edited file was accepted');
}

test('the shipped adventures load; the big one has 6+ rooms, locked and unlocked doors, tokens, journal, goals and a creature table', () => {
  assert.deepEqual(Object.keys(SHIPPED).sort(), ['lantern-cellars', 'salt-marsh-chapel']);
  const c = SHIPPED['salt-marsh-chapel']!.a;
  assert.ok(c.rooms.length >= 6);
  assert.ok(c.connections.some((k) => k.lock === 'locked') && c.connections.some((k) => k.lock === 'unlocked'));
  assert.ok(c.tokens.length > 0 && c.journal.length > 0 && c.goals.length > 0 && c.creatures.rows.length > 1);
  for (const d of Object.values(SHIPPED)) assert.deepEqual(coverageProblems(d.creatureTable), [], `${d.a.id} creature table`);
  assert.deepEqual(coverageProblems(DOOR_CREATURES), []);
  assert.deepEqual(coverageProblems(REST_CREATURES), []);
  void chapel;
});

test('a bad file is refused with the path of what is wrong', () => {
  assert.match(refusal((a) => (a.rooms[1].w = 0)), /^rooms\.1\.w: /);
  assert.match(refusal((a) => delete a.goals), /^goals: /);
  assert.match(refusal((a) => (a.connections[0].kind = 'trapdoor')), /^connections\.0\.kind: /);
  assert.match(refusal((a) => (a.extra = 1)), /extra/);
  assert.match(refusal((a) => (a.creatures.dice = 'd6')), /^creatures\.dice: dice are written/);
  assert.match(refusal((a) => (a.journal[0].text = 'bad\u0007bell')), /^journal\.0\.text: control/);
  // A file without its format, or of another, says what to write (not zod's "expected 1").
  assert.equal(refusal((a) => delete a.format), 'format: the adventure file format: write "format": 1 (the only one so far)');
  assert.equal(refusal((a) => (a.format = 2)), 'format: the adventure file format: write "format": 1 (the only one so far)');
});

test('problems across fields name their path too', () => {
  assert.equal(refusal((a) => (a.connections[0].b = [6, 2])), 'connections.0.b: a and b must be side by side (one square apart, not diagonally)');
  assert.equal(refusal((a) => ((a.connections[1].a = [9, 4]), (a.connections[1].b = [9, 5]))), 'connections.1.a: square 9,4 is not open floor of room "b"');
  assert.match(refusal((a) => (a.rooms[2].y = 4)), /^rooms\.2: overlaps room "b"/);
  assert.equal(refusal((a) => (a.tokens[1].at = [1, 1])), 'tokens.1.at: another search token is on this square');
  assert.equal(refusal((a) => (a.tokens[0].holds.item = 'crown')), 'tokens.0.holds.item: no item "crown" in items');
  assert.equal(refusal((a) => (a.creatures.rows[2].range = [5, 5])), 'creatures.rows: the rows must cover 1-6 (1d6) once each: 6 is covered 0 times');
  assert.match(refusal((a) => (a.monsters[0].six = 'dragon')), /^monsters\.0\.six: no 3d6 bestiary monster "dragon" \(giant-rat, kobold, /);
  assert.equal(refusal((a) => (a.party = ['gorren', 'nobody'])), 'party.1: no character "nobody"');
  assert.equal(refusal((a) => delete a.checks.AWARENESS), 'checks: how does AWARENESS resolve? give it an ability');
  assert.equal(refusal((a) => (a.connections[1].kind = 'archway')), 'connections.1.lock: an archway has no lock');
  assert.equal(refusal((a) => (a.journal[2].on = { room: 'z' })), 'journal.2.on.room: no room "z"');
  assert.equal(refusal((a) => (a.connections = [a.connections[0]])), 'rooms.2: no way leads to room "c" from the start');
  assert.equal(refusal((a) => (a.skirmish = [{ group: [1, 2], dice: '1d4' }])), 'skirmish: the groups must cover 1 to 6 characters once each: 3 is covered 0 times');
});

test('a sealed file reads back; what is sealed is not readable text', () => {
  const text = JSON.stringify(lantern);
  const sealed = sealAdventure(text);
  assert.deepEqual(unsealAdventure(sealed), lantern);
  assert.ok(!sealed.includes('ledger'));
  assert.throws(() => unsealAdventure('%%%'), BadAdventure);
});
