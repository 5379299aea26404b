/** A drawn board with a dungeon: features placed as a scenario would (their squares take their terrain), areas by rows. */
import type { Request } from '../../src/core/request.ts';
import { emptyDungeon } from '../../src/systems/dungeon-world/rules/dungeon/features.ts';
import { linkStairs, terrainFor } from '../../src/systems/dungeon-world/rules/dungeon/setup.ts';
import { setTerrain, terrainAt } from '../../src/systems/dungeon-world/rules/grid.ts';
import type { Feature } from '../../src/systems/dungeon-world/state.ts';
import type { DwOptions } from '../../src/systems/dungeon-world/options.ts';
import { drawn, gameOf } from './helpers.ts';

export type F = Omit<Feature, 'id'> & { id?: string };

export function dungeonGame(picture: string, kinds: Record<string, string>, features: F[], script: number[], answers?: readonly string[] | ((r: Request) => string), opts: Partial<DwOptions> = {}, areas?: { rows: string[]; hidden: number[] }) {
  const d = drawn(picture, kinds);
  const g = gameOf(d, script, answers, opts);
  const dg = emptyDungeon();
  features.forEach((f, i) => {
    const t = terrainFor(f.kind);
    if (t) setTerrain(g.st.board, f.x, f.y, t);
    dg.features.push({ id: f.id ?? `x${i + 1}`, ...f });
  });
  const b = g.st.board;
  for (let y = 0; y < b.height; y++) for (let x = 0; x < b.width; x++) {
    const t = terrainAt(b, x, y);
    if ((t === '+' || t === '/') && !dg.features.some((f) => f.x === x && f.y === y)) dg.features.push({ id: `door${x}-${y}`, kind: 'door', x, y });
  }
  if (areas) {
    b.area = areas.rows.join('').split('').map((c) => (c === ' ' ? -1 : parseInt(c, 36)));
    const n = Math.max(...b.area) + 1;
    b.revealed = Array.from({ length: n }, (_, i) => !areas.hidden.includes(i));
  }
  linkStairs(b, dg.features);
  g.st.dungeon = dg;
  return { d, g };
}

/** Three rooms in a row, walls between them, a hero (1) in the first: the two beyond not yet revealed (tests of Checking). */
export const THREE_ROOMS = `
    ############
    #1..#...#..#
    #...#...#..#
    ############`;
/** The areas of THREE_ROOMS: one per room, the second and third hidden. */
export const THREE_ROOMS_AREAS = { rows: ['000011112222', '000011112222', '000011112222', '000011112222'], hidden: [1, 2] };
