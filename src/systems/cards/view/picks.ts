/**
 * Where on the card table the decision asked now is answered (core/view-model
 * `BoardPick`, issue 21): each option that names a card, a spell or the
 * monster is answered by clicking that card. Keys: `card:monster` (the
 * monster's card), `card:mana` (the face-down mana pool: the spells),
 * `card:mp` (the MP card), `card:hero` (the character card), `card:pool`
 * (the battle pool, where the next room's monster comes from).
 *
 * What "names a card" means here (the share measured by
 * test/systems/board-picks.test.ts): the options of the turn's attack
 * (`spell`, `melee`), of the shield spell (`shield`, `none`: take the hit
 * on the character) and of going on (`on`, `regen`); choosing the character
 * and the difficulty names no card on the table.
 */
import { mayAnswer, type BoardPick, type Viewer } from '../../../core/view-model.ts';
import type { Request } from '../../../core/request.ts';

/** Each card-naming option: the card it is answered on and what else it touches. */
const AT: Readonly<Record<string, { at: string; touches: readonly string[] }>> = {
  spell: { at: 'card:mana', touches: ['card:mana', 'card:monster'] },
  melee: { at: 'card:monster', touches: ['card:monster', 'card:pool'] },
  shield: { at: 'card:mana', touches: ['card:mana', 'card:hero'] },
  none: { at: 'card:hero', touches: ['card:hero', 'card:monster'] },
  regen: { at: 'card:mp', touches: ['card:mp', 'card:mana'] },
  on: { at: 'card:pool', touches: ['card:pool'] },
};

/** The kinds whose options may name a card (see above). */
const CARD_KINDS: ReadonlySet<string> = new Set(['attack', 'shield', 'continue']);

/** Whether option `id` of a request of `kind` names a card on the table. */
export function namesCard(kind: string, id: string): boolean {
  return CARD_KINDS.has(kind) && id in AT;
}

/** `present`: the keys of the cards on the table now (a pick goes only on a card that is there). */
export function cardsPicks(request: Request | undefined, viewer: Viewer, present: ReadonlySet<string>): BoardPick[] {
  if (!request || !mayAnswer(viewer, request.who) || !CARD_KINDS.has(request.kind)) return [];
  const out: BoardPick[] = [];
  for (const o of request.options) {
    const a = namesCard(request.kind, o.id) ? AT[o.id] : undefined;
    if (a && present.has(a.at)) out.push({ option: o.id, at: a.at, touches: a.touches.filter((k) => present.has(k)) });
  }
  return out;
}
