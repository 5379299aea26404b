/**
 * What lasts for an adventure and is restored on leaving the dungeon:
 * Star Power (6.3.1), Rep lost to casting (28.3, ruling), once-per-adventure abilities.
 */
import type { Band, Character } from '../../state.ts';

/** 6.3.1: leaving the dungeon gives a Star his full Star Power back; casting losses end with the adventure (ruling). */
export function restoreOnExit(band: Band): void {
  for (const c of band.members) {
    if (c.castingLoss > 0) {
      c.rep += c.castingLoss;
      c.castingLoss = 0;
    }
    if (c.star) c.starPower = c.rep;
    c.usedThisAdventure = [];
    for (const m of c.magic) if ((m.id === 'staff-of-healing' || m.id === 'talisman-of-restoration') && m.uses === 0 && (m.rep ?? 1) > 0) m.uses = 1;
  }
}

/** 14.0: the group's Leader: a Star if one is up (13.0), else the highest Rep character still up. */
export function leaderOf(group: readonly Character[]): Character | undefined {
  let best: Character | undefined;
  for (const c of group) {
    if (c.status !== 'carry-on' && c.status !== 'duck-back') continue;
    if (!best || (c.star && !best.star) || (c.star === best.star && c.rep > best.rep)) best = c;
  }
  return best;
}
