/**
 * What the player sees of a card game, as data for the browser (GUIDE 8):
 * the character card with its HP and counters, the shield or the MP card,
 * the mana pool as a count of face-down cards (never their faces), the
 * monster card, the cards on the table and how many are left in the battle
 * pool. The pool's cards and order, and the faces of the mana cards, are not
 * in it: the view model holds nothing the player could not see at the table.
 */
import { cardName, type Card } from '../../../core/cards.ts';
import type { BoardPick, SystemViewModel, Viewer } from '../../../core/view-model.ts';
import type { Request } from '../../../core/request.ts';
import { cardsPicks } from './picks.ts';
import { codes, face, isRed } from '../rules/deck.ts';
import type { CardsState, Character, Outcome } from '../state.ts';

/** A card lying face up. */
export interface CardFace {
  code: Card;
  name: string;
  value: number;
  red: boolean;
}

export interface CardsViewModel extends SystemViewModel {
  system: 'cards';
  player: string;
  character: Character | null;
  difficulty: 'normal' | 'hardcore' | null;
  hero: { card: CardFace | null; hp: number; maxHp: number; counters: CardFace[] } | null;
  shield: { card: CardFace; absorb: number } | null;
  /** The Mage's MP card and how many mana cards lie face down. */
  mana: { card: CardFace; faceDown: number; max: number } | null;
  /** cap: the most damage the monster deals at once (normal), null on hard core. */
  monster: { card: CardFace; hp: number; max: number; cap: number | null; counters: CardFace[]; pendingHit: number } | null;
  /** Cards drawn for the step being played (initiative, attack, evasion). */
  table: CardFace[];
  pool: { left: number; discarded: number; reshuffles: number };
  score: number;
  rooms: number;
  kills: number;
  outcome: Outcome;
  /** The score kept at the end, null while playing. */
  finalScore: number | null;
  /** The cards a click on which answers the decision asked now (view/picks.ts); empty when the viewer may not answer. */
  picks: BoardPick[];
}

function faceUp(code: Card): CardFace {
  return { code, name: cardName(code), value: face(code), red: isRed(code) };
}

/** One player, no secrets between viewers: every viewer sees the same table. */
export function cardsViewModel(st: CardsState, viewer: Viewer, request?: Request): CardsViewModel {
  const present = new Set<string>();
  if (st.monster) present.add('card:monster');
  if (st.character && st.heroCard) present.add('card:hero');
  if (st.manaCard) (present.add('card:mp'), st.mana.length > 0 && present.add('card:mana'));
  present.add('card:pool');
  return {
    system: 'cards',
    player: st.player,
    character: st.character,
    difficulty: st.hardcore === null ? null : st.hardcore ? 'hardcore' : 'normal',
    hero: st.character ? { card: st.heroCard ? faceUp(st.heroCard) : null, hp: st.hp, maxHp: st.maxHp, counters: codes(st.hpCounters).map(faceUp) } : null,
    shield: st.shieldCard ? { card: faceUp(st.shieldCard), absorb: st.absorb } : null,
    mana: st.manaCard ? { card: faceUp(st.manaCard), faceDown: st.mana.length, max: st.maxMana } : null,
    monster: st.monster
      ? { card: faceUp(st.monster), hp: st.monsterHp, max: st.monsterMax, cap: st.hardcore ? null : st.monsterMax, counters: codes(st.monsterCounters).map(faceUp), pendingHit: st.pendingHit }
      : null,
    table: codes(st.table).map(faceUp),
    pool: { left: st.pool.length, discarded: st.discard.length, reshuffles: st.reshuffles },
    score: st.score,
    rooms: st.rooms,
    kills: st.kills,
    outcome: st.outcome,
    finalScore: st.finalScore < 0 ? null : st.finalScore,
    picks: cardsPicks(request, viewer, present),
  };
}
