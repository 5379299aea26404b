/**
 * What the server sends the browser: the JSON of every API answer. The client
 * (web/) imports these types, so both sides share one definition. Nothing
 * here carries the raw game state: a game travels as its view for one viewer.
 */
import type { z } from 'zod';
import type * as S from './api-schemas.ts';
import type { GameReport } from '../core/engine.ts';
import type { Odds } from '../core/request.ts';
import type { SystemViewModel } from '../core/view-model.ts';

/** What the client sends, inferred from the schemas the server checks it with (api-schemas.ts). */
export type NewGameRequest = z.input<typeof S.NewGameBody>;
export type NewRoomRequest = z.input<typeof S.NewRoomBody>;
export type AnswerRequest = z.input<typeof S.AnswerBody>;
/** The host's controls of a room. */
export type HostAction = (typeof S.HOST_ACTIONS)[number];
/**
 * Page → server over a room's socket: `hello` first (the tokens this page
 * holds: a seat's, the host's; `since`: the log lines it already has), then
 * answers (a decision or a physical entry, naming the step they answer) and
 * the host's actions. Every message is checked against the room as it is
 * then: a token handed over since no longer holds its seat.
 */
export type LiveRequest = z.input<typeof S.LiveRequestSchema>;
/**
 * Page → server over a solo game's socket (GET /api/games/:id/live): an
 * answer (a decision or a physical entry) or an undo, as the HTTP routes take
 * them, with `since` (the log lines the page has) and `ref` (echoed in the
 * reply: `view` with the server's own milliseconds, or `refused` with the
 * HTTP status the route would have given). One HTTP round trip fewer per
 * click (issue 21); a page without its socket open uses the HTTP routes.
 */
export type GameLiveRequest = z.input<typeof S.GameLiveSchema>;

/** A system's view model (its `system` names it): the browser draws the ones it has a board for (web/src/boards/board-model.ts). */
export type BoardModel = SystemViewModel;

/** One option of a decision; `odds` when it leads to a test whose chance the rules know. */
export interface OptionView {
  id: string;
  label: string;
  /** What the option does, where players pick at creation (a race, a profession, a spell): a short phrase. */
  about?: string;
  odds?: Odds;
}

export type { Odds };

export interface LogLine {
  kind: 'start' | 'roll' | 'table' | 'decision' | 'state';
  /** The rulebook section that applies ('' for the game's first line): the id the glossary is keyed by. */
  rule: string;
  /** The section's short title in words, where its id is not words (Dungeon World's "movers-action-phase" is "Mover's action phase"); shown in place of `rule`. */
  title?: string;
  text: string;
  /** A table lookup: the table (its section and name), the number that selected the row, and the row. */
  table?: { section: string; name: string; roll: number; row: string };
  /** A decision of the game mechanics: why it was taken, when the policy says. */
  why?: string;
}

/** A choice of a form field: the value sent, its words, and what it does (a hero's stat line, a race's strength). */
interface FieldChoice {
  value: string;
  label: string;
  about?: string;
}

/**
 * One field of the new-game form, from the system's option schema and words
 * (server/options-form.ts): `enum` a select, `boolean` a checkbox, `integer`
 * a number field, `text` a text field, `list` a list of items (names, or one
 * of `choices` each) with add and remove, `records` a list of records, each
 * drawn from `fields`.
 */
export interface OptionField {
  key: string;
  /** The option's name in words. */
  label: string;
  help: string;
  kind: 'enum' | 'boolean' | 'integer' | 'text' | 'list' | 'records';
  /** An enum's choices; a list's item choices (absent: each item is typed). */
  choices?: FieldChoice[];
  /** A list whose item choices depend on another option's value (exploration's party on its adventure). */
  choicesBy?: { key: string; choices: Record<string, FieldChoice[]> };
  /** A list whose items may also be this other option's items: its names (Dungeon World's hero players), or its records' ids (its custom heroes). */
  choicesFrom?: string;
  /** A list's item in words ("hero"), for its add and remove buttons. */
  item?: string;
  /** An integer, or a list, that may be left empty (null: the rules decide, e.g. a map from the game's seed, the adventure's own party). */
  nullable?: boolean;
  /** Bounds: an integer's, or how many items a list holds. */
  min?: number;
  max?: number;
  /** A list of records: the fields of one record. */
  fields?: OptionField[];
  /** The default, as JSON. */
  default: unknown;
}

export interface SystemInfo {
  id: string;
  title: string;
  built: boolean;
  campaigns: boolean;
  fields: OptionField[];
}

export interface GameView {
  id: string;
  system: string;
  systemName: string;
  status: 'decision' | 'chance' | 'over';
  dice: 'seeded' | 'physical';
  /** The game's seed, for its owner (the local players); null for a seat or a spectator in network play. */
  seed: number | null;
  campaign: string | null;
  /** Answers given so far (decisions and physical entries): an answer names the step it answers. */
  step: number;
  decisions: number;
  /** The decision asked now; `yours`: whether this viewer may answer it. */
  request: { who: string; yours: boolean; rule: string; title?: string; prompt: string; kind: string; options: OptionView[] } | null;
  /** What to roll or draw with physical dice and cards. */
  chance: { kind: 'dice'; rule: string; title?: string; label: string; count: number; sides: number } | { kind: 'card'; rule: string; title?: string; label: string; cardsLeft: number } | null;
  undo: { allowed: boolean; reason: string | null };
  /** Log lines from `from` on (the client keeps the earlier ones), of `total`. */
  log: { from: number; total: number; lines: LogLine[] };
  board: BoardModel | null;
  /** The board as text: its alternative for screen readers (the terminal's view). */
  text: string;
  report: GameReport | null;
  /** Over, a cards game whose score may go on the high-score sheet and has not yet. */
  highScore: { score: number; difficulty: 'normal' | 'hardcore' } | null;
  /** Why the physical entry just sent was refused (the game did not move); null otherwise. */
  refusal: string | null;
  /** Set in a replay: the decision shown, how many there are, and the option that was chosen here. */
  replay: { at: number; of: number; chosen: string | null } | null;
  /** In the answer's own view: the steps the answer resolved, to play back (server/steps.ts), the first whole and the others as changes (step-changes.ts); absent otherwise. */
  steps?: SentStep[];
}

/** One step an answer resolved: the board as the viewer saw it then, and how many log lines were written by then. */
export interface PlaybackStep {
  board: BoardModel;
  log: number;
}

/** A step as sent: its board whole (the first), or its changes to the step before (server/step-changes.ts). */
export interface SentStep {
  board?: BoardModel;
  changes?: StepChanges;
  log: number;
}

/** A JSON object's changes: keys set to a new value, objects changed key by key, keys dropped. */
export interface StepChanges {
  set?: Record<string, unknown>;
  sub?: Record<string, StepChanges>;
  drop?: string[];
}

export interface SaveSummary {
  id: string;
  system: string;
  /** Null for a closed room's game not yet over (what its seats could not see stays hidden). */
  seed: number | null;
  status: 'decision' | 'chance' | 'over';
  decisions: number;
  dice: 'seeded' | 'physical';
  outcome: string | null;
  campaign: string | null;
  updated: string;
}

export interface GameList {
  playing: SaveSummary[];
  finished: SaveSummary[];
  /** Save files in the folder that could not be read, with why. */
  unreadable: { file: string; error: string }[];
}

interface ScoreRow {
  name: string;
  character: string;
  score: number;
}

export interface ScoreSheets {
  normal: ScoreRow[];
  hardcore: ScoreRow[];
}

export interface CampaignSummary {
  name: string;
  system: string;
  adventures: number;
  updated: string;
  band: string[];
  /** What the campaign plays next, when the system says (dungeon-world: the scenario). */
  next: string | null;
}

/**
 * Server → page, over a game's WebSocket (GET /api/games/:id/live, live.ts):
 * `step`, the game's step when the page connects and after every answer or
 * undo; to the page's own answer or undo (`GameLiveRequest`), `view` or
 * `refused` carrying its `ref`. Over a room's WebSocket (GET /api/rooms/:code/live, rooms/live.ts):
 * `room` (its seats and status, and who this viewer is in it) and `view`
 * (the game as this viewer may see it, with the log lines it lacks) when it
 * says hello and after every change; `refused` when a message of its own was
 * refused (nothing was recorded; `ref` is the message's), `done` when it was
 * recorded (after the views it led to); `handed`: the new
 * link's token of a seat the host handed over (to the host only).
 */
export type LiveMessage =
  | { type: 'step'; step: number }
  | { type: 'room'; room: RoomView }
  | { type: 'view'; view: GameView; ref?: number; ms?: number }
  | { type: 'refused'; error: string; ref?: number; status?: number }
  | { type: 'done'; ref: number }
  | { type: 'handed'; seat: string; token: string; ref?: number };

/** A seat of a room: a role of the game (`player:<name>` in its requests). */
interface SeatView {
  name: string;
  /** Someone holds it (a token was given for it). */
  taken: boolean;
  /** The computer plays it. */
  computer: boolean;
}

/** A room as one viewer sees it: no token in it, and no seed. */
export interface RoomView {
  code: string;
  system: string;
  systemName: string;
  status: 'waiting' | 'playing' | 'paused' | 'closed';
  seats: SeatView[];
  /** This viewer: the seat they hold (null: a spectator) and whether they are the host. */
  you: { seat: string | null; host: boolean };
  /** The save the room's game was kept as when it was closed (null while open). */
  savedAs: string | null;
}

/** A new room: its code and the host's token (kept by the host's page; never shown to others). */
export interface NewRoomAnswer {
  code: string;
  hostToken: string;
  room: RoomView;
}

/** A seat taken: its token, the key of the seat's link (`/room/<code>#t=<token>`). */
export interface JoinAnswer {
  seat: string;
  token: string;
}

/** Whether this browser is the server's owner (it opened the address with the key). */
export interface WhoAmI {
  owner: boolean;
}
