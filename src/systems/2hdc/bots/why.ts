/**
 * Why the game mechanics chose as they did (GameSystem.mechanicsWhy), in a
 * sentence for the log: the reasons behind combatMechanics' choices.
 */
import type { Request } from '../../../core/request.ts';

export function mechanicsWhy(req: Request, choice: string): string | undefined {
  switch (req.kind) {
    case 'capture':
      return choice === 'dispatch' ? 'NPCs take no prisoners: they finish off a foe left Out of the Fight.' : undefined;
    case 'target':
      return 'An NPC charges the first foe it can reach among those least engaged, in the Battle Board\'s order, so its side spreads its attacks.';
    case 'rescue':
      return choice === 'fight'
        ? 'No enemy stands next to a wounded friend, so the NPC fights on rather than carry him off.'
        : 'An enemy stands next to a wounded friend: the NPC carries him off before he can be finished off.';
    case 'carry':
      return 'An NPC carrying a wounded friend keeps him while it can.';
    case 'switch':
      return 'In melee, or with nothing to shoot at, an NPC takes up its melee weapon.';
    case 'crisis':
      return choice === 'pass-2' ? 'With Free Will the NPC takes the best result, as if both dice had passed.' : undefined;
    default:
      return undefined;
  }
}
