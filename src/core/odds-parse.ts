/**
 * The `odds` expression language, part one: its grammar (ODDS_HELP), the
 * syntax tree and the parser. Evaluation, formatting and rolling are in
 * odds-expr.ts.
 */
import { FULL_DECK, parseCard, type Card, type Suit } from './cards.ts';
import type { Keep } from './dice.ts';
import { multisetCount, MULTISET_LIMIT } from './odds.ts';
export const ODDS_HELP = `Expressions (case does not matter):
  2d6, 3d6+2, d4, d10, D3, d%    read and add the dice (+/- a number)
  3 + 1/2d6                      1/2d6: a d6 halved, rounded up (1-2 → 1, 3-4 → 2, 5-6 → 3)
  4d6 pass 5                     dice passed: dice showing 5 or less
  6d6 count 1-3                  counting successes: dice showing 1 to 3
  1d6 in 1-2                     a possibility: the die shows 1 or 2
  3d6 keep high|mid|low          the highest, middle or lowest die
  3d6 best 2 pass 4              of the 2 best (lowest) dice, how many pass 4
  4d6 best 3, 3d6 worst 2        sum of the 3 highest / 2 lowest dice
  card, card red, card hearts    one card from a full deck: its face value (A=1, J=11,
  card >= 10 without AH 10S      Q=12, K=13), a colour or suit; "without" removes cards
Any of them can end with a test: >= <= > < = NUMBER, e.g. 3d6+2 >= 12.
Two of them compare with "vs": 4d6 pass 5 vs 3d6 pass 4 gives P(more), P(equal),
P(fewer); add "reroll ties" for the chance to win when ties are re-rolled.
Limits: 1 to 100 dice of 2 to 1000 sides, dice × sides at most 2000.`;

export class OddsSyntaxError extends Error {
  constructor(message: string, readonly column: number) {
    super(message);
    this.name = 'OddsSyntaxError';
  }
}

type Cmp = '>=' | '<=' | '>' | '<' | '=';
export type CardTest = { kind: 'colour'; colour: 'red' | 'black' } | { kind: 'suit'; suit: Suit };

export type Form =
  | { kind: 'sum'; n: number; sides: number }
  | { kind: 'half' }
  | { kind: 'pass'; n: number; sides: number; target: number }
  | { kind: 'count'; n: number; sides: number; lo: number; hi: number; possibility: boolean }
  | { kind: 'keep'; n: number; sides: number; which: Keep }
  | { kind: 'bestPass'; n: number; sides: number; k: number; target: number }
  | { kind: 'bestSum'; n: number; sides: number; k: number; better: 'high' | 'low' }
  | { kind: 'card'; test: CardTest | null; without: Card[] };

/** One dice form, plus a modifier, optionally tested against a number. */
export interface OddsTest {
  readonly form: Form;
  readonly modifier: number;
  readonly cmp: { op: Cmp; value: number } | null;
}

export type OddsExpr =
  | { kind: 'single'; test: OddsTest }
  | { kind: 'versus'; a: OddsTest; b: OddsTest; rerollTies: boolean };

// ---- lexer

type Tok =
  | { t: 'dice'; n: number | null; sides: number; pos: number; text: string }
  | { t: 'half' | 'op' | 'word' | 'end'; pos: number; text: string }
  | { t: 'num'; value: number; pos: number; text: string };

const LEX: [RegExp, (m: RegExpExecArray, pos: number) => Tok][] = [
  [/^1\/2d6\b/i, (m, pos) => ({ t: 'half', pos, text: m[0] })],
  [/^(\d*)d(\d+|%)(?![a-z0-9])/i, (m, pos) => ({ t: 'dice', n: m[1] ? Number(m[1]) : null, sides: m[2] === '%' ? 100 : Number(m[2]), pos, text: m[0] })],
  [/^\d+[a-z]\w*/i, (m, pos) => ({ t: 'word', pos, text: m[0] })], // cards like 10s
  [/^\d+/, (m, pos) => ({ t: 'num', value: Number(m[0]), pos, text: m[0] })],
  [/^(>=|<=|==|=|>|<|\+|-)/, (m, pos) => ({ t: 'op', pos, text: m[0] })],
  [/^[a-z]+/i, (m, pos) => ({ t: 'word', pos, text: m[0] })],
];

function lex(text: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < text.length) {
    if (/\s/.test(text[i]!)) {
      i++;
      continue;
    }
    const rest = text.slice(i);
    const hit = LEX.map(([re, mk]) => [re.exec(rest), mk] as const).find(([m]) => m);
    if (!hit) throw new OddsSyntaxError(`unexpected "${text[i]}" at column ${i + 1}`, i + 1);
    const tok = hit[1](hit[0]!, i);
    out.push(tok);
    i += tok.text.length;
  }
  out.push({ t: 'end', pos: text.length, text: '' });
  return out;
}

// ---- parser

const KEEP_WORDS: Record<string, Keep> = { high: 'highest', highest: 'highest', mid: 'middle', middle: 'middle', low: 'lowest', lowest: 'lowest' };
const SUIT_WORDS: Record<string, Suit> = { spades: 'S', hearts: 'H', diamonds: 'D', clubs: 'C' };
export const MAX_DICE = 100;
export const MAX_SIDES = 1000;
const MAX_FACES = 2_000; // keeps a table readable and its odds instant

class Parser {
  private i = 0;
  constructor(private readonly toks: Tok[]) {}

  private get tok(): Tok {
    return this.toks[this.i]!;
  }
  private fail(expected: string, tok: Tok = this.tok): never {
    const found = tok.t === 'end' ? 'the end' : `"${tok.text}"`;
    throw new OddsSyntaxError(`expected ${expected}, found ${found} at column ${tok.pos + 1}`, tok.pos + 1);
  }
  private isWord(...w: string[]): boolean {
    return this.tok.t === 'word' && w.includes(this.tok.text.toLowerCase());
  }
  private isOp(...o: string[]): boolean {
    return this.tok.t === 'op' && o.includes(this.tok.text);
  }
  private num(what: string): number {
    const tok = this.tok;
    if (tok.t !== 'num') this.fail(what);
    this.i++;
    return tok.value;
  }
  private signedNum(what: string): number {
    const neg = this.isOp('-');
    if (neg) this.i++;
    const v = this.num(what);
    return neg ? -v : v;
  }

  expr(): OddsExpr {
    const a = this.test();
    if (this.isWord('vs', 'versus')) {
      const vs = this.tok;
      this.i++;
      const b = this.test();
      if (a.cmp || b.cmp) this.fail('no test (>=, <...) on either side of "vs"', vs);
      let rerollTies = false;
      if (this.isWord('reroll')) {
        this.i++;
        if (!this.isWord('ties')) this.fail('"ties" after "reroll"');
        this.i++;
        rerollTies = true;
      }
      this.end();
      return { kind: 'versus', a, b, rerollTies };
    }
    this.end();
    return { kind: 'single', test: a };
  }

  private end(): void {
    if (this.tok.t !== 'end') this.fail('the end of the expression (or +, -, >=, vs ...)');
  }

  private test(): OddsTest {
    let modifier = 0;
    if (this.tok.t === 'num' && this.toks[this.i + 1]!.t === 'op' && this.toks[this.i + 1]!.text === '+') {
      modifier = this.tok.value; // "3 + 1/2d6"
      this.i += 2;
    }
    const form = this.form();
    while (this.isOp('+', '-')) {
      if (form.kind === 'card') this.fail('no modifier on a card');
      const sign = this.tok.text === '+' ? 1 : -1;
      this.i++;
      modifier += sign * this.num('a number to add or subtract');
    }
    let cmp: OddsTest['cmp'] = null;
    if (this.isOp('>=', '<=', '>', '<', '=', '==')) {
      const op = (this.tok.text === '==' ? '=' : this.tok.text) as Cmp;
      this.i++;
      cmp = { op, value: this.signedNum(`a number after "${op}"`) };
    }
    // "card >= 10 without AH 10S": the cards taken out may also follow the test.
    if (form.kind === 'card' && form.without.length === 0 && this.isWord('without')) return { form: { ...form, without: this.without() }, modifier, cmp };
    return { form, modifier, cmp };
  }

  private form(): Form {
    const tok = this.tok;
    if (tok.t === 'half') {
      this.i++;
      return { kind: 'half' };
    }
    if (this.isWord('card')) {
      this.i++;
      return this.card();
    }
    if (tok.t !== 'dice') this.fail('dice like 3d6, d10, 1/2d6, or card');
    this.i++;
    const n = tok.n ?? 1;
    const sides = tok.sides;
    if (n < 1 || n > MAX_DICE) this.fail(`1 to ${MAX_DICE} dice`, tok);
    if (sides < 2 || sides > MAX_SIDES) this.fail(`a die of 2 to ${MAX_SIDES} sides`, tok);
    if (n * sides > MAX_FACES) this.fail(`at most ${MAX_FACES} in dice × sides (${n}d${sides} is ${n * sides})`, tok);
    const word = this.tok;
    if (word.t !== 'word') return { kind: 'sum', n, sides };
    const kw = word.text.toLowerCase();
    switch (kw) {
      case 'pass':
        this.i++;
        return { kind: 'pass', n, sides, target: this.num('the target number after "pass"') };
      case 'count':
      case 'in': {
        this.i++;
        const [lo, hi] = this.range(sides);
        return { kind: 'count', n, sides, lo, hi, possibility: kw === 'in' };
      }
      case 'keep': {
        this.i++;
        const which = this.tok.t === 'word' ? KEEP_WORDS[this.tok.text.toLowerCase()] : undefined;
        if (!which) this.fail('high, mid or low after "keep"');
        this.i++;
        return { kind: 'keep', n, sides, which };
      }
      case 'best':
      case 'worst': {
        this.i++;
        const kTok = this.tok;
        const k = this.num(`how many dice after "${kw}"`);
        if (k < 1 || k > n) this.fail(`1 to ${n} dice (of ${n}d${sides})`, kTok);
        if (kw === 'best' && this.isWord('pass')) {
          this.i++;
          return { kind: 'bestPass', n, sides, k, target: this.num('the target number after "pass"') };
        }
        if (multisetCount(n, sides) > MULTISET_LIMIT) this.fail(`fewer dice: ${n}d${sides} has too many rolls to count`, tok);
        return { kind: 'bestSum', n, sides, k, better: kw === 'best' ? 'high' : 'low' };
      }
      default:
        return { kind: 'sum', n, sides };
    }
  }

  /** lo[-hi], within the die's faces. */
  private range(sides: number): [number, number] {
    const start = this.tok;
    const lo = this.num('a face or range like 1-3');
    let hi = lo;
    if (this.isOp('-')) {
      this.i++;
      hi = this.num('the end of the range, like 1-3');
    }
    if (lo > hi) throw new OddsSyntaxError(`expected a range of faces from low to high, like ${hi}-${lo}, found "${lo}-${hi}" at column ${start.pos + 1}`, start.pos + 1);
    if (lo < 1 || hi > sides) this.fail(`a range of faces within 1-${sides}`, start);
    return [lo, hi];
  }

  private card(): Form {
    let test: CardTest | null = null;
    const w = this.tok.t === 'word' ? this.tok.text.toLowerCase() : '';
    if (w === 'red' || w === 'black') test = { kind: 'colour', colour: w };
    else if (SUIT_WORDS[w]) test = { kind: 'suit', suit: SUIT_WORDS[w]! };
    if (test) this.i++;
    return { kind: 'card', test, without: this.isWord('without') ? this.without() : [] };
  }

  /** "without" and the cards it takes out of the deck. */
  private without(): Card[] {
    const without: Card[] = [];
    this.i++;
    while (this.tok.t === 'word' || this.tok.t === 'num') {
      const c = parseCard(this.tok.text);
      if (!c) break;
      if (without.includes(c)) this.fail(`each card once, ${c} is named twice`);
      without.push(c);
      this.i++;
    }
    if (without.length === 0) this.fail('cards like AH 10S QD after "without"');
    if (without.length === FULL_DECK.length) this.fail('at least one card left in the deck');
    return without;
  }
}

/** Reads an expression; throws OddsSyntaxError with a one-line message naming the column. */
export function parseOddsExpr(text: string): OddsExpr {
  if (!text.trim()) throw new OddsSyntaxError('empty expression: try 2d6, 4d6 pass 5 or 3d6 keep mid', 1);
  return new Parser(lex(text)).expr();
}
