/**
 * Ours (`Ours: Turns`): a character's turn is a move and then one ACT:
 * search a token it stands on or next to, open an unlocked door it stands
 * beside (Doors: Unlocked Doors), try a locked one with its check (Doors:
 * Locked Doors), or nothing. An opened door stays on the map until the end
 * of the round. No door opens during combat.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { option, type Option } from '../../../core/request.ts';
import type { AdventureData } from '../data/index.ts';
import { segment } from '../data/checks.ts';
import type { Check, Connection } from '../data/schema.ts';
import type { ExplorationOptions } from '../options.ts';
import { SEC } from '../sections.ts';
import type { Explorer, ExploreState } from '../state.ts';
import { checkGoals } from './goals.ts';
import { posOf, roomAt, tokenId, touches, wayId, wayName, wayOf } from './map.ts';
import { cellOfDest, destId, moveTargets } from './move.ts';
import { resolverFor } from './resolve/seam.ts';
import { search } from './search.ts';

/** A locked door's check: its own, else TRICKERY at the adventure's lock level. */
export function lockCheck(d: AdventureData, k: Connection): Check {
  return k.check ?? { name: 'TRICKERY', level: d.a.lockLevel };
}

/** Doors `c` stands beside that are closed; none while a fight is on. */
export function doorsBeside(d: AdventureData, st: ExploreState, c: Explorer): Connection[] {
  if (st.combat) return [];
  return d.a.connections.filter((k) => st.doors[k.id] === 'closed' && segment(k).some(([p, q]) => [p, q].some((s) => s[0] === c.pos.x && s[1] === c.pos.y)));
}

/**
 * The move options: one per square the move ends on. Targets that end on the
 * same square share its option, and its label names every one of them (a
 * token and a door reached from one square: neither is hidden).
 */
export function moveOptions(d: AdventureData, st: ExploreState, c: Explorer): Option<string>[] {
  const byDest = new Map<string, { steps: number; reached: string[]; toward: string[] }>();
  for (const t of moveTargets(d, st, c)) {
    const id = destId(d, t.dest);
    const g = byDest.get(id) ?? { steps: t.steps, reached: [], toward: [] };
    if (t.left === 0) g.reached.push(t.what);
    else g.toward.push(`${t.what}, ${t.left} more to go`);
    byDest.set(id, g);
  }
  const opts: Option<string>[] = [option('stay', `Stay at ${c.pos.x},${c.pos.y}`)];
  for (const [id, g] of byDest) {
    const parts = [g.reached.length ? `to ${g.reached.join(' and ')}` : '', g.toward.length ? `toward ${g.toward.join('; and ')}` : ''].filter(Boolean);
    opts.push(option(id, `Move ${parts.join(', and ')} (${g.steps} square${g.steps === 1 ? '' : 's'})`));
  }
  return opts;
}

export function actOptions(d: AdventureData, st: ExploreState, c: Explorer, withOdds: boolean): Option<string>[] {
  const opts: Option<string>[] = [];
  const here = roomAt(d, c.pos);
  for (const t of d.a.tokens) {
    const at = { x: t.at[0], y: t.at[1] };
    if (!st.searched.includes(t.id) && touches(at, c.pos) && roomAt(d, at) === here) opts.push(option(`search:${tokenId(t.at)}`, `Search the token at ${t.at.join(',')}${t.check ? ` (${t.check.name} ${t.check.level} to find anything)` : ''}`));
  }
  for (const k of doorsBeside(d, st, c)) {
    if (k.lock === 'unlocked') opts.push(option(`open:${wayId(d, k.id)}`, `Open the ${wayName(d, st, k.id)} (your ACT; it goes at the end of the round, and you roll a d10 for creatures)`));
    else {
      const ch = lockCheck(d, k);
      const odds = withOdds ? resolverFor(st).checkOdds(st, d, c, ch) : undefined;
      opts.push(option(`unlock:${wayId(d, k.id)}`, `Try the ${wayName(d, st, k.id)}: ${ch.name} ${ch.level}${odds ? ` (${odds.text})` : ''}`, odds));
    }
  }
  opts.push(option('none', 'Nothing more this turn'));
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
  if (move !== 'stay') {
    const to = posOf(d, cellOfDest(d, move));
    if (ctx.log) note(ctx, SEC.oursTurn, `${c.name} moves from ${c.pos.x},${c.pos.y} to ${to.x},${to.y}.`);
    c.pos = to;
    checkGoals(ctx, st, d);
    if (st.outcome !== 'playing') return;
  }
  const act = ctx.ask({ who: st.player, rule: SEC.oursTurn, kind: 'act', prompt: ctx.log ? `${c.name}'s ACT, the one action of the turn (after the move):` : 'act', options: actOptions(d, st, c, ctx.log !== null) });
  const [kind, id] = act.split(':') as [string, string];
  if (kind === 'search') search(ctx, st, d, o, c, d.a.tokens.find((t) => tokenId(t.at) === id)!);
  else if (kind === 'open') startOpening(ctx, st, d, c, d.connections.get(wayOf(d, id)!)!, SEC.unlocked);
  else if (kind === 'unlock') {
    const k = d.connections.get(wayOf(d, id)!)!;
    const ch = lockCheck(d, k);
    const ok = resolverFor(st).check(ctx, st, d, c, ch, SEC.locked, `to open the ${wayName(d, st, k.id)}`);
    if (ok) st.counts.checksPassed++;
    else st.counts.checksFailed++;
    if (ok) startOpening(ctx, st, d, c, k, SEC.locked);
    else if (ctx.log) note(ctx, SEC.locked, `The ${wayName(d, st, k.id, false)} stays locked.`);
  }
  st.acting = null;
}
