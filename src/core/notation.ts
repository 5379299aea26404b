/**
 * The `roll` command's notation: standard dice notation through
 * @dice-roller/rpg-dice-roller (2d6+3, 4d6kh3, 4d6<=3 counts dice, d%, 4dF...),
 * and every odds expression (odds-expr.ts) for the rulebooks' own forms
 * (3d6 keep mid, 4d6 pass 5, 1/2d6, card red, 3d6+2 >= 12...).
 */
import { DiceRoll, NumberGenerator, Results } from '@dice-roller/rpg-dice-roller';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { SeededChance } from './chance.ts';
import { parseOddsExpr, rollExpr } from './odds-expr.ts';
import { MAX_DICE, MAX_SIDES } from './odds-parse.ts';

export interface NotationRoll {
  readonly output: string;
  readonly total: number;
  readonly dice: number[];
}

/**
 * Our language, not the package's, reads: its keywords, 1/2d6 (which the
 * package would read as 1 ÷ 2d6), the capital D3, and a spaced comparison
 * ("3d6+2 >= 12" tests the total; attached "4d6<=3" is standard success counting).
 */
const OURS = /1\s*\/\s*2d6|\b(pass|count|in|keep|best|worst|card|vs|versus)\b|\bD3\b|\s(>=|<=|==|=|>|<)/i;

type Rolls = DiceRoll['rolls'];

/** Every die value the package rolled, dropped ones included, in order. */
function diceOf(rolls: Rolls): number[] {
  const out: number[] = [];
  for (const r of rolls) {
    if (r instanceof Results.RollResults) out.push(...r.rolls.map((x) => x.value));
    else if (r instanceof Results.ResultGroup) out.push(...diceOf(r.results));
  }
  return out;
}

/** The package's engine bound to a seeded xoroshiro128+ for one roll, then put back (it is module-global). */
function packageRoll(text: string, seed: number): NotationRoll {
  const rng = xoroshiro128plus(seed | 0);
  const gen = NumberGenerator.generator;
  const before: unknown = gen.engine;
  gen.engine = { next: () => rng.next() };
  try {
    const r = new DiceRoll(text);
    return { output: r.output, total: r.total, dice: diceOf(r.rolls) };
  } finally {
    gen.engine = before;
  }
}

/** A dice term of standard notation with its keep or drop modifier: 4d6kh3, 2d20k1, 4d6d1 (drop lowest), d%, 4dF. */
const TERM = /(\d*)d(\d+|%|F)(?:(kh|kl|k|dh|dl|d)(\d+))?/gi;

/**
 * Why standard notation `t` is refused, or null: more dice or sides than
 * the limits the odds language names, a keep or drop of more dice than
 * rolled (the package would keep one die of 4d6kh5), a division by a roll
 * (1/3d6) or by zero.
 */
function standardProblem(t: string): string | null {
  if (/\/\s*\(?\s*\d*d/i.test(t)) return 'nothing can be divided by a roll (1/2d6 alone is half a d6; to divide a total, write 3d6/2)';
  if (/\/\s*0+(\.0*)?(?![\d.])/.test(t)) return 'it divides by zero';
  for (const m of t.matchAll(TERM)) {
    const n = m[1] ? Number(m[1]) : 1;
    const dice = m[0].slice(0, m[0].length - (m[3] ? m[3].length + m[4]!.length : 0));
    const at = `found "${dice}" at column ${m.index + 1}`;
    if (n < 1 || n > MAX_DICE) return `expected 1 to ${MAX_DICE} dice, ${at}`;
    const sides = m[2] === '%' ? 100 : m[2]!.toUpperCase() === 'F' ? 3 : Number(m[2]);
    if (sides < 2 || sides > MAX_SIDES) return `expected a die of 2 to ${MAX_SIDES} sides, ${at}`;
    if (!m[3]) continue;
    const k = Number(m[4]);
    const keeps = m[3].toLowerCase().startsWith('k');
    if (keeps && (k < 1 || k > n)) return `${m[0]} keeps ${k} of ${n} ${n === 1 ? 'die' : 'dice'}; keep 1 to ${n}`;
    if (!keeps && k >= n) return `${m[0]} drops ${k} of ${n} ${n === 1 ? 'die' : 'dice'}, leaving none; drop ${n === 1 ? 'none' : `at most ${n - 1}`}`;
  }
  return null;
}

const oneLine = (e: unknown): string => (e instanceof Error ? e.message : String(e)).split('\n')[0]!;

/** Rolls `text` reproducibly from `seed`. Bad notation throws an Error with a one-line message. */
export function rollNotation(text: string, seed: number): NotationRoll {
  const t = text.trim();
  if (!t) throw new Error('nothing to roll: try 2d6+1, 4d6kh3 or 3d6 keep mid');
  if (!OURS.test(t)) {
    const problem = standardProblem(t);
    if (problem) throw new Error(`cannot roll "${t}": ${problem}`);
    let r: NotationRoll | null = null;
    try {
      r = packageRoll(t, seed);
    } catch {
      // not standard notation: our language may still read it (D3 alone, "d6 + 2"...)
    }
    if (r) {
      if (!Number.isFinite(r.total)) throw new Error(`cannot roll "${t}": it divides by zero`);
      return r;
    }
  }
  try {
    const r = rollExpr(parseOddsExpr(t), new SeededChance(seed));
    return { output: r.text, total: r.value, dice: r.dice };
  } catch (e) {
    throw new Error(`cannot roll "${t}": ${oneLine(e)}`);
  }
}
