/** The workbench's statistics against published values, and its results from counts: bins, table checks, game lists, packing. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bins, differenceInterval, verdict, wilson } from '../../src/sim/stats.ts';
import { ALL_GAMES, buildResults, compareRuns, gamesWhere, packRecords, unpackRecords } from '../../src/sim/results.ts';
import type { SimulationSummary } from '../../src/sim/simulate.ts';

const near = (a: number, b: number, d = 5e-4) => assert.ok(Math.abs(a - b) < d, `${a} is not ${b}`);

test('Wilson intervals: Newcombe (1998) table I, and the ends at 0 and n', () => {
  const a = wilson(81, 263);
  near(a.lo, 0.2553);
  near(a.hi, 0.3662);
  const b = wilson(15, 148);
  near(b.lo, 0.0624);
  near(b.hi, 0.1605);
  const z = wilson(0, 20);
  assert.equal(z.lo, 0);
  near(z.hi, 0.1611);
  assert.equal(wilson(20, 20).hi, 1);
});

test('difference of two rates: Newcombe (1998) method 10, and its verdict', () => {
  // 56/70 against 48/80: 0.2000 (0.0524 to 0.3339), Newcombe's first example.
  const d = differenceInterval(48, 80, 56, 70);
  near(d.lo, 0.0524);
  near(d.hi, 0.3339);
  assert.equal(verdict(48, 80, 56, 70), 'beyond chance');
  assert.equal(verdict(500, 1000, 505, 1000), 'within chance');
  assert.equal(verdict(939, 1000, 585, 1000), 'well beyond chance');
});

test('bins: one per value when few, equal whole widths when many; every value counted once', () => {
  assert.deepEqual(bins([1, 2, 2, 4]), [{ lo: 1, hi: 1, count: 1 }, { lo: 2, hi: 2, count: 2 }, { lo: 3, hi: 3, count: 0 }, { lo: 4, hi: 4, count: 1 }]);
  const many = Array.from({ length: 500 }, (_, i) => i);
  const b = bins(many);
  assert.ok(b.length <= 30);
  assert.equal(b.reduce((n, x) => n + x.count, 0), 500);
  assert.equal(b[0]!.lo, 0);
  assert.equal(b[b.length - 1]!.hi, 499);
});

/** A summary of 4 games on two setups, as `simulate` gives it. */
function summary(outcomes: string[]): SimulationSummary {
  const setups = [{ name: 'warrior, normal', options: { character: 'warrior', difficulty: 'normal' } }, { name: 'mage, normal', options: { character: 'mage', difficulty: 'normal' } }];
  const count = (k: number) => outcomes.filter((_, i) => i % 2 === k).reduce<Record<string, number>>((o, x) => ({ ...o, [x]: (o[x] ?? 0) + 1 }), {});
  const all = outcomes.reduce<Record<string, number>>((o, x) => ({ ...o, [x]: (o[x] ?? 0) + 1 }), {});
  const n = { rooms: { mean: 2, min: 1, max: 3 } };
  return { system: 'cards', games: 4, seed: 10, workers: 1, seconds: 0, cpuSeconds: 0, dice: 0, setups, outcomes: all, numbers: n, bySetup: { 'warrior, normal': { games: 2, outcomes: count(0), numbers: n }, 'mage, normal': { games: 2, outcomes: count(1), numbers: n } }, tables: { '7.0': { one: 3, two: 1 } } };
}

test('results: rates per setup and for all games, histograms, a table against its dice, games listed by filter, packed and unpacked alike', () => {
  const records = [
    { outcome: 'died', numbers: { rooms: 1 } },
    { outcome: 'left', numbers: { rooms: 3 } },
    { outcome: 'died', numbers: { rooms: 2 } },
    { outcome: 'died', numbers: { rooms: 2 } },
  ];
  const shape = { section: '7.0', name: 'A list', dice: '1d6', range: [1, 6] as [number, number], rows: [{ label: 'one', min: 1, max: 5 }, { label: 'two', min: 6, max: 6 }] };
  const r = buildResults(summary(records.map((x) => x.outcome)), 4, records, { rooms: 'rooms entered' }, [shape]);
  assert.deepEqual(r.rates.map((x) => `${x.setup} ${x.outcome} ${x.count}/${x.games}`), ['warrior, normal died 2/2', 'warrior, normal left 0/2', 'mage, normal died 1/2', 'mage, normal left 1/2', `${ALL_GAMES} died 3/4`, `${ALL_GAMES} left 1/4`]);
  assert.equal(r.histograms[0]!.label, 'rooms entered');
  assert.deepEqual(r.histograms.map((h) => [h.setup, h.bins.map((b) => b.count).join(' ')]), [[ALL_GAMES, '1 2 1'], ['warrior, normal', '1 1'], ['mage, normal', '1 1']]);
  assert.deepEqual(r.tables[0]!.rows.map((x) => [x.label, x.rolled, x.expected?.toFixed(4)]), [['one', 3, (5 / 6).toFixed(4)], ['two', 1, (1 / 6).toFixed(4)]]);
  assert.deepEqual(gamesWhere(records, r.setups, { setup: 'mage, normal', outcome: 'died' }), { games: [3], total: 1 });
  assert.deepEqual(gamesWhere(records, r.setups, { key: 'rooms', lo: 2, hi: 3 }), { games: [1, 2, 3], total: 3 });
  assert.deepEqual(unpackRecords(JSON.parse(JSON.stringify(packRecords(records)))), records);
  const c = compareRuns(r, r, { difficulty: 'normal' }, { difficulty: 'hardcore' });
  assert.equal(c.change, 'Hardcore');
  assert.equal(c.rows[0]!.words, 'Hardcore leaves the warrior, normal\'s "died" rate at 100.0%.');
});
