/**
 * Tables and chairs carried (Table & Chair): a hero whose path crosses one
 * picks it up on the way and sets it down on any square of the path from
 * there on, or leaves it where it stood. Ours: the piece goes down on plain
 * floor only, never on a model, another feature or the hero's own last
 * square (nobody stands on a table or chair), and each piece crossed is
 * asked about in the order of the path.
 */
import { note } from '../../../../core/engine.ts';
import { choice } from '../../../../core/request.ts';
import { SEC } from '../../sections.ts';
import type { Model, Pos } from '../../state.ts';
import { occupancy, setTerrain, terrainAt } from '../grid.ts';
import { seatOf, who, type G } from '../game.ts';
import { featureAt, featureName, isHero } from './features.ts';

const CARRIED = new Set(['table', 'chair']);

/** The squares the piece picked up at path step `i` may go down on: the rest of the path, the hero's own square excepted. */
function dropSquares(g: G, m: Model, path: readonly Pos[], i: number): Pos[] {
  const { board, models } = g.st;
  const occ = occupancy(board, models);
  return path.slice(i + 1).filter((p) => terrainAt(board, p.x, p.y) === '.' && !occ[p.y * board.width + p.x] && !featureAt(g.st, p.x, p.y) && !(p.x === m.x && p.y === m.y));
}

/** Where a carried piece goes down: the square, and the piece's square it comes from. */
export interface Drop extends Pos {
  readonly from: Pos;
}

/** After a hero's move along `path`: each table or chair crossed is carried and set down where its player says. */
export function carryFurniture(g: G, m: Model, path: readonly Pos[]): void {
  if (!isHero(m) || m.status !== 'in-play') return;
  const { ctx, st } = g;
  path.forEach((p, i) => {
    const f = featureAt(st, p.x, p.y);
    if (!f || !CARRIED.has(f.kind) || terrainAt(st.board, p.x, p.y) !== 't') return;
    const drops = dropSquares(g, m, path, i);
    if (!drops.length) return;
    const name = featureName(f);
    const to = ctx.ask({
      who: seatOf(st, m),
      rule: SEC.tables,
      kind: 'carry',
      prompt: `${who(m)} passes the ${name} at (${p.x}, ${p.y}): where does it go down?`,
      options: [choice(null, 'leave', `Leave it at (${p.x}, ${p.y})`), ...drops.map((q) => choice<Drop | null>({ x: q.x, y: q.y, from: p }, `drop:${q.x},${q.y}`, `Carry it to (${q.x}, ${q.y})`))],
    });
    if (to === null) return;
    const { x, y } = to;
    setTerrain(st.board, p.x, p.y, '.');
    setTerrain(st.board, x, y, 't');
    f.x = x;
    f.y = y;
    if (ctx.log) note(ctx, SEC.tables, `${who(m)} carries the ${name} from (${p.x}, ${p.y}) to (${x}, ${y})`);
  });
}
