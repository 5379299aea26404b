/**
 * Policies. The monster side never chooses in this game (its cards decide
 * everything), so `mechanics` only guards against a request it should never
 * get. The player bot sees only what a player sees: counts, never the faces
 * of the face-down mana cards.
 */
import type { Request } from '../../../core/request.ts';
import { face, FACE_OF } from '../rules/deck.ts';
import { deathRow, SHIELD_FROM } from './risk.ts';
import type { Pile } from '../rules/pile.ts';
import type { CardsState } from '../state.ts';

/** The bot leaves after this many rooms, so every autoplayed game ends even for a near-immortal Mage. */
export const BOT_MAX_ROOMS = 40;

/**
 * How many cards of each value (index 1..13) the player has not seen: four of
 * each, less those face up in front of the player (stat cards, counters, the
 * table, the monster) and in the discard pile. What is left is the battle pool
 * and the face-down mana cards, whose values the player does not know apart.
 */
export function unseenValues(st: CardsState, into: Int8Array = new Int8Array(14)): Int8Array {
  // A loop, not `fill`: TypedArray fill is a call into the runtime, dearer than 14 stores.
  into[0] = 0;
  for (let v = 1; v <= 13; v++) into[v] = 4;
  seen(into, st.discard);
  seen(into, st.table);
  seen(into, st.hpCounters);
  seen(into, st.monsterCounters);
  if (st.heroCard) into[face(st.heroCard)]!--;
  if (st.shieldCard) into[face(st.shieldCard)]!--;
  if (st.manaCard) into[face(st.manaCard)]!--;
  if (st.monster) into[face(st.monster)]!--;
  return into;
}

function seen(n: Int8Array, pile: Pile): void {
  const cards = pile.cards;
  for (let i = 0; i < pile.length; i++) n[FACE_OF[cards[i]!]!]!--;
}

/** Reused by every decision (the bot is synchronous and keeps nothing), so weighing a room allocates nothing. */
const UNSEEN = new Int8Array(14);
const ROW = new Float64Array(14);

/**
 * On normal a death keeps the score (ruling R12), so going on always adds to
 * the expected score and only caution makes the bot leave: it goes when it
 * expects to die in the next room more often than this.
 */
const NORMAL_LEAVE_AT = 0.6;

/**
 * Go on or leave, weighing the next room. Its monster is one of the cards not
 * yet seen; for each value the bot knows its chance of dying against it.
 * On hard core a death loses everything: one more room is worth, on average,
 * the score plus the monster when the fight is won and nothing when it is
 * lost, and the bot leaves when that is less than the score it holds. On
 * normal it leaves when death in the next room is likely (NORMAL_LEAVE_AT).
 */
export function shouldLeave(st: CardsState): boolean {
  if (st.rooms >= BOT_MAX_ROOMS) return true;
  const mage = st.character === 'mage';
  const hardcore = st.hardcore === true;
  const row = deathRow(mage, hardcore, st.hp, mage ? st.mana.length : st.absorb, ROW);
  return mayLeave(row, hardcore, st.score) && leaveBeforeRoom(row, hardcore, st.score, unseenValues(st, UNSEEN));
}

/**
 * Whether some monster value would make leaving right: when none does, no
 * mix of them does either, and the bot goes on without counting the cards.
 * `row[m]` is the chance of dying against a monster of value m (risk.ts).
 */
export function mayLeave(row: Float64Array, hardcore: boolean, score: number): boolean {
  for (let m = 1; m <= 13; m++) {
    const p = row[m]!;
    if (hardcore ? (1 - p) * (score + m) < score : p >= NORMAL_LEAVE_AT) return true;
  }
  return false;
}

/**
 * The weighing itself, from plain numbers (bench/cards-loop.ts calls it too):
 * `row[m]` is the chance of dying against a monster of value m, `unseen[m]`
 * the count of unseen cards of value m.
 */
export function leaveBeforeRoom(row: Float64Array, hardcore: boolean, score: number, unseen: ArrayLike<number>): boolean {
  let total = 0;
  let death = 0;
  let onward = 0;
  for (let m = 1; m <= 13; m++) {
    const w = unseen[m]!;
    if (w <= 0) continue;
    const p = row[m]!;
    total += w;
    death += w * p;
    onward += w * (1 - p) * (score + m);
  }
  if (total === 0) return false;
  return hardcore ? onward / total < score : death / total >= NORMAL_LEAVE_AT;
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
  // The most frequent decision first: a simulation asks it after every room.
  // The most frequent decision first: a simulation asks it after every room.
  switch (req.kind) {
    case 'continue':
      // No regeneration between rooms: 10 points there buy less than 10 points of kills (a Mage on normal averages 7.0, not 5.9).
      return shouldLeave(st) ? 'leave' : 'on';
    case 'character':
      return 'warrior';
    case 'difficulty':
      return 'normal';
    case 'attack':
      if (st.mana.length === 0 && has(req, 'regen')) return 'regen';
      return st.mana.length > 0 && st.monsterHp > 1 ? 'spell' : 'melee';
    case 'shield': {
      const deadly = st.pendingHit >= st.hp;
      if (st.mana.length > 0 && (deadly || st.pendingHit >= SHIELD_FROM)) return 'shield';
      if (deadly && has(req, 'regen')) return 'regen';
      return 'none';
    }
    default:
      return req.options[0]!.id;
  }
}
