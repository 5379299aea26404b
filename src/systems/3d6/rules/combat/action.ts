/**
 * A fight action as the rules carry it out (actions.ts `doAction`) and as
 * its option carries it: its kind and up to two arguments. The option's id,
 * what a save records, is the parts joined by ":" ("attack:g1:sword").
 */
import { choice, type Odds, type Option } from '../../../../core/request.ts';

export interface Action {
  /** "attack", "charge", "move", "feat", "spell", "use"... */
  readonly kind: string;
  /** The first argument: a fighter's id, a spell's, a Feat's, "self", "exit"; an item's place in the pack (retrieve, use). */
  readonly x?: string | number;
  /** The second: a weapon's id, a target's id, "foes", "all". */
  readonly y?: string;
}

/** The option of the action [kind, x, y]. */
export function act(parts: readonly [string, (string | number)?, string?], label: string, odds?: Odds): Option<Action> {
  const [kind, x, y] = parts;
  const value: Action = x === undefined ? { kind } : y === undefined ? { kind, x } : { kind, x, y };
  return choice(value, parts.join(':'), label, odds);
}
