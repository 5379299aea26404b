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
import { IllegalReplay, MECHANICS, NeedChance, NeedDecision, type ChanceRequest, type Request } from './request.ts';

export interface Ctx {
  readonly chance: Chance;
  /** The event log, or null when logging is off (simulation, benchmarks). */
  readonly log: GameEvent[] | null;
  /** Table counts for `simulate`, or null. */
  readonly tally: Tally | null;
  /** Asks for a decision; returns the id of the chosen option. */
  ask(req: Request): string;
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
  /** How many of the last decisions can be taken back: none revealed chance since. */
  undoable: number;
  chance: Chance;
  tally: Tally | null;
}

export function makeChance(input: RunInput): Chance {
  const mode = input.dice ?? 'seeded';
  if (mode === 'physical') return new PhysicalChance(input.physical ?? []);
  if (mode === 'scripted') return new ScriptedChance(input.script ?? []);
  return new SeededChance(input.seed);
}

/** Validates options against the system's schema; throws a one-line error. */
export function parseOptions(system: GameSystem, options: unknown): any {
  const r = system.options.safeParse(options ?? {});
  if (!r.success) {
    const i = r.error.issues[0]!;
    throw new IllegalReplay(`option ${i.path.join('.') || '(all)'}: ${i.message}`);
  }
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
          throw new IllegalReplay(`decision ${i + 1} "${choice}" is not a legal answer to "${req.prompt}" (${req.rule})`);
        }
        i++;
        decisions.push(choice);
        askedAt.push(chance.revealed);
      } else if (input.chooser) {
        choice = input.chooser(req, state);
        i++;
        decisions.push(choice);
        askedAt.push(chance.revealed);
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
  };

  const result = (status: RunResult['status'], extra: Partial<RunResult> = {}): RunResult => {
    let undoable = 0;
    for (let k = askedAt.length - 1; k >= 0 && askedAt[k] === chance.revealed; k--) undoable++;
    return { status, state, options, decisions, events: log ?? [], undoable, chance, tally, ...extra };
  };

  try {
    system.play(ctx, state, options);
  } catch (e) {
    if (e instanceof NeedDecision) return result('decision', { request: e.request });
    if (e instanceof NeedChance) return result('chance', { chanceRequest: e.request });
    throw e;
  }
  if (i < recorded.length) throw new IllegalReplay(`the game ended with ${recorded.length - i} recorded decision(s) left over`);
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
