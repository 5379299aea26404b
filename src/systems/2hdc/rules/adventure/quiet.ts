/**
 * Paying for words only when someone reads them. Simulation runs with the
 * log off and seeded dice: roll labels, prompts and option labels are then
 * never read, so they are built only on demand. Requests and options keep
 * the plain-data shape through `toJSON` (saves, the network).
 */
import type { Odds, Option, OptionData, Request, RequestData } from '../../../../core/request.ts';

export { rollq } from '../../../../core/dice.ts';

/** An option whose label (and odds, when it leads to a test) are built when read. */
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
    return { id: this.id, label: this.label };
  }
}

/** A request whose prompt is built when read. */
export class LazyRequest<T> implements Request<T> {
  constructor(
    readonly who: string,
    readonly rule: string,
    readonly kind: string,
    readonly options: readonly Option<T>[],
    private readonly make: () => string,
  ) {}
  get prompt(): string {
    return this.make();
  }
  toJSON(): RequestData {
    return { who: this.who, rule: this.rule, kind: this.kind, prompt: this.prompt, options: this.options.map((o) => ({ id: o.id, label: o.label })) };
  }
}
