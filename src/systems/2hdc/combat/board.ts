/**
 * The Battle Board (18.4, 21.1, 23.2): 2 (corridor) or 4 (room) squares wide
 * and 6 long. The band's front rank stands on row 1, the enemies' on row 4;
 * back ranks on rows 0 and 5; further ranks wait outside (y = -1) and enter
 * when active. Movement is up to 6 squares, stopping on contact.
 */
import { up, type Fighter, type FightState } from './fighter.ts';

export const BOARD_LENGTH = 6;

export function frontRow(side: 0 | 1): number {
  return side === 0 ? 1 : 4;
}
export function backRow(side: 0 | 1): number {
  return side === 0 ? 0 : 5;
}

/** The fighter on a square (up or Out of the Fight), or undefined. */
export function at(st: FightState, x: number, y: number): Fighter | undefined {
  for (const f of st.fighters) if (f.x === x && f.y === y && (up(f) || f.c.status === 'out-of-the-fight')) return f;
  return undefined;
}

/** 21.1: the Leader and highest Reps in the front rank, then the back rank, the rest outside. */
export function place(st: FightState, side: 0 | 1, ordered: Fighter[]): void {
  const w = st.width;
  ordered.forEach((f, i) => {
    if (i < w) {
      f.x = i;
      f.y = frontRow(side);
    } else if (i < 2 * w) {
      f.x = i - w;
      f.y = backRow(side);
    } else {
      f.x = -1;
      f.y = -1;
    }
  });
}

/** 21.1: a fighter waiting outside enters on a free square of its back (or front) row. Returns false if none is free. */
export function enter(st: FightState, f: Fighter): boolean {
  for (const y of [backRow(f.side), frontRow(f.side)]) {
    for (let x = 0; x < st.width; x++) {
      if (!at(st, x, y)) {
        f.x = x;
        f.y = y;
        return true;
      }
    }
  }
  return false;
}

export function adjacent(a: Fighter, b: Fighter): boolean {
  return a.y >= 0 && b.y >= 0 && Math.abs(a.x - b.x) <= 1 && Math.abs(a.y - b.y) <= 1 && (a.x !== b.x || a.y !== b.y);
}

export function distance(a: Fighter, b: Fighter): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** In contact with an opponent still up (24.0). */
export function inContact(st: FightState, f: Fighter): boolean {
  for (const o of st.fighters) if (o.side !== f.side && up(o) && adjacent(f, o)) return true;
  return false;
}

/**
 * 23.2: a clear line between the centres of the squares; other standing
 * figures on the way block it (wounded figures lying down do not, ruling).
 */
export function lineOfSight(st: FightState, a: Fighter, b: Fighter): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const steps = Math.max(Math.abs(dx), Math.abs(dy)) * 4;
  let lastX = a.x;
  let lastY = a.y;
  for (let i = 1; i < steps; i++) {
    const x = Math.round(a.x + (dx * i) / steps);
    const y = Math.round(a.y + (dy * i) / steps);
    if ((x === lastX && y === lastY) || (x === b.x && y === b.y)) continue;
    lastX = x;
    lastY = y;
    for (const f of st.fighters) if (f.x === x && f.y === y && up(f)) return false;
  }
  return true;
}

/**
 * 18.4: a free square next to `target` that `f` reaches within 6 moves,
 * moving through empty squares or wounded friends and stopping when it comes
 * next to an opponent. Returns [x, y] or null.
 */
export function reachNextTo(st: FightState, f: Fighter, target: Fighter): [number, number] | null {
  const w = st.width;
  const L = BOARD_LENGTH;
  const dist = new Int8Array(w * L).fill(-1);
  const queue: number[] = [];
  if (f.y >= 0) {
    dist[f.y * w + f.x] = 0;
    queue.push(f.y * w + f.x);
  }
  let best: [number, number] | null = null;
  let bestD = 99;
  for (let qi = 0; qi < queue.length; qi++) {
    const cell = queue[qi]!;
    const cx = cell % w;
    const cy = (cell / w) | 0;
    const d = dist[cell]!;
    const here = cx === f.x && cy === f.y;
    const nextToTarget = Math.abs(cx - target.x) <= 1 && Math.abs(cy - target.y) <= 1 && !(cx === target.x && cy === target.y);
    if (nextToTarget && (here || !at(st, cx, cy)) && d < bestD) {
      best = [cx, cy];
      bestD = d;
    }
    if (d >= 6 || (!here && touchesEnemy(st, f, cx, cy))) continue;
    for (let ny = cy - 1; ny <= cy + 1; ny++) {
      for (let nx = cx - 1; nx <= cx + 1; nx++) {
        if (nx < 0 || ny < 0 || nx >= w || ny >= L) continue;
        const n = ny * w + nx;
        if (dist[n] !== -1) continue;
        const o = at(st, nx, ny);
        if (o && !(o.side === f.side && !up(o))) continue;
        dist[n] = d + 1;
        queue.push(n);
      }
    }
  }
  return best;
}

function touchesEnemy(st: FightState, f: Fighter, x: number, y: number): boolean {
  for (const o of st.fighters) if (o.side !== f.side && up(o) && o.y >= 0 && Math.abs(o.x - x) <= 1 && Math.abs(o.y - y) <= 1) return true;
  return false;
}

/** 20.2: one square straight back toward its own edge; false if none is free. */
export function duckBackMove(st: FightState, f: Fighter): boolean {
  const ny = f.side === 0 ? f.y - 1 : f.y + 1;
  if (ny < 0 || ny >= BOARD_LENGTH || at(st, f.x, ny)) return false;
  f.y = ny;
  return true;
}
