/** Helpers for the cards tests: states laid out by hand, scripted whole games. */
import { run, type RunResult } from '../../src/core/engine.ts';
import type { GameEvent } from '../../src/core/events.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { cardsInPlay } from '../../src/systems/cards/invariants.ts';
import { codes, DECK_AT, indexes } from '../../src/systems/cards/rules/deck.ts';
import { cardsOptions, type CardsOptions } from '../../src/systems/cards/options.ts';
import { newState, type CardsState } from '../../src/systems/cards/state.ts';
import { Pile } from '../../src/systems/cards/rules/pile.ts';

export function opts(o: Partial<CardsOptions> = {}): CardsOptions {
  return cardsOptions.parse(o);
}

export { codes };

/** The piles of the state, which hold card indexes; tests lay them out with codes ("QH"). */
type PileName = 'pool' | 'discard' | 'table' | 'hpCounters' | 'mana' | 'monsterCounters';
const PILES: readonly Exclude<PileName, 'pool'>[] = ['discard', 'table', 'hpCounters', 'mana', 'monsterCounters'];

/** State fields as a test writes them: the piles as codes. */
export type Hand = Partial<Omit<CardsState, PileName>> & Partial<Record<Exclude<PileName, 'pool'>, string[]>>;

/** A state with the given fields (piles as codes); the pool holds every card not in play, in deck order. */
export function layout(p: Hand): CardsState {
  const st: CardsState = { ...newState(), ...(p as Partial<CardsState>) };
  for (const k of PILES) if (p[k]) st[k] = Pile.of(indexes(p[k]));
  const used = new Set(cardsInPlay(st).concat(st.discard.toArray()));
  st.pool = Pile.of(DECK_AT.filter((c) => !used.has(c)));
  return st;
}

/** A warrior in a fight: HP, shield absorb, and a monster of the given card. */
export function warriorVs(monster: string, p: Hand = {}): CardsState {
  const v = monster.startsWith('K') ? 13 : monster.startsWith('Q') ? 12 : monster.startsWith('J') ? 11 : monster.startsWith('A') ? 1 : Number(monster.slice(0, -1));
  return layout({ character: 'warrior', hardcore: false, hp: 10, maxHp: 10, monster, monsterMax: v, monsterHp: v, ...p });
}

export function mageVs(monster: string, mana: string[], p: Hand = {}): CardsState {
  return warriorVs(monster, { character: 'mage', hp: 5, maxHp: 5, mana, maxMana: mana.length, ...p });
}

/** A whole game with scripted cards and recorded decisions. */
export function scripted(script: string[], options: Partial<CardsOptions>, decisions: string[] = []): RunResult<CardsState> {
  return run({ system: cardsSystem, seed: 0, dice: 'scripted', script, options, decisions });
}

export function texts(events: readonly GameEvent[]): string[] {
  return events.map((e) => `${e.rule} | ${e.text}`);
}

export function rolls(events: readonly GameEvent[]): { rule: string; card: string }[] {
  const out: { rule: string; card: string }[] = [];
  for (const e of events) if (e.type === 'roll') out.push({ rule: e.rule, card: e.cards![0]! });
  return out;
}
