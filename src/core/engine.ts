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
import { PhysicalChance, ScriptedChance, SeededChance, type Chance } from './chance.ts';
import { newTally, renderEvent, type GameEvent, type Tally } from './events.ts';
import { describeIssue, excerpt } from './excerpt.ts';
import { internStrings } from './intern.ts';
import { IllegalReplay, MECHANICS, NeedChance, NeedDecision, valueOf, type Request } from './request.ts';
import { RunCtx } from './run-ctx.ts';
import { autoRuns } from './auto-runs.ts';
import { deepCopy } from './copy.ts';
import type { Ctx, GameSystem, RunInput, RunResult } from './contract.ts';
import { ruleTitle, startSentence } from './words.ts';

export type { Checkpoint, EarlierRules, Ctx, GameReport, Policy, GameSystem, Setup, RunInput, RunResult } from './contract.ts';

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

function result(status: RunResult['status'], ctx: RunCtx, state: unknown, options: unknown, input: RunInput): RunResult {
  const askedAt = ctx.askedAt;
  const now = ctx.revealed();
  let undoable = 0;
  for (let k = askedAt.length - 1; k >= 0 && askedAt[k] === now; k--) undoable++;
  const last = askedAt[askedAt.length - 1];
  let undoBlocked: string | undefined;
  // A reveal mark after the last decision names what was seen; otherwise dice or cards were.
  if (undoable === 0 && last !== undefined) undoBlocked = ctx.markAt > last ? `${ctx.markWhat} (${ctx.markRule})` : 'dice were rolled or cards drawn';
  const entriesUsed = ctx.chance instanceof PhysicalChance ? ctx.chance.used : 0;
  const recorded = input.decisions?.length ?? 0;
  const auto = autoRuns(input.auto, Math.min(ctx.decisions.length, recorded), recorded, ctx.decisions.length);
  const r: RunResult = { status, state, options, decisions: ctx.decisions, auto, events: ctx.log ?? [], undoable, undoBlocked, revealed: now, entriesUsed, chance: ctx.chance, tally: ctx.tally };
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
  if (input.onStep) ctx.onStep = input.onStep;
  if (input.auto) ctx.auto = input.auto;
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
      const r = result('decision', ctx, state, options, input);
      r.request = e.request;
      return r;
    }
    if (e instanceof NeedChance) {
      checkLogAfter(ctx);
      ctx.noLeftovers('stopped for a roll or card', input.entriesAhead || input.lenient);
      const r = result('chance', ctx, state, options, input);
      r.chanceRequest = e.request;
      return r;
    }
    throw e;
  }
  checkLogAfter(ctx);
  ctx.noLeftovers('ended', input.lenient);
  return result('over', ctx, state, options, input);
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

  ask<T>(req: Request<T>): T {
    // Requests come in many shapes, so each read of a field here is megamorphic: `options` is read once.
    const opts = req.options;
    if (opts.length === 0) throw new Error(`${req.rule} ${req.prompt}: no legal option`);
    const id = req.who === MECHANICS ? this.system.mechanics(req, this.state) : this.system.bot(req, this.state);
    for (let k = 0; k < opts.length; k++) if (opts[k]!.id === id) return opts[k]!.value;
    return valueOf(req, id); // throws: the bot's answer is not an option
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
  if (!ctx.log) return;
  ctx.log.push({ type: 'state', rule, text, ...extra });
  if (extra !== undefined && 'board' in extra) ctx.boardShown?.();
}
