/**
 * The shapes of what the players see of a 2HDC adventure (view-model.ts
 * builds them; picks.ts and the text read them): types only, so the
 * modules that read them need nothing of the builder.
 */
import type { BoardPick, SystemViewModel } from '../../../core/view-model.ts';
import type { BoardFighter, BoardView } from '../rules/api.ts';
import type { FightSummary, Outcome, Phase } from '../state-adventure.ts';
import type { Dir, SecretFound } from '../rules/dungeon/map.ts';
import type { Status } from '../state.ts';
import type { TileKind } from '../tables/dungeon-rooms.ts';

export interface TileView {
  id: number;
  kind: TileKind;
  name: string;
  level: number;
  x: number;
  y: number;
  /** unexplored: a way on not taken yet; wall: a blank wall found behind it (36.3); down: one level down. */
  /** `to`: the tile it leads to, when placed. */
  exits: { dir: Dir; state: 'open' | 'unexplored' | 'wall'; down: boolean; to: number | null }[];
  /** The way the band faced coming in (37.0: a Secret Room's left and right are reckoned from it). */
  heading: Dir;
  treasureRoom: boolean;
  searched: boolean;
  secret: SecretFound;
  visited: boolean;
  /** Ids of the band's groups standing on it. */
  groups: number[];
  /** The group whose turn it is stands here. */
  acting: boolean;
  pefs: number;
  enemies: number;
}

export interface SheetView {
  id: string;
  name: string;
  star: boolean;
  /** The player deciding for this Star, when several play. */
  owner: string | null;
  /** The viewer's own Star (a seat of a room viewing its Star): marked on the sheet. */
  yours: boolean;
  race: string;
  professions: string[];
  rep: number;
  armor: number;
  shield: boolean;
  weapons: string[];
  status: Status;
  statusName: string;
  starPower: number | null;
  magic: string[];
  /** Mundane items carried (32.0): spare weapons, armour, shields, other finds. */
  items: string[];
  coins: { bronze: number; silver: number; gold: number };
  /** Where: "tile 3", "outside", "left behind". */
  where: string;
}

/** A figure on the Battle Board with its token's short label (view/names.ts). */
interface FighterView extends BoardFighter {
  label: string;
}

export interface BattleView extends Omit<BoardView, 'fighters'> {
  fighters: FighterView[];
  acting: string | null;
}

export interface TwoHourViewModel extends SystemViewModel {
  system: '2hdc';
  /** Each status in words ("carry-on": "Carry On"), for the Battle Board's figures, whose \`status\` is the id (the log's boards carry it so). */
  statusNames: Readonly<Record<Status, string>>;
  phase: Phase;
  turn: number;
  reason: string;
  bigBad: { race: string; rep: number; met: boolean; defeated: boolean; captured: boolean } | null;
  tiles: TileView[];
  tilesTotal: number;
  groups: { id: number; tile: number; acting: boolean; members: string[] }[];
  band: SheetView[];
  /** The band's treasure so far (40.0); `magic`: the magic items' names. */
  treasure: { bronze: number; silver: number; gold: number; magicItems: number; magic: string[] };
  captives: { count: number; found: boolean } | null;
  /** The groups of enemies left on the tiles after a fight (39.3), each with its tile and size. */
  enemyGroups: { tile: number; count: number }[];
  /** The live Battle Board while a fight runs, with every figure; `acting`: the mark of the figure the decision asked now is about. */
  board: BattleView | null;
  /** Where on the map or the Battle Board the decision asked now is answered (view/picks.ts); empty when the viewer may not answer. */
  picks: BoardPick[];
  /** The last fight's end, between fights. */
  lastFight: FightSummary | null;
  outcome: Outcome;
}
