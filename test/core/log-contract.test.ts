/**
 * The log contract (see events.ts): a table event's `roll` is the number that
 * selected its row, given as a sum of named parts; every part read from dice
 * can be read again from a roll logged before it; the row that number selects
 * in the table is the result logged. A roll that gives its dice count as parts
 * rolled exactly that many. Checked over many auto-played games of both
 * systems with the log on.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, type GameSystem } from '../../src/core/engine.ts';
import type { GameEvent, RollEvent, TableEvent } from '../../src/core/events.ts';
import { readDice, total, type Part } from '../../src/core/parts.ts';
import { rowFor, type Table } from '../../src/core/tables.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import { ALL_TABLES, tableNamed } from '../../src/systems/2hdc/tables/all.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';

/** How many roll events back a table event may read from (a group's Crisis Test roll serves several testers). */
const WINDOW = 12;

function sameDice(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** `part` as a multiset of `whole`. */
function within(part: readonly number[], whole: readonly number[]): boolean {
  const left = whole.slice();
  for (const d of part) {
    const i = left.indexOf(d);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** The dice rolls logged before event `at` with `sides` faces, nearest first. */
function rollsBefore(events: readonly GameEvent[], at: number, sides: number): number[][] {
  const out: number[][] = [];
  for (let i = at - 1; i >= 0 && out.length < WINDOW; i--) {
    const e = events[i]!;
    if (e.type === 'roll' && e.dice && (e.sides ?? 6) === sides) out.push(e.dice);
  }
  return out;
}

function partProblems(p: Part, events: readonly GameEvent[], at: number): string[] {
  const out: string[] = [];
  if (p.chosen) {
    const prev = events[at - 1];
    if (prev?.type !== 'decision') out.push(`chosen part "${p.label}" without a decision just before`);
    return out;
  }
  if (p.fixed) {
    // A number set beforehand (a chest's) is read only when a roll just made calls for the table.
    if (!events.slice(Math.max(0, at - 3), at).some((e) => e.type === 'roll')) out.push(`fixed part "${p.label}" without a roll just before`);
    return out;
  }
  if (!p.dice) return out;
  const v = readDice(p.dice, p.read!, p.target);
  if ((p.minus ? -v : v) !== p.value) out.push(`part "${p.label}" is ${p.value} but its dice read ${p.read} give ${v}`);
  const whole = p.of ?? p.dice;
  if (p.of && !within(p.dice, p.of)) out.push(`part "${p.label}": [${p.dice}] are not among [${p.of}]`);
  const rolls = rollsBefore(events, at, p.sides ?? 6);
  const found = rolls.some((r) => sameDice(r, whole)) || rolls.some((r, i) => i + 1 < rolls.length && sameDice(rolls[i + 1]!.concat(r), whole));
  if (!found) out.push(`part "${p.label}": no roll of [${whole}] on d${p.sides ?? 6} before it`);
  return out;
}

function tableProblems(e: TableEvent, events: readonly GameEvent[], at: number, find: (section: string, name: string) => Table<unknown> | undefined): string[] {
  const out: string[] = [];
  if (!Array.isArray(e.parts) || e.parts.length === 0) return [`${e.table} ${e.text}: no parts`];
  if (total(e.parts) !== e.roll) out.push(`parts add up to ${total(e.parts)}, roll is ${e.roll}`);
  if (!e.parts.some((p) => p.dice || p.chosen || p.fixed)) out.push('no part comes from dice, a choice or a number set beforehand');
  for (const p of e.parts) out.push(...partProblems(p, events, at));
  const t = find(e.table, e.name);
  if (!t) out.push(`no table ${e.table} "${e.name}"`);
  else {
    if (e.roll < t.range[0] || e.roll > t.range[1]) out.push(`roll ${e.roll} outside the table's ${t.range[0]}-${t.range[1]}`);
    else if (rowFor(t, e.roll).label !== e.result) out.push(`row for ${e.roll} is "${rowFor(t, e.roll).label}", logged "${e.result}"`);
  }
  return out.map((s) => `[${e.table}] ${e.text}: ${s}`);
}

/** Sections whose rolls select a table row (2HDC): the table sections and 9.1 (a second profession from the Race List). */
const TABLE_SECTIONS = new Set([...ALL_TABLES.map((t) => t.section), '9.1']);

/** Rolls under a table's section that select no row: the 1-3 chances, coins, uses, random picks (by their labels). */
const NOT_A_LOOKUP = /Secret Room search|Treasure\? |Coins |Captives|uses \(|True Arrows|Talisman Rep|magic item chance|Who triggers|Who leads the rivals|Random race/;

/** 2HDC's rolls that must be read by a table event: those under a table's section, but for the chances, coins and picks. */
const twoHourLookup = (e: RollEvent): boolean => TABLE_SECTIONS.has(e.rule) && !NOT_A_LOOKUP.test(e.text);

function rollProblems(e: RollEvent, events: readonly GameEvent[], at: number, mustRead: (e: RollEvent) => boolean): string[] {
  const out: string[] = [];
  if (e.count && e.dice && total(e.count) !== e.dice.length) out.push(`[${e.rule}] ${e.text}: count parts add up to ${total(e.count)}, ${e.dice.length} dice rolled`);
  if (e.dice && mustRead(e) && !readLater(e.dice, events, at)) out.push(`[${e.rule}] ${e.text}: no table event reads this roll`);
  return out;
}

/** A table event soon after `at` reads these dice. */
function readLater(dice: readonly number[], events: readonly GameEvent[], at: number): boolean {
  for (let i = at + 1; i < events.length && i <= at + 8; i++) {
    const e = events[i]!;
    if (e.type === 'table' && e.parts?.some((p) => p.dice && within(dice, p.of ?? p.dice))) return true;
  }
  return false;
}

/** Plays `games` auto-played games and returns the first problems found (with their seeds). */
export function contractProblems(system: GameSystem, games: number, options: (i: number) => unknown, find: (s: string, n: string) => Table<unknown> | undefined, mustRead: (e: RollEvent) => boolean = twoHourLookup): { problems: string[]; tables: number } {
  const problems: string[] = [];
  let tables = 0;
  for (let i = 0; i < games && problems.length < 12; i++) {
    const seed = (i * 2654435761 + 17) >>> 0;
    const r = autoplay(system, seed, options(i), true);
    const ev = r.events;
    for (let k = 0; k < ev.length; k++) {
      const e = ev[k]!;
      const found = e.type === 'table' ? (tables++, tableProblems(e, ev, k, find)) : e.type === 'roll' ? rollProblems(e, ev, k, mustRead) : [];
      for (const p of found) if (problems.length < 12) problems.push(`seed ${seed}: ${p}`);
    }
  }
  return { problems, tables };
}

const STARS = [
  {},
  { stars: [{ race: 'roll', profession: 'roll', rep: 5 }] },
  { stars: [{ race: 'Human', profession: 'Thief', rep: 5 }] },
  { stars: [{ race: 'Elf', profession: 'Caster', rep: 5 }] },
  { players: ['Ann', 'Bob'] },
];

test('2HDC: every table event reads its number from the rolls before it and logs the row that number selects', () => {
  const { problems, tables } = contractProblems(twoHourSystem, 300, (i) => STARS[i % STARS.length], tableNamed);
  assert.deepEqual(problems, []);
  assert.ok(tables > 10_000, `only ${tables} table events seen`);
});

test('2HDC: every table the rules look up is in the registry the contract reads', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 100; i++) for (const e of autoplay(twoHourSystem, i, STARS[i % STARS.length], true).events) if (e.type === 'table') seen.add(`${e.table} ${e.name}`);
  const known = new Set(ALL_TABLES.map((t) => `${t.section} ${t.name}`));
  assert.deepEqual([...seen].filter((s) => !known.has(s)), []);
});

test('cards: the log keeps the same contract', () => {
  const { problems } = contractProblems(cardsSystem, 300, (i) => ({ character: i % 2 ? 'mage' : 'warrior', difficulty: i % 3 ? 'normal' : 'hardcore' }), () => undefined);
  assert.deepEqual(problems, []);
});

test('3d6: every dungeon table event reads its number from the dice just rolled', async () => {
  const { sixSystem } = await import('../../src/systems/3d6/index.ts');
  const { DUNGEON_TABLES } = await import('../../src/systems/3d6/tables/dungeon.ts');
  const { SEC } = await import('../../src/systems/3d6/sections.ts');
  const setups = sixSystem.setups!;
  // Both ways, as 2HDC's: a roll under the dungeon tables' section is read by a table event just after it, but for the Feats, damage, coins and the 1-in-6 listen.
  const mustRead = (e: RollEvent) => e.rule === SEC.oursDungeon && !/Feat of|Damage from|treasure \(|Heard at the door/.test(e.text);
  const { problems, tables } = contractProblems(sixSystem, 200, (i) => setups[i % setups.length]!.options, (s, n) => DUNGEON_TABLES.find((t) => t.section === s && t.name === n), mustRead);
  assert.deepEqual(problems, []);
  assert.ok(tables > 1000, `only ${tables} table events seen`);
});

test('dungeon-world: every table event reads its number from the dice just rolled (a chest trap: the chest\'s number, after the roll that sprang it)', async () => {
  const { dwSystem } = await import('../../src/systems/dungeon-world/index.ts');
  const { SPAWNING_TABLE } = await import('../../src/systems/dungeon-world/tables/spawning.ts');
  const { CHEST_TABLE, POWER_UP_TABLE, TRAP_TABLE } = await import('../../src/systems/dungeon-world/tables/dungeon.ts');
  const tablesOf = [SPAWNING_TABLE, TRAP_TABLE, CHEST_TABLE, POWER_UP_TABLE];
  // Every scenario and generated dungeons (each game its own) with every party; the chest trap reads the chest's number (a fixed part).
  const setups = dwSystem.setups!;
  assert.ok(new Set(setups.map((s) => s.options.scenario)).size >= 5);
  // Both ways, as 2HDC's: a roll under a table's section (a scenario's spawning table included) is read by a table event just after it.
  const sections = new Set<string>(tablesOf.map((t) => t.section));
  const mustRead = (e: RollEvent) => sections.has(e.rule) || e.rule.startsWith(SPAWNING_TABLE.section);
  const { problems, tables } = contractProblems(dwSystem, 100, (i) => setups[i % setups.length]!.options, (s, n) => tablesOf.find((t) => t.section === s && t.name === n), mustRead);
  assert.deepEqual(problems, []);
  assert.ok(tables > 200, `only ${tables} table events seen`);
});

test("dungeon-world: a chest's trap logs the chest's number as a fixed part, right after the roll that sprang it; a fixed part with no roll before it breaks the contract", async () => {
  const { dwSystem } = await import('../../src/systems/dungeon-world/index.ts');
  const { TRAP_TABLE } = await import('../../src/systems/dungeon-world/tables/dungeon.ts');
  let seen: { e: TableEvent; at: number; events: GameEvent[] } | null = null;
  for (let seed = 1; seed <= 400 && !seen; seed++) {
    const events = autoplay(dwSystem, seed, { scenario: 'generated', heroes: ['front-line-warrior', 'ranger', 'warmage', 'hobbit'] }, true).events;
    const at = events.findIndex((e) => e.type === 'table' && e.table === TRAP_TABLE.section && !!e.parts?.some((p) => p.fixed));
    if (at >= 0) seen = { e: events[at] as TableEvent, at, events };
  }
  assert.ok(seen, 'a chest trap went off in 400 games');
  const find = () => TRAP_TABLE as Table<unknown>;
  assert.deepEqual(tableProblems(seen.e, seen.events, seen.at, find), []);
  assert.equal(seen.e.parts![0]!.label, "the chest's number");
  const noRoll = seen.events.slice(0, seen.at).filter((e) => e.type !== 'roll');
  assert.match(tableProblems(seen.e, noRoll, noRoll.length, find).join(), /fixed part "the chest's number" without a roll just before/);
});

test('exploration: every table event (the d10 after a door or a rest, the creature table, the skirmish strength) reads its number from the dice just rolled, and every such roll is read', async () => {
  const { explorationSystem } = await import('../../src/systems/exploration/index.ts');
  const { DOOR_CREATURES, REST_CREATURES } = await import('../../src/systems/exploration/tables/rolls.ts');
  const { SHIPPED } = await import('../../src/systems/exploration/data/index.ts');
  const { SEC } = await import('../../src/systems/exploration/sections.ts');
  const tablesOf: Table<unknown>[] = [DOOR_CREATURES, REST_CREATURES];
  for (const d of Object.values(SHIPPED)) tablesOf.push(d.creatureTable, ...d.strengthTables);
  // The rolls that select a row: the d10 for creatures (door, rest), the creature table, the skirmish strength; checks and fights are not lookups.
  const lookups = new Set<string>([SEC.unlocked, SEC.resting, SEC.exploration]);
  const mustRead = (e: RollEvent) => lookups.has(e.rule) || /Skirmish strength/.test(e.text);
  const setups = explorationSystem.setups!;
  const { problems, tables } = contractProblems(explorationSystem, 120, (i) => setups[i % setups.length]!.options, (s, n) => tablesOf.find((t) => t.section === s && t.name === n), mustRead);
  assert.deepEqual(problems, []);
  assert.ok(tables > 300, `only ${tables} table events seen`);
});
