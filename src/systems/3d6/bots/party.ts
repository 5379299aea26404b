/**
 * The players' bot for `--auto` and `simulate`: it sees what a player sees.
 * In a fight: stand up, save the dying (a healing spell, First Aid), stop
 * bleeding that could kill, drink when low, blast groups with area spells
 * that spare the party, shoot or strike where the expected damage is best,
 * charge, close in; call on beaten foes to yield (a long Feat, carried
 * on to its roll); retreat when the party is beaten. Between fights it
 * rests and goes on while the party is fit.
 */
import type { Option, Request } from '../../../core/request.ts';
import type { Care } from '../rules/out-of-combat.ts';
import type { GameData } from '../data/index.ts';
import type { Ability } from '../data/schema.ts';
import { kitOf } from '../rules/create-in-play.ts';
import { dataOf } from '../data/sets.ts';
import type { Fighter, GameState } from '../state.ts';
import { expectedDamage } from '../rules/combat/expect.ts';
import { distance } from '../rules/combat/grid.ts';
import { alliesOf, inFight, standingFoes } from '../rules/combat/who.ts';
import { caught } from '../rules/magic.ts';
import { combatFeatOdds, yieldDifficulty } from '../rules/combat/feat-action.ts';
import { COMBAT_FEATS } from '../tables/combat-feats.ts';
import { toNumber } from '../../../core/odds.ts';
import type { Action } from '../rules/combat/action.ts';
import { crossToward } from './terrain.ts';

const has = (opts: readonly Option[], id: string) => opts.some((o) => o.id === id);
/** The first option whose action is of `kind` (and whose first argument is `x`, when given). */
const first = (opts: readonly Option<Action>[], kind: string, x?: string) => opts.find((o) => o.value.kind === kind && (x === undefined || o.value.x === x))?.id ?? null;
/** The spell an action casts or prepares, or null. */
const spellOf = (d: GameData, a: Action) => (a.kind === 'spell' || a.kind === 'prepare' ? d.spells[a.x as string]! : null);

export function fightBot(st: GameState, d: GameData, f: Fighter, opts: readonly Option<Action>[]): string {
  if (has(opts, 'stand')) return f.bleeding >= f.hp && has(opts, 'aid:self') ? 'aid:self' : 'stand';
  const party = inFight(st).filter((x) => x.side === f.side);
  const standing = party.filter((x) => x.condition === 'up').length;
  const foes = standingFoes(st, f);
  if (standing === 1 && party.length > 1 && foes.length >= 2 && f.hp * 2 < f.maxHp) return has(opts, 'leave') ? 'leave' : 'move:exit';
  // The dying first: a healing spell, then First Aid.
  for (const a of alliesOf(st, f)) {
    if (a.hp >= 0 || a.condition !== 'unconscious') continue;
    const heal = opts.find((o) => o.value.y === a.id && spellOf(d, o.value)?.effect.kind === 'heal');
    if (heal) return heal.id;
    if (has(opts, `aid:${a.id}`)) return `aid:${a.id}`;
  }
  if (f.bleeding > 0 && f.bleeding >= f.hp - 1 && has(opts, 'aid:self')) return 'aid:self';
  if (f.hp * 3 <= f.maxHp) {
    const use = opts.find((o) => o.value.kind === 'use' && o.value.y === f.id);
    if (use) return use.id;
    const heal = opts.find((o) => o.value.kind === 'spell' && o.value.y === f.id && spellOf(d, o.value)!.effect.kind === 'heal');
    if (heal) return heal.id;
  }
  // A long Feat under way goes on (another action would break it); a call to yield is started when
  // half the foes are down, the odds are even or better and no foe stands within 2 squares (a hit breaks it).
  if (f.preparing?.kind === 'feat') {
    const on = `feat:${f.preparing.what}:${f.preparing.target}`;
    if (has(opts, on)) return on;
  }
  if (has(opts, 'feat:yield:foes') && yieldDifficulty(st, f) !== 'high' && toNumber(combatFeatOdds(st, f, COMBAT_FEATS.yield)) >= 0.5 && foes.every((e) => distance(e.pos, f.pos) > 2)) return 'feat:yield:foes';
  // Area spells that catch two or more foes and no friend.
  let best: string | null = null;
  let caughtFoes = 1;
  for (const o of opts) {
    if (o.value.kind !== 'spell') continue;
    const tid = o.value.y;
    const s = spellOf(d, o.value)!;
    if (s.shape !== 'area') continue;
    const hit = caught(st, f, s, tid === 'self' ? f.pos : st.fighters[tid!]!.pos);
    const n = hit.filter((h) => h.f.side !== f.side).length;
    if (!hit.some((h) => h.f.side === f.side) && n > caughtFoes) (caughtFoes = n), (best = o.id);
  }
  if (best) return best;
  // Blessing at the start of a fight, while foes are far.
  const bless = opts.find((o) => o.value.kind === 'spell' && o.value.x === 'blessing');
  if (bless && !party.some((x) => x.effects.some((e) => e.kind === 'buff-attack')) && foes.every((e) => distance(e.pos, f.pos) > 2)) return bless.id;
  if (has(opts, 'reload')) return 'reload';
  // The attack with the best expected damage, favouring the most hurt foe.
  let pick: string | null = null;
  let value = 0;
  for (const o of opts) {
    if (o.value.kind !== 'attack') continue;
    const t = st.fighters[o.value.x as string]!;
    const v = expectedDamage(f, t, d.weapons[o.value.y!]!) * (1 + (t.maxHp - t.hp) / t.maxHp);
    if (v > value) (value = v), (pick = o.id);
  }
  const single = opts.find((o) => {
    if (o.value.kind !== 'spell') return false;
    const s = spellOf(d, o.value)!;
    return (s.effect.kind === 'damage' || s.effect.kind === 'condition') && s.shape === 'single';
  });
  if (single && f.kind === 'pc' && f.role === 'wizard') return single.id;
  if (pick) return pick;
  if (single) return single.id;
  // The nearest foe, the first of them in order among the equally near (as a stable sort's first): one pass, no copy sorted.
  let near: Fighter | undefined;
  let nearD = Infinity;
  for (const e of foes) {
    const dd = distance(e.pos, f.pos);
    if (dd < nearD) (nearD = dd), (near = e);
  }
  if (near) {
    const cover = `cover:${near.id}`;
    if (has(opts, cover) && distance(near.pos, f.pos) > 2) return cover;
    const charge = first(opts, 'charge', near.id);
    if (charge && f.role === 'fighter') return charge;
    if (f.role !== 'wizard') {
      const cross = crossToward(st, f, near, opts);
      if (cross) return cross.id;
    }
    if (has(opts, `move:${near.id}`) && f.role !== 'wizard') return `move:${near.id}`;
  }
  return has(opts, 'dodge') ? 'dodge' : opts[0]!.id;
}

/** The players' policy: fight actions, and the adventure's other questions. */
export function botPolicy(req: Request, st: GameState): string {
  // A fight's 'action' options carry the Action (rules/combat/action.ts).
  if (req.kind === 'action' && st.fight?.actor) return fightBot(st, dataOf(st), st.fighters[st.fight.actor]!, req.options as readonly Option<Action>[]);
  if (req.kind === 'burn-luck') return 'burn';
  if (req.kind === 'between') return betweenBot(st, req.options);
  if (req.kind === 'create-role') return createRoleBot(st, req.options);
  if (req.kind === 'create-ability') return createAbilityBot(st, req.options);
  if (req.kind.startsWith('create-')) return createKitBot(st, req);
  // Followers: a loyal henchman when a character has room, else a hireling; hirelings are always ordered in.
  // A 'hire' option carries the hero who would take them on as a henchman (an object), else 'hire' or 'pass'.
  if (req.kind === 'hire') return req.options.find((o) => typeof o.value === 'object')?.id ?? 'hire';
  if (req.kind === 'order') return 'order';
  if (req.kind === 'trap') return trapBot(req.options as readonly Option<Fighter | 'past'>[]);
  return req.options[0]!.id;
}

/** Between rooms: heal the fallen and the badly hurt, sleep off Wounds while nights last, rest while anyone is hurt or a caster is low, else go on. */
function betweenBot(st: GameState, opts: readonly Option[]): string {
  const alive = st.party.map((id) => st.fighters[id]!).filter((f) => f.condition !== 'dead');
  // Someone down, or below half HP: a healing spell first, a draught only for the fallen (out-of-combat.ts).
  const care = (kind: Care['kind'], bad: (f: Fighter) => boolean) =>
    opts.find((o) => {
      const v = o.value as Care | string | undefined;
      return typeof v === 'object' && v.kind === kind && bad(st.fighters[v.to.id]!);
    })?.id;
  const mend = care('mend', (f) => f.condition === 'unconscious' || f.hp * 2 < f.maxHp) ?? care('draught', (f) => f.condition === 'unconscious');
  if (mend) return mend;
  if (alive.some((f) => f.wounds > 0) && has(opts, 'sleep')) return 'sleep';
  if (alive.some((f) => f.hp < f.maxHp || f.sp < f.maxSp)) return 'rest';
  return 'on';
}

/** A trap found: the surest disarmer when the Feat is at least two chances in three, else go on past it. */
function trapBot(opts: readonly Option<Fighter | 'past'>[]): string {
  let best: { id: string; p: number } | null = null;
  for (const o of opts) if (o.odds && (!best || o.odds.chance > best.p)) best = { id: o.id, p: o.odds.chance };
  return best && best.p >= 2 / 3 ? best.id : 'past';
}

/** A new character's role: the first the party lacks, else the first. */
function createRoleBot(st: GameState, opts: readonly Option[]): string {
  const roles = new Set(st.party.map((id) => st.fighters[id]!.role));
  return opts.find((o) => !roles.has(o.id))?.id ?? opts[0]!.id;
}

/** A new character's next score: to the ability the role's ready-made character rates highest among those left. */
function createAbilityBot(st: GameState, opts: readonly Option[]): string {
  const kit = kitOf(dataOf(st), st.creating?.role ?? '');
  if (!kit) return opts[0]!.id;
  return opts.slice().sort((a, b) => kit.abilities[b.id as Ability] - kit.abilities[a.id as Ability])[0]!.id;
}

/** A new character's kit: what the role's ready-made character carries, where the options allow; else the first option. */
function createKitBot(st: GameState, req: Request): string {
  const kit = kitOf(dataOf(st), st.creating?.role ?? '');
  const opts = req.options;
  const pick = (id: string | null | undefined) => (id && has(opts, id) ? id : null);
  let want: string | null = null;
  if (kit) {
    if (req.kind === 'create-weapon') want = pick(kit.weapons[0]);
    else if (req.kind === 'create-weapon2') want = pick(kit.weapons[1]) ?? 'none';
    else if (req.kind === 'create-armour') want = pick(kit.armour) ?? 'none';
    else if (req.kind === 'create-shield') want = pick(kit.shield) ?? 'none';
    else if (req.kind === 'create-proficiency') want = opts.map((o) => o.id).sort((a, b) => (kit.proficiency[b] ?? 0) - (st.creating?.proficiency[b] ?? 0) - ((kit.proficiency[a] ?? 0) - (st.creating?.proficiency[a] ?? 0)))[0]!;
    else if (req.kind === 'create-spell') want = kit.spells.find((s) => has(opts, s)) ?? null;
  }
  return pick(want) ?? opts[0]!.id;
}
