/**
 * Speed: the move targets' squares (rules/move.ts), worked out once per
 * adventure rather than on every move asked. A token's squares (its own and
 * the floor around it in its room) and a room's floor never change; a door's
 * squares are its two sides' floor, of which only those in a revealed room
 * count. So the goals of tokens and rooms are made once, as objects shared
 * by every ask, and a door keeps its side squares with their rooms; move.ts
 * only picks which goals stand now. Kept per adventure's data (a WeakMap).
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */
import type { AdventureData } from '../data/index.ts';
import { segment } from '../data/checks.ts';

/** Off only for the benchmark that shows what keeping the squares is worth. */
export const goalMemo = { on: true };

/** A goal of the move targets: a token, a door or a room, its squares and its name. */
export interface Goal {
  readonly kind: 'token' | 'door' | 'room';
  readonly id: string;
  readonly what: string;
  readonly cells: readonly number[];
}

export interface GoalSquares {
  /** Per token (in the adventure's order): its goal, and the index of its room. */
  readonly tokens: readonly { readonly goal: Goal; readonly room: number }[];
  /** Per connection (in order): the floor squares of its sides, and each one's room index. */
  readonly doors: readonly { readonly cells: readonly number[]; readonly rooms: readonly number[] }[];
  /** Per room (in order): its goal when the room is revealed, or null when some of its squares belong to another room (then asked square by square). */
  readonly rooms: readonly (Goal | null)[];
}

const kept = new WeakMap<AdventureData, GoalSquares>();

/** The adventure's goal squares (kept per adventure). Shared: read them, never write them. */
export function goalSquares(d: AdventureData): GoalSquares {
  if (!goalMemo.on) return make(d);
  let g = kept.get(d);
  if (g === undefined) kept.set(d, (g = make(d)));
  return g;
}

/** Floor of some room: not a wall, inside a room. */
const isFloor = (d: AdventureData, n: number) => d.roomOf[n]! >= 0 && d.wall[n] === 0;

function make(d: AdventureData): GoalSquares {
  const tokens = d.a.tokens.map((t) => {
    const at = t.at[1] * d.W + t.at[0];
    const room = d.roomOf[at]!;
    const cells = [at];
    const x = t.at[0];
    const y = t.at[1];
    // The squares around in the steps' order of map.ts `around`: E, W, S, N, SE, NE, SW, NW.
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]] as const) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < d.W && ny < d.H) cells.push(ny * d.W + nx);
    }
    const own = cells.filter((n) => d.roomOf[n] === room && isFloor(d, n));
    const name = room >= 0 ? d.a.rooms[room]!.name : '';
    return { goal: { kind: 'token' as const, id: t.id, what: `the search token at ${t.at.join(',')} (${name})`, cells: own }, room };
  });
  const doors = d.a.connections.map((k) => {
    const cells: number[] = [];
    const rooms: number[] = [];
    for (const [p, q] of segment(k)) {
      for (const s of [p, q]) {
        const n = s[1] * d.W + s[0];
        if (isFloor(d, n)) cells.push(n), rooms.push(d.roomOf[n]!);
      }
    }
    return { cells, rooms };
  });
  const rooms = d.a.rooms.map((r, i) => {
    const cells: number[] = [];
    let own = true;
    for (let y = r.y; y < r.y + r.h; y++) {
      for (let x = r.x; x < r.x + r.w; x++) {
        const n = y * d.W + x;
        if (!isFloor(d, n)) continue;
        if (d.roomOf[n] !== i) own = false;
        cells.push(n);
      }
    }
    return own ? { kind: 'room' as const, id: r.id, what: `the ${r.name}`, cells } : null;
  });
  return { tokens, doors, rooms };
}
