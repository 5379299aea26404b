/**
 * The odds of every fight test, shown before its roll (one `Odds:` event just
 * before the roll event, citing the roll's section): Charge into Melee (21.0),
 * Crisis Tests (19.1), Shooting (23.3) and its damage (23.5), Melee (24.2)
 * and its damage (24.4), Star Power (6.3.1), Spell Casting (28.3, 28.7),
 * healing (30.0), recovery (27.0, 7.0.5, 7.0.6) and the Talisman (29.1.2).
 * Exact fractions from core odds.ts. Only called when the event log is on
 * (`if (ctx.log)`); the texts that depend on dice counts alone are kept.
 */
import { addOdds, compareOdds, inRangeOdds, orderOdds, passedOdds, ratio, type Comparison, type Dist, type Ratio } from '../../../../core/odds.ts';
import { pct } from '../../../../core/odds-text.ts';

const memo = new Map<string, string>();

function cached(key: string, make: () => string): string {
  let s = memo.get(key);
  if (s === undefined) memo.set(key, (s = make()));
  return s;
}

/** Dice passed against a Rep (a die passes on the Rep or less), Rep kept within 0–6. */
function passes(n: number, rep: number): Dist {
  return passedOdds(n, Math.max(0, Math.min(6, rep)));
}

/** Successes (1–3) on n dice plus automatic ones; `resolute` turns 0 into 1 (Resolute). */
function successes(n: number, auto: number, resolute = false): Dist {
  return inRangeOdds(n, 1, 3).map((s) => (resolute && s === 0 ? 1 : s) + auto);
}

/** A beats B once ties are re-taken, or null when they always tie. */
function afterRetakes(more: Ratio, fewer: Ratio): Ratio | null {
  const m = more.num * fewer.den;
  const f = fewer.num * more.den;
  return m + f === 0n ? null : ratio(m, m + f);
}

/** One side of a contest in words: "rolls 4d6 (Rep 5, -1 moved onto the Battle Board) and has 3 automatic successes (Fanatic 2, +1 Star)". */
export interface SideWords {
  /** The dice count's named parts, as `explain` writes them. */
  readonly dice: string;
  /** The automatic successes' named parts, or '' when there are none. */
  readonly auto?: string;
  /** Resolute: no success rolled counts as one. */
  readonly resolute?: boolean;
}

function side(name: string, n: number, auto: number, w: SideWords): string {
  const rolls = n > 0 ? `rolls ${n}d6 (${w.dice})` : `rolls no dice (${w.dice})`;
  const has = auto > 0 ? ` and has ${auto} automatic success${auto === 1 ? '' : 'es'}${w.auto ? ` (${w.auto})` : ''}` : '';
  return `${name} ${rolls}${has}${w.resolute ? ' (Resolute: no success counts as 1)' : ''}`;
}

interface Contest {
  readonly c: Comparison;
  /** P(A ahead) once ties are re-taken; null when they always tie. */
  readonly after: Ratio | null;
}

const contests = new Map<string, Contest>();

/** Two sides' successes compared, kept by dice counts. */
function contest(key: string, a: () => Dist, b: () => Dist): Contest {
  let k = contests.get(key);
  if (!k) {
    const c = compareOdds(a(), b());
    contests.set(key, (k = { c, after: afterRetakes(c.more, c.fewer) }));
  }
  return k;
}

/** 21.0: each Leader's successes compared, the dice and automatic successes named as parts; a tie re-takes the test. */
export function chargeOddsText(a: string, na: number, autoA: number, wa: SideWords, b: string, nb: number, autoB: number, wb: SideWords): string {
  const { c, after } = contest(`c${na},${autoA},${nb},${autoB}`, () => successes(na, autoA), () => successes(nb, autoB));
  return `Odds: ${side(a, na, autoA, wa)}; ${side(b, nb, autoB, wb)}. ${a} wins ${pct(c.more)}, ${b} wins ${pct(c.fewer)}, a tie ${pct(c.equal)} is taken again${after ? `; counting re-takes, ${a}'s side acts first ${pct(after)}` : ''}`;
}

function passBands(d: Dist, names: readonly [string, string, string]): string {
  const at2 = d.chance((v) => v >= 2);
  return `${names[0]} ${pct(at2)}, ${names[1]} ${pct(d.exact(1))}, ${names[2]} ${pct(d.exact(0))}`;
}

/** One line of a Crisis Test's odds: testers reading the same dice at the same Rep. */
export interface CrisisGroup {
  rep: number;
  /** 29.1.5 Potion of Courage: one more die, still the best two. */
  courage: boolean;
  names: string[];
}

/** 19.1: 2d6 (3d6 best two with the Leader up) against each tester's Rep: pass 2, 1, 0; a Courage drinker's one more die is named on his part. `reason` in words ("Man Down"). */
export function crisisOddsText(reason: string, leaderUp: boolean, groups: readonly CrisisGroup[]): string {
  const n = leaderUp ? 3 : 2;
  const parts = groups.map((g) => {
    const bands = cached(`x${n + (g.courage ? 1 : 0)},${g.rep}`, () => passBands(passes(n + (g.courage ? 1 : 0), g.rep).map((v) => Math.min(2, v)), ['pass 2', 'pass 1', 'pass 0']));
    return `${g.names.join(', ')} (Rep ${g.rep}${g.courage ? `, Courage: best two of ${n + 1}d6` : ''}): ${bands}`;
  });
  return `Odds (${reason}, ${leaderUp ? 'best two of 3d6' : '2d6'}): ${parts.join('; ')}`;
}

/** 23.3: 2d6 against the shooter's Rep; pass 1 hits only when `passOneHits` (a Marksman at an unshielded target). */
export function shotOddsText(rep: number, passOneHits: boolean): string {
  return cached(`s${rep},${passOneHits}`, () => {
    const d = passes(2, rep);
    const hit = passOneHits ? d.chance((v) => v >= 1) : d.exact(2);
    return `Odds (2d6 vs Rep ${rep}): hit ${pct(hit)}, miss ${pct(ratio(hit.den - hit.num, hit.den))}`;
  });
}

/** 23.5/24.4: the lowest of `rolls` d6 against the Impact: a 1 Obviously Dead, Impact or less Out of the Fight, higher the lesser result. */
export function damageOddsText(rolls: number, impact: number, lesser: string, deadAsOut = false): string {
  return cached(`d${rolls},${impact},${lesser},${deadAsOut}`, () => {
    const d = orderOdds(rolls, 0);
    const how = rolls > 1 ? `the lowest of ${rolls}d6` : '1d6';
    // 37.1.7: where Obviously Dead counts as Out of the Fight, a 1 is named with the other Out of the Fight results.
    if (deadAsOut) return `Odds (${how} vs Impact ${impact}, Obviously Dead counting as Out of the Fight): Out of the Fight ${pct(d.chance((v) => v <= impact))}, ${lesser} ${pct(d.chance((v) => v > impact))}`;
    return `Odds (${how} vs Impact ${impact}): Obviously Dead ${pct(d.exact(1))}, Out of the Fight ${pct(d.chance((v) => v > 1 && v <= impact))}, ${lesser} ${pct(d.chance((v) => v > impact))}`;
  });
}

/** 24.2: each fighter's successes compared, the dice named as parts (Resolute counts 0 as 1); a tie is re-rolled. */
export function meleeOddsText(a: string, na: number, wa: SideWords, b: string, nb: number, wb: SideWords): string {
  const resA = wa.resolute === true;
  const resB = wb.resolute === true;
  const { c, after } = contest(`m${na},${resA},${nb},${resB}`, () => successes(na, 0, resA), () => successes(nb, 0, resB));
  return `Odds: ${side(a, na, 0, wa)}; ${side(b, nb, 0, wb)}. ${a} wins ${pct(c.more)}, ${b} wins ${pct(c.fewer)}, a tie ${pct(c.equal)} is rolled again${after ? `; counting re-rolls, ${a} wins the round ${pct(after)}` : ''}`;
}

/** 6.3.1: Star Power dice, each 1–3 one level less, each 6 a die lost. */
export function starPowerOddsText(n: number, harm: 'obviously-dead' | 'out-of-the-fight', lesser: string): string {
  return cached(`p${n},${harm},${lesser}`, () => {
    const d = inRangeOdds(n, 1, 3);
    const need = harm === 'obviously-dead' ? 2 : 1;
    const six = passedOdds(n, 5).chance((v) => v < n); // some die shows a 6
    const lines = [`${lesser} ${pct(d.chance((v) => v >= need))}`];
    if (need === 2) lines.push(`Out of the Fight ${pct(d.exact(1))}`);
    lines.push(`${harm === 'obviously-dead' ? 'Obviously Dead' : 'Out of the Fight'} ${pct(d.exact(0))}`);
    return `Odds (Star Power ${n}d6): ${lines.join(', ')}; a die lost ${pct(six)}`;
  });
}

/** 28.3: 2d6 (+ casting tools) against the current Rep; more than 2 passed counts as 2. */
export function castOddsText(n: number, rep: number, bands: readonly [string, string, string]): string {
  return cached(`k${n},${rep},${bands.join('|')}`, () => `Odds (${n}d6 vs Rep ${rep}): ${passBands(passes(n, rep), [`pass 2 (${bands[0]})`, `pass 1 (${bands[1]})`, `pass 0 (${bands[2]})`])}`);
}

/** 28.2: the odds a Caster reads when choosing a spell: pass 2 / 1 / 0 on the dice each spell rolls (casting tools add dice). */
export function spellChoiceOddsText(rep: number, dice: readonly (readonly [string, number])[]): string {
  const byDice = new Map<number, string[]>();
  for (const [name, n] of dice) {
    const l = byDice.get(n);
    if (l) l.push(name);
    else byDice.set(n, [name]);
  }
  const parts = [...byDice].map(([n, names]) => `${byDice.size > 1 ? `${names.join('/')} ` : ''}${n}d6 vs Rep ${rep}: ${passBands(passes(n, rep), ['pass 2', '1', '0'])}`);
  return `(${parts.join('; ')})`;
}

/** 28.7: 1d6 (+ casting tools) against Rep; any die passed picks the first spell. */
export function npcSpellOddsText(n: number, rep: number, pass: string, fail: string): string {
  return cached(`n${n},${rep},${pass},${fail}`, () => {
    const d = passes(n, rep);
    return `Odds (${n}d6 vs Rep ${rep}): ${pass} ${pct(d.chance((v) => v >= 1))}, ${fail} ${pct(d.exact(0))}`;
  });
}

/** 2d6 against a Rep read on pass 2 / 1 / 0 (27.0 recovery, 29.1.2 the Talisman). */
export function twoDiceOddsText(rep: number, bands: readonly [string, string, string]): string {
  return cached(`r${rep},${bands.join('|')}`, () => `Odds (2d6 vs Rep ${rep}): ${passBands(passes(2, rep), bands)}`);
}

/** 30.0: 1d6 against the Healer's Rep and 1d6 against the patient's original Rep, read on 27.0. */
export function healOddsText(healerRep: number, patientRep: number): string {
  return cached(`h${healerRep},${patientRep}`, () => `Odds (1d6 vs Rep ${healerRep}, 1d6 vs Rep ${patientRep}): ${passBands(addOdds(passes(1, healerRep), passes(1, patientRep)), ['recovers', 'one Rep lower', 'dies'])}`);
}

/** One die against a Rep (7.0.6 treating an infection). */
export function oneDieOddsText(rep: number, pass: string): string {
  return cached(`o${rep},${pass}`, () => `Odds (1d6 vs Rep ${rep}): ${pass} ${pct(passes(1, rep).exact(1))}`);
}
