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
  const kind = parts[0];
  const x = parts[1];
  const y = parts[2];
  // The id as parts.join(':') would make it, without the join's garbage (every option of every turn).
  if (x === undefined) return choice({ kind }, kind, label, odds);
  if (y === undefined) return choice({ kind, x }, `${kind}:${x}`, label, odds);
  return choice({ kind, x, y }, `${kind}:${x}:${y}`, label, odds);
}
