/**
 * Views as data (GUIDE principle 8). A system's `viewModel(state, viewer)`
 * describes what one viewer may see as plain JSON: the browser draws it, the
 * server sends it. The raw state never leaves the server: whatever a viewer
 * has not seen (a face-down card, the pool's order, a tile not yet placed)
 * is simply not in the view model.
 */

/**
 * Who looks: `player:<name>` for one player, or PLAYERS for everyone playing
 * at one screen (hot seat), who see what any of them may see.
 */
export type Viewer = string;

export const PLAYERS: Viewer = 'players';

/** Every system's view model names its system, so a client can pick how to draw it. */
export interface SystemViewModel {
  readonly system: string;
}
