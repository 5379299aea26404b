/**
 * Requests the fight asks on every activation, built cheaply: option lists
 * that never change are constants, and the words a human reads (prompts,
 * labels naming a character) are only put together when someone reads them
 * (a human interface, the event log). Bots answer from the ids alone.
 * `toJSON` keeps them plain data for saves and the network.
 */
import { choice, option, type Option, type OptionData, type Request, type RequestData } from '../../../../core/request.ts';
import { effectiveAC, markOf, shielded, type Fighter, type FightState } from './fighter.ts';

/**
 * A target named as the Battle Board shows it: "c: Goblin, Rep 4, AC 4, square 2,4"; built when read.
 * The AC and shield are those the target counts (a Hard Shirt or Iron Cloak raises the AC, 29.1.3;
 * Phase Armor counts as a shield, 29.1.1; a Dazzled target counts as shieldless, 28.5).
 */
export class TargetOption implements Option<Fighter> {
  constructor(
    readonly id: string,
    private readonly st: FightState,
    private readonly f: Fighter,
  ) {}
  get value(): Fighter {
    return this.f;
  }
  get label(): string {
    const { f } = this;
    return `${markOf(this.st, f)}: ${f.c.name}, Rep ${f.c.rep}, AC ${effectiveAC(f.c)}${shielded(f) ? ' and shield' : ''}, square ${f.x},${f.y}`;
  }
  toJSON(): OptionData {
    return { id: this.id, label: this.label };
  }
}

/** An option naming a wounded friend to heal (its value); the label is built when read. (Targets are TargetOption.) */
export class CharacterOption implements Option<Fighter> {
  constructor(
    readonly id: string,
    readonly value: Fighter,
  ) {}
  get label(): string {
    return `Heal ${this.value.c.name}`;
  }
  toJSON(): OptionData {
    return { id: this.id, label: this.label };
  }
}

/**
 * A request whose prompt is built when read: `template` with `%` replaced by
 * `a` and `#` by `b` (a character's name, an item, a count).
 */
export class FightRequest<T = string> implements Request<T> {
  constructor(
    readonly who: string,
    readonly rule: string,
    readonly kind: string,
    readonly options: readonly Option<T>[],
    private readonly template: string,
    private readonly a: string | number = '',
    private readonly b: string | number = '',
  ) {}
  get prompt(): string {
    return this.template.replace('%', String(this.a)).replace('#', String(this.b));
  }
  toJSON(): RequestData {
    return { who: this.who, rule: this.rule, prompt: this.prompt, options: this.options.map((o) => ({ id: o.id, label: o.label })), kind: this.kind };
  }
}

export const SPELL_OPTIONS = [option('damage', 'Damage'), option('dazzle', 'Dazzle'), option('defend', 'Defend'), option('none', 'No spell')];
export const FLEE_FIRST = [option('flee', 'Flee the Battle Board'), option('fight', 'Fight on')];
export const FIGHT_FIRST = [option('fight', 'Fight on'), option('flee', 'Flee the Battle Board')];
export const CAPTURE_OPTIONS = [option('dispatch', 'Dispatch'), option('capture', 'Capture')];
export const POTION_OPTIONS = [option('drink', 'Drink it'), option('keep', 'Keep it')];
/** Heal nobody: the value null. */
export const DO_NOT_HEAL: Option<null> = choice(null, 'fight', 'Do not heal');
