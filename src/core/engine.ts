/**
 * The engine: runs a rule system's game from its options, seed and decisions.
 *
 * A game is deterministic in (system, options, seed, decisions, physical
 * entries). The rules call `ctx.ask` and `ctx.chance` synchronously. When a
 * run needs an answer nobody has given yet (a human's decision, a physical
 * die), it unwinds with NeedDecision / NeedChance; the driver gets the answer
 * and runs the game again from the start with one more entry. Replaying a few
 * thousand decisions takes milliseconds, and this keeps rules code plain
 * functions that read like the book's step lists, with no generators or
 * explicit state machines, and makes save, load and undo the same operation.
 */
import type { z } from 'zod';
import { PhysicalChance, ScriptedChance, SeededChance, type Chance, type ChanceMode, type PhysicalEntry } from './chance.ts';
import { newTally, renderEvent, type GameEvent, type Tally } from './events.ts';
import { describeIssue, excerpt } from './excerpt.ts';
import { internStrings } from './intern.ts';
import { IllegalReplay, MECHANICS, NeedChance, NeedDecision, type ChanceRequest, type Request } from './request.ts';
import { RunCtx, type Checkpoint } from './run-ctx.ts';
import { deepCopy } from './copy.ts';

export type { Checkpoint };

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
import type { SystemViewModel, Viewer } from './view-model.ts';
import type { RuleGlossary } from './glossary.ts';
import { ruleTitle, startSentence, type SystemWords } from './words.ts';

export interface Ctx {
  readonly chance: Chance;
  /** The event log, or null when logging is off (simulation, benchmarks). */
  readonly log: GameEvent[] | null;
  /** Table counts for `simulate`, or null. */
  readonly tally: Tally | null;
  /** Asks for a decision; returns the id of the chosen option. */
  ask(req: Request): string;
  /**
   * Marks the moment hidden information becomes known to a player without a
   * die or a draw: a face-down card turned over, a room's contents seen, a
   * secret found. The engine counts it like a roll, so undo never takes a
   * decision back past it. `what` is a short constant clause ("a mana card
   * was turned over"), told to a player whose undo it refuses.
   */
  reveal(rule: string, what: string): void;
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

/** A policy answers a request from the visible state. */
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
  /** One line per option, for --help and the log's head. */
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
  mechanicsWhy?(req: Request, choice: string, state: S): string | undefined;
  /**
   * Why the players' bot would make the choice a chooser (--auto, simulate)
   * just made, for the log's decision event; undefined when the bot gives no
   * reason or would have chosen otherwise. Only called when the log is on.
   */
  botWhy?(req: Request, choice: string, state: S): string | undefined;
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
}

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

export function makeChance(input: RunInput): Chance {
  const mode = input.dice ?? 'seeded';
  if (mode === 'physical') return new PhysicalChance(input.physical ?? [], input.lenient === true);
  if (mode === 'scripted') return new ScriptedChance(input.script ?? []);
  return new SeededChance(input.seed);
}

/** The keys a system's options have: its schema's shape, or its help lines. */
export function optionKeys(system: GameSystem): string[] {
  const shape = (system.options as { shape?: Record<string, unknown> }).shape;
  return Object.keys(shape ?? system.optionHelp);
}

/**
 * Validates options against the system's schema; throws a one-line error.
 * A key the system does not know is refused (a misspelt option would
 * otherwise be dropped and its default used without a word).
 */
export function parseOptions(system: GameSystem, options: unknown): any {
  const given = options ?? {};
  if (typeof given === 'object' && !Array.isArray(given)) {
    const known = optionKeys(system);
    const unknown = Object.keys(given).find((k) => !known.includes(k));
    if (unknown !== undefined) throw new IllegalReplay(`unknown rule option ${excerpt(unknown)} for ${system.id}; its options are: ${known.join(', ')}`);
  }
  const r = system.options.safeParse(given);
  if (!r.success) throw new IllegalReplay(`option ${describeIssue(r.error.issues)}`);
  // Option strings typed by a user are compared with the rules' constants in hot paths: interned, that is a pointer check.
  return internStrings(r.data);
}


/**
 * An option's value as the start line shows it: a long one (a scenario or
 * adventure file, a data set) only by its size, since such files hold what
 * players have not seen yet (rooms' contents, chests); the event's
 * `options` field, which stays with the game's files, keeps it whole.
 */
function shownOption(v: unknown): string {
  const json = JSON.stringify(v) ?? 'undefined';
  return json.length <= 80 ? json : `(given: ${json.length} characters)`;
}

function startEvent(input: RunInput, options: unknown): GameEvent {
  const mode = input.dice ?? 'seeded';
  const opts = Object.entries(options as Record<string, unknown>).map(([k, v]) => `${k}=${shownOption(v)}`).join(', ');
  return { type: 'start', rule: '', system: input.system.id, seed: input.seed, dice: mode, options: options as Record<string, unknown>, text: `${input.system.name}, seed ${input.seed}, ${mode} dice; options: ${opts || 'none'}` };
}

function result(status: RunResult['status'], ctx: RunCtx, state: unknown, options: unknown): RunResult {
  const askedAt = ctx.askedAt;
  const now = ctx.revealed();
  let undoable = 0;
  for (let k = askedAt.length - 1; k >= 0 && askedAt[k] === now; k--) undoable++;
  const last = askedAt[askedAt.length - 1];
  let undoBlocked: string | undefined;
  // A reveal mark after the last decision names what was seen; otherwise dice or cards were.
  if (undoable === 0 && last !== undefined) undoBlocked = ctx.markAt > last ? `${ctx.markWhat} (${ctx.markRule})` : 'dice were rolled or cards drawn';
  const entriesUsed = ctx.chance instanceof PhysicalChance ? ctx.chance.used : 0;
  const r: RunResult = { status, state, options, decisions: ctx.decisions, events: ctx.log ?? [], undoable, undoBlocked, revealed: now, entriesUsed, chance: ctx.chance, tally: ctx.tally };
  if (ctx.last) r.checkpoint = ctx.last;
  return r;
}

export function run(input: RunInput): RunResult {
  const { system } = input;
  const options = input.optionsChecked ? input.options : parseOptions(system, input.options);
  const chance = makeChance(input);
  const from = system.resume ? input.resumeFrom : undefined;
  const after = input.log === false ? undefined : input.logAfter;
  const log: GameEvent[] | null = input.log === false || after ? null : [];
  const tally = input.tally === undefined ? null : input.tally;
  const state = from ? deepCopy(from.state) : system.setup(options, undefined, input.seed);
  if (log && !from) log.push(startEvent(input, options));
  const decisions = input.decisions ?? NONE;
  const keeping = !!system.resume && (!!from || input.checkpoints === true);
  const ctx = new RunCtx(chance, log, tally, system, state, decisions, input.chooser, after ? after.events.slice() : null, after ? after.decisions : -1, after?.request ?? null, keeping, input.lenient === true);
  if (from) {
    if (from.decisions.length > decisions.length || from.decisions.some((d, k) => decisions[k] !== d)) throw new Error('resumeFrom: the checkpoint is not of this game (its decisions are not the first of this run)');
    ctx.restore(from);
  }
  try {
    if (from) system.resume!(ctx, state, options);
    else system.play(ctx, state, options);
  } catch (e) {
    if (e instanceof NeedDecision) {
      checkLogAfter(ctx);
      ctx.noLeftovers('stopped for a decision', input.entriesAhead || input.lenient);
      const r = result('decision', ctx, state, options);
      r.request = e.request;
      return r;
    }
    if (e instanceof NeedChance) {
      checkLogAfter(ctx);
      ctx.noLeftovers('stopped for a roll or card', input.entriesAhead || input.lenient);
      const r = result('chance', ctx, state, options);
      r.chanceRequest = e.request;
      return r;
    }
    throw e;
  }
  checkLogAfter(ctx);
  ctx.noLeftovers('ended', input.lenient);
  return result('over', ctx, state, options);
}

/** A run with `logAfter` that stopped before the decision its log starts at: a caller's mistake, never a player's. */
function checkLogAfter(ctx: RunCtx): void {
  if (ctx.logPending()) throw new Error('logAfter: the game stopped before the decision the earlier log ends at');
}

const NONE: readonly string[] = [];

/** Plays a whole game with bots on every side, as `--auto` and `simulate` do. */
export function autoplay(system: GameSystem, seed: number, options?: unknown, log = false, tally: Tally | null = null, optionsChecked = false): RunResult {
  return run({ system, seed, options, log, tally, chooser: system.bot, optionsChecked });
}

export { newTally };

/**
 * The context of a simulation's games: bots answer every request, the log is
 * off, and nothing is kept for undo (no decision list, no reveal marks), so
 * one context serves game after game.
 */
class SimCtx implements Ctx {
  readonly log = null;
  readonly chance = new SeededChance(0);
  state: unknown = null;
  constructor(
    private readonly system: GameSystem,
    readonly tally: Tally | null,
  ) {}

  ask(req: Request): string {
    if (req.options.length === 0) throw new Error(`${req.rule} ${req.prompt}: no legal option`);
    return req.who === MECHANICS ? this.system.mechanics(req, this.state) : this.system.bot(req, this.state);
  }

  reveal(): void {}
}

/**
 * Plays games with bots on every side and the log off, one after another, as
 * `simulate` counts them: the same games as `autoplay` (same decisions, same
 * final states) without what only a kept game needs (its decisions and when
 * each was asked, for undo, and the result).
 */
export class Simulator {
  private readonly ctx: SimCtx;
  constructor(
    private readonly system: GameSystem,
    tally: Tally | null = null,
  ) {
    this.ctx = new SimCtx(system, tally);
  }

  /**
   * Plays the game of `seed` from options already checked by parseOptions
   * and returns its final state. `recycle`: the final state of an earlier
   * game of this system that the caller has finished with (its report read,
   * nothing kept), handed to `setup` for reuse; never a state a live game, a
   * kept result or a kept report holds. The source of the last game (its
   * counts of dice and cards) is `chance`.
   */
  play(seed: number, options: unknown, recycle?: unknown): unknown {
    const ctx = this.ctx;
    const state = this.system.setup(options, recycle, seed);
    ctx.chance.reseed(seed);
    ctx.state = state;
    this.system.play(ctx, state, options);
    return state;
  }

  get chance(): Chance {
    return this.ctx.chance;
  }
}

/** Logs a change of state (damage, a status, movement) with its rule. Free when logging is off. */
/** An event as the terminal prints it: drawn by its system (`logText`) when the system draws it, else `renderEvent` with the section's title in words (and the first line as a sentence). */
export function eventText(system: GameSystem, e: GameEvent): string {
  const own = system.logText?.(e);
  if (own !== undefined) return own;
  // Words for players (core/words.ts): the first line a sentence, a section by its title where its id is not words.
  if (e.type === 'start') return startSentence(e, system.name, system.words, parseOptions(system, {}) as Record<string, unknown>, true);
  const title = ruleTitle(system.words, e.rule);
  return title === e.rule ? renderEvent(e) : renderEvent({ ...e, rule: title });
}

export function note(ctx: Ctx, rule: string, text: string, extra?: Record<string, unknown>): void {
  if (ctx.log) ctx.log.push({ type: 'state', rule, text, ...extra });
}
