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
