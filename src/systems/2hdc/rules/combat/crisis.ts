/**
 * Crisis Tests (19.0–20.5): one roll for the whole group (3d6 keeping the best
 * two while its Leader is up), read against each character's Rep on its
 * profession's column, for Received Fire and/or Man Down (the worse result
 * applies). Stars choose their result (6.3.2); Zombies never test (7.0.14).
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { best, passed, rollx } from '../../../../core/dice.ts';
import { choice, type Option } from '../../../../core/request.ts';
import { lookup, rowFor } from '../../../../core/tables.ts';
import { diceRead, part, type Part } from '../../../../core/parts.ts';
import { hasAttribute, type Character, type Profession } from '../../state.ts';
import { FightRequest } from './requests.ts';
import { CRISIS_19_0, type CrisisOutcome } from '../../tables/combat.ts';
import { rollAs } from './roll.ts';
import { crisisOddsText, type CrisisGroup } from './odds.ts';

export type CrisisResult = 'carry-on' | 'duck-back' | 'flee';
export type CrisisReason = 'received-fire' | 'man-down' | 'both';

/** The reasons for a Crisis Test in the book's words. */
const CRISIS_REASONS: Record<CrisisReason, string> = { 'received-fire': 'Received Fire', 'man-down': 'Man Down', both: 'Received Fire and Man Down' };

/** The Crisis Test results in the book's words. */
const CRISIS_RESULTS: Record<CrisisResult, string> = { 'carry-on': 'Carry On', 'duck-back': 'Duck Back', flee: 'Flee' };

/** 19.1: the group's dice as parts: 2d6, one more while the Leader is up (the best two count). */
function crisisDiceWhy(leaderUp: boolean): Part[] {
  return leaderUp ? [part(2, 'Crisis Test'), part(1, 'the Leader is up: the best two count')] : [part(2, 'Crisis Test')];
}

const SEVERITY: Record<CrisisResult, number> = { 'carry-on': 0, 'duck-back': 1, flee: 2 };

function resolve(o: CrisisOutcome, facing3to1: boolean): CrisisResult {
  return o === 'flee-if-3to1' ? (facing3to1 ? 'flee' : 'carry-on') : o;
}

/** 19.0: the result for `passedDice` on the character's (primary) profession column; `why` explains the number when logged. */
export function crisisResult(c: Character, passedDice: number, reason: CrisisReason, facing3to1: boolean, ctx?: Ctx, why: Part[] | null = null): CrisisResult {
  const table = CRISIS_19_0[c.professions[0]!];
  const r = ctx ? lookup(ctx, table, passedDice, c.name, why) : rowFor(table, passedDice).result;
  const rf = resolve(r.receivedFire, facing3to1);
  const md = resolve(r.manDown, facing3to1);
  if (reason === 'received-fire') return rf;
  if (reason === 'man-down') return md;
  return SEVERITY[rf] >= SEVERITY[md] ? rf : md; // 19.1: the worse of the two
}

type StarOptionCache = Partial<Record<Profession, Partial<Record<CrisisReason, (readonly Option<number>[] | undefined)[]>>>>;
const STAR_OPTIONS: StarOptionCache = {};

/** 6.3.2: a Star's choices (pass 2, 1 or 0 dice and what each gives): the same few lists every time, built once. */
/** The Star's Free Will options: the value is the number of dice passed he picks. */
function starOptions(p: Profession, reason: CrisisReason, facing3to1: boolean): readonly Option<number>[] {
  const byReason = (STAR_OPTIONS[p] ??= {});
  const pair = (byReason[reason] ??= []);
  const k = facing3to1 ? 1 : 0;
  const hit = pair[k];
  if (hit) return hit;
  const table = CRISIS_19_0[p];
  const opts: Option<number>[] = [];
  for (const n of [2, 1, 0]) {
    const r = table.rows.find((x) => n >= x.min && n <= x.max)!.result;
    const rf = resolve(r.receivedFire, facing3to1);
    const md = resolve(r.manDown, facing3to1);
    const res = reason === 'received-fire' ? rf : reason === 'man-down' ? md : SEVERITY[rf] >= SEVERITY[md] ? rf : md;
    opts.push(choice(n, `pass-${n}`, `Pass ${n}d6: ${CRISIS_RESULTS[res]}`));
  }
  pair[k] = opts;
  return opts;
}

export interface Tester {
  c: Character;
  reason: CrisisReason;
  facing3to1: boolean;
  /** 29.1.5 Potion of Courage: +1d6 for this character. */
  courage: boolean;
  /** Who decides for a Star (6.3.2). */
  who: string;
}

/**
 * 19.1: one test for the group. `leaderUp` gives 3d6 keeping the best two.
 * Returns each tester's result in order.
 */
export function crisisTest(ctx: Ctx, testers: readonly Tester[], leaderUp: boolean): CrisisResult[] {
  const out: CrisisResult[] = [];
  let group: number[] | null = null;
  for (const t of testers) {
    const c = t.c;
    if (hasAttribute(c, 'Deathly Calm')) {
      if (ctx.log) note(ctx, '7.0.14', `${c.name} is Deathly Calm: no Crisis Test`);
      out.push('carry-on');
      continue;
    }
    if (c.star) {
      // 6.3.2 Free Will: the Star picks the result without rolling.
      const opts = starOptions(c.professions[0]!, t.reason, t.facing3to1);
      const n = ctx.ask(new FightRequest(t.who, '6.3.2', 'crisis', opts, '%: choose the Crisis Test result', c.name));
      out.push(crisisResult(c, n, t.reason, t.facing3to1, ctx, ctx.log ? [{ value: n, label: 'dice passed, chosen by the Star (Free Will, 6.3.2)', chosen: true }] : null));
      continue;
    }
    if (!group && ctx.log) note(ctx, '19.1', crisisOddsText(CRISIS_REASONS[t.reason], leaderUp, rollers(testers, testers.indexOf(t))));
    if (!group) group = rollx(ctx, leaderUp ? 3 : 2, 6, '19.1', 'Crisis Test ', ctx.log ? `(${CRISIS_REASONS[t.reason]})` : '', ctx.log ? crisisDiceWhy(leaderUp) : null, null);
    let dice = group;
    if (t.courage) dice = group.concat(rollAs(ctx, 1, 6, '29.1.5', c.name, ' Potion of Courage'));
    const kept = dice.length > 2 ? best(dice, 2, 'low') : dice;
    // Each die is read against the character's own Rep; keeping the best two per character (lowest faces).
    const p = passed(kept, c.rep);
    out.push(crisisResult(c, p, t.reason, t.facing3to1, ctx, ctx.log ? [diceRead(kept, 'passed', '', c.rep, 'Rep', dice.length > 2 ? dice : undefined)] : null));
  }
  return out;
}

/** The testers from `from` on who read the group's roll (not Deathly Calm, not Stars), by Rep and Courage. */
function rollers(testers: readonly Tester[], from: number): CrisisGroup[] {
  const out: CrisisGroup[] = [];
  for (let i = from; i < testers.length; i++) {
    const { c, courage } = testers[i]!;
    if (c.star || hasAttribute(c, 'Deathly Calm')) continue;
    const g = out.find((x) => x.rep === c.rep && x.courage === courage);
    if (g) g.names.push(c.name);
    else out.push({ rep: c.rep, courage, names: [c.name] });
  }
  return out;
}

/** Logs a crisis outcome. */
export function noteCrisis(ctx: Ctx, c: Character, r: CrisisResult): void {
  if (ctx.log) note(ctx, '20.0', `${c.name}: ${CRISIS_RESULTS[r]}`);
}
