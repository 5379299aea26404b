/**
 * The abilities and spells a model is offered during its activation, beside
 * its move and shot, and what choosing one does. Most come on top of the
 * action (Special Abilities); Regenerate and Listen replace it and end the
 * model's turn; Finger of Death and Checking replace the action but leave the other
 * abilities free. After a doubled Swift Mover move nothing more is offered.
 */
import { objects } from '../../speed/arrays.ts';
import { choice, lazyChoice, type Option } from '../../../../core/request.ts';
import type { AbilityAct, Act } from '../acts.ts';
import type { Model } from '../../state.ts';
import { who, type G } from '../game.ts';
import { optionOdds, targetOdds } from '../odds.ts';
import { controlEnemy, controlTargets, CONTROL_ROLL } from './control-enemy.ts';
import { gaze, gazeTargets } from './gaze.ts';
import { fieldHealing, healingTouch, healTargets, regenerate } from './healing.ts';
import { canListen, listen } from './listen.ts';
import { canCheck, check, CHECK_ROLL } from './checking.ts';
import { canUse, usedAny } from './use.ts';
import { castFinger, fingerTargets } from '../spells/finger-of-death.ts';
import { castProtection, PROTECTIONS, protectionSpells } from '../spells/protections.ts';
import { holdPortal, HOLD_ROLL, portalTargets } from '../spells/hold-portal.ts';

/** Where a model's activation stands. */
export interface Turn {
  /** Its action is taken (a move, a shot, or an ability in its place). */
  acted: boolean;
  moved: boolean;
  shot: boolean;
  /** It moved further than its allowance with Swift Mover: nothing more this move. */
  swift: boolean;
}

export const newTurn = (): Turn => ({ acted: false, moved: false, shot: false, swift: false });

/** The ability options of `m` now. */
export function abilityOptions(g: G, m: Model, t: Turn): Option<Act>[] {
  if (t.swift) return [];
  const out: Option<Act>[] = [];
  if (!t.acted && g.st.phase === 'mover' && canUse(m, 'regenerate') && !usedAny(m) && m.wounds < m.maxWounds) out.push(lazyChoice(REGENERATE, 'regenerate', () => `Regenerate instead of acting: 1 hit back (${m.wounds} of ${m.maxWounds})`));
  if (!t.acted && canCheck(g, m)) out.push(lazyChoice(CHECK, 'check', () => `Check this tile for secret doors instead of acting (${CHECK_ROLL}+)`, () => optionOdds(targetOdds(CHECK_ROLL), `hidden ways shown on ${CHECK_ROLL}+`)));
  if (canListen(g, m, t.acted)) out.push(choice(LISTEN, 'listen', 'Stand still and listen: +1 to the initiative next move'));
  if (!t.acted) for (let i1 = 0, a1 = fingerTargets(g, m); i1 < a1.length; i1++) {
    const e = a1[i1]!;
    out.push(lazyChoice<Act>({ act: 'finger', target: e }, `finger:${e.id}`, () => `Finger of Death on ${who(e)} (once a game; it dies at the end of the Non-Mover's Shooting Phase if ${who(m)} is not shot at or engaged)`));
  }
  for (let i2 = 0, a2 = gazeTargets(g, m); i2 < a2.length; i2++) {
    const e = a2[i2]!;
    out.push(lazyChoice<Act>({ act: 'gaze', target: e }, `gaze:${e.id}`, () => `Gaze at ${who(e)}: no shots or melee dice for it this move`));
  }
  out.push(...controlOptions(g, m));
  for (let i3 = 0, a3 = healTargets(g, m, 'healing-touch'); i3 < a3.length; i3++) {
    const e = a3[i3]!;
    out.push(lazyChoice<Act>({ act: 'touch', target: e }, `touch:${e.id}`, () => `Healing Touch on ${who(e)}: a die of hits back (${e.wounds} of ${e.maxWounds})`));
  }
  const field = healTargets(g, m, 'field-healing');
  for (let i4 = 0, a4 = field; i4 < a4.length; i4++) {
    const e = a4[i4]!;
    out.push(lazyChoice<Act>({ act: 'field', targets: [e] }, `field:${e.id}`, () => `Field Healing on ${who(e)}: 1D3+1 hits back (${e.wounds} of ${e.maxWounds})`));
  }
  for (let i = 0; i < field.length; i++) {
    for (let j = i + 1; j < field.length; j++) {
      const a = field[i]!;
      const b = field[j]!;
      out.push(lazyChoice<Act>({ act: 'field', targets: [a, b] }, `field:${a.id}+${b.id}`, () => `Field Healing on ${who(a)} and ${who(b)}: 1D3 hits back each`));
    }
  }
  for (let i5 = 0, a5 = protectionSpells(g, m); i5 < a5.length; i5++) {
    const id = a5[i5]!;
    out.push(lazyChoice<Act>({ act: 'spell', spell: id }, `spell:${id}`, () => `Cast ${id.replace(/-/g, ' ')} on itself`));
  }
  for (let i6 = 0, a6 = portalTargets(g, m); i6 < a6.length; i6++) {
    const f = a6[i6]!;
    out.push(lazyChoice<Act>({ act: 'portal', feature: f }, `portal:${f.id}`, () => `Hold Portal on the door at (${f.x}, ${f.y}): locked while a die shows ${HOLD_ROLL}+ each move`, () => optionOdds(targetOdds(HOLD_ROLL), `locked on ${HOLD_ROLL}+`)));
  }
  return out;
}

const REGENERATE: Act = { act: 'regenerate' };
const CHECK: Act = { act: 'check' };
const LISTEN: Act = { act: 'listen' };

/** Control Enemy's options: one an enemy it may take, with the odds of the roll. */
export function controlOptions(g: G, m: Model): Option<Act>[] {
  // A loop into one kind of array, empty or not (speed/arrays.ts): the shooting phase read both kinds and was compiled again.
  const out = objects<Option<Act>>();
  for (let i = 0, ts = controlTargets(g, m); i < ts.length; i++) {
    const e = ts[i]!;
    out.push(lazyChoice<Act>({ act: 'control', target: e }, `control:${e.id}`, () => `Control ${who(e)} and move it`, () => optionOdds(targetOdds(CONTROL_ROLL), `control on ${CONTROL_ROLL}+`)));
  }
  return out;
}

/** Uses the chosen ability; returns how the turn goes on: `end` (it does nothing more), `acted` (the action is spent) or `free`. */
export function useAbility(g: G, m: Model, a: AbilityAct): 'end' | 'acted' | 'free' {
  switch (a.act) {
    case 'regenerate':
      regenerate(g, m);
      return 'end';
    case 'listen':
      listen(g, m);
      return 'end';
    case 'finger':
      castFinger(g, m, a.target);
      return 'acted';
    case 'check':
      check(g, m);
      return 'acted';
    case 'gaze':
      gaze(g, m, a.target);
      return 'free';
    case 'control':
      controlEnemy(g, m, a.target);
      return 'free';
    case 'touch':
      healingTouch(g, m, a.target);
      return 'free';
    case 'field':
      fieldHealing(g, m, a.targets.slice());
      return 'free';
    case 'portal':
      holdPortal(g, m, a.feature);
      return 'free';
    case 'spell':
      if (!(a.spell in PROTECTIONS)) throw new Error(`no spell ${a.spell}`);
      castProtection(g, m, a.spell);
      return 'free';
  }
}
