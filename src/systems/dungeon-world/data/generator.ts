/**
 * Our dungeon generator (the book ships no maps): a seeded grid of square
 * tiles, each a room of its own area, joined by doors along a spanning tree
 * (and one more door for a loop). The heroes arrive on an active teleporter
 * in the first room; the rest is hidden until opened. The farthest room
 * holds the objective; the door into it may be a key door with its key
 * elsewhere; rooms get rock slides, pits, pools, furnishings, treasure,
 * chests, trap counters, a pair of stairs and a few monsters. Everything is
 * checked by parseScenario like a file of ours.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformBelow } from '../../../core/uniform.ts';
import type { Scenario } from './scenario-schema.ts';
import { parseScenario } from './scenario-parse.ts';

const TILE = 7;
const FURNISH = ['campfire', 'altar', 'crate-apples', 'crate-skulls', 'weapons-rack', 'bed', 'bookcase', 'wizards-table', 'food', 'tome', 'coffin', 'well', 'table', 'chair', 'chair'];
const PICKUPS = ['health-potion', 'antidote', 'major-health-potion'];
/** The kinds the generator sets up (a user's bestiary must have them). */
export const GENERATED_MONSTERS: readonly string[] = ['orc', 'orc', 'skeleton-warrior', 'skeleton-patrol', 'zombie', 'goblin', 'ghoul', 'vicious-grub'];

type Raw = Omit<Scenario, 'features' | 'conditions' | 'hidden' | 'teleporters' | 'monsters' | 'collection'> & Record<string, unknown>;

/**
 * The dungeon of `seed`. `named`: the title names the seed (an option mapSeed
 * the players typed); a dungeon from the game's own seed never names it, as
 * that seed tells every die to come and only the game's owner sees it.
 */
export function generateScenario(seed: number, named = true): Scenario {
  const rng = xoroshiro128plus(seed | 0);
  const pick = (n: number) => uniformBelow(rng, n);
  const cols = 2 + pick(3);
  const rows = 2 + (cols === 4 ? 0 : pick(2));
  const w = cols * TILE + 1;
  const h = rows * TILE + 1;
  const map: string[][] = Array.from({ length: h }, (_, y) => Array.from({ length: w }, (_, x) => (x % TILE === 0 || y % TILE === 0 ? '#' : '.')));
  const area = Array.from({ length: h }, (_, y) => Array.from({ length: w }, (_, x) => {
    const a = Math.min(rows - 1, Math.floor(y / TILE)) * cols + Math.min(cols - 1, Math.floor(x / TILE));
    return a.toString(36);
  }));
  const rooms = cols * rows;
  const room = (r: number) => ({ x0: (r % cols) * TILE, y0: Math.floor(r / cols) * TILE });
  // Spanning tree by a random walk of the grid's edges (randomised Prim).
  const inTree = new Set([0]);
  const parent = new Array<number>(rooms).fill(-1);
  const doors: { a: number; b: number; x: number; y: number }[] = [];
  const link = (a: number, b: number) => {
    const ra = room(a);
    const horizontal = b === a + 1;
    const off = 2 + pick(TILE - 3);
    const x = horizontal ? ra.x0 + TILE : ra.x0 + off;
    const y = horizontal ? ra.y0 + off : ra.y0 + TILE;
    map[y]![x] = '+';
    doors.push({ a, b, x, y });
  };
  const edges = (r: number) => [r % cols < cols - 1 ? r + 1 : -1, r % cols > 0 ? r - 1 : -1, r + cols < rooms ? r + cols : -1, r - cols >= 0 ? r - cols : -1].filter((n) => n >= 0);
  while (inTree.size < rooms) {
    const frontier: [number, number][] = [];
    for (const r of inTree) for (const n of edges(r)) if (!inTree.has(n)) frontier.push([r, n]);
    const [a, b] = frontier[pick(frontier.length)]!;
    inTree.add(b);
    parent[b] = a;
    link(Math.min(a, b), Math.max(a, b));
  }
  // Depth from the first room: the deepest room holds the objective.
  const depth = new Array<number>(rooms).fill(0);
  const order = [0];
  for (let i = 0; i < order.length; i++) for (let r = 0; r < rooms; r++) if (parent[r] === order[i]) (depth[r] = depth[order[i]!]! + 1), order.push(r);
  const goalRoom = order.reduce((a, r) => (depth[r]! > depth[a]! ? r : a), 0);
  const taken = new Set<string>();
  const key = (x: number, y: number) => `${x},${y}`;
  for (const d of doors) for (const [dx, dy] of [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]]) taken.add(key(d.x + dx!, d.y + dy!));
  const free = (r: number, ring: boolean) => {
    const { x0, y0 } = room(r);
    const out: [number, number][] = [];
    for (let y = y0 + 1; y < y0 + TILE; y++) for (let x = x0 + 1; x < x0 + TILE; x++) {
      const edge = x === x0 + 1 || y === y0 + 1 || x === x0 + TILE - 1 || y === y0 + TILE - 1;
      if (edge === ring && !taken.has(key(x, y)) && map[y]![x] === '.') out.push([x, y]);
    }
    return out;
  };
  const place = (r: number, ring: boolean): [number, number] | null => {
    const f = free(r, ring);
    if (!f.length) return null;
    const p = f[pick(f.length)]!;
    taken.add(key(p[0], p[1]));
    return p;
  };
  const features: Scenario['features'] = [];
  const monsters: Scenario['monsters'] = [];
  const heroStart: [number, number][] = [];
  const { x0, y0 } = room(0);
  const tele: [number, number] = [x0 + 3, y0 + 3];
  taken.add(key(...tele));
  for (const [dx, dy] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
    heroStart.push([tele[0] + dx!, tele[1] + dy!]);
    taken.add(key(tele[0] + dx!, tele[1] + dy!));
  }
  const goal = place(goalRoom, false)!;
  // The door into the objective's room may need a key found elsewhere.
  const intoGoal = doors.find((d) => (d.a === goalRoom && d.b === parent[goalRoom]) || (d.b === goalRoom && d.a === parent[goalRoom]));
  if (intoGoal && rooms > 2 && pick(2) === 0) {
    const beyond = new Set([goalRoom]);
    for (const r of order) if (beyond.has(parent[r]!)) beyond.add(r);
    const before = order.filter((r) => !beyond.has(r));
    const at = place(before[pick(before.length)]!, false);
    if (at) {
      features.push({ kind: 'door', at: [intoGoal.x, intoGoal.y], colour: 'red' });
      features.push({ kind: 'key', at, colour: 'red' });
    }
  }
  for (let r = 0; r < rooms; r++) {
    const n = 1 + pick(2);
    for (let i = 0; i < n; i++) {
      const at = place(r, true);
      if (at) features.push({ kind: FURNISH[pick(FURNISH.length)] as never, at });
    }
    const inner = place(r, false);
    if (inner && r !== 0) {
      const t = pick(6);
      if (t === 0) map[inner[1]]![inner[0]] = 'r';
      else if (t === 1) map[inner[1]]![inner[0]] = 'O';
      else if (t === 2) map[inner[1]]![inner[0]] = '~';
      else if (t === 3) map[inner[1]]![inner[0]] = ',';
      else if (t === 4) features.push({ kind: 'trap', at: inner });
      else features.push({ kind: 'treasure', at: inner, number: [25, 25, 100, 500][pick(4)]! });
    }
    if (r === 0) continue;
    if (pick(3) === 0) {
      const at = place(r, false);
      if (at) features.push({ kind: 'chest', at, number: 1 + pick(3) });
    }
    if (pick(3) === 0) {
      const at = place(r, false);
      if (at) features.push({ kind: PICKUPS[pick(PICKUPS.length)] as never, at });
    }
    const count = 1 + pick(2) + (r === goalRoom ? 1 : 0);
    for (let i = 0; i < count; i++) {
      const at = place(r, false);
      if (at) monsters.push({ kind: GENERATED_MONSTERS[pick(GENERATED_MONSTERS.length)]!, at });
    }
  }
  if (rooms >= 4) {
    const far = order[order.length - 2]!;
    const a = place(0, false);
    const b = far === 0 ? null : place(far, false);
    if (a && b) {
      map[a[1]]![a[0]] = 'S';
      map[b[1]]![b[0]] = 'S';
      features.push({ kind: 'stairs', at: a, colour: 'blue' }, { kind: 'stairs', at: b, colour: 'blue' });
    }
  }
  // A secret door (found by Checking) in a wall between two rooms the tree left apart, picked last so the rest of the dungeon is as before.
  const secrets: [number, number][] = [];
  const apart: [number, number][] = [];
  for (let r = 0; r < rooms; r++) for (const n of [r % cols < cols - 1 ? r + 1 : -1, r + cols < rooms ? r + cols : -1]) if (n >= 0 && !doors.some((d) => d.a === r && d.b === n)) apart.push([r, n]);
  if (apart.length && pick(2) === 0) {
    const [a, b] = apart[pick(apart.length)]!;
    const ra = room(a);
    const off = 2 + pick(TILE - 3);
    secrets.push(b === a + 1 ? [ra.x0 + TILE, ra.y0 + off] : [ra.x0 + off, ra.y0 + TILE]);
  }
  const raw: Raw = {
    format: 'dungeon-world-scenario',
    id: 'generated',
    title: named ? `A generated dungeon (map seed ${seed})` : 'A generated dungeon',
    intro: 'A dungeon of our generator: rooms behind doors, the way to the far room to find.',
    map: map.map((r) => r.join('')),
    areas: area.map((r) => r.join('')),
    hidden: Array.from({ length: rooms - 1 }, (_, i) => i + 1),
    features,
    conditions: [],
    secrets,
    heroStart,
    teleporters: [tele],
    monsters,
    objective: { reach: [goal], slay: [], gold: 0 },
    victoryPoints: 5,
    maxMoves: 20 + 4 * rooms,
    collection: { skeleton: 6, zombie: 6, orc: 8, troll: 1, ogre: 2, giant: 1, slime: 2, 'deadly-pudding': 1, 'corpse-crawler': 1, 'vicious-grub': 2, goblin: 6, ghoul: 3 },
  };
  return parseGenerated(raw);
}

function parseGenerated(raw: unknown): Scenario {
  return parseScenario(raw, 'generated dungeon');
}
