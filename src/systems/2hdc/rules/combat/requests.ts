/**
 * Requests the fight asks on every activation, built cheaply: option lists
 * that never change are constants, and the words a human reads (prompts,
 * labels naming a character) are only put together when someone reads them
 * (a human interface, the event log). Bots answer from the ids alone.
 * `toJSON` keeps them plain data for saves and the network.
 */
import { option, type Option, type Request } from '../../../../core/request.ts';
import type { Character } from '../../state.ts';
import { effectiveAC, markOf, shielded, type Fighter, type FightState } from './fighter.ts';

/**
 * A target named as the Battle Board shows it: "c: Goblin, Rep 4, AC 4, square 2,4"; built when read.
 * The AC and shield are those the target counts (a Hard Shirt or Iron Cloak raises the AC, 29.1.3;
 * Phase Armor counts as a shield, 29.1.1; a Dazzled target counts as shieldless, 28.5).
 */
export class TargetOption implements Option {
  constructor(
    readonly id: string,
    private readonly st: FightState,
    private readonly f: Fighter,
  ) {}
  get label(): string {
    const { f } = this;
    return `${markOf(this.st, f)}: ${f.c.name}, Rep ${f.c.rep}, AC ${effectiveAC(f.c)}${shielded(f) ? ' and shield' : ''}, square ${f.x},${f.y}`;
  }
  toJSON(): Option {
    return { id: this.id, label: this.label };
  }
}

/** An option naming a character to heal; the label is built when read. (Targets are TargetOption.) */
export class CharacterOption implements Option {
  constructor(
    readonly id: string,
    private readonly c: Character,
    private readonly how: 'heal',
  ) {}
  get label(): string {
    return `Heal ${this.c.name}`;
  }
  toJSON(): Option {
    return { id: this.id, label: this.label };
  }
}

/**
 * A request whose prompt is built when read: `template` with `%` replaced by
 * `a` and `#` by `b` (a character's name, an item, a count).
 */
export class FightRequest implements Request {
  constructor(
    readonly who: string,
    readonly rule: string,
    readonly kind: string,
    readonly options: readonly Option[],
    private readonly template: string,
    private readonly a: string | number = '',
    private readonly b: string | number = '',
  ) {}
  get prompt(): string {
    return this.template.replace('%', String(this.a)).replace('#', String(this.b));
  }
  toJSON(): Request {
    return { who: this.who, rule: this.rule, prompt: this.prompt, options: this.options.map((o) => ({ id: o.id, label: o.label })), kind: this.kind };
  }
}

export const SPELL_OPTIONS: readonly Option[] = [option('damage', 'Damage'), option('dazzle', 'Dazzle'), option('defend', 'Defend'), option('none', 'No spell')];
export const FLEE_FIRST: readonly Option[] = [option('flee', 'Flee the Battle Board'), option('fight', 'Fight on')];
export const FIGHT_FIRST: readonly Option[] = [option('fight', 'Fight on'), option('flee', 'Flee the Battle Board')];
export const CAPTURE_OPTIONS: readonly Option[] = [option('dispatch', 'Dispatch'), option('capture', 'Capture')];
export const POTION_OPTIONS: readonly Option[] = [option('drink', 'Drink it'), option('keep', 'Keep it')];
export const DO_NOT_HEAL: Option = option('fight', 'Do not heal');
