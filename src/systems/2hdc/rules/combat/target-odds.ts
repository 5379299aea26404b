/**
 * 22.3.1 a charge's target as an option that carries its odds (request.ts
 * `Odds`): the chance of winning one round of melee (24.2) against it, with
 * the dice each side would roll as things stand. Built only when read.
 */
import type { Odds, Option, OptionData } from '../../../../core/request.ts';
import { hasAttribute } from '../../state.ts';
import { meleeRoundOdds } from '../option-odds.ts';
import type { Fighter, FightState } from './fighter.ts';
import { meleeDice } from './melee.ts';
import { TargetOption } from './requests.ts';

export class ChargeTargetOption implements Option<Fighter> {
  constructor(
    readonly id: string,
    private readonly st: FightState,
    private readonly target: Fighter,
    private readonly by: Fighter,
  ) {}
  /** Worded as a shooting target is (TargetOption), when someone reads it. */
  get label(): string {
    return new TargetOption(this.id, this.st, this.target).label;
  }
  get value(): Fighter {
    return this.target;
  }
  get odds(): Odds {
    const { st, target: t, by } = this;
    return meleeRoundOdds(meleeDice(st, by, t, false), hasAttribute(by.c, 'Resolute'), meleeDice(st, t, by, true), hasAttribute(t.c, 'Resolute'));
  }
  toJSON(): OptionData {
    return { id: this.id, label: this.label };
  }
}
