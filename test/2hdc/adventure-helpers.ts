/** A one-group adventure on a fresh map with its first tile placed: the start of the adventure tests. */
import { testCtx } from '../../src/core/testing.ts';
import { newAdventure } from '../../src/systems/2hdc/rules/adventure/setup.ts';
import { ADVENTURE_DEFAULTS } from '../../src/systems/2hdc/options.ts';
import type { AdventureState, Group } from '../../src/systems/2hdc/state-adventure.ts';
import { newMap, type Tile } from '../../src/systems/2hdc/rules/dungeon/map.ts';
import { placeFirstTile } from '../../src/systems/2hdc/rules/dungeon/generate.ts';
import type { Character } from '../../src/systems/2hdc/state.ts';

export function oneGroupAdventure(band: Character[]): { state: AdventureState; g: Group; t0: Tile } {
  const state = newAdventure(ADVENTURE_DEFAULTS);
  state.band = band;
  const g: Group = { id: 1, members: band.map((c) => c.id), tile: 0, facing: 0 };
  state.groups = [g];
  state.map = newMap(20);
  const t0 = placeFirstTile(testCtx({ script: [] }), state.map);
  return { state, g, t0 };
}
