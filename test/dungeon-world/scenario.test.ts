/** The scenario file format: our scenarios load; a bad file is refused in one line naming the path of what is wrong. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BadScenario, parseScenario, SCENARIOS } from '../../src/systems/dungeon-world/data/scenarios.ts';
import crypt from '../../src/systems/dungeon-world/data/scenarios/crypt-of-bones.json' with { type: 'json' };
import { newGame } from '../../src/systems/dungeon-world/rules/setup.ts';
import { dwOptions } from '../../src/systems/dungeon-world/options.ts';
import { invariantProblems } from '../../src/systems/dungeon-world/invariants.ts';
import { dwSystem, type DwViewModel } from '../../src/systems/dungeon-world/index.ts';
import { PLAYERS } from '../../src/core/view-model.ts';

const edit = (f: (s: any) => void) => {
  const s = structuredClone(crypt) as any;
  f(s);
  return s;
};

function refused(raw: unknown, re: RegExp): void {
  assert.throws(() => parseScenario(raw, 'my.json'), (e: Error) => e instanceof BadScenario && re.test(e.message) && !e.message.includes('\n'), `expected ${re}`);
}

test('our scenarios load and set up a legal board', () => {
  assert.ok(Object.keys(SCENARIOS).length >= 1);
  for (const id of Object.keys(SCENARIOS)) {
    const st = newGame(dwOptions.parse({ scenario: id }));
    assert.deepEqual(invariantProblems(st), [], id);
    assert.equal(st.models.filter((m) => m.side === 'heroes').length, 4);
  }
});

test('a bad scenario is refused with the path of what is wrong', () => {
  refused(edit((s) => (s.format = 'x')), /^my\.json: format: /);
  refused(edit((s) => (s.map[3] = s.map[3] + '#')), /^my\.json: map\.3: 19 squares, the first row has 18/);
  refused(edit((s) => (s.map[2] = '#....#..Q........#')), /map\.2: "Q" at 8 is not a terrain/);
  refused(edit((s) => (s.heroStart[1] = [0, 0])), /heroStart\.1: \(0, 0\) is not a floor square/);
  refused(edit((s) => (s.monsters[2].kind = 'dragonfly')), /monsters\.2\.kind: no monster kind "dragonfly"/);
  refused(edit((s) => (s.monsters[1].at = [99, 1])), /monsters\.1\.at: \(99, 1\) is not a floor square/);
  refused(edit((s) => (s.objective.slay = ['boss'])), /objective\.slay\.0: no monster with the id "boss"/);
  refused(edit((s) => (s.objective = { reach: [], slay: [] })), /objective: an objective needs/);
  refused(edit((s) => (s.victoryPoints = 0)), /victoryPoints: /);
  refused(edit((s) => (s.extra = 1)), /Unrecognized key|extra/);
  refused(edit((s) => (s.monsters[0].at = s.heroStart[0])), /two models set up on one square/);
  refused(edit((s) => (s.spawningTable = [{ roll: [2, 11], kind: 'orc', count: 1, label: '1 Orc' }])), /spawningTable: 12 is covered 0 times/);
});

test('a scenario may bring its own spawning table, cited under its own id', async () => {
  const { scenarioSpawningTable } = await import('../../src/systems/dungeon-world/tables/spawning.ts');
  const s = parseScenario(edit((x) => (x.spawningTable = [{ roll: [2, 7], kind: 'zombie', count: 'd3', label: '1D3 Zombies' }, { roll: [8, 12], kind: 'troll', count: 1, label: '1 Troll' }])));
  const t = scenarioSpawningTable(s.id, s.spawningTable!.map((r) => ({ min: r.roll[0], max: r.roll[1], kind: r.kind, count: r.count, label: r.label })));
  assert.equal(t.section, 'random-spawning-table:crypt-of-bones');
});

test('the generator: the same map seed gives the same dungeon, others differ; each is a legal scenario with hidden rooms behind doors', async () => {
  const { generateScenario } = await import('../../src/systems/dungeon-world/data/generator.ts');
  assert.deepEqual(generateScenario(7), generateScenario(7));
  assert.notDeepEqual(generateScenario(7).map, generateScenario(8).map);
  for (let seed = 1; seed <= 40; seed++) {
    const st = newGame(dwOptions.parse({ scenario: 'generated', mapSeed: seed }));
    assert.deepEqual(invariantProblems(st), [], `map seed ${seed}`);
    assert.ok(st.board.revealed.filter((r) => !r).length >= 1, 'rooms start hidden');
    assert.ok(st.board.terrain.includes('+'), 'doors');
  }
});

test('a scenario\'s dungeon is checked: a key door needs its key, stairs come in pairs, chests carry 1-3', () => {
  const base = () => edit((s) => (s.features = []));
  refused(edit((s) => (s.map[1] = '#....+......,,...#', s.features = [{ kind: 'door', at: [5, 1], colour: 'red' }])), /features\.0\.colour: no red key/);
  refused(edit((s) => (s.features = [{ kind: 'stairs', at: [1, 1], colour: 'blue' }])), /blue stairs have one end/);
  refused(edit((s) => (s.features = [{ kind: 'chest', at: [1, 1], number: 4 }])), /features\.0\.number/);
  refused(edit((s) => (s.features = [{ kind: 'crate-apples', at: [0, 0] }])), /features\.0\.at: a crate-apples cannot stand on "#"/);
  assert.ok(parseScenario(base()));
});

test('the view shows revealed areas only: no monster, chest number or feature of a hidden room', () => {
  const st = newGame(dwOptions.parse({ scenario: 'bone-mill' }));
  const v = dwSystem.viewModel!(st, PLAYERS) as DwViewModel;
  assert.ok(!v.models.some((m) => m.x > 7), 'the monsters beyond the first door are not shown');
  assert.ok(v.features.every((f) => f.x < 8), 'nor their furnishings');
  assert.ok(!JSON.stringify(v).includes('"number"'), 'chest numbers never');
  assert.equal(v.rows[1]![10], ' ', 'an unseen square is blank');
  assert.equal(v.rows[3]![7], '+', 'the door out of the first room is seen');
});

test("a scenario's notes (the designer's intent) are accepted, bounded, and never reach a view", () => {
  assert.equal(typeof SCENARIOS['crypt-of-bones']!.notes, 'string');
  refused(edit((s) => (s.notes = 'x'.repeat(2001))), /notes/);
  const st = newGame(dwOptions.parse({ scenario: 'crypt-of-bones' }));
  const view = JSON.stringify(dwSystem.viewModel!(st, PLAYERS)) + dwSystem.view(st);
  assert.ok(!view.includes(SCENARIOS['crypt-of-bones']!.notes!.slice(0, 30)));
});
