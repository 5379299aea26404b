/**
 * Carries out the action a fighter chose (Combat: Actions), with the
 * reactions it may trigger: a Guard's attack on whoever attacks its ward, a
 * Cover's shot at whoever steps into the covered squares.
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { part } from '../../../../core/parts.ts';
import type { GameData } from '../../data/index.ts';
import type { Weapon } from '../../data/schema.ts';
import type { SixOptions } from '../../options.ts';
import { actionSec, SEC } from '../../sections.ts';
import { keptAmountOdds, logHealOdds } from '../odds.ts';
import type { Fighter, GameState, Pos } from '../../state.ts';
import { keep } from '../../../../core/dice.ts';
import { isCombatFeat } from '../../tables/combat-feats.ts';
import { castSpell } from '../magic.ts';
import { firstAid, heal } from '../dying.ts';
import { roll3 } from '../dice.ts';
import { advanceLong, carriesOn, dropLong } from '../long-actions.ts';
import { attack } from './attack.ts';
import { doCombatFeat } from './feat-action.ts';
import { addEffect, untilOpponentsNext } from './effects.ts';
import { atExit, blockedGrid, distance, lineToward, pathTo, samePos } from './grid.ts';
import { fieldOf, pathToward } from './options.ts';
import { climbOut, doCross } from './terrain.ts';
import type { Action } from './action.ts';
import { alliesOf, canShoot, coverLevels, inFight, inReach, isThrow, weaponsOf } from './who.ts';

type O = Pick<SixOptions, 'dying' | 'bleeding'> & Partial<Pick<SixOptions, 'interrupt' | 'knockback'>>;

/** One attack, after any Guard on the target has had its go; a Guard that hits costs the attacker its action. */
function attackWithGuard(ctx: Ctx, st: GameState, d: GameData, a: Fighter, t: Fighter, w: Weapon, o: O, charging: boolean, rule: string): void {
  for (const g of inFight(st)) {
    if (g.side === a.side || g.condition !== 'up' || g.prone) continue;
    const eff = g.effects.find((e) => e.kind === 'guard' && e.ward === t.id && !e.used);
    if (!eff) continue;
    const gw = weaponsOf(d, g).find((x) => inReach(g, a, x) && distance(g.pos, t.pos) <= x.reach);
    if (!gw) continue;
    eff.used = true;
    if (ctx.log) note(ctx, actionSec('Guard'), `${g.name} guards ${t.name} and strikes at ${a.name} first, at +2.`);
    const r = attack(ctx, st, g, a, gw, o, { extra: [part(2, 'guarding')], rule: actionSec('Guard') });
    if (r.hit) {
      if (ctx.log) note(ctx, actionSec('Guard'), `The Guard's hit costs ${a.name} its action.`);
      return;
    }
    break;
  }
  if (a.condition !== 'up') return;
  const thrown = isThrow(a, t, w);
  attack(ctx, st, a, t, w, o, { charging, rule });
  if (w.reload > 0) a.loaded = false;
  if (thrown) {
    a.thrown.push(w.id);
    if (ctx.log) note(ctx, SEC.oursWeapons, `The ${w.name.toLowerCase()} is thrown: out of ${a.name}'s hand until the fight ends.`);
  }
}

/** Walks up to `steps` squares of a path; a covered square may draw a shot that ends the movement. Returns squares walked. */
function walk(ctx: Ctx, st: GameState, d: GameData, f: Fighter, path: readonly Pos[], steps: number, o: O, rule: string): number {
  let n = 0;
  for (const p of path.slice(0, steps)) {
    f.pos = { ...p };
    n++;
    for (const c of inFight(st)) {
      if (c.side === f.side || c.condition !== 'up') continue;
      const eff = c.effects.find((e) => e.kind === 'cover' && !e.used && e.squares?.some((s) => samePos(s, p)));
      if (!eff) continue;
      const w = weaponsOf(d, c).find((x) => canShoot(c, f, x));
      if (!w) continue;
      eff.used = true;
      if (ctx.log) note(ctx, actionSec('Cover'), `${f.name} steps into the square ${c.name} covers: a shot at +2.`);
      const r = attack(ctx, st, c, f, w, o, { extra: [part(2, 'covering')], rule: actionSec('Cover') });
      if (w.reload > 0) c.loaded = false;
      if (r.hit) {
        if (ctx.log && f.condition === 'up') note(ctx, actionSec('Cover'), `The hit stops ${f.name} where it stands.`);
        return n;
      }
    }
    if (f.condition !== 'up') return n;
  }
  if (ctx.log && n) note(ctx, rule, `${f.name} moves ${n} square${n === 1 ? '' : 's'} to ${f.pos.x},${f.pos.y}.`);
  return n;
}

/** Carries out the chosen action. */
export function doAction(ctx: Ctx, st: GameState, d: GameData, f: Fighter, a: Action, o: O): void {
  const { kind } = a;
  // The item actions name a place in the pack; every other argument is an id.
  const at = typeof a.x === 'number' ? a.x : -1;
  const x = typeof a.x === 'string' ? a.x : undefined;
  const y = a.y;
  const fight = st.fight!;
  const who = (fid: string | undefined): Fighter => (fid === 'self' || fid === undefined ? f : st.fighters[fid]!);
  if (f.preparing && !carriesOn(f.preparing, kind, x, y)) dropLong(ctx, f, 'does something else');
  switch (kind) {
    case 'attack':
      attackWithGuard(ctx, st, d, f, who(x), d.weapons[y!]!, o, false, actionSec('Attack'));
      return;
    case 'charge': {
      if (!climbOut(ctx, st, f)) return;
      const t = who(x);
      const w = d.weapons[y!]!;
      const path = pathToward(st, f, t, w.reach) ?? [];
      walk(ctx, st, d, f, path, f.speed, o, actionSec('Charge'));
      untilOpponentsNext(fight, f, { kind: 'charged', amount: 2 });
      if (f.condition === 'up' && t.condition === 'up' && inReach(f, t, w)) attackWithGuard(ctx, st, d, f, t, w, o, true, actionSec('Charge'));
      else if (ctx.log) note(ctx, actionSec('Charge'), `${f.name} ends the charge out of reach.`);
      return;
    }
    case 'cross':
      if (climbOut(ctx, st, f)) doCross(ctx, st, f, x!, y!, o, (path) => walk(ctx, st, d, f, path, path.length, o, actionSec('Move')), fieldOf(st, f));
      return;
    case 'move': {
      if (!climbOut(ctx, st, f)) return;
      if (x === 'exit') {
        const path = pathTo(fight, blockedGrid(fight, inFight(st), f), f.pos, (p) => atExit(fight, f.side, p)) ?? [];
        walk(ctx, st, d, f, path, f.speed, o, actionSec('Move'));
      } else {
        const t = who(x);
        walk(ctx, st, d, f, pathToward(st, f, t, Math.max(1, ...weaponsOf(d, f).map((w) => w.reach))) ?? [], f.speed, o, actionSec('Move'));
      }
      return;
    }
    case 'leave':
      f.condition = 'fled';
      st.story.push(`${f.name} left the fight.`);
      if (ctx.log) note(ctx, actionSec('Move'), `${f.name} leaves the fight.`);
      return;
    case 'stand':
      f.prone = false;
      if (ctx.log) note(ctx, SEC.critical, `${f.name} spends the action standing up.`);
      return;
    case 'dodge':
      untilOpponentsNext(fight, f, { kind: 'dodge', amount: f.speed });
      if (ctx.log) note(ctx, actionSec('Dodge'), `${f.name} dodges: +${f.speed} AC until the end of the foes' next turn.`);
      return;
    case 'brace': {
      untilOpponentsNext(fight, f, { kind: 'braced', amount: 2 });
      const set = weaponsOf(d, f).some((w) => w.set);
      if (set) addEffect(fight, f, { kind: 'set', amount: 2 }, f.side, 1);
      if (ctx.log) note(ctx, actionSec('Brace'), `${f.name} braces: +2 AC against a charge${set ? ', and +2 damage on a hit with a set weapon next turn' : ''}.`);
      return;
    }
    case 'guard':
      untilOpponentsNext(fight, f, { kind: 'guard', amount: 2, ward: x! });
      if (ctx.log) note(ctx, actionSec('Guard'), `${f.name} guards ${who(x).name}.`);
      return;
    case 'cover': {
      const w = weaponsOf(d, f).find((w) => coverLevels(f, w) > 0)!;
      const squares = lineToward(who(x).pos, f.pos, coverLevels(f, w)).filter((p) => distance(p, f.pos) <= w.range);
      untilOpponentsNext(fight, f, { kind: 'cover', amount: 2, squares });
      if (ctx.log) note(ctx, actionSec('Cover'), `${f.name} covers ${squares.map((p) => `${p.x},${p.y}`).join(' and ')}.`);
      return;
    }
    case 'reload':
      f.loaded = true;
      if (ctx.log) note(ctx, actionSec('Reload'), `${f.name} reloads.`);
      return;
    case 'feat':
      if (!isCombatFeat(x!)) throw new Error(`unknown Feat ${x}`);
      doCombatFeat(ctx, st, f, x, y!);
      return;
    case 'aid': {
      const p = who(x);
      if (p === f) {
        f.bleeding = 0;
        if (ctx.log) note(ctx, SEC.critical, `${f.name} gives itself First Aid: the bleeding stops.`);
      } else firstAid(ctx, f, p);
      return;
    }
    case 'retrieve':
      f.items[at]!.ready = true;
      if (ctx.log) note(ctx, actionSec('Retrieve Item'), `${f.name} gets the ${d.items[f.items[at]!.id]!.name.toLowerCase()} out.`);
      return;
    case 'use': {
      const it = f.items.splice(at, 1)[0]!;
      const item = d.items[it.id]!;
      const p = who(y);
      logHealOdds(ctx, actionSec('Use Item'), `the ${item.name.toLowerCase()} on ${p.name} at ${p.hp}/${p.maxHp} HP`, keptAmountOdds(item.heal, item.bonus), p.hp, p.maxHp, p.condition === 'unconscious');
      const dice = roll3(ctx, actionSec('Use Item'), ctx.log ? `${item.name}` : '');
      heal(ctx, p, keep(dice, item.heal) + item.bonus, actionSec('Use Item'), item.name);
      return;
    }
    case 'prepare': {
      const s = d.spells[x!]!;
      const prep = advanceLong(f, { kind: 'spell', what: x!, name: s.name, target: y!, needs: s.prepare });
      if (ctx.log) note(ctx, actionSec('Prepare'), `${f.name} prepares ${s.name}: round ${prep.done} of ${prep.needs}.`);
      return;
    }
    case 'spell': {
      const s = d.spells[x!]!;
      const t = y === 'all' || y === 'self' ? null : who(y);
      const targets = s.shape === 'allies' ? alliesOf(st, f).filter((a) => distance(a.pos, f.pos) <= s.range) : t ? [t] : [];
      const centre = s.shape === 'area' ? (t ? t.pos : f.pos) : null;
      castSpell(ctx, st, f, s, targets, centre, o);
      return;
    }
    default:
      throw new Error(`unknown action ${kind}`);
  }
}

