/** Checks on a state that the rules must keep; the property tests run them after every game. */
import type { Request } from '../../core/request.ts';
import type { GameState, Model } from './state.ts';
import { enterCost, noMonsterStanding, noStanding, terrainAt } from './rules/grid.ts';
import { armourAgainst } from './rules/combat/assign.ts';

export function invariantProblems(st: GameState): string[] {
  const p: string[] = [];
  const seen = new Map<string, string>();
  for (const m of st.models) {
    if (m.wounds < 0 || m.wounds > m.maxWounds) p.push(`${m.id}: ${m.wounds} hits outside 0..${m.maxWounds}`);
    if (m.status === 'in-play' && m.wounds === 0) p.push(`${m.id} is in play with no hits`);
    if (m.poison < 0 || m.fire < 0) p.push(`${m.id}: negative counters`);
    p.push(...powerProblems(st, m));
    if (m.status !== 'in-play') continue;
    const t = terrainAt(st.board, m.x, m.y);
    if (enterCost(t) === Infinity || noStanding(t) || (m.side === 'monsters' && noMonsterStanding(t))) p.push(`${m.id} stands on "${t}" at (${m.x}, ${m.y})`);
    const k = `${m.x},${m.y}`;
    if (seen.has(k)) p.push(`${m.id} and ${seen.get(k)} share (${k})`);
    seen.set(k, m.id);
  }
  const back = st.resurrections ?? 0;
  if (st.victoryPoints !== st.kills.monsters - back) p.push(`${st.victoryPoints} victory points for ${st.kills.monsters} heroes killed and ${back} resurrected`);
  for (const m of st.models) if (m.kit && (m.kit.gold < 0 || m.kit.stacks < 0 || m.kit.stored < 0 || m.kit.stored > 3)) p.push(`${m.id}: a kit out of bounds`);
  return p;
}

/** The powers' bookkeeping (rules/abilities, rules/spells): what a model used, spent, picked or holds is its own. */
function powerProblems(st: GameState, m: GameState['models'][number]): string[] {
  const p: string[] = [];
  const own = (a: string) => m.abilities.includes(a);
  for (const u of m.used) if (!own(u)) p.push(`${m.id} used ${u}, which it does not have`);
  if (new Set(m.spent).size !== m.spent.length || m.spent.some((a) => !own(a))) p.push(`${m.id}: spent ${m.spent.join(', ')}`);
  if (m.pick !== null && !m.oneOf.includes(m.pick)) p.push(`${m.id} picked ${m.pick}, not one of ${m.oneOf.join(', ')}`);
  for (const gd of m.guards) if (!own(GUARD_SPELL[gd] ?? '')) p.push(`${m.id} is guarded by ${gd} without the spell`);
  if (armourAgainst(m) > 6) p.push(`${m.id}: Armour ${armourAgainst(m)} above 6`);
  if (m.immune.includes('fire') && m.fire > 0) p.push(`${m.id} is immune to fire but burns`);
  if (m.status !== 'in-play' && (m.poison || m.fire)) p.push(`${m.id} is off the board with counters`);
  const by = (id: string | null) => (id === null ? null : st.models.find((x) => x.id === id));
  const gazer = by(m.gazedBy);
  if (gazer !== null && (!gazer || gazer.side === m.side)) p.push(`${m.id} is gazed at by ${m.gazedBy}, not an enemy`);
  const victim = by(m.fingerOn);
  if (victim !== null && (!victim || victim.side === m.side || !m.spent.includes('finger-of-death'))) p.push(`${m.id}'s Finger of Death is on ${m.fingerOn}`);
  return p;
}

const GUARD_SPELL: Record<string, string> = { shield: 'shield', fire: 'invulnerable-to-fire', poison: 'invulnerable-to-poison' };

/** Requests about the heroes' side as a whole: its first player's. */
const SIDE_KINDS = new Set(['initiative', 'activate', 'melee-order', 'shop-hero']);
/** Requests about the model acting now (`acting`). */
const ACTING_KINDS = new Set(['action', 'shoot', 'one-of', 'shot-assign']);
/** Requests about the model their prompt names first. */
const NAMED_KINDS = new Set(['charge-on', 'control-move', 'carry', 'respawn', 'shop-buy', 'spell']);

/**
 * Whether `req` asks the right seat (rules/seats.ts): a request about one
 * hero asks that hero's player, a request about the side its first player,
 * a resurrection the first (in the players' order) of the casters' players;
 * a request about a monster never asks a hero's player.
 */
export function requestProblems(st: GameState, req: Request): string[] {
  const heroSeats = st.seats?.players ?? [st.heroPlayer];
  const owner = (m: Model) => (m.side === 'heroes' ? (st.seats?.heroes[m.id.replace(/^f-/, '')] ?? st.heroPlayer) : st.masterPlayer);
  const asked = (want: string, what: string) => (req.who === want ? [] : [`${req.kind} about ${what} asks ${req.who}, not ${want}`]);
  if (SIDE_KINDS.has(req.kind) && heroSeats.includes(req.who)) return asked(st.heroPlayer, "the heroes' side");
  if (ACTING_KINDS.has(req.kind)) {
    const m = st.models.find((x) => x.id === st.acting);
    return m ? asked(owner(m), m.id) : [`${req.kind} with no model acting`];
  }
  if (NAMED_KINDS.has(req.kind)) {
    // The model named first ("Scout Battle Witch" before "Scout" at the same place).
    const at = (m: Model) => req.prompt.search(new RegExp(`\\b${m.name.replace(/[()]/g, '\\$&')}\\b`));
    const named = st.models
      .filter((m) => at(m) >= 0)
      .sort((a, b) => at(a) - at(b) || b.name.length - a.name.length)[0];
    return named ? asked(owner(named), named.id) : [];
  }
  if (req.kind === 'resurrect') {
    const casters = new Set(req.options.map((o) => o.value as Model | null).filter((c): c is Model => c !== null).map(owner));
    return asked(heroSeats.find((p) => casters.has(p)) ?? '(no caster)', 'the casters of Resurrection');
  }
  if (['assign', 'smash'].includes(req.kind) && req.who !== st.masterPlayer && !heroSeats.includes(req.who)) return [`${req.kind} asks ${req.who}, who holds no seat`];
  return [];
}
