/**
 * The map drawn as text (36.0: keep the map as it grows), from the view
 * model's tiles. Each tile is a block 4 characters wide and 3 high: its
 * letter in the middle, its ways out on the edges, and its number (the
 * options' "tile 3") at its top left.
 */
import type { TileKind } from '../tables/dungeon-rooms.ts';
import type { TileView } from './view-model.ts';

const LETTER: Record<TileKind, string> = {
  corridor: 'C', room: 'R', 'dead-end': 'D', t: 'T', left: 'L', right: 'r', 'four-way': '+', stairs: 'S',
};

function centre(t: TileView): string {
  if (t.groups.length > 0) return '@';
  if (t.pefs > 0) return 'P';
  if (t.treasureRoom) return '$';
  return LETTER[t.kind];
}

function edge(t: TileView, dir: number, open: string): string {
  const e = t.exits.find((x) => x.dir === dir);
  if (!e) return ' ';
  if (e.state === 'wall') return '#';
  if (e.down) return 'v';
  if (e.state === 'unexplored') return '?';
  return open;
}

/** Every level of the map, top to bottom, with a legend. */
export function renderMap(placed: readonly TileView[]): string {
  const levels = new Map<number, TileView[]>();
  for (const t of placed) {
    const l = levels.get(t.level) ?? [];
    l.push(t);
    levels.set(t.level, l);
  }
  const out: string[] = [];
  for (const [level, tiles] of [...levels.entries()].sort((a, b) => a[0] - b[0])) {
    const minX = Math.min(...tiles.map((t) => t.x));
    const maxX = Math.max(...tiles.map((t) => t.x));
    const minY = Math.min(...tiles.map((t) => t.y));
    const maxY = Math.max(...tiles.map((t) => t.y));
    const w = (maxX - minX + 1) * 4 + 1;
    const rows: string[][] = [];
    for (let i = 0; i < (maxY - minY + 1) * 3; i++) rows.push(new Array<string>(w).fill(' '));
    for (const t of tiles) {
      const cx = (t.x - minX) * 4 + 2;
      const cy = (t.y - minY) * 3 + 1;
      rows[cy]![cx] = centre(t);
      rows[cy - 1]![cx] = edge(t, 0, '|');
      rows[cy + 1]![cx] = edge(t, 2, '|');
      // East: two characters, so the way reaches the next tile's west edge.
      const east = edge(t, 1, '-');
      rows[cy]![cx + 1] = east;
      if (east === '-') rows[cy]![cx + 2] = '-';
      rows[cy]![cx - 1] = edge(t, 3, '-');
      const id = String(t.id);
      rows[cy - 1]![cx - 2] = id.length > 1 ? id[id.length - 2]! : ' ';
      rows[cy - 1]![cx - 1] = id[id.length - 1]!;
    }
    out.push(`Level ${level}:`);
    for (const r of rows) out.push(r.join('').replace(/\s+$/, ''));
  }
  out.push('Numbers: the tiles.  @ band  P PEF  $ Treasure Room  C corridor  R room  T "T"  L/r turn  + crossing  S stairs  D dead end  ? unexplored  # wall  v down');
  return out.join('\n');
}
