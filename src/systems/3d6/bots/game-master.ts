/**
 * The game master's policies (ours, `Ours: Tactics`): how each monster of
 * the bestiary fights, from its `tactics` data. Focus the wounded, the
 * casters, the nearest, or a foe picked by Luck; guard a caster of its side;
 * cover the way in with a ranged weapon; charge a braced foe or not; flee
 * when its side is beaten. `plan` returns the choice and its reason; the
 * rules log the reason with the choice.
 */
import type { Option, Request } from '../../../core/request.ts';
import type { GameData } from '../data/index.ts';
import { dataOf } from '../data/sets.ts';
import type { Fighter, GameState } from '../state.ts';
import { expectedDamage } from '../rules/combat/expect.ts';
import { distance } from '../rules/combat/grid.ts';
import { inFight, standingFoes } from '../rules/combat/who.ts';
import type { Action } from '../rules/combat/action.ts';
import { crossToward } from './terrain.ts';
import { caught } from '../rules/magic.ts';

export interface Plan {
  id: string;
  reason: string;
}

const has = (opts: readonly Option[], id: string) => opts.some((o) => o.id === id);

/** The share of a side that is down, dead or fled. */
function beatenShare(st: GameState, f: Fighter): { down: number; all: number } {
  const side = inFight(st).filter((x) => x.side === f.side);
  return { down: side.filter((x) => x.condition !== 'up').length, all: side.length };
}

/** The foe a monster means to attack, by its focus. */
function focusOf(st: GameState, f: Fighter): { t: Fighter; why: string } | null {
  const foes = standingFoes(st, f);
  if (!foes.length) return null;
  const near = (a: Fighter, b: Fighter) => distance(f.pos, a.pos) - distance(f.pos, b.pos) || (a.id < b.id ? -1 : 1);
  const focus = f.tactics?.focus ?? 'nearest';
  if (focus === 'random' && st.fight?.luckPick) {
    const t = st.fighters[st.fight.luckPick];
    if (t && t.condition === 'up') return { t, why: 'picked at random by Luck' };
  }
  if (focus === 'wounded') {
    const t = foes.slice().sort((a, b) => a.hp / a.maxHp - b.hp / b.maxHp || near(a, b))[0]!;
    return { t, why: `focus the wounded: ${t.name} has ${t.hp} of ${t.maxHp} HP` };
  }
  if (focus === 'casters') {
    const casters = foes.filter((x) => x.spells.length > 0).sort(near);
    if (casters.length) return { t: casters[0]!, why: `focus the casters: ${casters[0]!.name} casts spells` };
  }
  // The first by `near` (a total order: ids differ), found in one pass rather than by sorting a copy.
  let t = foes[0]!;
  for (let k = 1; k < foes.length; k++) if (near(foes[k]!, t) < 0) t = foes[k]!;
  return { t, why: `the nearest foe is ${t.name}` };
}

/** The best attack option on `t` among the options (by expected damage), if any. */
function bestAttack(d: GameData, f: Fighter, t: Fighter, opts: readonly Option[], kind: 'attack' | 'charge'): string | null {
  let best: string | null = null;
  let e = -1;
  for (const w of f.weapons) {
    const id = `${kind}:${t.id}:${w}`;
    if (!has(opts, id)) continue;
    const x = expectedDamage(f, t, d.weapons[w]!, kind === 'charge');
    if (x > e) (e = x), (best = id);
  }
  return best;
}

/**
 * A spell worth casting: an area that catches two or more foes and no ally;
 * else a healing spell on an ally of its side at half its HP or less (the
 * most hurt first); else a single-target attack on the focus.
 */
function bestSpell(st: GameState, d: GameData, f: Fighter, focus: Fighter | null, opts: readonly Option<Action>[]): Plan | null {
  let best: Plan | null = null;
  let score = 0;
  for (const o of opts) {
    if (o.value.kind !== 'spell' && o.value.kind !== 'prepare') continue;
    const sid = o.value.x as string;
    const tid = o.value.y;
    const s = d.spells[sid!]!;
    if (s.effect.kind === 'heal') {
      const a = tid ? st.fighters[tid] : undefined;
      if (!a || a.condition !== 'up' || a.hp * 2 > a.maxHp) continue;
      // 1.5 and up: above an attack on the focus, below an area catching two; the more hurt, the higher.
      const x = 1.5 + (1 - a.hp / a.maxHp) * 0.4;
      if (x > score) (score = x), (best = { id: o.id, reason: `${s.name} on ${a === f ? 'itself' : a.name}, at ${a.hp} of ${a.maxHp} HP` });
      continue;
    }
    if (s.effect.kind === 'buff') continue;
    if (s.shape === 'area') {
      const centre = tid === 'self' ? f.pos : st.fighters[tid!]!.pos;
      const hit = caught(st, f, s, centre);
      const foes = hit.filter((h) => h.f.side !== f.side).length;
      if (hit.some((h) => h.f.side === f.side) || foes < 2) continue;
      if (foes * 2 > score) (score = foes * 2), (best = { id: o.id, reason: `${s.name} catches ${foes} foes and no ally` });
    } else if (focus && tid === focus.id && score < 1) {
      score = 1;
      best = { id: o.id, reason: `${s.name} on its focus ${focus.name}` };
    }
  }
  return best;
}

export function plan(st: GameState, d: GameData, f: Fighter, opts: readonly Option<Action>[]): Plan {
  const t = f.tactics;
  if (has(opts, 'stand')) return { id: 'stand', reason: 'knocked down: it gets up' };
  const b = beatenShare(st, f);
  if (t && t.fleeAt < 1 && b.down / b.all >= t.fleeAt) {
    const reason = `flee when beaten: ${b.down} of ${b.all} of its side are down or gone`;
    return { id: has(opts, 'leave') ? 'leave' : 'move:exit', reason };
  }
  const focus = focusOf(st, f);
  if (t?.protect) {
    const ward = inFight(st).find((x) => x.side === f.side && x !== f && x.condition === 'up' && x.spells.length > 0 && has(opts, `guard:${x.id}`));
    const threat = ward && standingFoes(st, f).some((e) => distance(e.pos, ward.pos) <= e.speed + 1);
    const busy = standingFoes(st, f).some((e) => distance(e.pos, f.pos) <= 1);
    if (ward && threat && !busy) return { id: `guard:${ward.id}`, reason: `protect the casters: ${ward.name} is threatened` };
  }
  if (f.spells.length) {
    const s = bestSpell(st, d, f, focus?.t ?? null, opts);
    if (s) return s;
  }
  if (focus) {
    const a = bestAttack(d, f, focus.t, opts, 'attack');
    if (a) return { id: a, reason: focus.why };
  }
  // The focus is out of reach: anyone within reach.
  for (const e of standingFoes(st, f).sort((x, y) => distance(f.pos, x.pos) - distance(f.pos, y.pos))) {
    const a = bestAttack(d, f, e, opts, 'attack');
    if (a) return { id: a, reason: `${focus?.t.name ?? 'its focus'} is out of reach; ${e.name} is within reach` };
  }
  if (has(opts, 'reload')) return { id: 'reload', reason: 'its weapon needs reloading' };
  if (focus) {
    const coverId = `cover:${focus.t.id}`;
    if (t?.cover && has(opts, coverId)) return { id: coverId, reason: `cover the way in: ${focus.t.name} must come through` };
    const braced = focus.t.effects.some((e) => e.kind === 'braced');
    const c = bestAttack(d, f, focus.t, opts, 'charge');
    if (c && (!braced || t?.chargeBraced)) return { id: c, reason: `${focus.why}; charges${braced ? ' although it is braced' : ''}` };
    const cross = crossToward(st, f, focus.t, opts);
    if (cross) return { id: cross.id, reason: `${focus.why}; ${cross.why}` };
    if (has(opts, `move:${focus.t.id}`)) return { id: `move:${focus.t.id}`, reason: `${focus.why}${c && braced ? '; braced, so no charge' : ''}; closes in` };
  }
  return { id: has(opts, 'dodge') ? 'dodge' : opts[0]!.id, reason: 'nothing within reach: it dodges' };
}

/** The order the game master's side acts in: casters and shooters first, then the nearest to the party. */
export function foesOrder(st: GameState, ids: readonly string[]): { ids: string[]; reason: string } {
  const key = new Map<string, number>();
  for (const id of ids) key.set(id, orderKey(st, id));
  const out = ids.slice().sort((a, b) => key.get(a)! - key.get(b)! || (a < b ? -1 : 1));
  return { ids: out, reason: 'casters first, then shooters, then the nearest to the party' };
}

/** A fighter's place in foesOrder: its role's rank, then its gap to the nearest standing foe. */
function orderKey(st: GameState, id: string): number {
  const f = st.fighters[id]!;
  const rank = f.role === 'caster' ? 0 : f.role === 'archer' ? 1 : 2;
  let gap = 99;
  for (const e of standingFoes(st, f)) gap = Math.min(gap, distance(e.pos, f.pos));
  return rank * 100 + gap;
}

/** foesOrder's first (the order is total: ids differ), in one pass: the policy reads no more. */
function firstFoe(st: GameState, ids: readonly string[]): string {
  let best = ids[0]!;
  let bestKey = orderKey(st, best);
  for (let k = 1; k < ids.length; k++) {
    const id = ids[k]!;
    const key = orderKey(st, id);
    if (key < bestKey || (key === bestKey && id < best)) (best = id), (bestKey = key);
  }
  return best;
}

/** The mechanics' policy: the order the side acts in, every monster's action from its tactics; anything else the first option. */
export function mechanicsPolicy(req: Request, st: GameState): string {
  // A fight's 'action' options carry the Action (rules/combat/action.ts).
  if (req.kind === 'action' && st.fight?.actor) return plan(st, dataOf(st), st.fighters[st.fight.actor]!, req.options as readonly Option<Action>[]).id;
  if (req.kind === 'foe-order') return firstFoe(st, req.options.map((o) => o.id));
  return req.options[0]!.id;
}

/** Why the game master chose as it did (GameSystem.mechanicsWhy): the reason the policy gives, for the log. */
export function mechanicsWhy(req: Request, choice: string, st: GameState): string | undefined {
  if (req.kind === 'action' && st.fight?.actor) {
    const f = st.fighters[st.fight.actor]!;
    const p = plan(st, dataOf(st), f, req.options as readonly Option<Action>[]);
    return p.id === choice ? `${f.name}: ${p.reason}` : undefined;
  }
  if (req.kind === 'foe-order') return `${st.fighters[choice]?.name ?? choice} acts next: ${foesOrder(st, req.options.map((o) => o.id)).reason}`;
  return undefined;
}
