/**
 * Choices in fights for bots (the player's side under --auto/simulate) and
 * for the game mechanics (NPCs). The fight code orders every request's
 * options with the sensible choice first; these policies add what the order
 * cannot say. Returns undefined for a request kind that is not a fight's.
 */
import type { Request } from '../../../core/request.ts';

const COMBAT_KINDS: readonly string[] = ['race', 'profession', 'weapon', 'recruit', 'recruit-race', 'crisis', 'spell', 'potion', 'target', 'heal', 'flee', 'capture', 'talisman', 'melee-order', 'switch', 'rescue', 'carry'];
const KINDS: ReadonlySet<string> = new Set(COMBAT_KINDS);

function has(req: Request, id: string): boolean {
  for (const o of req.options) if (o.id === id) return true;
  return false;
}

/** The player-side bot: Human Warrior Stars, full bands, pass 2d6 on Crisis Tests, Damage spells, drink potions, heal. */
export function combatBot(req: Request, kind: string = req.kind): string | undefined {
  // `kind` given by a caller that has read it: each read of a request's field is megamorphic (requests of many shapes).
  if (!KINDS.has(kind)) return undefined;
  switch (kind) {
    case 'race':
      return has(req, 'Human') ? 'Human' : req.options[0]!.id;
    case 'profession':
      return has(req, 'Warrior') ? 'Warrior' : req.options[0]!.id;
    case 'recruit-race': {
      // Always the third race listed (what reading the fixed prompt's length, 26 % 3, always gave).
      return req.options[Math.min(2, req.options.length - 1)]!.id;
    }
    case 'crisis':
      return has(req, 'pass-2') ? 'pass-2' : req.options[0]!.id;
    case 'spell':
      return 'damage';
    case 'capture':
      return 'dispatch';
    case 'rescue':
      // 25.0: the fight lists first a friend an enemy stands next to; otherwise "fight on" is first.
      return req.options[0]!.id;
    case 'switch':
      // 32.3: switch to the melee weapon in melee or with nothing to shoot; keep it once switched (the fight orders them so).
      return req.options[0]!.id;
    case 'carry':
      return has(req, 'carry') ? 'carry' : req.options[0]!.id;
    default:
      return req.options[0]!.id;
  }
}

/**
 * NPC policy: the book's rules decide most things; where the NPC chooses, take
 * the first (closest / recommended) option and dispatch the wounded. NPCs too
 * carry off a friend about to be dispatched (25.0) and switch to a melee
 * weapon in melee (32.3), as the first options say.
 */
export function combatMechanics(req: Request, kind: string = req.kind): string | undefined {
  if (!KINDS.has(kind)) return undefined;
  return mechanicsChoice(req, kind);
}

/**
 * What the game mechanics choose for a request of any kind: `combatMechanics`
 * for a fight's kinds, else the first option (its only other case, capture
 * and crisis, being fight kinds, no look-up of the kind is needed).
 */
export function mechanicsChoice(req: Request, kind: string): string {
  if (kind === 'capture') return 'dispatch';
  if (kind === 'crisis') return has(req, 'pass-2') ? 'pass-2' : req.options[0]!.id;
  return req.options[0]!.id;
}
