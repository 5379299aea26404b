/**
 * Policies. The monster side never chooses in this game (its cards decide
 * everything), so `mechanics` only guards against a request it should never
 * get. The player bot sees only what a player sees: counts, never the faces
 * of the face-down mana cards.
 */
import type { Request } from '../../core/request.ts';
import type { CardsState } from './state.ts';

/** The bot leaves after this many rooms, so every autoplayed game ends even for a near-immortal Mage. */
export const BOT_MAX_ROOMS = 40;

/** On hard core the bot leaves once it has this many points: 15 for a Warrior, 5 for a frail Mage. */
export function hardcoreTarget(st: CardsState): number {
  return st.character === 'mage' ? 5 : 15;
}

export function mechanicsPolicy(req: Request): string {
  return req.options[0]!.id;
}

function has(req: Request, id: string): boolean {
  const opts = req.options;
  for (let i = 0; i < opts.length; i++) if (opts[i]!.id === id) return true;
  return false;
}

export function botPolicy(req: Request, st: CardsState): string {
  switch (req.kind) {
    case 'character':
      return 'warrior';
    case 'difficulty':
      return 'normal';
    case 'attack':
      if (st.mana.length === 0 && has(req, 'regen')) return 'regen';
      return st.mana.length > 0 && st.monsterHp > 1 ? 'spell' : 'melee';
    case 'shield': {
      const deadly = st.pendingHit >= st.hp;
      if (st.mana.length > 0 && (deadly || st.pendingHit >= 4)) return 'shield';
      if (deadly && has(req, 'regen')) return 'regen';
      return 'none';
    }
    case 'continue':
      if (st.rooms >= BOT_MAX_ROOMS) return 'leave';
      // Hard core: a death loses everything, so bank a modest score (targets tuned by simulation).
      if (st.hardcore && (st.score >= hardcoreTarget(st) || st.hp * 2 <= st.maxHp)) return 'leave';
      if (has(req, 'regen') && st.mana.length * 2 <= st.maxMana) return 'regen';
      return 'on';
    default:
      return req.options[0]!.id;
  }
}
