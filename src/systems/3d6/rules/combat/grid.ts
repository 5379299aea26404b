/**
 * Ours: the battle grid. 5-foot squares; a step to any of the eight
 * neighbours costs one square of movement, and distance is counted the same
 * way (the larger of the two offsets). One fighter per square; the fallen
 * (unconscious or dead) still take up their square. The party enters on the
 * left edge (x = 0), the foes wait on the right; a side leaves the fight by
 * stepping off its own edge.
 */
import type { Fight, Fighter, Pos, Side } from '../../state.ts';

export function distance(a: Pos, b: Pos): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

export function samePos(a: Pos, b: Pos): boolean {
  return a.x === b.x && a.y === b.y;
}

export function inside(fight: Fight, p: Pos): boolean {
  return p.x >= 0 && p.y >= 0 && p.x < fight.width && p.y < fight.height;
}

/** The edge a side leaves by: the party's on the left, the foes' on the right. */
export function exitX(fight: Fight, side: Side): number {
  return side === 'party' ? 0 : fight.width - 1;
}

const STEPS: readonly Pos[] = [
  { x: 1, y: 0 }, { x: -1, y: 0 }, { x: 0, y: 1 }, { x: 0, y: -1 },
  { x: 1, y: 1 }, { x: 1, y: -1 }, { x: -1, y: 1 }, { x: -1, y: -1 },
];

/**
 * The shortest path (squares after `from`) to a square that satisfies
 * `goal`, through free squares only; null when there is none. Breadth-first
 * over the small grid, neighbours in a fixed order, so the same state always
 * gives the same path.
 */
export function pathTo(fight: Fight, occupied: (p: Pos) => boolean, from: Pos, goal: (p: Pos) => boolean): Pos[] | null {
  if (goal(from)) return [];
  const w = fight.width;
  const prev = new Map<number, number>();
  const key = (p: Pos) => p.y * w + p.x;
  const start = key(from);
  prev.set(start, -1);
  let frontier: Pos[] = [from];
  while (frontier.length) {
    const next: Pos[] = [];
    for (const p of frontier) {
      for (const s of STEPS) {
        const q = { x: p.x + s.x, y: p.y + s.y };
        const k = key(q);
        if (!inside(fight, q) || prev.has(k) || occupied(q)) continue;
        prev.set(k, key(p));
        if (goal(q)) {
          const path: Pos[] = [];
          for (let c = k; c !== start; c = prev.get(c)!) path.push({ x: c % w, y: Math.floor(c / w) });
          return path.reverse();
        }
        next.push(q);
      }
    }
    frontier = next;
  }
  return null;
}

/** Whether a square holds a fighter of the fight (standing or fallen; the fled have left). */
export function occupiedBy(fighters: readonly Fighter[], except: Fighter | null): (p: Pos) => boolean {
  return (p) => fighters.some((f) => f !== except && f.condition !== 'fled' && samePos(f.pos, p));
}

/**
 * The squares of a straight line from `from` towards `to`, not counting
 * `from`: the way a foe would come (Cover covers the first few of them).
 */
export function lineToward(from: Pos, to: Pos, count: number): Pos[] {
  const out: Pos[] = [];
  let p = from;
  for (let i = 0; i < count && !samePos(p, to); i++) {
    p = { x: p.x + Math.sign(to.x - p.x), y: p.y + Math.sign(to.y - p.y) };
    out.push(p);
  }
  return out;
}
