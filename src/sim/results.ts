/**
 * What the workbench shows of a run, as data (the browser draws it): each
 * setup's outcome rates with their 95% intervals, a histogram of each key
 * number, each table's rows rolled against what its dice should give, and
 * the comparison of two runs on the same seeds. Pure: the server builds it
 * from a run's summary and its games, the page only draws it.
 */
import type { Setup } from '../core/engine.ts';
import { sumOdds } from '../core/odds.ts';
import type { GameRecord, TableShape } from './games.ts';
import type { SimulationSummary } from './simulate.ts';
import { bins, differenceInterval, percent, verdict, wilson, Z999, type Bin, type Verdict } from './stats.ts';

/** The row of every game, beside the setups' rows. */
export const ALL_GAMES = 'all games';

export interface RateRow {
  /** A setup's name, or ALL_GAMES. */
  setup: string;
  outcome: string;
  count: number;
  games: number;
  rate: number;
  /** 95% Wilson interval. */
  lo: number;
  hi: number;
}

export interface Histogram {
  /** The games it counts: ALL_GAMES or one setup's. */
  setup: string;
  key: string;
  /** The number's name in words (the report's label), else its key. */
  label: string;
  mean: number;
  bins: Bin[];
}

export interface TableCheck {
  section: string;
  name: string;
  dice: string;
  total: number;
  /** Each row: times rolled, the chance its dice give it (null: the dice vary with the roller, e.g. dice passed against a Rep), and whether the count strays beyond chance from it. */
  rows: { label: string; rolled: number; expected: number | null; verdict: Verdict | null }[];
}

export interface RunResults {
  system: string;
  seed: number;
  /** Games played (fewer than asked when stopped). */
  games: number;
  asked: number;
  stopped: boolean;
  seconds: number;
  setups: Setup[];
  outcomes: string[];
  rates: RateRow[];
  histograms: Histogram[];
  tables: TableCheck[];
  summary: SimulationSummary;
}

/** The setup game k played (k mod the number of setups). */
export function setupOf(setups: readonly Setup[], k: number): string {
  return setups[k % setups.length]!.name;
}

export function buildResults(summary: SimulationSummary, asked: number, records: readonly GameRecord[], labels: Readonly<Record<string, string>>, shapes: readonly TableShape[]): RunResults {
  const outcomes = Object.keys(summary.outcomes).sort();
  const rates: RateRow[] = [];
  const rate = (setup: string, games: number, counts: Record<string, number>) => {
    for (const outcome of outcomes) {
      const count = counts[outcome] ?? 0;
      const i = wilson(count, games);
      rates.push({ setup, outcome, count, games, rate: games ? count / games : 0, lo: i.lo, hi: i.hi });
    }
  };
  for (const [name, s] of Object.entries(summary.bySetup)) rate(name, s.games, s.outcomes);
  if (Object.keys(summary.bySetup).length !== 1) rate(ALL_GAMES, summary.games, summary.outcomes);
  const histograms: Histogram[] = [];
  const setups = summary.setups;
  const draw = (setup: string, numbers: SimulationSummary['numbers'], games: readonly GameRecord[]) => {
    for (const [key, n] of Object.entries(numbers)) {
      if (n.min === n.max) continue; // the same in every game: nothing to draw
      histograms.push({ setup, key, label: labels[key] ?? key, mean: n.mean, bins: bins(games.map((r) => r.numbers[key] ?? 0)) });
    }
  };
  draw(ALL_GAMES, summary.numbers, records);
  if (setups.length > 1) for (const [name, s] of Object.entries(summary.bySetup)) draw(name, s.numbers, records.filter((_, k) => setupOf(setups, k) === name));
  return { system: summary.system, seed: summary.seed, games: summary.games, asked, stopped: summary.games < asked, seconds: summary.seconds, setups: summary.setups, outcomes, rates, histograms, tables: tableChecks(summary, shapes), summary };
}

/** "2d6", "1d10", "3d6": a plain sum of dice, the only form whose chances do not depend on the roller. */
const PLAIN = /^(\d*)d(\d+)$/;

function tableChecks(summary: SimulationSummary, shapes: readonly TableShape[]): TableCheck[] {
  const bySection = new Map<string, TableShape[]>();
  for (const t of shapes) bySection.set(t.section, [...(bySection.get(t.section) ?? []), t]);
  return Object.entries(summary.tables).map(([section, counts]) => {
    const all = bySection.get(section) ?? [];
    // Several tables under one section (one per Impact, per race list) mix their rows: no one expectation.
    const one = all.length > 0 && all.every((t) => JSON.stringify({ ...t, name: '' }) === JSON.stringify({ ...all[0]!, name: '' })) ? all[0]! : null;
    const m = one ? PLAIN.exec(one.dice.trim()) : null;
    const dist = m ? sumOdds(Number(m[1] || 1), Number(m[2])) : null;
    const expected = (label: string): number | null => {
      const row = one?.rows.find((r) => r.label === label);
      if (!dist || !one || !row) return null;
      let p = 0;
      for (const v of dist.outcomes) {
        const n = Math.min(one.range[1], Math.max(one.range[0], v));
        if (n >= row.min && n <= row.max) p += dist.p(v);
      }
      return p;
    };
    const labels = one ? one.rows.map((r) => r.label).filter((l, i, a) => a.indexOf(l) === i) : Object.keys(counts);
    for (const l of Object.keys(counts)) if (!labels.includes(l)) labels.push(l);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const rows = labels.map((label) => {
      const rolled = counts[label] ?? 0;
      const e = expected(label);
      return { label, rolled, expected: e, verdict: e === null ? null : strays(rolled, total, e) };
    });
    return { section, name: one?.name ?? all[0]?.name ?? section, dice: one?.dice ?? (all.length ? 'varies' : ''), total, rows };
  });
}

/** Whether `rolled` of `total` is further from the chance `p` than luck explains: p outside the count's 99.9% (95%) Wilson interval. */
function strays(rolled: number, total: number, p: number): Verdict {
  const out = (i: { lo: number; hi: number }) => p < i.lo || p > i.hi;
  return out(wilson(rolled, total, Z999)) ? 'well beyond chance' : out(wilson(rolled, total)) ? 'beyond chance' : 'within chance';
}

/** Which games to list: a setup (or all), an outcome, a key number's bar. */
export interface GameFilter {
  setup?: string;
  outcome?: string;
  key?: string;
  lo?: number;
  hi?: number;
}

/** The games (their indexes k: seed + k) that pass `f`, at most `limit`, and how many pass in all. */
export function gamesWhere(records: readonly GameRecord[], setups: readonly Setup[], f: GameFilter, limit = 100): { games: number[]; total: number } {
  const games: number[] = [];
  let total = 0;
  records.forEach((r, k) => {
    if (f.setup !== undefined && f.setup !== ALL_GAMES && setupOf(setups, k) !== f.setup) return;
    if (f.outcome !== undefined && r.outcome !== f.outcome) return;
    if (f.key !== undefined) {
      const v = Math.floor(r.numbers[f.key] ?? 0);
      if ((f.lo !== undefined && v < f.lo) || (f.hi !== undefined && v > f.hi)) return;
    }
    total++;
    if (games.length < limit) games.push(k);
  });
  return { games, total };
}

// ---- comparing two runs

export interface DifferenceRow {
  /** What the two setups share, in words ("warrior"), or ALL_GAMES. */
  label: string;
  setupA: string;
  setupB: string;
  outcome: string;
  a: RateRow;
  b: RateRow;
  /** rate B - rate A and its 95% interval. */
  diff: number;
  lo: number;
  hi: number;
  verdict: Verdict;
  /** The finding in one sentence. */
  words: string;
}

export interface Comparison {
  /** What B changes, in words ("Hardcore", "B (ties: player)"). */
  change: string;
  a: RunResults;
  b: RunResults;
  rows: DifferenceRow[];
}

/** The options B sets differently from A (given options only, before setups). */
function changedOptions(a: Record<string, unknown>, b: Record<string, unknown>): { key: string; a: unknown; b: unknown }[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys.filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).map((k) => ({ key: k, a: a[k], b: b[k] }));
}

function changeWords(changed: { key: string; a: unknown; b: unknown }[]): string {
  if (changed.length === 1 && typeof changed[0]!.b === 'string') {
    const v = changed[0]!.b;
    return v.charAt(0).toUpperCase() + v.slice(1);
  }
  if (changed.length === 0) return 'B (the same options)';
  return `B (${changed.map((c) => `${c.key}: ${c.b === undefined ? 'default' : String(c.b)}`).join(', ')})`;
}

/** The setups' shared options in words: "warrior" for "warrior, normal" against "warrior, hardcore". */
function pairLabel(a: Setup, b: Setup): string {
  if (a.name === b.name) return a.name;
  const same = Object.entries(a.options).filter(([k, v]) => JSON.stringify(b.options[k]) === JSON.stringify(v) && typeof v === 'string').map(([, v]) => String(v));
  return same.length ? same.join(', ') : `${a.name} / ${b.name}`;
}

export function compareRuns(a: RunResults, b: RunResults, givenA: Record<string, unknown>, givenB: Record<string, unknown>): Comparison {
  const change = changeWords(changedOptions(givenA, givenB));
  const pairs: [string, string, string][] = [];
  // Game k of A and of B share seed + k and setup k mod n when both mix as many setups: pair them in order.
  if (a.setups.length === b.setups.length) a.setups.forEach((s, i) => pairs.push([pairLabel(s, b.setups[i]!), s.name, b.setups[i]!.name]));
  if (a.setups.length !== 1 || b.setups.length !== 1) pairs.push([ALL_GAMES, ALL_GAMES, ALL_GAMES]);
  const find = (r: RunResults, setup: string, outcome: string) => r.rates.find((x) => x.setup === setup && x.outcome === outcome);
  const outcomes = [...new Set([...a.outcomes, ...b.outcomes])].sort();
  const rows: DifferenceRow[] = [];
  for (const [label, sa, sb] of pairs) {
    for (const outcome of outcomes) {
      const ra = find(a, sa, outcome) ?? zeroRow(sa, outcome, a);
      const rb = find(b, sb, outcome) ?? zeroRow(sb, outcome, b);
      if (ra.games === 0 || rb.games === 0) continue;
      const i = differenceInterval(ra.count, ra.games, rb.count, rb.games);
      const v = verdict(ra.count, ra.games, rb.count, rb.games);
      const diff = rb.rate - ra.rate;
      const who = label === ALL_GAMES ? 'all games\'' : `the ${label}'s`;
      const move = diff > 0 ? 'raises' : diff < 0 ? 'lowers' : 'leaves';
      const tail = v === 'within chance' ? 'a difference within chance (it may be luck: play more games)' : `a difference ${v}`;
      const words = diff === 0 ? `${change} leaves ${who} "${outcome}" rate at ${percent(ra.rate)}.` : `${change} ${move} ${who} "${outcome}" rate from ${percent(ra.rate)} to ${percent(rb.rate)}, ${tail}.`;
      rows.push({ label, setupA: sa, setupB: sb, outcome, a: ra, b: rb, diff, lo: i.lo, hi: i.hi, verdict: v, words });
    }
  }
  return { change, a, b, rows };
}

function zeroRow(setup: string, outcome: string, r: RunResults): RateRow {
  const games = setup === ALL_GAMES ? r.games : (r.summary.bySetup[setup]?.games ?? 0);
  const i = wilson(0, games);
  return { setup, outcome, count: 0, games, rate: 0, lo: i.lo, hi: i.hi };
}

// ---- keeping the games compactly (SQLite)

/** Each game as [outcome index, values in `keys` order]: a run's games in a few hundred KB at most. */
export interface PackedRecords {
  outcomes: string[];
  keys: string[];
  rows: number[][];
}

export function packRecords(records: readonly GameRecord[]): PackedRecords {
  const outcomes: string[] = [];
  const keys: string[] = [];
  for (const r of records) {
    if (!outcomes.includes(r.outcome)) outcomes.push(r.outcome);
    for (const k in r.numbers) if (!keys.includes(k)) keys.push(k);
  }
  return { outcomes, keys, rows: records.map((r) => [outcomes.indexOf(r.outcome), ...keys.map((k) => r.numbers[k] ?? 0)]) };
}

export function unpackRecords(p: PackedRecords): GameRecord[] {
  return p.rows.map(([o, ...vs]) => ({ outcome: p.outcomes[o!]!, numbers: Object.fromEntries(p.keys.map((k, i) => [k, vs[i]!])) }));
}
