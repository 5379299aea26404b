/**
 * Where on the 2HDC board the decision asked now is answered (core/view-model
 * `BoardPick`, issue 21): a move on the dungeon map by the exit it goes
 * through (`exit:T:D`, tile T's side D), touching the tile it leaves and the
 * tile it reaches when that is known; on the Battle Board a charge's target,
 * a friend to heal or to pick up by the figure (`fig:MARK`). Only options a
 * viewer may answer get picks, and only elements already on the board.
 *
 * What "names a tile, exit or figure" means here (the share measured by
 * test/systems/board-picks.test.ts): the `go:D` and `fast:D` options of
 * the group's action (16.0) and of a Fast Move's second tile (18.2), the
 * sides a Secret Room may open on (37.0: `left`, `right` of the way the band
 * came in, answered on that side of the group's tile), and
 * the options of a fight decision that name a fighter: `target` (22.3.1,
 * by the mark its label opens with), `heal` (30.0) and `rescue` (25.0).
 */
import { mayAnswer, type BoardPick, type Viewer } from '../../../core/view-model.ts';
import type { Request } from '../../../core/request.ts';
import type { BattleView, TileView } from './view-types.ts';

const MOVE = /^(go|fast):([0-3])$/;
const FIGHTER_ID = /^(heal|pick|swap):/;

/** The kinds whose options may name a tile, an exit or a figure (see above). */
const MAP_KINDS: ReadonlySet<string> = new Set(['action', 'fast-second', 'secret-side']);
const FIGHT_KINDS: ReadonlySet<string> = new Set(['target', 'heal', 'rescue']);

/** Whether option `id` of a request of `kind` names a tile, an exit or a figure. */
export function namesBoardElement(kind: string, id: string): boolean {
  if (kind === 'secret-side') return id === 'left' || id === 'right';
  if (MAP_KINDS.has(kind)) return MOVE.test(id);
  if (kind === 'target') return true;
  if (kind === 'heal' || kind === 'rescue') return FIGHTER_ID.test(id);
  return false;
}

/**
 * The tile a move decision is about: the acting group's, else the first
 * group's tile that has an exit every side named by the options (a Fast
 * Move's second tile is asked of the group that went on).
 */
function moverTile(tiles: readonly TileView[], dirs: readonly number[]): TileView | undefined {
  const fits = (t: TileView) => dirs.every((d) => t.exits.some((e) => e.dir === d && e.state !== 'wall'));
  const acting = tiles.find((t) => t.acting);
  if (acting && fits(acting)) return acting;
  return tiles.find((t) => t.groups.length > 0 && fits(t));
}

/** The figure an option names: by the mark its label opens with ("b: Human B, Rep 4"), else by the longest fighter's name in it. */
function figureOf(board: BattleView, label: string): string | null {
  const m = /^([A-Za-z]{1,2}\d?): /.exec(label);
  if (m && board.fighters.some((f) => f.mark === m[1])) return m[1]!;
  let best: BattleView['fighters'][number] | null = null;
  for (const f of board.fighters) if (label.includes(f.name) && (!best || f.name.length > best.name.length)) best = f;
  return best ? best.mark : null;
}

export function twoHourPicks(request: Request | undefined, viewer: Viewer, tiles: readonly TileView[], board: BattleView | null): BoardPick[] {
  if (!request || !mayAnswer(viewer, request.who)) return [];
  const out: BoardPick[] = [];
  if (request.kind === 'secret-side' && !board) {
    const t = tiles.find((x) => x.acting) ?? tiles.find((x) => x.groups.length > 0);
    if (!t) return out;
    for (const o of request.options) {
      if (o.id !== 'left' && o.id !== 'right') continue;
      const d = (t.heading + (o.id === 'left' ? 3 : 1)) & 3;
      out.push({ option: o.id, at: `exit:${t.id}:${d}`, touches: [`tile:${t.id}`, `exit:${t.id}:${d}`] });
    }
    return out;
  }
  if (MAP_KINDS.has(request.kind) && !board) {
    const moves = request.options.map((o) => ({ o, m: MOVE.exec(o.id) })).filter((x) => x.m);
    if (moves.length === 0) return out;
    const t = moverTile(tiles, moves.map((x) => Number(x.m![2])));
    if (!t) return out;
    for (const { o, m } of moves) {
      const d = Number(m![2]);
      const e = t.exits.find((x) => x.dir === d)!;
      const touches = [`tile:${t.id}`, `exit:${t.id}:${d}`];
      if (e.to !== null) touches.push(`tile:${e.to}`);
      out.push({ option: o.id, at: `exit:${t.id}:${d}`, touches });
    }
    return out;
  }
  if (FIGHT_KINDS.has(request.kind) && board) {
    for (const o of request.options) {
      if (!namesBoardElement(request.kind, o.id)) continue;
      const mark = figureOf(board, o.label);
      if (mark === null) continue;
      out.push({ option: o.id, at: `fig:${mark}`, touches: board.acting ? [`fig:${board.acting}`, `fig:${mark}`] : [`fig:${mark}`] });
    }
  }
  return out;
}
