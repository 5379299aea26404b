/**
 * A number as a sum of named parts: how many dice a test rolls ("Rep 5, +1
 * two weapons, -1 dazzled"), the target it rolls against, the number that
 * selects a table row ("1d6 [2], +5 the Star's Rep"). One shape for every
 * explanation a player reads, and data a test can check: a part read from
 * dice carries them, so its value can be read again from the roll it came from.
 *
 * Parts are built only when someone reads them (`ctx.log` non-null); the hot
 * path computes the bare number.
 */

/** How a part reads its dice. */
export type Read = 'face' | 'sum' | 'lowest' | 'passed' | 'successes';

export interface Part {
  readonly value: number;
  /** What this part is: "Rep", "two weapons", "charge won". */
  readonly label: string;
  /** The dice read, for a part that comes from a roll. */
  readonly dice?: readonly number[];
  /** Faces of each die when not six (a d10, a d4). */
  readonly sides?: number;
  readonly read?: Read;
  /** The number a die must show or less to pass ('passed'), and its name ("Rep", "level"). */
  readonly target?: number;
  readonly targetLabel?: string;
  /** The whole roll `dice` were kept from (the best two of 3d6, the last two dice of three). */
  readonly of?: readonly number[];
  /** The part counts against: the other side's successes in a comparison. */
  readonly minus?: true;
  /** Chosen, not rolled (a Star's Free Will, 6.3.2). */
  readonly chosen?: true;
  /**
   * Set before the game and only shown now, not rolled: a Dungeon World
   * chest's hidden number selects the trap row when the opening roll fails.
   * The log contract wants a roll just before it (the roll that called for the table).
   */
  readonly fixed?: true;
}

/** A named part: `part(5, 'Rep')`, `part(-1, 'dazzled')`. */
export function part(value: number, label: string): Part {
  return { value, label };
}

/** A number the game set beforehand, shown now (a chest's number): see `Part.fixed`. */
export function fixedPart(value: number, label: string): Part {
  return { value, label, fixed: true };
}

/** Reads dice: a face as rolled (the first), the sum, the lowest face, the dice passed (≤ target), successes (1-3). */
export function readDice(dice: readonly number[], read: Read, target = 0): number {
  let n = 0;
  if (read === 'face') return dice[0]!;
  if (read === 'lowest') {
    n = dice[0]!;
    for (const d of dice) if (d < n) n = d;
    return n;
  }
  for (const d of dice) {
    if (read === 'sum') n += d;
    else if (read === 'passed' ? d <= target : d <= 3) n++;
  }
  return n;
}

/** A part read from dice; `label` names it ("successes", "dice passed"); `minus` makes it count against. */
export function diceRead(dice: readonly number[], read: Read, label = '', target?: number, targetLabel?: string, of?: readonly number[], minus?: boolean): Part {
  const v = readDice(dice, read, target);
  const p: { -readonly [K in keyof Part]: Part[K] } = { value: minus ? -v : v, label: label || defaultLabel(read), dice: dice.slice(), read };
  if (target !== undefined) p.target = target;
  if (targetLabel !== undefined) p.targetLabel = targetLabel;
  if (of) p.of = of.slice();
  if (minus) p.minus = true;
  return p;
}

function defaultLabel(read: Read): string {
  return read === 'passed' ? 'passed' : read === 'successes' ? 'successes' : read === 'lowest' ? 'lowest die' : read === 'sum' ? 'total' : 'as rolled';
}

/** The sum of the parts. */
export function total(parts: readonly Part[]): number {
  let n = 0;
  for (const p of parts) n += p.value;
  return n;
}

const dicePlural = (n: number): string => (n === 1 ? 'die' : 'dice');

/** One part as words: "Rep 5", "+1 two weapons", "-1 dazzled", "2 passed (2d6 [3,5] vs Rep 4)". */
function partText(p: Part, first: boolean): string {
  const v = Math.abs(p.value);
  const sign = p.value < 0 || p.minus ? '-' : '+';
  if (p.chosen) return `${first ? '' : `${sign}`}${v} ${p.label}`;
  if (p.dice) {
    const d = `${p.of ? `${describeKept(p)}` : `${p.dice.length}d${p.sides ?? 6} [${p.dice.join(',')}]`}`;
    let what: string;
    if (p.read === 'passed') what = `${v} of ${p.dice.length} ${dicePlural(p.dice.length)} passed (${d} vs ${p.targetLabel ?? 'target'} ${p.target})`;
    else if (p.read === 'successes') what = `${v} success${v === 1 ? '' : 'es'} (${d}, 1-3 succeed)`;
    else if (p.read === 'lowest') what = p.dice.length === 1 ? `${v} (${d})` : `${v} (${d}, the lowest die counts)`;
    else what = `${v} (${d})`;
    return first ? what : `${sign} ${what}`;
  }
  return first && p.value >= 0 ? `${p.label} ${p.value}` : `${sign}${v} ${p.label}`;
}

function describeKept(p: Part): string {
  return `[${p.dice!.join(',')}] kept of ${p.of!.length}d6 [${p.of!.join(',')}]`;
}

/** "Rep 5, +1 two weapons, -1 dazzled". */
export function explain(parts: readonly Part[]): string {
  let s = '';
  for (let i = 0; i < parts.length; i++) s += (i ? ', ' : '') + partText(parts[i]!, i === 0);
  return s;
}

/** "1d6 [2], +5 the Star's Rep = 7"; a single part is shown alone. */
export function explainSum(parts: readonly Part[]): string {
  return parts.length > 1 ? `${explain(parts)} = ${total(parts)}` : explain(parts);
}
