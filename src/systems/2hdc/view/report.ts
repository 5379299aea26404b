/** The end-of-game report: the band's fates, the treasure, the dungeon, readable and as JSON. */
import type { GameReport } from '../../../core/engine.ts';
import { OUTCOME_WORDS, type AdventureState } from '../state-adventure.ts';
import type { Character } from '../state.ts';

/** The band's fates. Pushed, not spread from `map`s: speed/packed.ts says why (this function's optimised code was thrown away three times a run). */
function players(state: AdventureState): GameReport['players'] {
  const out: GameReport['players'] = [];
  for (const c of state.band) {
    out.push({
      name: c.star ? c.owner?.replace(/^player:/, '') ?? c.name : c.name,
      role: `${c.star ? 'Star' : 'Grunt'}: ${c.race} ${c.professions.join('/')} Rep ${c.rep}`,
      fate: fateOf(state, c),
    });
  }
  // 13.1: Grunts who got out and left the band afterwards are still in this adventure's report.
  for (const { character: c, why } of state.departed ?? []) {
    out.push({
      name: c.name,
      role: `Grunt: ${c.race} ${c.professions.join('/')} Rep ${c.rep}`,
      fate: `${fateOf(state, c)}, then left the band (${why})`,
    });
  }
  return out;
}

/** The keys of the report's numbers, in their order (the same as REPORT_LABELS'). */
const KEYS: readonly string[] = Object.freeze(['treasureBronze', 'treasureSilver', 'treasureGold', 'magicItems', 'magicHeld', 'tilesPlaced', 'tilesExplored', 'tilesTotal', 'roomsCleared', 'turns', 'fights', 'repChange', 'starRep', 'dice']);

const REPORT_LABELS: Record<string, string> = Object.freeze({
  treasureBronze: 'bronze coins found', treasureSilver: 'silver coins found', treasureGold: 'gold coins found', magicItems: 'magic items found', magicHeld: "magic items on the band's sheets at the end",
  tilesPlaced: 'Dungeon Tiles placed', tilesExplored: 'Dungeon Tiles explored', tilesTotal: 'Dungeon Tiles in all', roomsCleared: 'rooms cleared',
  turns: 'turns', fights: 'fights', repChange: 'Rep gained (lost) in all', starRep: "the Star's Rep", dice: 'dice rolled',
});

/**
 * A report whose fates, story and numbers by name are made when first read:
 * a simulation reads only the outcome and the numbers in KEYS order
 * (`numberValues`) of every game, so it builds no text (fates, roles, the
 * story's copy). It reads the final state it was made from, which nothing
 * changes once the adventure is over (2HDC's setup makes each game a fresh
 * state). `toJSON` gives the plain report for saves, files and the wire.
 */
class TwoHourReport implements GameReport {
  readonly system = '2hdc';
  outcome = 'unfinished';
  readonly numberKeys = KEYS;
  /** The key numbers in the order of KEYS; `numbers` is made from them when first read. */
  readonly numberValues: number[] = new Array<number>(KEYS.length).fill(0);
  readonly labels = REPORT_LABELS;
  #state: AdventureState;
  #numbers: Record<string, number> | null = null;
  #players: GameReport['players'] | null = null;
  #story: string[] | null = null;

  constructor(state: AdventureState) {
    this.#state = state;
    this.fill(state);
  }

  /** Makes this the report of `state`, forgetting what it said before (a simulation's counted report is refilled for the next game). */
  fill(state: AdventureState): this {
    this.#state = state;
    this.#numbers = null;
    this.#players = null;
    this.#story = null;
    this.outcome = state.outcome === 'in-progress' ? 'unfinished' : state.outcome;
    const k = state.treasure.coins;
    const tiles = state.map.tiles;
    let explored = 0;
    for (let i = 0; i < tiles.length; i++) if (tiles[i]!.visited) explored++;
    let held = 0;
    for (const c of state.band) held += c.magic.length;
    let repChange = 0;
    for (const r of state.repChanges) repChange += r.to - r.from;
    let starRep = 0;
    for (const c of state.band) {
      if (c.star) {
        starRep = c.rep;
        break;
      }
    }
    // In the order of KEYS.
    const v = this.numberValues;
    v[0] = k.bronze;
    v[1] = k.silver;
    v[2] = k.gold;
    v[3] = state.itemsFound + state.treasure.magic.length;
    // What the sheets show: the items the band's members hold at the end (some found may be left behind or lost with a fallen band, some carried in from an earlier adventure).
    v[4] = held;
    v[5] = tiles.length;
    v[6] = explored;
    v[7] = state.map.tilesTotal;
    v[8] = state.roomsCleared;
    v[9] = state.turn;
    v[10] = state.fights;
    v[11] = repChange;
    v[12] = starRep;
    v[13] = state.diceRolled;
    return this;
  }

  get outcomeText(): string {
    return OUTCOME_WORDS[this.#state.outcome];
  }

  get numbers(): Record<string, number> {
    if (this.#numbers === null) {
      const n: Record<string, number> = {};
      for (let i = 0; i < KEYS.length; i++) n[KEYS[i]!] = this.numberValues[i]!;
      this.#numbers = n;
    }
    return this.#numbers;
  }

  get players(): GameReport['players'] {
    return (this.#players ??= players(this.#state));
  }

  get story(): string[] {
    return (this.#story ??= this.#state.story.slice());
  }

  toJSON(): GameReport {
    return { system: this.system, outcome: this.outcome, outcomeText: this.outcomeText, players: this.players, numbers: this.numbers, labels: this.labels, story: this.story };
  }
}

/** The report of `state`; `recycled`, a report of this system nobody reads any more, is refilled rather than a new one made. */
export function reportAdventure(state: AdventureState, recycled?: GameReport): GameReport {
  return recycled instanceof TwoHourReport ? recycled.fill(state) : new TwoHourReport(state);
}

/** One band member's fate in words, with the Rep change after the adventure (42.1, 42.2). */
function fateOf(state: AdventureState, c: Character): string {
  const change = state.repChanges.find((r) => r.id === c.id);
  const rep = change ? ` (Rep ${change.from} → ${change.to})` : '';
  if (c.status === 'obviously-dead') return 'died';
  if (c.status === 'turned') return 'became a Feral Vampire';
  if (c.status === 'captured') return 'captured';
  if (state.leftBehind.includes(c.id)) return 'left behind in the dungeon';
  if (state.outside.includes(c.id)) return `got out${rep}`;
  if (c.status === 'fled' || c.status === 'quit') return 'fled and never came back';
  return `lost in the dungeon${rep}`;
}
