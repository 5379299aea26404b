/**
 * A fight action from its option's id, as a test names it ("attack:orc-1:sword"):
 * the value `act` (rules/combat/action.ts) gives that option. Only tests read ids so.
 */
import type { Action } from '../../src/systems/3d6/rules/combat/action.ts';

export function action(id: string): Action {
  const [kind, x, y] = id.split(':') as [string, string?, string?];
  const at = kind === 'use' || kind === 'retrieve' ? Number(x) : x;
  return at === undefined ? { kind } : y === undefined ? { kind, x: at } : { kind, x: at, y };
}
