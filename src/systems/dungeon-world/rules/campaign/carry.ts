/**
 * A campaign from game to game (Surviving Games & Keeping Treasure): the
 * options of the next game from the last one's end. Won: the next of our
 * scenarios (after the last, generated dungeons). Retreated or undecided:
 * the same scenario again. Lost: the same scenario, and every hero starts
 * again from its plain stat line with nothing carried.
 */
import { CAMPAIGN_ORDER } from '../../data/scenarios.ts';
import type { DwOptions } from '../../options.ts';
import type { GameState } from '../../state.ts';
import { isHero } from '../dungeon/features.ts';
import type { Carried } from './options.ts';

/** A generated dungeon without a mapSeed stays without one: each game's own seed makes a new dungeon. */
export function nextScenario(o: DwOptions, won: boolean): { scenario: string; mapSeed: number | null } {
  if (!won) return { scenario: o.scenario, mapSeed: o.mapSeed };
  const i = CAMPAIGN_ORDER.indexOf(o.scenario);
  if (i >= 0 && i + 1 < CAMPAIGN_ORDER.length) return { scenario: CAMPAIGN_ORDER[i + 1]!, mapSeed: o.mapSeed };
  return { scenario: 'generated', mapSeed: o.scenario === 'generated' && o.mapSeed !== null ? (o.mapSeed + 1) >>> 0 : o.mapSeed };
}

export function campaignOptionsFrom(st: GameState, o: DwOptions): Record<string, unknown> {
  const lost = st.outcome === 'master-won';
  const won = st.outcome === 'heroes-won';
  const heroes: Record<string, Carried> = {};
  if (!lost) {
    for (const h of st.models) {
      if (!isHero(h) || !h.kit) continue;
      const k = h.kit;
      heroes[h.kind] = {
        gold: k.gold + 25 * k.stacks,
        items: k.items.filter((i): i is Carried['items'][number] => ['health-potion', 'major-health-potion', 'antidote', 'portable-teleporter'].includes(i)),
        powerUps: k.powerUps.slice() as Carried['powerUps'],
        spells: k.spells.slice(),
        skills: k.skills.slice(),
        familiar: k.familiar,
      };
    }
  }
  const prev = o.campaign;
  return {
    ...nextScenario(o, won),
    heroes: o.heroes,
    custom: o.custom,
    // The same table plays on: several hero players keep their seats and heroes (rules/seats.ts).
    ...(o.players.length ? { players: o.players } : {}),
    ...(o.owners.length ? { owners: o.owners } : {}),
    campaign: { name: prev?.name ?? 'Campaign', games: (prev?.games ?? 0) + 1, won: (prev?.won ?? 0) + (won ? 1 : 0), heroes },
  };
}
