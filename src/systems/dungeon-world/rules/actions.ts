/**
 * The Mover's Action Phase and the Non-Mover's Shooting Phase. The mover
 * picks its models one at a time; each does one action: move, shoot, or
 * nothing. A move out of a kill zone draws the free attacks of the enemies
 * left first. The non-mover then shoots with each model that has a target.
 */
import { note } from '../../../core/engine.ts';
import { option, type Option } from '../../../core/request.ts';
import { pct } from '../../../core/odds-text.ts';
import { toNumber } from '../../../core/odds.ts';
import { SEC } from '../sections.ts';
import type { Model, Side } from '../state.ts';
import { checkShot, shoot, shotDice, shotTargets, woundChance } from './combat/shooting.ts';
import { freeAttacks } from './combat/melee.ts';
import { moveRules, seat, who, type G } from './game.ts';
import { movePoints, pathTo, reachable } from './movement.ts';
import { afterMove, doDungeon, dungeonOptions, followUp, sleepsOn } from './dungeon/act.ts';
import { armourAgainst } from './combat/assign.ts';
import { has } from '../state.ts';

/** The shoot options of `m`, each with the odds of taking at least one hit off its target. */
export function shootOptions(g: G, m: Model): Option[] {
  return shotTargets(g.st, m).map((t) => {
    const c = checkShot(g.st.board, g.st.models, m, t);
    const r = woundChance(shotDice(g.st, m), c.toHit, armourAgainst(t, has(m, 'acid-spit')));
    return option(`shoot:${t.id}`, `Shoot at ${who(t)}${c.cover ? ' (in cover: 6s hit)' : ''}`, { chance: toNumber(r), of: 'at least one hit taken off', text: pct(r) });
  });
}

/** One model's action: stay, move to a square, or shoot. */
export function act(g: G, m: Model): void {
  const { ctx, st } = g;
  if (st.dungeon && sleepsOn(g, m)) return;
  const reach = reachable(st.board, st.models, m, moveRules(g.o, st));
  const opts: Option[] = [option('stay', 'Stay where it is')];
  for (const e of reach.ends) opts.push(option(`move:${e.x},${e.y}`, `Move to (${e.x}, ${e.y}), ${e.cost} ${e.cost === 1 ? 'point' : 'points'}${reach.disengages && reach.leaving.length ? ', disengaging' : ''}`));
  opts.push(...shootOptions(g, m));
  if (st.dungeon) opts.push(...dungeonOptions(g, m, movePoints(m), true));
  st.acting = m.id;
  const choice = ctx.ask({ who: seat(st, m.side), rule: SEC.moverAction, kind: 'action', prompt: `${who(m)} at (${m.x}, ${m.y}): what does it do?`, options: opts });
  if (choice === 'stay') {
    if (ctx.log) note(ctx, SEC.moverAction, `${who(m)} stays where it is`);
    return;
  }
  if (choice.startsWith('shoot:')) {
    shoot(g, m, st.models.find((t) => t.id === choice.slice(6))!);
    return;
  }
  if (choice.startsWith('do:')) {
    const spent = doDungeon(g, m, choice);
    if (spent !== 'end') followUp(g, m, movePoints(m) - spent);
    return;
  }
  const [x, y] = choice.slice(5).split(',').map(Number) as [number, number];
  if (reach.disengages && reach.leaving.length) {
    freeAttacks(g, reach.leaving, m, SEC.disengage);
    if (m.status !== 'in-play') return;
  }
  const path = pathTo(reach, x, y);
  const from = { x: m.x, y: m.y };
  m.x = x;
  m.y = y;
  if (ctx.log) note(ctx, SEC.movement, `${who(m)} moves to (${x}, ${y}) by ${path.map((p) => `(${p.x}, ${p.y})`).join(' ')}`);
  if (st.dungeon && afterMove(g, m, from, path)) followUp(g, m, movePoints(m) - reach.cost[y * st.board.width + x]!);
}

/** The Mover's Action Phase: the mover's models act one at a time, in the order the mover picks. */
export function moverPhase(g: G, side: Side, over: () => boolean): void {
  const { ctx, st } = g;
  const done = new Set<string>();
  for (;;) {
    if (over()) return;
    const ready = st.models.filter((m) => m.status === 'in-play' && m.side === side && !done.has(m.id));
    if (!ready.length) return;
    let m = ready[0]!;
    if (ready.length > 1) {
      const id = ctx.ask({
        who: seat(st, side),
        rule: SEC.moverAction,
        kind: 'activate',
        prompt: 'Which model acts next?',
        options: [...ready.map((r) => option(r.id, `${who(r)} at (${r.x}, ${r.y})`)), option('end', 'None: the rest do nothing this move')],
      });
      if (id === 'end') return;
      m = ready.find((r) => r.id === id)!;
    }
    done.add(m.id);
    act(g, m);
  }
}

/** The Non-Mover's Shooting Phase: each of the non-mover's shooters may shoot once. */
export function nonMoverPhase(g: G, side: Side, over: () => boolean): void {
  const { ctx, st } = g;
  for (const m of st.models.slice()) {
    if (over()) return;
    if (m.status !== 'in-play' || m.side !== side || !m.shooting) continue;
    if (st.dungeon && sleepsOn(g, m)) continue;
    const opts = shootOptions(g, m);
    if (!opts.length) continue;
    st.acting = m.id;
    const choice = ctx.ask({ who: seat(st, side), rule: SEC.nonMoverShooting, kind: 'shoot', prompt: `${who(m)} may shoot: at whom?`, options: [...opts, option('hold', 'Hold fire')] });
    if (choice === 'hold') continue;
    shoot(g, m, st.models.find((t) => t.id === choice.slice(6))!);
  }
}
