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

import type { GameState } from '../../src/systems/3d6/state.ts';
import type { SixOptions } from '../../src/systems/3d6/options.ts';

export const O: Pick<SixOptions, 'dying' | 'bleeding'> = { dying: 'at-most', bleeding: 'damage' };

/** A bare game state holding these fighters (party first, in order). */
export function stateOf(...fs: import('../../src/systems/3d6/state.ts').Fighter[]): GameState {
  const fighters: GameState['fighters'] = {};
  for (const f of fs) fighters[f.id] = f;
  return { player: 'player:Test', data: null, fighters, party: fs.filter((f) => f.side === 'party').map((f) => f.id), fight: null, dungeon: { rooms: [], total: 1, nights: 0, hours: 0 }, story: [], outcome: 'playing', kills: 0, coins: 0, diceRolled: 0 };
}

import { newFight, sideTurn } from '../../src/systems/3d6/rules/combat/fight.ts';
import { testCtx, type TestCtx } from '../../src/core/testing.ts';

/** A state with a fight on: the party and the foes placed by `newFight` (move them after as needed). */
export function fightOf(party: Fighter[], foes: Fighter[]): GameState {
  const st = stateOf(...party, ...foes);
  st.fight = newFight(st, party.map((p) => p.id), foes);
  return st;
}

/**
 * One whole turn of a side through the fight's own turn procedure: each
 * fighter's action is `pick(fighter, option ids)`; the turn count goes up at
 * its start and the effects ending with it end at its end.
 */
export function sideTurnWith(st: GameState, side: 'party' | 'foes', pick: (f: Fighter, ids: string[]) => string, script: number[] = [], o: Parameters<typeof sideTurn>[4] = O): TestCtx {
  const ctx = testCtx({ script, answers: (req) => (req.kind === 'action' ? pick(st.fighters[st.fight!.actor!]!, req.options.map((x) => x.id)) : req.options[0]!.id) });
  sideTurn(ctx, st, D, side, o);
  return ctx;
}
