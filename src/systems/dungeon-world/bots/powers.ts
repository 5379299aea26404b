/**
 * How both sides' bots use the models' powers (ours), each choice with its
 * reason: healing the most wounded friend, protections when enemies are
 * near, a gaze on the enemy that would hurt most this move, Control Enemy
 * pulling an enemy into the kill zone where most of its own side's dice
 * wait, Finger of Death on the most dangerous enemy in sight, Regenerate
 * while fighting anyway, Listen before a fight, charges into the weakest
 * enemy, multi-shot and fire hits where they kill, the Wraith's pick.
 */
import type { Option, Request } from '../../../core/request.ts';
import type { GameState, Model, Pos } from '../state.ts';
import { has } from '../state.ts';
import { adjacent, distance } from '../rules/grid.ts';
import { DEFAULT_MOVE_RULES, moveRulesOf, reachable } from '../rules/movement.ts';
import { tileOf } from '../rules/abilities/checking.ts';
import { checkWorth } from './checking.ts';
import { dungeonMoves } from '../rules/dungeon/moves.ts';
import { initiativeBonus } from '../rules/initiative.ts';
import { actOf, modelById, type Plan } from './common.ts';
import type { Act } from '../rules/acts.ts';
import { answerMemo } from '../speed/answer.ts';
import { counted } from '../../../core/text.ts';

const live = (st: GameState) => st.models.filter((m) => m.status === 'in-play');
const enemiesOf = (st: GameState, m: Model) => live(st).filter((e) => e.side !== m.side);
/** The options of `opts` whose act is `act`, each with what it means. */
function acts<K extends Act['act']>(opts: readonly Option[], act: K): { o: Option; a: Extract<Act, { act: K }> }[] {
  const out: { o: Option; a: Extract<Act, { act: K }> }[] = [];
  for (const o of opts) {
    const a = actOf(o);
    if (a.act === act) out.push({ o, a: a as Extract<Act, { act: K }> });
  }
  return out;
}

/** The acts powerPlan and shotPlan weigh (the rest, moves above all, are most of an activation's options). */
const POWER_ACTS: ReadonlySet<string> = new Set(['touch', 'field', 'spell', 'portal', 'gaze', 'control', 'finger', 'check', 'regenerate', 'listen', 'shoot']);

/**
 * Whether any option of `opts` is one of the acts powerPlan and shotPlan
 * weigh: one pass over the options, where asking each act in turn walks
 * them a dozen times. With none, both plans find nothing (speed/answer.ts:
 * the answer they would give, without their walks).
 */
function anyPowerAct(opts: readonly Option[]): boolean {
  for (let k = 0; k < opts.length; k++) {
    const act = actOf(opts[k]!).act;
    if (act !== 'move' && POWER_ACTS.has(act)) return true;
  }
  return false;
}

/** How dangerous a model is: its melee dice, its shooting dice, its hits left. */
function threat(m: Model): number {
  return m.attacks + (m.shooting?.dice ?? 0) + m.wounds;
}

/** The dice of `side` waiting around square `p` (those of models beside it, `but` left out). */
function zoneDice(st: GameState, side: string, p: Pos, but?: Model): number {
  let n = 0;
  for (let i1 = 0, a1 = live(st); i1 < a1.length; i1++) {
    const m = a1[i1]!;
    if (m !== but && m.side === side && adjacent(m, p) && m.gazedBy === null) n += m.attacks;
  }
  return n;
}

/** The best square to pull `t` to: most of the puller's dice around it, fewest of `t`'s friends. */
function bestPull(st: GameState, t: Model, squares: readonly Pos[], side: string): { p: Pos; value: number } | null {
  let best: { p: Pos; value: number } | null = null;
  for (const p of squares) {
    const value = zoneDice(st, side, p) * 2 - zoneDice(st, t.side, p, t);
    if (!best || value > best.value) best = { p, value };
  }
  return best && best.value > 0 ? best : null;
}

/** A Control Enemy target worth taking: the enemy that can be pulled where most of our dice wait. */
function controlPlan(st: GameState, m: Model, opts: readonly Option[]): Plan | null {
  let best: { id: string; value: number; t: Model } | null = null;
  for (const { o, a } of acts(opts, 'control')) {
    const t = a.target;
    const pull = bestPull(st, t, reachable(st.board, st.models, t, moveRulesOf(DEFAULT_MOVE_RULES.stealthIgnoresZones, DEFAULT_MOVE_RULES.diagonalRough, st.dungeon ? dungeonMoves(st) : undefined), t.movement, { swift: false, ignoreZones: true }).ends, m.side);
    const value = pull ? pull.value * 10 + threat(t) : 0;
    if (pull && (!best || value > best.value)) best = { id: o.id, value, t };
  }
  return best ? { id: best.id, reason: `pull ${best.t.name} into a kill zone where our dice wait` } : null;
}

/** A square for a controlled enemy: in our kill zone, or else as far from its friends as it goes. */
export function controlMovePlan(st: GameState, req: Request, side: string): Plan {
  const t = modelById(st, st.target ?? null);
  const squares = acts(req.options, 'move').map(({ a }) => a);
  const pull = t ? bestPull(st, t, squares, side) : null;
  if (pull) return { id: `move:${pull.p.x},${pull.p.y}`, reason: `into the kill zone of ${pull.value >= 0 ? 'our waiting dice' : 'us'} (${zoneDice(st, side, pull.p)} dice around it)` };
  const friends = t ? live(st).filter((f) => f.side === t.side && f !== t) : [];
  let far: { id: string; d: number } | null = null;
  for (const p of squares) {
    const d = Math.min(99, ...friends.map((f) => distance(f, p)));
    if (!far || d > far.d) far = { id: `move:${p.x},${p.y}`, d };
  }
  return far ? { id: far.id, reason: 'away from its friends' } : { id: 'stay', reason: 'nowhere better' };
}

/** Powers worth using now, before or beside the action; null when none. */
function powerPlan(st: GameState, m: Model, opts: readonly Option[]): Plan | null {
  const foes = enemiesOf(st, m);
  const near = foes.filter((e) => distance(e, m) <= 6);
  const engaged = foes.some((e) => adjacent(e, m));
  // Healing: the friend with the most hits lost.
  // Pushed in a loop, not spread from maps (one array kind: this plan was compiled again for each).
  const heals: { o: Option; ms: readonly Model[]; touch: boolean }[] = [];
  for (let i = 0, ts = acts(opts, 'touch'); i < ts.length; i++) heals.push({ o: ts[i]!.o, ms: [ts[i]!.a.target], touch: true });
  for (let i = 0, fs = acts(opts, 'field'); i < fs.length; i++) heals.push({ o: fs[i]!.o, ms: fs[i]!.a.targets, touch: false });
  if (heals.length) {
    const lost = (h: (typeof heals)[number]) => h.ms.reduce((a, t) => a + (t.maxWounds - t.wounds), 0) + (h.ms.length > 1 ? 1 : 0);
    const h = heals.slice().sort((a, b) => lost(b) - lost(a))[0]!;
    if (lost(h) >= 2 || h.touch) return { id: h.o.id, reason: `heal ${h.ms.map((t) => t.name).join(' and ')}, ${counted(lost(h), 'hit')} down` };
  }
  // Protections when enemies are near.
  for (const { o, a } of acts(opts, 'spell')) {
    if (!near.length) break;
    const fire = near.some((e) => has(e, 'fire-weapon'));
    const poison = near.some((e) => has(e, 'poison-attack'));
    if (a.spell === 'shield' || (a.spell === 'invulnerable-to-fire' && fire) || (a.spell === 'invulnerable-to-poison' && poison)) return { id: o.id, reason: `${a.spell.replace(/-/g, ' ')} with enemies near` };
  }
  // Hold Portal: a closed door a monster is coming to from beyond it.
  for (const { o, a } of acts(opts, 'portal')) {
    const f = a.feature;
    if (foes.some((e) => distance(e, f) <= e.movement + 1 && distance(e, m) > distance(f, m))) return { id: o.id, reason: `hold the door at (${f.x}, ${f.y}) shut against the monsters coming to it` };
  }
  // Gaze: the enemy whose dice would hurt most this move (in or about to be in melee), else its best shooter.
  const gazes = acts(opts, 'gaze').map(({ o, a }) => ({ o, t: a.target }));
  if (gazes.length) {
    const score = (t: Model) => (distance(t, m) <= t.movement + 1 || live(st).some((f) => f.side === m.side && adjacent(f, t)) ? t.attacks * 2 : 0) + (t.shooting?.dice ?? 0);
    const b = gazes.sort((a, c) => score(c.t) - score(a.t))[0]!;
    return { id: b.o.id, reason: `hold ${b.t.name} with its gaze: ${b.t.attacks} melee dice${b.t.shooting ? ` and ${b.t.shooting.dice} shooting dice` : ''} silenced` };
  }
  const control = controlPlan(st, m, opts);
  if (control) return control;
  // Finger of Death: the most dangerous enemy in sight, when it is worth the once-a-game spell.
  const fingers = acts(opts, 'finger').map(({ o, a }) => ({ o, t: a.target }));
  if (fingers.length && !engaged) {
    const b = fingers.sort((a, c) => threat(c.t) - threat(a.t))[0]!;
    if (threat(b.t) >= 10 || st.objective.slay.includes(b.t.id)) return { id: b.o.id, reason: `Finger of Death on ${b.t.name}, the most dangerous enemy in sight` };
  }
  if (opts.some((o) => o.id === 'check') && !near.length && !(st.dungeon?.checked ?? []).includes(tileOf(st, m))) {
    const why = checkWorth(st, m);
    if (why) return { id: 'check', reason: `no monster near and ${why}: check this tile for secret doors` };
  }
  if (opts.some((o) => o.id === 'regenerate') && (engaged || m.wounds * 2 <= m.maxWounds)) return { id: 'regenerate', reason: engaged ? 'it fights here anyway: regenerate a hit' : 'badly hurt: regenerate a hit' };
  if (opts.some((o) => o.id === 'listen') && !engaged && initiativeBonus(st, m.side) < 2 && foes.some((e) => distance(e, m) <= 8) && !opts.some((o) => actOf(o).act === 'shoot')) {
    return { id: 'listen', reason: 'a fight is coming: listen for +1 initiative next move' };
  }
  return null;
}

/** A charge into the enemy with the lowest Armour, if there is one to make. */
export function chargePlan(st: GameState, opts: readonly Option[]): Plan | null {
  let best: { id: string; a: number; name: string } | null = null;
  for (const { o, a: p } of acts(opts, 'charge')) {
    const side = modelById(st, st.acting)!.side;
    for (let i1 = 0, a1 = live(st); i1 < a1.length; i1++) {
      const e = a1[i1]!;
      if (e.side !== side && adjacent(e, p) && (!best || e.armour < best.a)) best = { id: o.id, a: e.armour, name: e.name };
    }
  }
  return best ? { id: best.id, reason: `charge ${best.name} (Armour ${best.a}) for a free attack` } : null;
}

/** The shoot option worth most: a breath or multi shot at the target with most enemies beside it, else the best odds. */
function shotPlan(st: GameState, m: Model, opts: readonly Option[]): Plan | null {
  let best: { o: Option; score: number } | null = null;
  const spread = has(m, 'fire-weapon') || has(m, 'multi-shot');
  for (const { o, a } of acts(opts, 'shoot')) {
    const t = a.target;
    const beside = spread ? live(st).filter((e) => e.side === t.side && e !== t && (has(m, 'fire-weapon') ? adjacent(e, t) : true)).length : 0;
    const score = a.chance + beside * 0.25 + (st.objective.slay.includes(t.id) ? 0.5 : 0);
    if (!best || score > best.score) best = { o, score };
  }
  if (!best) return null;
  // The reason reads the option's words and odds: worded only when read (the log's why), never by a simulation.
  const o = best.o;
  return {
    id: o.id,
    get reason() {
      return `the best shot: ${o.label.replace(/^(Shoot at|Breathe fire at) /, '')}, ${o.odds?.text ?? ''}`;
    },
  };
}

/** A multi-shot or fire hit: where it is likeliest to kill. */
export function shotAssignPlan(st: GameState, req: Request): Plan {
  const o = req.options.slice().sort((a, b) => (b.odds?.chance ?? 0) - (a.odds?.chance ?? 0) || (a.value as Model).wounds - (b.value as Model).wounds)[0]!;
  return { id: o.id, reason: `${(o.value as Model).name} is the likeliest to fall (${o.odds?.text ?? ''})` };
}

/** The Wraith's pick: Multi Shot with a target in sight, else Control Enemy when it has someone to pull. */
export function oneOfPlan(st: GameState, req: Request): Plan {
  const m = modelById(st, st.acting)!;
  const ids = req.options.map((o) => o.id);
  const sees = enemiesOf(st, m).some((e) => m.shooting && distance(e, m) <= m.shooting.range);
  if (ids.includes('multi-shot') && sees) return { id: 'multi-shot', reason: 'enemies within its range: Multi Shot' };
  if (ids.includes('control-enemy')) return { id: 'control-enemy', reason: 'nobody in range to shoot: Control Enemy to pull one closer' };
  return { id: ids[0]!, reason: 'the first choice' };
}

/** What either side's model does first when it may act or shoot: a power, then a shot; in the shooting phase with neither, it holds (with `holdReason`). */
export function attackFirst(st: GameState, m: Model, opts: readonly Option[], kind: string, holdReason: string): Plan | null {
  if (answerMemo.on && !anyPowerAct(opts)) return kind === 'shoot' ? { id: 'hold', reason: holdReason } : null;
  const power = powerPlan(st, m, opts);
  if (power) return power;
  const shot = shotPlan(st, m, opts);
  if (shot) return shot;
  return kind === 'shoot' ? { id: 'hold', reason: holdReason } : null;
}
