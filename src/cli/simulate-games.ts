/**
 * The counting half of `simulate`: plays a range of games with bots on every
 * side and the log off, and counts outcomes, key numbers and table rows.
 * Game k is seeded by its index (seed + k) and plays setup k mod n, so any
 * split of the range over workers gives the same counts.
 */
import { autoplay, parseOptions, type GameSystem, type Setup } from '../core/engine.ts';
import { mergeTables, newTally, tallyTables, type TableCounts } from '../core/events.ts';

/** Sum, lowest and highest of one key number. */
export interface NumberStats {
  sum: number;
  min: number;
  max: number;
}

/** The counts of one setup. */
export interface SetupCounts {
  games: number;
  outcomes: Record<string, number>;
  numbers: Record<string, NumberStats>;
}

/** What a range of games counted: merged across workers by `mergeCounts`. */
export interface GameCounts {
  games: number;
  /** Dice rolled and cards drawn in all. */
  dice: number;
  bySetup: Record<string, SetupCounts>;
  tables: TableCounts;
}

export interface GameRange {
  /** First and last-plus-one game index. */
  from: number;
  to: number;
  seed: number;
  setups: readonly Setup[];
}

/**
 * The setups to play: the system's own mix, narrowed by the options given
 * (`--option character=mage` keeps the Mage's setups), or one setup of the
 * given options when the system has none or none fits.
 */
export function chooseSetups(system: GameSystem, given: Record<string, unknown>): Setup[] {
  const fitting = (system.setups ?? []).filter((s) => Object.entries(given).every(([k, v]) => !(k in s.options) || JSON.stringify(s.options[k]) === JSON.stringify(v)));
  const setups = fitting.length ? fitting.map((s) => ({ name: s.name, options: { ...s.options, ...given } })) : [{ name: 'as given', options: given }];
  // Refuses bad options before any game is played.
  for (const s of setups) parseOptions(system, s.options);
  return setups;
}

/** Plays games `from` to `to - 1`; `onProgress` is called every `every` games with the count done. */
export function playRange(system: GameSystem, range: GameRange, onProgress?: (done: number) => void, every = 256): GameCounts {
  const options = range.setups.map((s) => parseOptions(system, s.options));
  const tally = newTally();
  const counts: SetupCounts[] = range.setups.map(() => ({ games: 0, outcomes: {}, numbers: {} }));
  let dice = 0;
  for (let g = range.from; g < range.to; g++) {
    const k = g % options.length;
    const r = autoplay(system, (range.seed + g) | 0, options[k], false, tally, true);
    dice += r.chance.revealed;
    const rep = system.report(r.state);
    const c = counts[k]!;
    c.games++;
    c.outcomes[rep.outcome] = (c.outcomes[rep.outcome] ?? 0) + 1;
    for (const key in rep.numbers) {
      const v = rep.numbers[key]!;
      const s = c.numbers[key];
      if (!s) c.numbers[key] = { sum: v, min: v, max: v };
      else {
        s.sum += v;
        if (v < s.min) s.min = v;
        if (v > s.max) s.max = v;
      }
    }
    if (onProgress && (g - range.from + 1) % every === 0) onProgress(g - range.from + 1);
  }
  const bySetup: Record<string, SetupCounts> = {};
  range.setups.forEach((s, k) => {
    if (counts[k]!.games > 0) bySetup[s.name] = counts[k]!;
  });
  return { games: range.to - range.from, dice, bySetup, tables: tallyTables(tally) };
}

/** Adds `from` into `into`. */
export function mergeCounts(into: GameCounts, from: GameCounts): void {
  into.games += from.games;
  into.dice += from.dice;
  for (const [name, c] of Object.entries(from.bySetup)) {
    const d = (into.bySetup[name] ??= { games: 0, outcomes: {}, numbers: {} });
    d.games += c.games;
    for (const [o, n] of Object.entries(c.outcomes)) d.outcomes[o] = (d.outcomes[o] ?? 0) + n;
    mergeStats(d.numbers, c.numbers);
  }
  mergeTables(into.tables, from.tables);
}

export function emptyCounts(): GameCounts {
  return { games: 0, dice: 0, bySetup: {}, tables: {} };
}

/** Adds key-number stats `from` into `into`. */
export function mergeStats(into: Record<string, NumberStats>, from: Record<string, NumberStats>): void {
  for (const [k, s] of Object.entries(from)) {
    const t = into[k];
    if (!t) into[k] = { ...s };
    else {
      t.sum += s.sum;
      t.min = Math.min(t.min, s.min);
      t.max = Math.max(t.max, s.max);
    }
  }
}
