/**
 * One run's context (engine.ts `run`): answers `ask` from the mechanics, the
 * recorded decisions, then the chooser; counts reveals for undo; and, for a
 * live game (network rooms), keeps checkpoints: at a point where the rules
 * call `ctx.checkpoint()`, everything the rest of the game depends on (a
 * copy of the state, the chance source's position, the decisions so far and
 * what undo needs, the log's length), so a later run carries the game on
 * from there through the system's `resume` rather than from the start.
 */
import { PhysicalChance, type Chance } from './chance.ts';
import { deepCopy } from './copy.ts';
import type { DecisionEvent, GameEvent, Tally } from './events.ts';
import { excerpt } from './excerpt.ts';
import { IllegalReplay, MECHANICS, NeedDecision, valueOf, type Request } from './request.ts';
import { counted } from './text.ts';
import { inRuns, type AutoRuns } from './auto-runs.ts';
import type { Checkpoint, Ctx, GameSystem, Policy } from './contract.ts';

export type { Checkpoint };


/**
 * The context of one run: answers `ask` from the mechanics, the recorded
 * decisions, then the chooser, and counts reveals. A class, so a simulation
 * of many games makes no closures per game.
 */
export class RunCtx implements Ctx {
  /** Player decisions answered so far (recorded ones first). */
  i = 0;
  decisions: string[] = [];
  /** For each player decision, how much had been revealed when it was asked (undo). */
  askedAt: number[] = [];
  /** `reveal` marks so far, and the last one (what a refused undo names), kept in fields: no object per mark. */
  marks = 0;
  markRule = '';
  markWhat = '';
  markAt = 0;
  /** A lenient run met a recorded decision that is not legal any more: no recorded one is used after it. */
  stopped = false;
  /** Calls of `checkpoint` so far, and the last checkpoint kept (null: none, or the run keeps none). */
  private checkpoints = 0;
  last: Checkpoint | null = null;
  /** RunInput.onStep: told each step after the last recorded decision (null: nobody asked). */
  onStep: ((state: unknown, logLength: number) => void) | null = null;
  /** RunInput.auto: the recorded decisions a bot made, whose reasons the log gives again. */
  auto: AutoRuns | undefined = undefined;
  constructor(
    readonly chance: Chance,
    public log: GameEvent[] | null,
    readonly tally: Tally | null,
    private readonly system: GameSystem,
    private readonly state: unknown,
    readonly recorded: readonly string[],
    private readonly chooser: Policy<any> | undefined,
    /** logAfter: the log turned on when player decision `logAt` is asked. */
    private later: GameEvent[] | null = null,
    private readonly logAt = -1,
    private laterRequest: Request | null = null,
    /** Keep checkpoints (a live game's run; only for a system that can resume from them). */
    private readonly keeping = false,
    /** Recorded decisions are used while legal; the first illegal one is asked anew (engine.ts `lenient`). */
    private readonly lenient = false,
  ) {}

  /** A point the system's `resume` can carry the game on from: kept when this run keeps checkpoints and it is a new one. */
  checkpoint(): void {
    const index = this.checkpoints++;
    if (!this.keeping || (this.last !== null && index <= this.last.index)) return;
    // While `logAfter`'s log waits for its decision there is no log to keep up to here: the last checkpoint stays.
    if (this.later !== null) return;
    const log = this.log;
    this.last = {
      index,
      state: deepCopy(this.state),
      chance: this.chance.mark(),
      decisions: this.decisions.slice(),
      askedAt: this.askedAt.slice(),
      marks: this.marks,
      markRule: this.markRule,
      markWhat: this.markWhat,
      markAt: this.markAt,
      events: log ?? [],
      logLength: log ? log.length : 0,
    };
  }

  /** Starts this run where `cp` was made (its state is the run's, copied from `cp.state` by the caller). */
  restore(cp: Checkpoint): void {
    this.chance.restore(cp.chance);
    this.checkpoints = cp.index;
    this.last = cp;
    this.i = cp.decisions.length;
    this.decisions = cp.decisions.slice();
    this.askedAt = cp.askedAt.slice();
    this.marks = cp.marks;
    this.markRule = cp.markRule;
    this.markWhat = cp.markWhat;
    this.markAt = cp.markAt;
    if (this.log) this.log = cp.events.slice(0, cp.logLength);
  }

  /** Dice rolled, cards drawn and reveal marks. */
  revealed(): number {
    return this.chance.revealed + this.marks;
  }

  ask<T>(req: Request<T>): T {
    if (req.options.length === 0) throw new Error(`${req.rule} ${req.prompt}: no legal option`);
    let asked = req;
    if (this.later !== null && req.who !== MECHANICS && this.i === this.logAt) {
      this.log = this.later;
      this.later = null;
      // Made while the log was off: the earlier run's request (made with it on) names the choice.
      if (this.laterRequest && this.laterRequest.rule === req.rule && this.laterRequest.options.length === req.options.length) asked = this.laterRequest as Request<unknown> as Request<T>;
    }
    let choice: string;
    let chosen = false;
    if (req.who === MECHANICS) {
      if (this.onStep !== null) this.step();
      choice = this.system.mechanics(req, this.state);
    } else if (this.i < this.recorded.length && !this.stopped) {
      choice = this.recorded[this.i]!;
      // A bot's recorded answer is logged with the bot's reason, as when it was made (only looked up with the log on).
      if (this.log !== null && this.auto !== undefined) chosen = inRuns(this.auto, this.i);
      if (!hasOption(req, choice)) {
        if (this.lenient) {
          // Under the new rules this recorded answer is no longer an option: the game asks here, the rest stays unused.
          this.stopped = true;
          throw new NeedDecision(req as Request<unknown> as Request);
        }
        throw new IllegalReplay(`decision ${this.i + 1} ${excerpt(choice)} is not a legal answer to "${req.prompt}" (${req.rule})`);
      }
      this.record(choice);
    } else if (this.chooser) {
      choice = this.chooser(req, this.state);
      chosen = true;
      this.record(choice);
    } else {
      throw new NeedDecision(req as Request<unknown> as Request);
    }
    if (this.log) {
      logDecision(this.log, asked, choice);
      const why = req.who === MECHANICS ? this.system.mechanicsWhy?.(req, choice, this.state) : chosen ? this.system.botWhy?.(req, choice, this.state) : undefined;
      if (why) (this.log[this.log.length - 1] as DecisionEvent).why = why;
    }
    // The live request's option (not `asked`, an earlier run's): its value is of this run's state.
    return valueOf(req, choice);
  }

  /** A step of what the last recorded decision led to (RunInput.onStep): only past the recorded decisions, with the log on. */
  private step(): void {
    if (this.log !== null && this.i >= this.recorded.length) this.onStep!(this.state, this.log.length);
  }

  boardShown(): void {
    if (this.onStep !== null) this.step();
  }

  /** logAfter's log is still waiting for its decision. */
  logPending(): boolean {
    return this.later !== null;
  }

  reveal(rule: string, what: string): void {
    this.marks++;
    this.markRule = rule;
    this.markWhat = what;
    this.markAt = this.revealed();
  }

  private record(choice: string): void {
    this.i++;
    this.decisions.push(choice);
    // Read first, pushed after: a call between loading push and calling it keeps V8 from inlining the push.
    const now = this.revealed();
    this.askedAt.push(now);
  }

  /** Recorded decisions or physical entries the game never asked for are refused, never kept for later (entries may be, when `entriesAhead`). */
  noLeftovers(where: string, entriesAhead = false): void {
    const recorded = this.recorded;
    if (this.lenient) return;
    if (this.i < recorded.length) throw new IllegalReplay(`the game ${where} with ${counted(recorded.length - this.i, 'recorded decision')} left over`);
    const left = this.chance instanceof PhysicalChance && !entriesAhead ? this.chance.left : 0;
    if (left > 0) throw new IllegalReplay(`the game ${where} with ${left} physical entr${left === 1 ? 'y' : 'ies'} left over`);
  }
}

function hasOption(req: Request<unknown>, id: string): boolean {
  const opts = req.options;
  for (let k = 0; k < opts.length; k++) if (opts[k]!.id === id) return true;
  return false;
}

function logDecision(log: GameEvent[], req: Request<unknown>, choice: string): void {
  const opt = req.options.find((o) => o.id === choice);
  if (!opt) throw new Error(`${req.who} answered "${choice}", not an option of ${req.rule} ${req.prompt}`);
  log.push({ type: 'decision', rule: req.rule, who: req.who, choice, text: `${req.who === MECHANICS ? 'The game mechanics' : req.who.replace(/^player:/, '')} chose: ${opt.label}` });
}
