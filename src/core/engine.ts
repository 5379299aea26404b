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
import { newTally, type GameEvent, type Tally } from './events.ts';
import { describeIssue, excerpt } from './excerpt.ts';
import { IllegalReplay, MECHANICS, NeedChance, NeedDecision, type ChanceRequest, type Request } from './request.ts';
import { counted } from './text.ts';
import type { SystemViewModel, Viewer } from './view-model.ts';

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
}

/** What the end of a game says about it, readable and as JSON. */
export interface GameReport {
  system: string;
  /** Short outcome key counted by `simulate` ("won", "died", "left"...). */
  outcome: string;
  /** Who took part. */
  players: { name: string; role: string; fate: string }[];
  /** The key numbers, by key (what `simulate` sums). */
  numbers: Record<string, number>;
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
  /** Validates and fills options (defaults for all missing keys). */
  readonly options: z.ZodType<O>;
  /** One line per option, for --help and the log's head. */
  readonly optionHelp: Record<string, string>;
  setup(options: O): S;
  /** Plays the whole game on `state`, asking and rolling through ctx. */
  play(ctx: Ctx, state: S, options: O): void;
  /** The game mechanics' policy: every NPC and monster. */
  readonly mechanics: Policy<S>;
  /** The bot that plays the players' side for --auto and simulate. */
  readonly bot: Policy<S>;
  /** What a player sees of the state, as text. */
  view(state: S): string;
  /**
   * What `viewer` may see of the state as structured JSON data (the browser
   * draws it): sheets, board, piles. Never a hidden thing: a face-down card,
   * a tile not yet placed, an undrawn card. See view-model.ts.
   */
  viewModel?(state: S, viewer: Viewer): SystemViewModel;
  report(state: S): GameReport;
  /**
   * The setups `simulate` mixes by default (e.g. each character on each
   * difficulty), game k playing setup k mod n. Without them: the defaults.
   */
  readonly setups?: readonly Setup[];
}

/** A named set of rule options a game can start from. */
export interface Setup {
  readonly name: string;
  readonly options: Readonly<Record<string, unknown>>;
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
  chance: Chance;
  tally: Tally | null;
}

export function makeChance(input: RunInput): Chance {
  const mode = input.dice ?? 'seeded';
  if (mode === 'physical') return new PhysicalChance(input.physical ?? []);
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
  return r.data;
}

export function run(input: RunInput): RunResult {
  const { system } = input;
  const options = input.optionsChecked ? input.options : parseOptions(system, input.options);
  const chance = makeChance(input);
  const log: GameEvent[] | null = input.log === false ? null : [];
  const tally = input.tally === undefined ? null : input.tally;
  const recorded = input.decisions ?? [];
  const decisions: string[] = [];
  const askedAt: number[] = [];
  let marks = 0;
  let lastMark = { rule: '', what: '', at: 0 };
  const revealed = (): number => chance.revealed + marks;
  const state = system.setup(options);
  let i = 0;
  if (log) {
    const mode = input.dice ?? 'seeded';
    const opts = Object.entries(options as Record<string, unknown>).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ');
    log.push({ type: 'start', rule: '', system: system.id, seed: input.seed, dice: mode, options: options as Record<string, unknown>, text: `${system.name}, seed ${input.seed}, ${mode} dice; options: ${opts || 'none'}` });
  }

  const ctx: Ctx = {
    chance,
    log,
    tally,
    ask(req: Request): string {
      if (req.options.length === 0) throw new Error(`${req.rule} ${req.prompt}: no legal option`);
      let choice: string;
      if (req.who === MECHANICS) {
        choice = system.mechanics(req, state);
      } else if (i < recorded.length) {
        choice = recorded[i]!;
        if (!req.options.some((o) => o.id === choice)) {
          throw new IllegalReplay(`decision ${i + 1} ${excerpt(choice)} is not a legal answer to "${req.prompt}" (${req.rule})`);
        }
        i++;
        decisions.push(choice);
        askedAt.push(revealed());
      } else if (input.chooser) {
        choice = input.chooser(req, state);
        i++;
        decisions.push(choice);
        askedAt.push(revealed());
      } else {
        throw new NeedDecision(req);
      }
      if (log) {
        const opt = req.options.find((o) => o.id === choice);
        if (!opt) throw new Error(`${req.who} answered "${choice}", not an option of ${req.rule} ${req.prompt}`);
        log.push({ type: 'decision', rule: req.rule, who: req.who, choice, text: `${req.who === MECHANICS ? 'The game mechanics' : req.who.replace(/^player:/, '')} chose: ${opt.label}` });
      }
      return choice;
    },
    reveal(rule: string, what: string): void {
      marks++;
      lastMark = { rule, what, at: revealed() };
    },
  };

  const result = (status: RunResult['status'], extra: Partial<RunResult> = {}): RunResult => {
    const now = revealed();
    let undoable = 0;
    for (let k = askedAt.length - 1; k >= 0 && askedAt[k] === now; k--) undoable++;
    const last = askedAt[askedAt.length - 1];
    let undoBlocked: string | undefined;
    // A reveal mark after the last decision names what was seen; otherwise dice or cards were.
    if (undoable === 0 && last !== undefined) undoBlocked = lastMark.at > last ? `${lastMark.what} (${lastMark.rule})` : 'dice were rolled or cards drawn';
    return { status, state, options, decisions, events: log ?? [], undoable, undoBlocked, revealed: now, chance, tally, ...extra };
  };

  /** Recorded decisions or physical entries the game never asked for are refused, never kept for later. */
  const noLeftovers = (where: string): void => {
    if (i < recorded.length) throw new IllegalReplay(`the game ${where} with ${counted(recorded.length - i, "recorded decision")} left over`);
    const left = chance instanceof PhysicalChance ? chance.left : 0;
    if (left > 0) throw new IllegalReplay(`the game ${where} with ${left} physical entr${left === 1 ? 'y' : 'ies'} left over`);
  };

  try {
    system.play(ctx, state, options);
  } catch (e) {
    if (e instanceof NeedDecision) {
      noLeftovers('stopped for a decision');
      return result('decision', { request: e.request });
    }
    if (e instanceof NeedChance) {
      noLeftovers('stopped for a roll or card');
      return result('chance', { chanceRequest: e.request });
    }
    throw e;
  }
  noLeftovers('ended');
  return result('over');
}

/** Plays a whole game with bots on every side, as `--auto` and `simulate` do. */
export function autoplay(system: GameSystem, seed: number, options?: unknown, log = false, tally: Tally | null = null, optionsChecked = false): RunResult {
  return run({ system, seed, options, log, tally, chooser: system.bot, optionsChecked });
}

export { newTally };

/** Logs a change of state (damage, a status, movement) with its rule. Free when logging is off. */
export function note(ctx: Ctx, rule: string, text: string, extra?: Record<string, unknown>): void {
  if (ctx.log) ctx.log.push({ type: 'state', rule, text, ...extra });
}
