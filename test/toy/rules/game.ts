/**
 * The toy's rules (sections T1 to T3 of its own glossary): in each room a d6
 * says whether a monster waits (1-3); the player fights (a d6 of 3 or more
 * wins a gold coin, less costs 1 HP) or sneaks past (5 or more; else the
 * fight comes anyway). At 0 HP the hero dies; after the last room the hero is out.
 */
import type { Ctx } from '../../../src/core/contract.ts';
import { option } from '../../../src/core/request.ts';
import { atMost, roll } from '../../../src/core/dice.ts';
import { note } from '../../../src/core/engine.ts';
import type { ToyOptions } from '../options.ts';
import type { ToyState } from '../state.ts';

export function playToy(ctx: Ctx, st: ToyState, _o: ToyOptions): void {
  while (st.outcome === 'playing') {
    ctx.checkpoint?.();
    st.room++;
    st.monster = roll(ctx, 1, 6, 'T1', `Room ${st.room}: a monster?`, atMost(3, 'a monster', 'empty'))[0]! <= 3;
    if (st.monster) meet(ctx, st);
    if (st.hp <= 0) {
      st.outcome = 'died';
      st.story.push(`Died in room ${st.room}.`);
    } else if (st.room >= st.rooms) {
      st.outcome = 'escaped';
      st.story.push(`Got out with ${st.gold} gold and ${st.hp} HP.`);
      note(ctx, 'T3', 'The hero leaves the dungeon.');
    }
  }
  st.diceRolled = ctx.chance.diceRolled;
}

function meet(ctx: Ctx, st: ToyState): void {
  const choice = ctx.ask({ who: st.player, rule: 'T2', kind: 'monster', prompt: `A monster in room ${st.room}: fight or sneak?`, options: [option('fight', 'Fight (3+ on a d6)'), option('sneak', 'Sneak past (5+ on a d6)')] });
  if (choice === 'sneak' && roll(ctx, 1, 6, 'T2', 'Sneak', (d) => (d[0]! >= 5 ? 'past it' : 'seen'))[0]! >= 5) {
    st.monster = false;
    return;
  }
  if (roll(ctx, 1, 6, 'T2', 'Fight', (d) => (d[0]! >= 3 ? 'won' : 'hurt'))[0]! >= 3) st.gold++;
  else st.hp--;
  st.monster = false;
}
