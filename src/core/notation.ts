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

const oneLine = (e: unknown): string => (e instanceof Error ? e.message : String(e)).split('\n')[0]!;

/** Rolls `text` reproducibly from `seed`. Bad notation throws an Error with a one-line message. */
export function rollNotation(text: string, seed: number): NotationRoll {
  const t = text.trim();
  if (!t) throw new Error('nothing to roll: try 2d6+1, 4d6kh3 or 3d6 keep mid');
  if (!OURS.test(t)) {
    try {
      return packageRoll(t, seed);
    } catch {
      // not standard notation: our language may still read it (D3 alone, "d6 + 2"...)
    }
  }
  try {
    const r = rollExpr(parseOddsExpr(t), new SeededChance(seed));
    return { output: r.text, total: r.value, dice: r.dice };
  } catch (e) {
    throw new Error(`cannot roll "${t}": ${oneLine(e)}`);
  }
}
