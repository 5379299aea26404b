/**
 * The heroes' fighting tactics (ours), each with its reason: fighters gang
 * up on a monster a friend already fights, shooters stand off (a square out
 * of every kill zone with a monster in range and sight, in the open if they
 * can, out of the monsters' reach), and a hero beside an open door with the
 * monsters beyond it closes it when the party is outnumbered.
 */
import type { Option } from '../../../core/request.ts';
import type { GameState, Model, Pos } from '../state.ts';
import { isHero } from '../rules/dungeon/features.ts';
import { adjacent, distance } from '../rules/grid.ts';
import { checkShot } from '../rules/combat/shooting.ts';
import { shotRange } from '../rules/sight.ts';
import { actOf, atSquare, type Plan } from './common.ts';
import { lazyPlans } from '../speed/lazy-plans.ts';
import { counted } from '../../../core/text.ts';

const monsters = (st: GameState) => st.models.filter((e) => e.status === 'in-play' && e.side === 'monsters');
const party = (st: GameState) => st.models.filter((h) => isHero(h) && h.status === 'in-play');

/** A hero whose shooting counts for as much as its melee (or that shoots far): it keeps out of melee when it can. */
export function isShooter(m: Model): boolean {
  return !!m.shooting && (m.shooting.dice >= m.attacks - 1 || m.shooting.range >= 7);
}

/**
 * Where a fighter closes in: beside a monster its friends already fight (each friend there is more
 * dice on that melee), and touching as few other monsters as it can.
 */
export function gangUp(st: GameState, m: Model): (p: Pos) => number {
  const foes = monsters(st);
  const friends = party(st).filter((h) => h !== m);
  return (p) => {
    let score = 0;
    let touching = 0;
    for (const f of foes) {
      if (!adjacent(f, p)) continue;
      touching++;
      score += 3 * friends.filter((h) => adjacent(h, f)).length;
    }
    return touching ? score - (touching - 1) : 0;
  };
}

/** The reason a gang-up square was chosen. */
export function gangReason(st: GameState, m: Model, p: Pos): string {
  const f = monsters(st).find((e) => adjacent(e, p) && party(st).some((h) => h !== m && adjacent(h, e)));
  return f ? `gang up on ${f.name} with the heroes already fighting it` : 'close with the monster';
}

/**
 * A shooter's square when it has no shot now: out of every monster's kill zone, with a monster in
 * range and sight, best where that shot has no cover, then out of the monsters' reach next move,
 * then the farthest from them. Null when no such square is in reach.
 */
export function standOff(st: GameState, m: Model, opts: readonly Option[]): Plan | null {
  const foes = monsters(st);
  // A monster out of range is no shot (checkShot says so too): only those in range are asked.
  const range = m.shooting ? m.shooting.range : Infinity;
  let best: { id: string; score: number; open: boolean; safe: boolean } | null = null;
  for (let i1 = 0, a1 = opts; i1 < a1.length; i1++) {
    const o = a1[i1]!;
    const p = actOf(o);
    if (p.act !== 'move') continue;
    if (foes.some((e) => adjacent(e, p))) continue;
    const inRange = foes.filter((e) => shotRange(st.board, p, e) <= range);
    if (!inRange.length) continue;
    if (lazyPlans.on) {
      // The same choice, weighing fewer shots (speed/lazy-plans.ts): a square that could not beat the best even with an open shot is passed over.
      let safe = true;
      let near = Infinity;
      for (let i2 = 0, a2 = foes; i2 < a2.length; i2++) {
        const e = a2[i2]!;
        const d = distance(e, p);
        if (d <= e.movement + 1) safe = false;
        if (d < near) near = d;
      }
      const rest = (safe ? 50 : 0) + near;
      if (best && 100 + rest <= best.score) continue;
      let any = false;
      let open = false;
      const fromX = m.x;
      const fromY = m.y;
      // atSquare written out: the shots from p, with the shooter stood there.
      try {
        m.x = p.x;
        m.y = p.y;
        for (let i3 = 0, a3 = inRange; i3 < a3.length; i3++) {
          const e = a3[i3]!;
          const c = checkShot(st.board, st.models, m, e);
          if (!c.ok) continue;
          any = true;
          if (!c.cover) {
            open = true;
            break;
          }
        }
      } finally {
        m.x = fromX;
        m.y = fromY;
      }
      if (!any) continue;
      const score = (open ? 100 : 0) + rest;
      if (!best || score > best.score) best = { id: o.id, score, open, safe };
      continue;
    }
    // The shots from p, with the shooter stood there (atSquare).
    let any = false;
    let open = false;
    atSquare(m, p.x, p.y, () => {
      for (let i4 = 0, a4 = inRange; i4 < a4.length; i4++) {
        const e = a4[i4]!;
        const c = checkShot(st.board, st.models, m, e);
        if (!c.ok) continue;
        any = true;
        if (!c.cover) open = true;
      }
    });
    if (!any) continue;
    const safe = foes.every((e) => distance(e, p) > e.movement + 1);
    const score = (open ? 100 : 0) + (safe ? 50 : 0) + Math.min(...foes.map((e) => distance(e, p)));
    if (!best || score > best.score) best = { id: o.id, score, open, safe };
  }
  if (!best) return null;
  return { id: best.id, reason: `${m.name} keeps its range: a monster in sight${best.open ? ' in the open' : ' (in cover)'}, out of every kill zone${best.safe ? ' and out of the monsters\' reach' : ''}` };
}

/**
 * Close an open door beside the hero with monsters beyond it when they outnumber the party near it,
 * and the party's way does not lead through it (`onTheWay`: the door is nearer the hero's goals than
 * the hero; a door closed there is 2 points to open again, and the monsters open it too).
 */
export function holdDoor(st: GameState, m: Model, opts: readonly Option[], onTheWay: (door: Pos) => boolean): Plan | null {
  const closes: { id: string; door: Pos }[] = [];
  for (let i1 = 0, a1 = opts; i1 < a1.length; i1++) {
    const o = a1[i1]!;
    const a = actOf(o);
    if (a.act === 'close') closes.push({ id: o.id, door: a.feature });
  }
  if (!closes.length) return null;
  const near = monsters(st).filter((e) => distance(e, m) <= 8);
  const heroes = party(st).filter((h) => distance(h, m) <= 8);
  if (near.length <= heroes.length) return null;
  for (let i2 = 0, a2 = closes; i2 < a2.length; i2++) {
    const o = a2[i2]!;
    const door = o.door;
    if (onTheWay(door)) continue;
    // Beyond the door: every monster near is farther from the hero than the door, and no hero is on that side.
    const beyond = (p: Pos) => distance(p, m) > distance(door, m);
    if (near.every(beyond) && !heroes.some((h) => h !== m && beyond(h) && distance(h, door) <= 3)) {
      return { id: o.id, reason: `hold the door at (${door.x}, ${door.y}): ${counted(near.length, 'monster')} beyond it against ${counted(heroes.length, 'hero', 'heroes')}` };
    }
  }
  return null;
}
