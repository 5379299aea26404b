/**
 * Debug checks of the adventure's invariants (13.1, 17.3, 20.4, 42.1.2),
 * for tests: the band within the Star's Rep, no Grunt at or above it, no
 * negative coins, each character in one place, the dead never in a group.
 */
import type { AdventureState } from './state-adventure.ts';

export function invariantProblems(state: AdventureState, final = false): string[] {
  const p: string[] = [];
  const s = state.band.find((c) => c.star);
  if (!s) return state.band.length ? ['the band has no Star'] : [];
  const live = state.band.filter((c) => c.status !== 'obviously-dead' && !state.leftBehind.includes(c.id));
  // During the adventure 13.1 is measured against the Star's Rep at the start; after it, against the new Rep.
  const cap = final ? s.rep : state.starStartRep;
  const check = !final || state.outside.includes(s.id);
  const counted = final ? live.filter((c) => state.outside.includes(c.id)) : live;
  if (check && counted.length > cap) p.push(`band of ${counted.length} exceeds the Star's Rep ${cap}`);
  if (check) for (const c of counted) if (!c.star && c.rep >= cap) p.push(`Grunt ${c.name} Rep ${c.rep} ≥ Star Rep ${cap}`);
  for (const c of state.band) for (const k of ['bronze', 'silver', 'gold'] as const) if (c.coins[k] < 0) p.push(`${c.name} has ${c.coins[k]} ${k}`);
  for (const k of ['bronze', 'silver', 'gold'] as const) if (state.treasure.coins[k] < 0) p.push(`treasure has ${state.treasure.coins[k]} ${k}`);
  const seen = new Map<string, string>();
  const place = (id: string, where: string) => {
    const before = seen.get(id);
    if (before) p.push(`${id} is both ${before} and ${where}`);
    seen.set(id, where);
  };
  for (const g of state.groups) for (const id of g.members) place(id, `in group ${g.id}`);
  for (const id of state.outside) place(id, 'outside');
  for (const id of new Set(state.leftBehind)) place(id, 'left behind');
  // 27.0/26.1: nobody comes out of the dungeon still waiting for his recovery roll.
  for (const id of state.outside) {
    const c = state.band.find((m) => m.id === id);
    if (c && c.status === 'out-of-the-fight') p.push(`${c.name} is outside but still Out of the Fight`);
  }
  for (const g of state.groups) {
    for (const id of g.members) {
      const c = state.band.find((m) => m.id === id);
      if (!c) p.push(`group ${g.id} holds unknown ${id}`);
      else if (c.status === 'obviously-dead') p.push(`${c.name} is Obviously Dead but still in group ${g.id}`);
    }
    if (!state.map.tiles[g.tile]) p.push(`group ${g.id} is on a tile that does not exist`);
  }
  return p;
}
