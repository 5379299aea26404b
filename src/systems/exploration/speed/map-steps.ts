/**
 * Speed: the map's steps (rules/map.ts `walkable`) worked out once per
 * adventure. Which of the eight steps may be taken from a square depends on
 * the rooms and walls, which never change, and on the doors between rooms,
 * which open: so the steps are made once with every door shut (archways and
 * openings always let through), and each door keeps the steps across it;
 * the walkable grid of a moment copies the first and adds the doors open.
 * Kept per adventure's data (a WeakMap).
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */
import type { AdventureData } from '../data/index.ts';
import { edgeKey } from '../data/index.ts';
import { STEP_X, STEP_Y } from '../../../core/grid-search.ts';

/** Off only for the benchmark that shows what keeping the steps is worth. */
export const stepsMemo = { on: true };

export interface MapSteps {
  /** Per square, the steps' bits (the core's order) with every door shut. */
  readonly shut: Uint8Array;
  /** The doors (ways that open), each with the squares and step bits across it. */
  readonly doors: readonly { readonly id: string; readonly cells: readonly number[]; readonly bits: readonly number[] }[];
}

const kept = new WeakMap<AdventureData, MapSteps>();

/** The adventure's steps (kept per adventure). Shared: read them, never write them. */
export function mapSteps(d: AdventureData): MapSteps {
  if (!stepsMemo.on) return make(d);
  let s = kept.get(d);
  if (s === undefined) kept.set(d, (s = make(d)));
  return s;
}

/** Whether a connection lets figures through whatever its state: an archway or an opening. */
function alwaysOpen(d: AdventureData, id: string): boolean {
  const k = d.connections.get(id)!.kind;
  return k === 'archway' || k === 'opening';
}

function make(d: AdventureData): MapSteps {
  const { W, H, roomOf, wall } = d;
  const shut = new Uint8Array(W * H);
  const byDoor = new Map<string, { id: string; cells: number[]; bits: number[] }>();
  for (let c = 0; c < shut.length; c++) {
    const x = c % W;
    const y = (c - x) / W;
    const room = roomOf[c]!;
    let bits = 0;
    for (let k = 0; k < 8; k++) {
      const nx = x + STEP_X[k]!;
      const ny = y + STEP_Y[k]!;
      if (nx < 0 || ny < 0 || nx >= W || ny >= H) continue;
      const n = ny * W + nx;
      if (roomOf[n] !== room) {
        if (k >= 4) continue;
        const via = d.edges.get(edgeKey(c, n));
        if (via === undefined) continue;
        if (!alwaysOpen(d, via)) {
          // Open only while the door is: kept with the door.
          let door = byDoor.get(via);
          if (!door) byDoor.set(via, (door = { id: via, cells: [], bits: [] }));
          door.cells.push(c);
          door.bits.push(1 << k);
          continue;
        }
      } else if (k >= 4) {
        const s1 = y * W + nx;
        const s2 = ny * W + x;
        if (roomOf[s1] !== room || roomOf[s2] !== room || wall[s1] || wall[s2]) continue;
      }
      bits |= 1 << k;
    }
    shut[c] = bits;
  }
  return { shut, doors: [...byDoor.values()] };
}
