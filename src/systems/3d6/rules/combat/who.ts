/** Who is where in a fight: foes and allies still in it, weapons by use, reach and range. */
import type { GameData } from '../../data/index.ts';
import type { Weapon } from '../../data/schema.ts';
import type { Fighter, GameState } from '../../state.ts';
import { distance } from './grid.ts';

export function inFight(st: GameState): Fighter[] {
  return (st.fight?.fighterIds ?? []).map((id) => st.fighters[id]!);
}

/** Foes still standing (the targets of attacks and spells). Asked several times a turn: one array, no closure. */
export function standingFoes(st: GameState, f: Fighter): Fighter[] {
  const out: Fighter[] = [];
  const ids = st.fight?.fighterIds ?? [];
  for (let k = 0; k < ids.length; k++) {
    const x = st.fighters[ids[k]!]!;
    if (x.side !== f.side && x.condition === 'up') out.push(x);
  }
  return out;
}

/** Allies still in the fight, standing or fallen, and the fighter itself. */
export function alliesOf(st: GameState, f: Fighter): Fighter[] {
  const out: Fighter[] = [];
  const ids = st.fight?.fighterIds ?? [];
  for (let k = 0; k < ids.length; k++) {
    const x = st.fighters[ids[k]!]!;
    if (x.side === f.side && x.condition !== 'dead' && x.condition !== 'fled') out.push(x);
  }
  return out;
}

/** The weapons in hand: a thrown one is gone until the fight ends. */
export function weaponsOf(d: GameData, f: Fighter): Weapon[] {
  const out: Weapon[] = [];
  for (const w of f.weapons) if (!f.thrown.includes(w)) out.push(d.weapons[w]!);
  return out;
}

/** A weapon with both reach and range is thrown when used at range. */
export function isThrow(a: Fighter, t: Fighter, w: Weapon): boolean {
  return w.reach > 0 && w.range > 0 && !inReach(a, t, w);
}

/** A melee attack reaches. */
export function inReach(a: Fighter, t: Fighter, w: Weapon): boolean {
  return w.reach > 0 && distance(a.pos, t.pos) <= w.reach;
}

/** A ranged attack can be made now: in range, beyond reach (or a ranged-only weapon), loaded if it needs loading. */
export function canShoot(a: Fighter, t: Fighter, w: Weapon): boolean {
  const d = distance(a.pos, t.pos);
  return w.range > 0 && d <= w.range && d > w.reach && (w.reload === 0 || a.loaded);
}

export function canAttackWith(a: Fighter, t: Fighter, w: Weapon): boolean {
  return inReach(a, t, w) || canShoot(a, t, w);
}

/** The longest melee reach among a fighter's weapons (1 when it has none: it would close in to fight anyway). */
export function bestReach(d: GameData, f: Fighter): number {
  let r = 0;
  for (const w of weaponsOf(d, f)) if (w.reach > r) r = w.reach;
  return r || 1;
}

/** Levels of Cover: proficiency in a ranged weapon's group (a monster that covers: its attack bonus, at least 1). */
export function coverLevels(f: Fighter, w: Weapon): number {
  if (w.range === 0) return 0;
  if (f.kind === 'pc') return f.proficiency[w.group] ?? 0;
  return f.tactics?.cover ? Math.max(1, f.attackBonus) : 0;
}
