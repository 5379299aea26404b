/** The toy's bot: sneaks when hurt, fights otherwise. The game mechanics never decide (the toy asks only the player). */
import type { Policy } from '../../../src/core/contract.ts';
import type { ToyState } from '../state.ts';

export const toyBot: Policy<ToyState> = (req, st) => (req.options.some((o) => o.id === 'sneak') && st.hp <= 1 ? 'sneak' : req.options[0]!.id);

export const toyMechanics: Policy<ToyState> = (req) => req.options[0]!.id;
