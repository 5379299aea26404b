/**
 * The engine's contract, types only: what a rule system implements
 * (GameSystem), what its rules see (Ctx), what a driver passes to `run` and
 * gets back. Kept apart from engine.ts so the modules the engine uses
 * (run-ctx, tables, events) can name these types without an import circle.
 */
import type { z } from 'zod';
import type { Chance, ChanceMark, ChanceMode, PhysicalEntry } from './chance.ts';
import type { GameEvent, Tally } from './events.ts';
import type { ChanceRequest, Option, Request } from './request.ts';
import type { SystemViewModel, Viewer } from './view-model.ts';
import type { RuleGlossary } from './glossary.ts';
import type { SystemWords } from './words.ts';
import type { AutoRuns } from './auto-runs.ts';

/**
 * A live game's place to go on from: the state as it was at the rules'
 * `index`-th call of `ctx.checkpoint()` (a copy nobody changes: each run
 * that resumes copies it again) and what the run had counted by then.
 */
export interface Checkpoint {
  readonly index: number;
  readonly state: unknown;
  readonly chance: ChanceMark;
  readonly decisions: readonly string[];
  readonly askedAt: readonly number[];
  readonly marks: number;
  readonly markRule: string;
  readonly markWhat: string;
  readonly markAt: number;
  /** The log so far: `events` up to `logLength` (the array of the run that made it, which only grew after). */
  readonly events: readonly GameEvent[];
  readonly logLength: number;
}

/** A part of a game played under an older rules version (the save's `earlier`, save/schema.ts). */
export interface EarlierRules {
  rules: number;
  to: number;
  format: number;
  options: Record<string, unknown>;
  decisions: string[];
  physical: (number[] | string)[];
  status: 'over' | 'decision' | 'chance';
  stateHash: string;
  historyHash: string | null;
  kept: number;
  keptEntries: number;
  changed: string;
}

export interface Ctx {
  readonly chance: Chance;
  /** The event log, or null when logging is off (simulation, benchmarks). */
  readonly log: GameEvent[] | null;
  /** Table counts for `simulate`, or null. */
  readonly tally: Tally | null;
  /** Asks for a decision; returns the value of the chosen option (its id is what a save records). */
  ask<T>(req: Request<T>): T;
  /**
   * Marks the moment hidden information becomes known to a player without a
   * die or a draw: a face-down card turned over, a room's contents seen, a
   * secret found. The engine counts it like a roll, so undo never takes a
   * decision back past it. `what` is a short constant clause ("a mana card
   * was turned over"), told to a player whose undo it refuses.
   */
  reveal(rule: string, what: string): void;
  /**
   * The rules logged an event that carries the board as data (2HDC's Battle
   * Board, 18.4): a step of a playback (RunInput.onStep). Called by `note`
   * only while the log is on; absent or a no-op elsewhere.
   */
  boardShown?(): void;
  /**
   * Marks a point the system's `resume` can carry the game on from: all the
   * game's future depends on there is the state, the options and the chance
   * source (no local variable of the rules is live). Only runs of a live game
   * keep it (network rooms); elsewhere it is absent or costs nothing.
   */
  checkpoint?(): void;
}

/** What the end of a game says about it, readable and as JSON. */
export interface GameReport {
  system: string;
  /** Short outcome key counted by `simulate` ("won", "died", "left"...). */
  outcome: string;
  /** The outcome in words for the readable report (the key when absent). */
  outcomeText?: string;
  /** Who took part. */
  players: { name: string; role: string; fate: string }[];
  /** The key numbers, by key (what `simulate` sums). */
  numbers: Record<string, number>;
  /**
   * Optional, for fast counting: the keys of `numbers` in their order, one
   * shared array for every report of the same keys, and the values in that
   * order. `simulate` reads these in place of `numbers` when both are given.
   */
  numberKeys?: readonly string[];
  numberValues?: readonly number[];
  /** Each number's name in words for the readable report; a name ending in "?" shows 0/1 as no/yes. */
  labels?: Record<string, string>;
  /** What happened, in a few lines. */
  story: string[];
}

/**
 * A policy answers a request from the visible state with the id of an
 * option (what a save records). It reads the options' values, typed by the
 * request's kind (each system's bots know which kind carries what).
 */
export type Policy<S> = (req: Request, state: S) => string;

export interface GameSystem<S = any, O = any> {
  readonly id: string;
  readonly name: string;
  /**
   * The version of what this system's replay produces (from 1): raised by
   * whoever changes what a game of it rolls, asks or decides from the same
   * seed and decisions (ARCHITECTURE.md, "Rules versions"). Written into
   * every save, room and campaign; a save of an older version whose replay
   * no longer matches is continued under these rules (save.ts), never refused.
   */
  readonly rulesVersion: number;
  /**
   * Set only on the system of a game continued from older rules
   * (save/continue.ts `continuedSystem`): its history under them, kept in
   * every save of it, and told at the top of its log.
   */
  readonly earlier?: readonly EarlierRules[];
  /** Validates and fills options (defaults for all missing keys). */
  readonly options: z.ZodType<O>;
  /** One line per option, for --help and the log's head (derived from the schema's descriptions by `defineSystem` when not written). */
  readonly optionHelp: Record<string, string>;
  /**
   * A new game's state. `recycled`, when given, is the state of an earlier
   * game of this system that nobody reads any more (a simulation passes the
   * last game's, once counted): a system may reset and reuse it rather than
   * allocate a new one, or ignore it. `seed` is the game's seed, for a
   * system whose setup draws from it (Dungeon World's generated dungeon);
   * `run` and `Simulator` always pass it.
   */
  setup(options: O, recycled?: S, seed?: number): S;
  /** Plays the whole game on `state`, asking and rolling through ctx. */
  play(ctx: Ctx, state: S, options: O): void;
  /**
   * Plays the rest of the game from `state` as it was where `play` called
   * `ctx.checkpoint()` (the same calls from there on, checkpoints included).
   * A system without it is always replayed from the start.
   */
  resume?(ctx: Ctx, state: S, options: O): void;
  /** The game mechanics' policy: every NPC and monster. */
  readonly mechanics: Policy<S>;
  /** The bot that plays the players' side for --auto and simulate. */
  readonly bot: Policy<S>;
  /**
   * Why the game mechanics chose as they did, in a sentence, for the log's
   * decision event (`why`); undefined when the policy gives no reason. Only
   * called when the log is on.
   */
  mechanicsWhy?(req: Request<unknown>, choice: string, state: S): string | undefined;
  /**
   * Why the players' bot would make the choice a chooser (--auto, simulate)
   * just made, for the log's decision event; undefined when the bot gives no
   * reason or would have chosen otherwise. Only called when the log is on.
   */
  botWhy?(req: Request<unknown>, choice: string, state: S): string | undefined;
  /** What each section the game cites is about, in the project's words (core/glossary.ts). */
  readonly glossary?: RuleGlossary;
  /** Options, choices, section titles and outcomes in words, for what players read (core/words.ts). */
  readonly words?: SystemWords;
  /** What `viewer` (the players at the screen when not given) sees of the state, as text: its view model drawn. */
  view(state: S, viewer?: Viewer): string;
  /**
   * The terminal's line for an event the system draws from the data it
   * carries (2hdc: the Battle Board of an 18.4 event); undefined for the
   * others, which read as `renderEvent` writes them. See `eventText`.
   */
  logText?(e: GameEvent): string | undefined;
  /**
   * What `viewer` may see of the state as structured JSON data (the browser
   * draws it): sheets, board, piles. Never a hidden thing: a face-down card,
   * a tile not yet placed, an undrawn card. See view-model.ts. `request`,
   * the decision asked now, lets the view show who is deciding.
   */
  viewModel?(state: S, viewer: Viewer, request?: Request): SystemViewModel;
  /**
   * The terminal's text drawn from a view model `viewModel` made: the text
   * `view` gives for that state and viewer (the request changes nothing
   * drawn), so the server builds the model once for the board and the text.
   */
  viewText?(model: SystemViewModel): string;
  /**
   * The end-of-game report. `recycled`, when given, is a report of this
   * system that nobody reads any more (a simulation passes the last game's,
   * once counted): a system may refill and return it, or ignore it.
   */
  report(state: S, recycled?: GameReport): GameReport;
  /**
   * The setups `simulate` mixes by default (e.g. each character on each
   * difficulty), game k playing setup k mod n. Without them: the defaults.
   */
  readonly setups?: readonly Setup[];
  /** How many games `simulate` plays when not told (default 10,000): fewer for a system whose games are long. */
  readonly simulateGames?: number;
  /**
   * V8's cumulative inlining budget for this system's simulation, where a
   * measured one beats V8's default (920): process-wide, set by `simulate`
   * before its games start (sim/simulate.ts).
   */
  readonly simulateInlining?: number;
  /**
   * State fields that once were added as a game went, at the end of the
   * state in the order they came, and now have a fixed place from the start
   * (for one hidden class all game: speed only). A save's state hash is of
   * the state's JSON, key order included, so a save made before is also
   * matched with the present ones in their other orders (save/hash.ts `stateMatches`).
   */
  readonly lateFields?: readonly string[];
  /** The name players pick it by in the menu and the browser's list (`name`, which the log's first line gives, when absent). */
  readonly title?: string;
  /** Its campaign, for a system whose adventures chain (the same band from one to the next). */
  readonly campaign?: SystemCampaign<S, O>;
  /** The files a player may give it (`--scenario`, `--adventure`, `--data`): read by the terminal, checked and turned into options here. */
  readonly files?: SystemFiles;
  /** Options the new-game form leaves out (a campaign sets them, or one of the terminal's files). */
  readonly formHidden?: readonly string[];
  /** The terminal's text in two parts (`b` and `s` at a decision) and its notes on options. */
  readonly terminal?: TerminalParts;
  /** What a finished game may put on a high-score sheet (null: nothing); absent, the system keeps no sheet. */
  scoreSheet?(report: GameReport): ScoreSheetEntry | null;
}

/** A system's campaign: adventures played one after another by what the last one left. */
export interface SystemCampaign<S = any, O = any> {
  /** The options of a new campaign's first game, named `name`. */
  start(name: string): Record<string, unknown>;
  /** What a finished adventure carries into the next one, as options (the campaign's stored data). */
  carry(state: S, options: O): Record<string, unknown>;
  /** A stored campaign's band in a few words, a member each. */
  band(data: unknown): string[];
  /** What the campaign plays next, when the system says (null: nothing to tell). */
  next?(data: unknown): string | null;
  /** The schema its stored data is written in now (1 when absent; raise it with a migration: save/campaign.ts). */
  readonly schema?: number;
  /** `migrations[n]` turns schema-n data into schema n+1 data. */
  readonly migrations?: Readonly<Record<number, (data: Record<string, unknown>) => Record<string, unknown>>>;
}

/** Files a player's options may come from; each check throws an Error whose message names the place (`where`) and the path inside it. */
export interface SystemFiles {
  /** `--scenario FILE`: a dungeon written out as JSON. */
  scenario?: {
    /** The largest file read, in characters. */
    readonly maxChars: number;
    /** The options for a scenario the system ships by that name (when no such file exists), or null. */
    shipped(name: string): Record<string, unknown> | null;
    /** The options for the file's JSON, checked (with `data`, the options --data set, when given). */
    parse(raw: unknown, where: string, data: unknown): Record<string, unknown>;
  };
  /** `--adventure FILE`: an adventure written out as JSON. */
  adventure?: {
    readonly maxChars: number;
    parse(raw: unknown, where: string): Record<string, unknown>;
    /** The adventures it ships, a line each (`adventures`). */
    shipped(): string[];
    /** What `simulate --adventure FILE` mixes (their options over the file's). */
    readonly setups?: readonly Setup[];
  };
  /** `--data DIR`: JSON files replacing the system's own data. */
  data?: {
    /** The largest file read, in bytes. */
    readonly maxBytes: number;
    /** The files (name without `.json` → JSON) merged and checked; `where(name)` names a file for a refusal. */
    merge(files: Record<string, unknown>, where: (name: string) => string): Record<string, unknown>;
    /** The option naming the team (a party, the heroes), its default for a data set, and who the data holds. */
    readonly team: string;
    teamFor(data: unknown): string[];
    members(data: Record<string, unknown>): string[];
  };
}

/** The decision asked, for the grids that mark where its options go; `focus` (an option's index: `b N`) marks that option's way and what it touches. */
interface Pointing {
  readonly options: readonly { readonly id: string; readonly label: string }[];
  readonly focus: number | null;
}

/** The terminal's view in two parts, drawn from a view model; notes on what options do. */
interface TerminalParts {
  /** The board (map, grid, table) and the sheets (characters, models, goals); `at`: the decision asked, for the grids that mark where its options go. */
  parts(model: SystemViewModel, at?: Pointing): { board: string[]; sheets: string[] };
  /** What an option does, in a few words, where its label does not say (undefined: nothing to add); `model`: the view now, for an option naming a figure on it. */
  note?(req: Request, o: Option, model?: SystemViewModel): string | undefined;
}

/** What a finished game may put on the high-score sheet. */
export interface ScoreSheetEntry {
  score: number;
  difficulty: 'normal' | 'hardcore';
  /** The rules let it be recorded (hard core records only a character that left alive). */
  recordable: boolean;
  /** The character, as the sheet names it. */
  character: string;
}

/**
 * A system as its index.ts writes it (`defineSystem` derives the rest):
 * `view` may be left out when it is the view model drawn, `optionHelp` when
 * each option of the schema carries its line (zod's `.describe()`).
 */
export type SystemDefinition<S = any, O = any> = Omit<GameSystem<S, O>, 'view' | 'optionHelp'> & Partial<Pick<GameSystem<S, O>, 'view' | 'optionHelp'>>;

/** A named set of rule options a game can start from. */
export interface Setup {
  readonly name: string;
  readonly options: Readonly<Record<string, unknown>>;
  /** The group `simulate` also sums it under (Dungeon World: its scenario), when the setups mix two things. */
  readonly group?: string;
}

export interface RunInput {
  system: GameSystem;
  options?: unknown;
  seed: number;
  dice?: ChanceMode;
  decisions?: readonly string[];
  physical?: readonly PhysicalEntry[];
  /** Dice faces and cards for the scripted source. */
  script?: readonly (number | string)[];
  /** Keep the event log (default true). */
  log?: boolean;
  tally?: Tally | null;
  /** Answers player decisions beyond the recorded ones (a bot for --auto); without it the run pauses. */
  chooser?: Policy<any>;
  /** Which recorded decisions a bot made (auto-runs.ts): the log gives the bot's reason (`botWhy`) for them, as when they were made. */
  auto?: AutoRuns;
  /** The options were already checked by parseOptions (simulation loops check once, not every game). */
  optionsChecked?: boolean;
  /**
   * The log of an earlier run of the same game that paused for player
   * decision `decisions` (0-based): this run keeps its log off until it asks
   * that decision, then carries on from a copy of `events`, so only what
   * comes after is written again (the same events: a game is its inputs).
   * `request` is that run's request (the decision it paused at): its options
   * as made with the log on (labels with their odds) name the choice logged.
   * The server of network play uses it to answer without rewriting a long log.
   * With `resumeFrom` too, the log is off from the checkpoint to that decision.
   */
  logAfter?: { decisions: number; events: readonly GameEvent[]; request: Request };
  /**
   * Physical entries beyond those the game asks for before it stops are left
   * unused instead of refused: replaying the beginning of a game (its first
   * decisions) with all its entries. `RunResult.entriesUsed` says how many it used.
   */
  entriesAhead?: boolean;
  /**
   * Replay the recorded decisions and entries only while each is still
   * legal where it is asked: at the first that is not, the run stops there
   * and asks anew, and whatever was recorded after it is left unused, never
   * refused (a save of older rules, continued under these: save/continue.ts).
   * `RunResult.decisions` and `entriesUsed` say how much was used.
   */
  lenient?: boolean;
  /** Keep the latest checkpoint the rules pass (`RunResult.checkpoint`): a live game's run, for a system with `resume`. */
  checkpoints?: boolean;
  /**
   * Told each step of what the last recorded decision led to (after the
   * last recorded decision only, while the log is on): each decision of the
   * game mechanics, as it is asked, and each event that carries the board
   * (`Ctx.boardShown`), with the state then and the log's length. The server
   * draws the board there to play an answer back step by step; the state is
   * the live one (read it, keep nothing of it). Absent: nothing is paid.
   */
  onStep?: (state: unknown, logLength: number) => void;
  /**
   * Carry the game on from this checkpoint (made by a run of the same game
   * whose decisions and entries are the first of this run's) instead of from
   * the start: only the play after it is run again. Keeps checkpoints.
   */
  resumeFrom?: Checkpoint;
}

export interface RunResult<S = any> {
  status: 'over' | 'decision' | 'chance';
  state: S;
  options: any;
  /** Player decisions: the recorded ones plus any the chooser made. */
  decisions: string[];
  /** Which of `decisions` a bot made: the given `auto` runs still used, and the chooser's (auto-runs.ts). */
  auto: [number, number][];
  events: GameEvent[];
  request?: Request;
  chanceRequest?: ChanceRequest;
  /** How many of the last decisions can be taken back: nothing was revealed since (no die, no draw, no reveal). */
  undoable: number;
  /** When the last decision cannot be taken back, what was revealed after it (for the player). */
  undoBlocked?: string;
  /** What the engine counted as revealed: dice rolled, cards drawn and `ctx.reveal` marks. */
  revealed: number;
  /** How many physical entries the game used (0 with other dice). */
  entriesUsed: number;
  chance: Chance;
  tally: Tally | null;
  /** With `checkpoints` or `resumeFrom`: the last checkpoint passed (the next run of this game may resume from it). */
  checkpoint?: Checkpoint;
}
