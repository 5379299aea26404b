/**
 * The heroes a game starts with: a premade hero's stat line, or a custom
 * hero (Type/Style of Game: players may make their own) built on our plain
 * line with the shop's abilities; then, in a campaign, what each carries in:
 * gold, potions, power-ups (their stat changes), spells, skills and a
 * familiar, set beside its owner with 3 hits stored.
 */
import { DEFAULT_DATA, kindOf, type GameData, type Kind } from '../../data/index.ts';
import { dataOf } from '../../data/sets.ts';
import type { AbilityId } from '../../data/schema.ts';
import type { DwOptions } from '../../options.ts';
import { makeModel, newKit, type GameState } from '../../state.ts';
import { enterCost, noStanding, occupancy, STEPS, terrainAt } from '../grid.ts';
import { applyPowerUp } from '../dungeon/kit.ts';

/** Our plain stat line for a custom hero: the premade heroes' usual numbers. */
const PLAIN = { movement: 4, attacks: 4, armour: 4, wounds: 5 };

export function heroKind(o: DwOptions, id: string, data: GameData = DEFAULT_DATA): Kind {
  const c = o.custom.find((h) => h.id === id);
  if (!c) return kindOf(data, id);
  return { id: c.id, name: c.name, species: c.id, side: 'heroes', ...PLAIN, shooting: null, abilities: c.abilities.slice() as AbilityId[], oneOf: [], immune: [], shootToHit: null, throughDoors: false, notes: [] };
}

export function equipHeroes(st: GameState, o: DwOptions): void {
  if (!o.campaign) return;
  for (const h of st.models.slice()) {
    if (h.side !== 'heroes' || !h.kit) continue;
    const c = o.campaign.heroes[h.kind];
    if (!c) continue;
    const k = (h.kit = { ...newKit(), gold: c.gold, items: c.items.slice(), powerUps: c.powerUps.slice(), spells: c.spells.slice(), skills: c.skills.slice(), familiar: c.familiar });
    for (const p of k.powerUps) applyPowerUp(h, p);
    for (const a of [...k.spells, ...k.skills]) if (!h.abilities.includes(a)) h.abilities.push(a);
    if (k.familiar === 'none') continue;
    const occ = occupancy(st.board, st.models);
    const spot = STEPS.map(([dx, dy]) => ({ x: h.x + dx, y: h.y + dy })).find((p) => {
      const t = terrainAt(st.board, p.x, p.y);
      return enterCost(t) !== Infinity && !noStanding(t) && occ[p.y * st.board.width + p.x] === 0;
    });
    if (!spot) continue;
    k.stored = 3;
    const f = makeModel(kindOf(dataOf(st), k.familiar === 'flyer' ? 'familiar-flyer' : 'familiar'), `f-${h.id}`, spot);
    f.name = `${h.name}'s familiar`;
    st.models.push(f);
  }
}
