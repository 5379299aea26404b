/** Fighters built from our default data for the 3d6 tests. */
import { DEFAULT_DATA } from '../../src/systems/3d6/data/index.ts';
import { makeCharacter, makeMonster } from '../../src/systems/3d6/rules/characters.ts';
import type { Fighter, Pos } from '../../src/systems/3d6/state.ts';

export const D = DEFAULT_DATA;

export function pc(id: 'fighter' | 'rogue' | 'wizard' | 'cleric' | 'spearman', over: Partial<Fighter> = {}): Fighter {
  return { ...makeCharacter(D, D.characters[id]!, id), ...over };
}

export function monster(id: string, pos: Pos = { x: 5, y: 0 }, over: Partial<Fighter> = {}): Fighter {
  return { ...makeMonster(D.monsters[id]!, `${id}-1`, D.monsters[id]!.name, pos), ...over };
}
