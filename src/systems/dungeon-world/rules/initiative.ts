/**
 * The Initiative Phase: each side rolls a die, adds its initiative bonus
 * (+1 a model with Initiative Bonus, at most +2 a side), ties are rolled
 * again, and the winner chooses to be the mover (the Mover's Action Phase)
 * or the non-mover (the Non-Mover's Shooting Phase).
 */
import { roll } from '../../../core/dice.ts';
import { note } from '../../../core/engine.ts';
import { option } from '../../../core/request.ts';
import { SEC } from '../sections.ts';
import type { GameState, Side } from '../state.ts';
import { has, other } from '../state.ts';
import { seat, type G } from './game.ts';
import { listenBonus } from './abilities/listen.ts';
import { altarBonus } from './dungeon/phases.ts';

/** A side's initiative bonus this move: +1 per model with the ability and per hero who listened last move (Listen), capped at +2. */
export function initiativeBonus(st: GameState, side: Side): number {
  let n = listenBonus(st, side);
  for (let i1 = 0, a1 = st.models; i1 < a1.length; i1++) {
    const m = a1[i1]!;
    if (m.status === 'in-play' && m.side === side && has(m, 'initiative-bonus')) n++;
  }
  return Math.min(2, n + altarBonus(st, side));
}

const NAME: Record<Side, string> = { heroes: 'The heroes', monsters: 'The Draken Master' };

/** Rolls initiative and returns the side that takes the Mover's Action Phase. */
export function initiative(g: G): Side {
  const { ctx, st } = g;
  const hb = initiativeBonus(st, 'heroes');
  const mb = initiativeBonus(st, 'monsters');
  let winner: Side;
  for (;;) {
    const [h] = roll(ctx, 1, 6, SEC.initiative, `${NAME.heroes}' initiative${hb ? ` (+${hb} Initiative Bonus)` : ''}`);
    const [m] = roll(ctx, 1, 6, SEC.initiative, `${NAME.monsters}'s initiative${mb ? ` (+${mb} Initiative Bonus)` : ''}`);
    const a = h! + hb;
    const b = m! + mb;
    if (a !== b) {
      winner = a > b ? 'heroes' : 'monsters';
      if (ctx.log) note(ctx, SEC.initiative, `${NAME[winner]} ${winner === 'heroes' ? 'win' : 'wins'} the initiative, ${Math.max(a, b)} to ${Math.min(a, b)}`);
      break;
    }
    if (ctx.log) note(ctx, SEC.initiative, `A tie at ${a}: both roll again`);
  }
  const choice = ctx.ask({
    who: seat(st, winner),
    rule: SEC.initiative,
    kind: 'initiative',
    prompt: 'You won the initiative. Take the Mover\'s Action Phase, or let the other side move and shoot in the Non-Mover\'s Shooting Phase?',
    options: [option('mover', 'Be the mover: move and shoot first'), option('non-mover', 'Be the non-mover: shoot after the other side has moved')],
  });
  const mover = choice === 'mover' ? winner : other(winner);
  st.mover = mover;
  if (ctx.log) note(ctx, SEC.initiative, `${NAME[mover]} ${mover === 'heroes' ? 'are' : 'is'} the mover this move`);
  return mover;
}
