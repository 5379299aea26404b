/**
 * Ours (`Ours: Turns`): a character's turn is a move and then one ACT:
 * search a token it stands on or next to, open an unlocked door it stands
 * beside (Doors: Unlocked Doors), try a locked one with its check (Doors:
 * Locked Doors), heal someone hurt in the same room with 3d6 (care.ts), or nothing. An opened door stays on the map until the end
 * of the round. No door opens during combat.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { choice, lazyChoice, type Option } from '../../../core/request.ts';
import type { AdventureData } from '../data/index.ts';
import type { Check, Connection, Token } from '../data/schema.ts';
import type { ExplorationOptions } from '../options.ts';
import { SEC } from '../sections.ts';
import type { Explorer, ExploreState } from '../state.ts';
import { checkGoals } from './goals.ts';
import { posOf, roomAt, tokenId, touches, wayId, wayName } from './map.ts';
import { destId, moveTargets, type Target } from './move.ts';
import { resolverFor } from './resolve/seam.ts';
import { search } from './search.ts';
import { careActs, giveCare } from './care.ts';
import type { Care } from '../../3d6/api.ts';

/** A locked door's check: its own, else TRICKERY at the adventure's lock level. */
function lockCheck(d: AdventureData, k: Connection): Check {
  return k.check ?? { name: 'TRICKERY', level: d.a.lockLevel };
}

/** Doors `c` stands beside that are closed; none while a fight is on. */
export function doorsBeside(d: AdventureData, st: ExploreState, c: Explorer): Connection[] {
  if (st.combat) return [];
  return d.a.connections.filter((k) => st.doors[k.id] === 'closed' && onWay(k, c.pos.x, c.pos.y));
}

/** Whether x,y is one of the squares either side of way `k` (the squares of `segment(k)`, none of its arrays made: asked every turn). */
export function onWay(k: Pick<Connection, 'a' | 'b' | 'width'>, x: number, y: number): boolean {
  const alongX = k.b[0] - k.a[0] !== 0 ? 0 : 1;
  const alongY = 1 - alongX;
  for (let i = 0; i < k.width; i++) {
    if (k.a[0] + alongX * i === x && k.a[1] + alongY * i === y) return true;
    if (k.b[0] + alongX * i === x && k.b[1] + alongY * i === y) return true;
  }
  return false;
}

/** The label of the move to a square that `ts` (targets ending there) share. */
function moveLabel(ts: readonly Target[]): string {
  const reached: string[] = [];
  const toward: string[] = [];
  for (const t of ts) {
    if (t.left === 0) reached.push(t.what);
    else toward.push(`${t.what}, ${t.left} more to go`);
  }
  const parts = [reached.length ? `to ${reached.join(' and ')}` : '', toward.length ? `toward ${toward.join('; and ')}` : ''].filter(Boolean);
  const steps = ts[0]!.steps;
  return `Move ${parts.join(', and ')} (${steps} square${steps === 1 ? '' : 's'})`;
}

/**
 * The move options: one per square the move ends on. Targets that end on the
 * same square share its option, and its label names every one of them (a
 * token and a door reached from one square: neither is hidden). Labels are
 * built when read (a simulation's bot reads the values only).
 */
function moveOptions(d: AdventureData, st: ExploreState, c: Explorer): Option<number | null>[] {
  const byDest = new Map<number, Target[]>();
  for (const t of moveTargets(d, st, c)) {
    const g = byDest.get(t.dest);
    if (g) g.push(t);
    else byDest.set(t.dest, [t]);
  }
  // The value: the square the move ends on (a cell), null for staying. Where `c` stands is read now: the label may be read after the move.
  const { x, y } = c.pos;
  const opts: Option<number | null>[] = [lazyChoice(null, 'stay', () => `Stay at ${x},${y}`)];
  for (const [cell, ts] of byDest) opts.push(lazyChoice(cell, destId(d, cell), () => moveLabel(ts)));
  return opts;
}

/** An ACT: search a token, open or try a door; null for none. */
export type Act = { readonly kind: 'search'; readonly token: Token } | { readonly kind: 'open' | 'unlock'; readonly way: Connection } | { readonly kind: 'care'; readonly care: Care } | null;

export function actOptions(d: AdventureData, st: ExploreState, c: Explorer, withOdds: boolean): Option<Act>[] {
  const opts: Option<Act>[] = [];
  const here = roomAt(d, c.pos);
  for (const t of d.a.tokens) {
    const at = { x: t.at[0], y: t.at[1] };
    if (!st.searched.includes(t.id) && touches(at, c.pos) && roomAt(d, at) === here) opts.push(choice<Act>({ kind: 'search', token: t }, `search:${tokenId(t.at)}`, `Search the token at ${t.at.join(',')}${t.check ? ` (${t.check.name} ${t.check.level} to find anything)` : ''}`));
  }
  for (const k of doorsBeside(d, st, c)) {
    if (k.lock === 'unlocked') opts.push(choice<Act>({ kind: 'open', way: k }, `open:${wayId(d, k.id)}`, `Open the ${wayName(d, st, k.id)} (your ACT; it goes at the end of the round, and you roll a d10 for creatures)`));
    else {
      const ch = lockCheck(d, k);
      const odds = withOdds ? resolverFor(st).checkOdds(st, d, c, ch) : undefined;
      opts.push(choice<Act>({ kind: 'unlock', way: k }, `unlock:${wayId(d, k.id)}`, `Try the ${wayName(d, st, k.id)}: ${ch.name} ${ch.level}${odds ? ` (${odds.text})` : ''}`, odds));
    }
  }
  // With 3d6: a healing spell or a draught for someone hurt in the same room (care.ts).
  for (const o of careActs(d, st, c)) opts.push(choice<Act>({ kind: 'care', care: o.value }, o.id, o.label));
  opts.push(choice(null, 'none', 'Nothing more this turn'));
  return opts;
}

function startOpening(ctx: Ctx, st: ExploreState, d: AdventureData, c: Explorer, k: Connection, rule: string): void {
  st.doors[k.id] = 'opening';
  st.opening.push({ door: k.id, by: c.id, from: roomAt(d, c.pos)! });
  st.counts.doors++;
  if (ctx.log) note(ctx, rule, `${c.name} opens the ${wayName(d, st, k.id)}; it stays on the map until the end of the round.`, { door: wayId(d, k.id) });
}

export function takeTurn(ctx: Ctx, st: ExploreState, d: AdventureData, o: ExplorationOptions, c: Explorer): void {
  st.acting = c.id;
  const move = ctx.ask({ who: st.player, rule: SEC.oursTurn, kind: 'move', prompt: ctx.log ? `${c.name}'s turn${st.characters[st.leader] === c ? ', the Leader\'s' : ''} (round ${st.round}): move up to ${c.move} squares from ${c.pos.x},${c.pos.y}.` : 'move', options: moveOptions(d, st, c) });
  if (move !== null) {
    const to = posOf(d, move);
    if (ctx.log) note(ctx, SEC.oursTurn, `${c.name} moves from ${c.pos.x},${c.pos.y} to ${to.x},${to.y}.`);
    c.pos = to;
    checkGoals(ctx, st, d);
    if (st.outcome !== 'playing') return;
  }
  const act = ctx.ask({ who: st.player, rule: SEC.oursTurn, kind: 'act', prompt: ctx.log ? `${c.name}'s ACT, the one action of the turn (after the move):` : 'act', options: actOptions(d, st, c, ctx.log !== null) });
  if (act === null) {
    // Nothing more this turn.
  } else if (act.kind === 'search') search(ctx, st, d, o, c, act.token);
  else if (act.kind === 'care') giveCare(ctx, st, act.care);
  else if (act.kind === 'open') startOpening(ctx, st, d, c, act.way, SEC.unlocked);
  else {
    const k = act.way;
    const ch = lockCheck(d, k);
    const ok = resolverFor(st).check(ctx, st, d, c, ch, SEC.locked, `to open the ${wayName(d, st, k.id)}`);
    if (ok) st.counts.checksPassed++;
    else st.counts.checksFailed++;
    if (ok) startOpening(ctx, st, d, c, k, SEC.locked);
    else if (ctx.log) note(ctx, SEC.locked, `The ${wayName(d, st, k.id, false)} stays locked.`);
  }
  st.acting = null;
}
