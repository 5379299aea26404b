/**
 * Magic (28.0–28.7): Casters and Major Demons cast Damage, Dazzle or Defend
 * at up to their current Rep in targets they can see. 2d6 (+ casting tool
 * dice) against current Rep on the Spell Casting Table; too many targets
 * leaves the highest Rep ones unaffected (28.1.1). NPCs pick the spell on 28.7.
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { FightRequest, SPELL_OPTIONS } from '../combat/requests.ts';
import { choice } from '../../../../core/request.ts';
import { castOdds } from '../option-odds.ts';
import { lookupDice } from '../../../../core/tables.ts';
import { passed, rollx } from '../../../../core/dice.ts';
import { part, type Part } from '../../../../core/parts.ts';
import { NPC_SPELL_28_7, SPELL_CASTING_28_3, type SpellKind } from '../../tables/combat.ts';
import { castingToolDice } from './items.ts';
import { up, whoFor, type Fighter, type FightState } from '../combat/fighter.ts';
import { distance, lineOfSight } from '../combat/board.ts';
import { shootingDamage } from '../combat/shooting.ts';
import { castOddsText, npcSpellOddsText, spellChoiceOddsText } from '../combat/odds.ts';

/** Fighters the caster can see: enemies (Damage, Dazzle) or friends incl. itself (Defend), closest first. */
export function spellTargets(st: FightState, f: Fighter, spell: SpellKind): Fighter[] {
  const out: Fighter[] = [];
  for (const o of st.fighters) {
    if (!up(o) || o.y < 0) continue;
    if (spell === 'defend' ? o.side !== f.side : o.side === f.side) continue;
    if (o !== f && !lineOfSight(st, f, o)) continue;
    out.push(o);
  }
  out.sort((a, b) => distance(f, a) - distance(f, b));
  return out.slice(0, Math.max(0, f.c.rep));
}

const SPELL_NAMES: Record<SpellKind, string> = { damage: 'Damage', dazzle: 'Dazzle', defend: 'Defend' };
const SPELL_KINDS: readonly SpellKind[] = ['damage', 'dazzle', 'defend'];

/** 28.3: what pass 2, 1 and 0 do for this spell. */
function castBands(spell: SpellKind): [string, string, string] {
  const say = (share: 1 | 0.5 | 0): string => (share === 1 ? 'Rep targets' : share === 0.5 ? 'half Rep targets' : 'no effect');
  const rows = SPELL_CASTING_28_3.rows.map((x) => `${say(spell === 'dazzle' ? x.result.dazzle : x.result.other)}${x.result.repLoss ? ', Caster -1 Rep' : ''}`);
  return [rows[2]!, rows[1]!, rows[0]!];
}

/** 28.7: the NPC's spell from 1d6 against Rep (+ casting tool dice), by whether its side is outnumbered 2:1. */
export function npcSpell(ctx: Ctx, st: FightState, f: Fighter): SpellKind {
  let mine = 0;
  let theirs = 0;
  for (const o of st.fighters) if (up(o) && o.y >= 0) o.side === f.side ? mine++ : theirs++;
  const outnumbered = theirs >= 2 * mine;
  const why: Part[] | null = ctx.log ? [part(1, 'NPC Spell Casting')] : null;
  const n = 1 + castingToolDice(f.c, 'defend', why);
  if (ctx.log) {
    const [pass, fail] = NPC_SPELL_28_7.rows.map((x) => (outnumbered ? x.result.outnumbered : x.result.otherwise)).reverse();
    note(ctx, '28.7', npcSpellOddsText(n, f.c.rep, SPELL_NAMES[pass!], SPELL_NAMES[fail!]));
  }
  const dice = rollx(ctx, n, 6, '28.7', f.c.name, ' NPC Spell Casting', why, null);
  const r = lookupDice(ctx, NPC_SPELL_28_7, dice, 'passed', f.c.name, f.c.rep, 'Rep');
  return outnumbered ? r.outnumbered : r.otherwise;
}

/** The band's caster picks a spell (or none): a Star's owner for his Star, the band's decider for a Grunt (fighter.ts whoFor). */
export function chooseSpell(ctx: Ctx, st: FightState, f: Fighter): SpellKind | 'none' {
  // With the log on (a human may read it), the prompt gives each spell's casting odds (28.3).
  const odds = ctx.log ? spellChoiceOddsText(f.c.rep, SPELL_KINDS.map((k) => [SPELL_NAMES[k], 2 + castingToolDice(f.c, k)] as const)) : '';
  // With the log on, each spell's option carries its casting odds as data too (option-odds.ts).
  const opts = ctx.log ? SPELL_OPTIONS.map((o) => (o.value === 'none' ? o : choice(o.value, o.id, o.label, castOdds(2 + castingToolDice(f.c, o.value), f.c.rep)))) : SPELL_OPTIONS;
  return ctx.ask(new FightRequest(whoFor(st, f), '28.2', 'spell', opts, ctx.log ? '%: which spell? #' : '%: which spell?', f.c.name, odds));
}

/**
 * 28.2.2/28.6 (ruling): a target under a Defend spell with shooting attacks
 * left is protected from a Damage spell, which uses up one of them. Option
 * `defendVsDamage: 'pass-2'`: as a shield on the Shooting Table (23.3), it
 * stops only a spell cast with pass 1; one cast with pass 2 hits anyway.
 */
function defended(ctx: Ctx, st: FightState, t: Fighter, pass: number): boolean {
  if (t.defendShots <= 0) return false;
  t.defendShots--;
  if (st.opts.defendVsDamage === 'pass-2' && pass >= 2) return false;
  if (ctx.log) note(ctx, '28.6', `${t.c.name}'s Defend spell wards off the Damage spell`);
  return true;
}

/** 28.3–28.6: casts `spell` at `targets` (already limited to the current Rep). */
export function cast(ctx: Ctx, st: FightState, f: Fighter, spell: SpellKind, targets: Fighter[]): void {
  const why: Part[] | null = ctx.log ? [part(2, 'Spell Casting')] : null;
  const extra = castingToolDice(f.c, spell, why);
  if (ctx.log) note(ctx, '28.3', castOddsText(2 + extra, f.c.rep, castBands(spell)));
  const dice = rollx(ctx, 2 + extra, 6, '28.3', f.c.name, ctx.log ? ` casts ${SPELL_NAMES[spell]}` : '', why, null);
  const pass = Math.min(2, passed(dice, f.c.rep));
  const r = lookupDice(ctx, SPELL_CASTING_28_3, dice, 'passed', f.c.name, f.c.rep, 'current Rep');
  const share = spell === 'dazzle' ? r.dazzle : r.other;
  let n = share === 1 ? f.c.rep : share === 0.5 ? Math.floor(f.c.rep / 2) : 0;
  if (r.repLoss) {
    f.c.rep = Math.max(0, f.c.rep - 1);
    f.c.castingLoss++;
    if (ctx.log) note(ctx, '28.3', `${f.c.name} loses 1 Rep casting (now ${f.c.rep})`);
  }
  if (n <= 0 || targets.length === 0) {
    if (ctx.log) note(ctx, '28.3', `${f.c.name}'s ${SPELL_NAMES[spell]} spell has no effect`);
    return;
  }
  // 28.1.1: when fewer can be affected than were targeted, the highest Rep targets are unaffected.
  let affected = targets;
  if (n < targets.length) {
    affected = targets.slice().sort((a, b) => a.c.rep - b.c.rep).slice(0, n);
  }
  n = affected.length;
  for (const t of affected) {
    if (spell === 'damage') {
      if (defended(ctx, st, t, pass)) continue;
      // 28.4: an Impact 2 hit from shooting, regardless of AC.
      shootingDamage(ctx, st, f, t, 2, 1, '28.4', `${f.c.name}'s Damage spell`, ctx.log ? [part(2, 'Damage spell, whatever the armour')] : null);
    } else if (spell === 'dazzle') {
      t.dazzled = true;
      if (ctx.log) note(ctx, '28.5', `${t.c.name} is Dazzled: forfeits its next activation and counts as shieldless`);
    } else {
      t.defendMelee = 1;
      t.defendShots = 3;
      if (ctx.log) note(ctx, '28.6', `${t.c.name} is protected by a Defend spell`);
    }
  }
}
