/**
 * The `odds` expression language, part two: exact odds of a parsed expression
 * (odds.ts), its readable table, and rolling it with a game's chance source.
 * The grammar and parser are in odds-parse.ts.
 */
import { FULL_DECK, cardName, colourOf, faceValue, suitOf, type Card, type Suit } from './cards.ts';
import type { Chance } from './chance.ts';
import { best, halfD6, inRange, keep, passed, sum, type Keep } from './dice.ts';
import {
  Dist, bestPassedOdds, bestSumOdds, cardValueOdds, compareOdds, halfD6Odds, inRangeOdds, keepOdds,
  passedOdds, ratio, rerollTiesOdds, sumOdds, toNumber, type Ratio,
} from './odds.ts';
import { OddsSyntaxError, type CardTest, type Form, type OddsExpr, type OddsTest } from './odds-parse.ts';

export { ODDS_HELP, OddsSyntaxError, parseOddsExpr, type OddsExpr, type OddsTest } from './odds-parse.ts';

// ---- text, distributions and rolls

const KEEP_SHORT: Record<Keep, string> = { highest: 'high', middle: 'mid', lowest: 'low' };
const SUIT_NAME: Record<Suit, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

function formText(f: Form): string {
  const d = (n: number, s: number): string => `${n}d${s}`;
  switch (f.kind) {
    case 'sum': return d(f.n, f.sides);
    case 'half': return '1/2d6';
    case 'pass': return `${d(f.n, f.sides)} pass ${f.target}`;
    case 'count': return `${d(f.n, f.sides)} ${f.possibility ? 'in' : 'count'} ${f.lo === f.hi ? f.lo : `${f.lo}-${f.hi}`}`;
    case 'keep': return `${d(f.n, f.sides)} keep ${KEEP_SHORT[f.which]}`;
    case 'bestPass': return `${d(f.n, f.sides)} best ${f.k} pass ${f.target}`;
    case 'bestSum': return `${d(f.n, f.sides)} ${f.better === 'high' ? 'best' : 'worst'} ${f.k}`;
    case 'card': {
      const t = !f.test ? '' : f.test.kind === 'colour' ? ` ${f.test.colour}` : ` ${SUIT_NAME[f.test.suit]}`;
      return `card${t}${f.without.length ? ` without ${f.without.join(' ')}` : ''}`;
    }
  }
}

function testText(t: OddsTest): string {
  const mod = t.modifier > 0 ? `+${t.modifier}` : t.modifier < 0 ? `${t.modifier}` : '';
  return `${formText(t.form)}${mod}${t.cmp ? ` ${t.cmp.op} ${t.cmp.value}` : ''}`;
}

export function exprText(e: OddsExpr): string {
  return e.kind === 'single' ? testText(e.test) : `${testText(e.a)} vs ${testText(e.b)}${e.rerollTies ? ' reroll ties' : ''}`;
}

const deckOf = (without: readonly Card[]): Card[] => FULL_DECK.filter((c) => !without.includes(c));
const cardTest = (t: CardTest, c: Card): boolean => (t.kind === 'colour' ? colourOf(c) === t.colour : suitOf(c) === t.suit);
const isYesNo = (f: Form): boolean => (f.kind === 'card' && f.test !== null) || (f.kind === 'count' && f.possibility && f.n === 1);

function formOdds(f: Form): Dist {
  switch (f.kind) {
    case 'sum': return sumOdds(f.n, f.sides);
    case 'half': return halfD6Odds();
    case 'pass': return passedOdds(f.n, f.target, f.sides);
    case 'count': return inRangeOdds(f.n, f.lo, f.hi, f.sides);
    case 'keep': return keepOdds(f.n, f.which, f.sides);
    case 'bestPass': return bestPassedOdds(f.n, f.k, f.target, f.sides);
    case 'bestSum': return bestSumOdds(f.n, f.k, f.better, f.sides);
    case 'card': {
      const test = f.test;
      return cardValueOdds(deckOf(f.without), test ? (c) => (cardTest(test, c) ? 1 : 0) : faceValue);
    }
  }
}

export function holds(v: number, cmp: NonNullable<OddsTest['cmp']>): boolean {
  switch (cmp.op) {
    case '>=': return v >= cmp.value;
    case '<=': return v <= cmp.value;
    case '>': return v > cmp.value;
    case '<': return v < cmp.value;
    case '=': return v === cmp.value;
  }
}

/** The distribution of a test's value before its comparison. */
export function testOdds(t: OddsTest): Dist {
  const d = formOdds(t.form);
  return t.modifier ? d.map((v) => v + t.modifier) : d;
}

interface OddsRow {
  readonly value: number;
  readonly label: string;
  readonly p: Ratio;
  readonly atLeast: Ratio;
  readonly atMost: Ratio;
}
interface OddsTable {
  readonly title: string;
  readonly rows: readonly OddsRow[];
  readonly mean: number;
}
export interface OddsResult {
  readonly text: string;
  readonly tables: readonly OddsTable[];
  readonly summary: readonly { label: string; p: Ratio }[];
}

const FACE_LABEL: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

function valueLabel(f: Form, v: number): string {
  if (isYesNo(f)) return v ? 'yes' : 'no';
  if (f.kind === 'card') return FACE_LABEL[v] ?? String(v);
  return String(v);
}

function table(t: OddsTest): OddsTable {
  const d = testOdds(t);
  let below = 0n; // weight of the outcomes before this row: cumulative columns in one pass
  const rows = d.outcomes.map((v) => {
    const w = d.weight(v);
    const row = { value: v, label: valueLabel(t.form, v), p: ratio(w, d.total), atLeast: ratio(d.total - below, d.total), atMost: ratio(below + w, d.total) };
    below += w;
    return row;
  });
  return { title: testText({ ...t, cmp: null }), rows, mean: d.mean() };
}

/** Exact odds of an expression: its distribution table(s) and the chances it asks for. */
export function evaluateOdds(e: OddsExpr): OddsResult {
  if (e.kind === 'single') {
    const t = e.test;
    const d = testOdds(t);
    const cmp = t.cmp;
    const summary = cmp
      ? [{ label: `P(${testText(t)})`, p: d.chance((v) => holds(v, cmp)) }]
      : isYesNo(t.form)
        ? [{ label: `P(${testText(t)})`, p: d.exact(1) }]
        : [];
    return { text: exprText(e), tables: [table(t)], summary };
  }
  const a = testOdds(e.a);
  const b = testOdds(e.b);
  const c = compareOdds(a, b);
  const [ta, tb] = [testText(e.a), testText(e.b)];
  const summary = [
    { label: `P(${ta} more than ${tb})`, p: c.more },
    { label: 'P(equal)', p: c.equal },
    { label: `P(${ta} fewer than ${tb})`, p: c.fewer },
  ];
  if (e.rerollTies) {
    if (c.equal.num === c.equal.den) throw new OddsSyntaxError(NEVER_ENDS, 1);
    summary.push({ label: `P(${ta} wins, ties re-rolled)`, p: rerollTiesOdds(a, b) });
  }
  return { text: exprText(e), tables: [table(e.a), table(e.b)], summary };
}

const NEVER_ENDS = 'the two sides always tie: re-rolling ties never ends';

function alwaysTie(e: { a: OddsTest; b: OddsTest }): boolean {
  const eq = compareOdds(testOdds(e.a), testOdds(e.b)).equal;
  return eq.num === eq.den;
}

// ---- formatting

function percent(r: Ratio): string {
  const x = toNumber(r) * 100;
  if (x !== 0 && x < 0.01) return `${x.toPrecision(2)}%`;
  return `${x.toFixed(2)}%`;
}

/** The exact fraction when it is short enough to read. */
function fraction(r: Ratio): string {
  if (r.num === r.den) return '1';
  if (r.num === 0n) return '0';
  return r.den <= 1_000_000n ? `${r.num}/${r.den}` : '';
}

export function formatOdds(r: OddsResult): string {
  const out: string[] = [];
  for (const t of r.tables) {
    const cells = t.rows.map((row) => [row.label, percent(row.p), fraction(row.p), percent(row.atLeast), percent(row.atMost)]);
    const head = ['value', 'chance', 'exact', 'at least', 'at most'];
    const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
    const line = (c: string[]): string => '  ' + c.map((s, i) => (i === 2 ? s.padEnd(widths[i]!) : s.padStart(widths[i]!))).join('  ').trimEnd();
    out.push(`${t.title}  (mean ${t.mean.toFixed(2)})`, line(head), ...cells.map(line), '');
  }
  const w = Math.max(0, ...r.summary.map((s) => s.label.length));
  for (const s of r.summary) {
    const f = fraction(s.p);
    out.push(`${s.label.padEnd(w)} = ${percent(s.p)}${f && f !== '0' && f !== '1' ? ` (${f})` : ''}`);
  }
  return out.join('\n').trimEnd();
}

// ---- rolling

export interface Rolled {
  readonly dice: number[];
  readonly value: number;
  readonly text: string;
}

const RULE = 'roll';

function rollForm(f: Form, chance: Chance, label: string): { dice: number[]; value: number; shown: string } {
  if (f.kind === 'card') {
    const c = chance.card(deckOf(f.without), RULE, label);
    const test = f.test;
    const value = test ? (cardTest(test, c) ? 1 : 0) : faceValue(c);
    return { dice: [], value, shown: `${c} (${cardName(c)})` };
  }
  if (f.kind === 'half') {
    const dice = chance.dice(1, 6, RULE, label);
    return { dice, value: halfD6(dice[0]!), shown: `[${dice[0]}]` };
  }
  const dice = chance.dice(f.n, f.sides, RULE, label);
  const shown = `[${dice.join(',')}]`;
  switch (f.kind) {
    case 'sum': return { dice, value: sum(dice), shown };
    case 'pass': return { dice, value: passed(dice, f.target), shown };
    case 'count': return { dice, value: inRange(dice, f.lo, f.hi), shown };
    case 'keep': return { dice, value: keep(dice, f.which), shown };
    case 'bestPass': return { dice, value: passed(best(dice, f.k, 'low'), f.target), shown };
    case 'bestSum': return { dice, value: sum(best(dice, f.k, f.better)), shown };
  }
}

function rollTest(t: OddsTest, chance: Chance): Rolled {
  const label = testText(t);
  const r = rollForm(t.form, chance, label);
  const value = r.value + t.modifier;
  const mod = t.modifier > 0 ? `+${t.modifier}` : t.modifier < 0 ? `${t.modifier}` : '';
  let text = `${label}: ${r.shown}${mod} → ${valueLabel(t.form, value)}`;
  if (!t.cmp) return { dice: r.dice, value, text };
  const ok = holds(value, t.cmp);
  text += ` ${t.cmp.op} ${t.cmp.value}: ${ok ? 'yes' : 'no'}`;
  return { dice: r.dice, value: ok ? 1 : 0, text };
}

/**
 * Rolls an expression with the game's chance source. A test with a comparison
 * gives 1 or 0; "A vs B" gives 1 (A more), 0 (equal) or -1 (A fewer).
 */
export function rollExpr(e: OddsExpr, chance: Chance): Rolled {
  if (e.kind === 'single') return rollTest(e.test, chance);
  if (e.rerollTies && alwaysTie(e)) throw new OddsSyntaxError(NEVER_ENDS, 1);
  const dice: number[] = [];
  const lines: string[] = [];
  for (;;) {
    const a = rollTest(e.a, chance);
    const b = rollTest(e.b, chance);
    dice.push(...a.dice, ...b.dice);
    const value = Math.sign(a.value - b.value);
    const verdict = value > 0 ? 'more' : value < 0 ? 'fewer' : 'equal';
    lines.push(`${a.text} vs ${b.text}: ${verdict}`);
    if (value !== 0 || !e.rerollTies) return { dice, value, text: lines.join('; tie, re-roll: ') };
  }
}
