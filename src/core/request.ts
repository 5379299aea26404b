/**
 * Decisions. Rules never talk to an interface: when someone must choose, the
 * rules call `ctx.ask(request)` and get back the value of one legal option
 * (what it means to them: a direction, a character, a spell), never its id
 * to parse again. Saves and the wire carry only ids.
 * Who answers (a human, a bot, a saved list, a remote player) is the driver's
 * business, see engine.ts.
 */

/** Who decides: a named player (`player:<name>`) or the game mechanics (NPCs, the dungeon). */
export type Decider = string;

export const MECHANICS: Decider = 'mechanics';

export interface Option<T = unknown> {
  /** Stable id recorded in saves; must be unique within one request. */
  readonly id: string;
  /** What a player reads. */
  readonly label: string;
  /** The odds of the test this option leads to, where the rules know them (never read by bots or saves). */
  readonly odds?: Odds;
  /**
   * What choosing it means to the rules: `ctx.ask` returns it. Rules data
   * only, never sent or saved (a view copies id, label and odds); an option
   * made by `option()` means its id.
   */
  readonly value: T;
}

/** An option as plain data (a lazily built option's `toJSON`): what saves, logs and the wire may carry of it. */
export type OptionData = Pick<Option, 'id' | 'label' | 'odds'>;

/** The chance of a test an option leads to, for a player to weigh before choosing. */
export interface Odds {
  /** The chance of the outcome named by `of`, from 0 to 1. */
  readonly chance: number;
  /** What that chance is of, in a few words: "hits", "a second tile", "finds a Secret Room". */
  readonly of: string;
  /** The odds in words, exact where the rules give them ("44% (4/9)"), with the other outcomes when they matter. */
  readonly text: string;
}

/** A question: `T` is what its options mean to the rules (`ctx.ask` returns one). */
export interface Request<T = unknown> {
  readonly who: Decider;
  /** Rulebook section that calls for the decision. */
  readonly rule: string;
  readonly prompt: string;
  readonly options: readonly Option<T>[];
  /** A short machine name for the kind of decision, for bot policies ("target", "charge"). */
  readonly kind: string;
}

/** A request as plain data (a lazily built request's `toJSON`): its options without their values. */
export type RequestData = Omit<Request, 'options'> & { readonly options: readonly OptionData[] };

/** What a chance request needs from a physical die roll or card draw. */
export type ChanceRequest =
  | { readonly kind: 'dice'; readonly count: number; readonly sides: number; readonly rule: string; readonly label: string }
  | { readonly kind: 'card'; readonly remaining: readonly string[]; readonly rule: string; readonly label: string };

/** V8's count of stack frames an Error captures (a property of Node's and browsers' V8, absent from the web build's types). */
const V8Error = Error as unknown as { stackTraceLimit: number };

/**
 * Thrown to unwind a run that needs a player's decision the driver does not
 * have yet. A signal, not a fault: made without a stack trace (capturing the
 * rules' deep stack cost a server a good part of an answer's time).
 */
export class NeedDecision extends Error {
  declare readonly request: Request;
  constructor(request: Request) {
    const limit = V8Error.stackTraceLimit;
    V8Error.stackTraceLimit = 0;
    super(`decision needed: ${request.prompt}`);
    V8Error.stackTraceLimit = limit;
    this.request = request;
  }
}

/** Thrown to unwind a run that needs a physical roll or draw the player has not typed yet (no stack trace either). */
export class NeedChance extends Error {
  declare readonly request: ChanceRequest;
  constructor(request: ChanceRequest) {
    const limit = V8Error.stackTraceLimit;
    V8Error.stackTraceLimit = 0;
    super(`physical entry needed: ${request.label}`);
    V8Error.stackTraceLimit = limit;
    this.request = request;
  }
}

/** A recorded answer that is not legal where it is replayed: a save that does not fit its game. */
export class IllegalReplay extends Error {}

/** An option that means its id (a yes/no, a named choice the rules compare with a constant). */
export function option<const I extends string>(id: I, label: string = id, odds?: Odds): Option<I> {
  return odds ? { id, label, odds, value: id } : { id, label, value: id };
}

/** An option that carries its data: `ctx.ask` returns `value` when it is chosen. */
export function choice<T>(value: T, id: string, label: string = id, odds?: Odds): Option<T> {
  return odds ? { id, label, odds, value } : { id, label, value };
}

/** The value of the option of `req` whose id is `id`; throws when none is. */
export function valueOf<T>(req: Request<T>, id: string): T {
  const opts = req.options;
  for (let k = 0; k < opts.length; k++) if (opts[k]!.id === id) return opts[k]!.value;
  throw new Error(`${req.who} answered ${JSON.stringify(id)}, not an option of ${req.rule} ${req.prompt}`);
}

/**
 * An option whose label (and odds, when it leads to a test) are built only
 * when read: a bot chooses by value, and a simulation with the log off never
 * reads the words, so it never pays for them. `toJSON` keeps the plain-data
 * shape for saves, logs and the wire. `make` must give what an eager option
 * would have held: the label is read later, from the same state, before
 * anything changes (a request is answered before the rules go on).
 */
export class LazyOption<T> implements Option<T> {
  constructor(
    readonly id: string,
    readonly value: T,
    private readonly make: () => string,
    private readonly makeOdds?: () => Odds,
  ) {}
  get label(): string {
    return this.make();
  }
  get odds(): Odds | undefined {
    return this.makeOdds?.();
  }
  toJSON(): OptionData {
    const odds = this.odds;
    return odds ? { id: this.id, label: this.label, odds } : { id: this.id, label: this.label };
  }
}

/** An option that carries its data, label (and odds) built when read: see LazyOption. */
export function lazyChoice<T>(value: T, id: string, label: () => string, odds?: () => Odds): Option<T> {
  return new LazyOption(id, value, label, odds);
}

/** A request whose prompt is built when read (see LazyOption); `toJSON` gives its plain data. */
export class LazyRequest<T> implements Request<T> {
  constructor(
    readonly who: Decider,
    readonly rule: string,
    readonly kind: string,
    readonly options: readonly Option<T>[],
    private readonly make: () => string,
  ) {}
  get prompt(): string {
    return this.make();
  }
  toJSON(): RequestData {
    return { who: this.who, rule: this.rule, kind: this.kind, prompt: this.prompt, options: this.options.map(optionData) };
  }
}

/** An option's plain data (id, label, odds where it has them). */
function optionData(o: Option): OptionData {
  const odds = o.odds;
  return odds ? { id: o.id, label: o.label, odds } : { id: o.id, label: o.label };
}
