/**
 * Views as data (GUIDE principle 8). A system's `viewModel(state, viewer)`
 * describes what one viewer may see as plain JSON: the browser draws it, the
 * server sends it. The raw state never leaves the server: whatever a viewer
 * has not seen (a face-down card, the pool's order, a tile not yet placed)
 * is simply not in the view model.
 */

/**
 * Who looks. `{}` (LOCAL): the players at the screen that started the game
 * (hot seat, or solo), who see what any of its players may see and own the
 * game (its seed, its save). `{seat}`: the player of one seat (a Decider
 * `player:<seat>`), in network play. `{spectator: true}`: someone watching,
 * who sees what is public and decides nothing.
 */
export interface Viewer {
  readonly seat?: string;
  readonly spectator?: boolean;
}

export const LOCAL: Viewer = Object.freeze({});

/** The players at one screen (the terminal, the local browser): LOCAL by the name the terminal's views use. */
export const PLAYERS: Viewer = LOCAL;

/** The game's owner: the local players, who chose or were shown its seed and may export its save. */
export function ownsGame(v: Viewer): boolean {
  return v.seat === undefined && v.spectator !== true;
}

/** Whether `v` may answer a decision asked of `who` (a Decider: `player:<name>`). */
export function mayAnswer(v: Viewer, who: string): boolean {
  if (v.spectator) return false;
  return v.seat === undefined || who === `player:${v.seat}`;
}

/** Every system's view model names its system, so a client can pick how to draw it. */
export interface SystemViewModel {
  readonly system: string;
}

/**
 * Where on a board one option of the decision asked now is answered, and
 * what it touches there (issue 21: answer on the board, and point at an
 * option to see what it does). Keys name board elements in a form the
 * system's board component understands: `sq:X,Y` a grid square, `tile:N` a
 * dungeon tile, `exit:N:SIDE` a tile's exit, `fig:ID` a figure (model,
 * character, monster), `card:CODE` a card. A view model lists them in
 * `picks` (empty when the viewer may not answer); nothing hidden goes in.
 */
export interface BoardPick {
  /** The option's id, as in the request. */
  readonly option: string;
  /** The board element a click on which answers with this option. */
  readonly at: string;
  /** Elements to mark while the option is pointed at (hovered or focused): a path, an area, the target. */
  readonly touches?: readonly string[];
  /** Friends an area catches, named on the option before the choice ("catches Wren and Odo"). */
  readonly catches?: readonly string[];
}

/**
 * A grid board's coordinates, the one convention the board, the terminal and
 * the log share: column x counted from the left, row y from the top, both
 * from 0, a square named "(x, y)" (`sq:X,Y` in a BoardPick). The board shows
 * columns x0..x0+width-1 and rows y0..y0+height-1 (a part of a larger grid,
 * e.g. the revealed extent of a map), numbered on its edges.
 */
export interface GridAxes {
  readonly x0: number;
  readonly y0: number;
  readonly width: number;
  readonly height: number;
}

/** The key of a square in a BoardPick (`sq:X,Y`). */
export const squareKey = (p: { readonly x: number; readonly y: number }): string => `sq:${p.x},${p.y}`;

/** A figure's key in a BoardPick (`fig:ID`). */
export const figureKey = (id: string): string => `fig:${id}`;
