/**
 * The bots' dungeon choices (ours), each with its reason: heroes drink a
 * potion when badly hurt, take the antidote when poisoned, open chests and
 * take what lies about, read what teaches, open the doors on their way;
 * a familiar keeps beside its owner; a key seen for a door the party
 * cannot open is fetched first by the hero nearest it, and when a key door
 * bars the way, the heroes head for its key.
 */
import type { Option } from '../../../core/request.ts';
import type { GameState, Model, Pos } from '../state.ts';
import { isRevealed, STEPS } from '../rules/grid.ts';
import { lazyPlans } from '../speed/lazy-plans.ts';
import { dungeonOf, featureName, isHero, live } from '../rules/dungeon/features.ts';
import { at, distanceField } from './field.ts';
import { actOf, besideSquares, type Plan } from './common.ts';
import { heroWays, lockedDoors, unexploredStairs } from './ways.ts';

const WANTED = new Set(['chest', 'key', 'treasure', 'health-potion', 'major-health-potion', 'antidote', 'portable-teleporter', 'weapons-rack', 'wizards-table', 'bookcase', 'tome']);
const WHEN_HURT = new Set(['crate-apples', 'food']);

export function heroDungeonPlan(st: GameState, m: Model, opts: readonly Option[]): Plan | null {
  const item = (it: string) => opts.find((o) => {
    const a = actOf(o);
    return a.act === 'item' && a.item === it;
  });
  if (m.wounds * 2 <= m.maxWounds) {
    const potion = item('major-health-potion') ?? item('health-potion') ?? opts.find((o) => actOf(o).act === 'familiar');
    if (potion) return { id: potion.id, reason: `${m.name} is badly hurt (${m.wounds} of ${m.maxWounds})` };
  }
  const antidote = m.poison > 0 ? item('antidote') : undefined;
  if (antidote) return { id: antidote.id, reason: 'poisoned: the antidote clears it' };
  for (let i1 = 0, a1 = opts; i1 < a1.length; i1++) {
    const o = a1[i1]!;
    const a = actOf(o);
    if (a.act !== 'explore') continue;
    const f = a.feature;
    if (f.kind === 'treasure' && f.number === 25 && (m.kit?.stacks ?? 0) >= 1) continue;
    if (f.kind === 'chest' && m.wounds <= 2) continue; // a chest's trap could kill a hero this hurt
    if (WANTED.has(f.kind) || (WHEN_HURT.has(f.kind) && m.wounds < m.maxWounds)) return { id: o.id, reason: `the ${featureName(f)} is worth taking` };
  }
  return null;
}

/** The door option, when standing still gains nothing more. */
export function openPlan(opts: readonly Option[]): Plan | null {
  const o = opts.find((x) => actOf(x).act === 'open');
  return o ? { id: o.id, reason: 'open the door to go on' } : null;
}

/** Goals for a hero: the objective if it can be reached, else the keys of the doors in the way; a familiar its owner. */
export function heroGoals(st: GameState, m: Model, objective: Pos[]): Pos[] {
  return heroAim(st, m, objective).goals;
}

/** A hero's goals with what they are, for the reason logged: a key first when one is seen (keys first), else as heroGoals says. */
export function heroAim(st: GameState, m: Model, objective: Pos[]): { goals: Pos[]; what: string } {
  if (m.species === 'familiar') {
    const owner = st.models.find((o) => `f-${o.id}` === m.id);
    return { goals: owner && owner.status === 'in-play' ? [{ x: owner.x, y: owner.y }] : [], what: 'keep beside its owner' };
  }
  const locked = lockedDoors(st);
  const ways = heroWays(st);
  const found = live(st, 'key').filter((k) => locked.some((d) => d.colour === k.colour) && isRevealed(st.board, k.x, k.y));
  // A key is taken from its square or beside it, so the hero gets there with the points to take it.
  const keys = { goals: found.flatMap((k) => [{ x: k.x, y: k.y }, ...besideSquares([k])]), what: `fetch the ${found.map((k) => k.colour).join(' and ')} key for the door the party cannot open` };
  // Keys first: a key seen for a door the party cannot open is fetched by the hero nearest it, whatever else the way needs.
  if (found.length && nearestTo(st, keys.goals, ways) === m) return keys;
  if (lazyPlans.on) {
    // The squares to explore made only when they are the answer (speed/lazy-plans.ts).
    if (objective.length) {
      const field = distanceField(st.board, objective, ways.blocked, ways.links, ways.key);
      if (at(field, st.board, m) < 9999) return { goals: objective, what: 'head for the objective' };
      if (found.length) return keys;
    }
    return { goals: exploringFast(st, locked), what: 'explore' };
  }
  const explore = { goals: exploring(st, locked), what: 'explore' };
  if (!objective.length) return explore;
  const field = distanceField(st.board, objective, ways.blocked, ways.links, ways.key);
  if (at(field, st.board, m) < 9999) return { goals: objective, what: 'head for the objective' };
  return found.length ? keys : explore;
}

/** The hero (no familiar) with the shortest walk to one of `goals`; undefined when none can reach them. */
function nearestTo(st: GameState, goals: readonly Pos[], ways: ReturnType<typeof heroWays>): Model | undefined {
  const field = distanceField(st.board, goals, ways.blocked, ways.links, ways.key);
  let best: { h: Model; d: number } | undefined;
  for (let i1 = 0, a1 = st.models; i1 < a1.length; i1++) {
    const h = a1[i1]!;
    if (!isHero(h) || h.status !== 'in-play') continue;
    const d = at(field, st.board, h);
    if (d < 9999 && (!best || d < best.d)) best = { h, d };
  }
  return best?.h;
}

/** With no objective in sight: the things worth taking in the revealed dungeon, the closed doors the heroes can open, the stairs not yet taken. */
function exploring(st: GameState, locked: readonly { x: number; y: number }[]): Pos[] {
  // A thing is explored from beside it (or on it): heading for those squares, the hero gets there with points left to take it.
  const things = live(st).filter((f) => WANTED.has(f.kind) && isRevealed(st.board, f.x, f.y)).flatMap((f) => [{ x: f.x, y: f.y }, ...besideSquares([f])]);
  const doors = live(st, 'door').filter((d) => st.board.terrain[d.y * st.board.width + d.x] === '+' && !locked.some((l) => l.x === d.x && l.y === d.y)).map((d) => ({ x: d.x, y: d.y }));
  return [...things, ...doors, ...unexploredStairs(st)];
}

/** `exploring`'s squares in the same order, with loops: no list per thing, no spreads (speed/lazy-plans.ts). */
function exploringFast(st: GameState, locked: readonly { x: number; y: number }[]): Pos[] {
  const b = st.board;
  const features = dungeonOf(st).features;
  const out: Pos[] = [];
  for (let i1 = 0, a1 = features; i1 < a1.length; i1++) {
    const f = a1[i1]!;
    if (f.gone || !WANTED.has(f.kind) || !isRevealed(b, f.x, f.y)) continue;
    out.push({ x: f.x, y: f.y });
    for (let i2 = 0, a2 = STEPS; i2 < a2.length; i2++) {
      const e2 = a2[i2]!;
      const dx = e2[0];
      const dy = e2[1];
      out.push({ x: f.x + dx, y: f.y + dy });
    }
  }
  for (let i3 = 0, a3 = features; i3 < a3.length; i3++) {
    const d = a3[i3]!;
    if (d.gone || d.kind !== 'door' || b.terrain[d.y * b.width + d.x] !== '+') continue;
    let shut = false;
    for (let i4 = 0, a4 = locked; i4 < a4.length; i4++) {
      const l = a4[i4]!;
      if (l.x === d.x && l.y === d.y) shut = true;
    }
    if (!shut) out.push({ x: d.x, y: d.y });
  }
  for (let i5 = 0, a5 = unexploredStairs(st); i5 < a5.length; i5++) {
    const s = a5[i5]!;
    out.push(s);
  }
  return out;
}
