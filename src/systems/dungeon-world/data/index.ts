/**
 * Our default data (bestiary.json, heroes.json), parsed with the schemas;
 * `parseData` reads a user's replacement the same way. A bestiary entry's
 * variants (the skeleton patrol with its bow) become kinds of their own, so
 * a model names one kind and finds its whole stat line.
 */
import bestiary from './bestiary.json' with { type: 'json' };
import heroes from './heroes.json' with { type: 'json' };
import { describeIssue } from '../../../core/excerpt.ts';
import { dataSchema, type MonsterEntry, type Stats } from './schema.ts';

/** One kind of model: its stat line, and the bestiary entry it comes from (a species, for Pack). */
export interface Kind extends Stats {
  readonly species: string;
  readonly side: 'heroes' | 'monsters';
}

export interface GameData {
  /** Every monster kind (entries and their variants), by id. */
  readonly monsters: Readonly<Record<string, Kind>>;
  /** The premade heroes, by id. */
  readonly heroes: Readonly<Record<string, Kind>>;
}

export class BadData extends Error {}

function variantsOf(m: MonsterEntry): Kind[] {
  const { variants, ...stats } = m;
  const base: Kind = { ...stats, species: m.id, side: 'monsters' };
  return [base, ...variants.map((v) => ({ ...stats, id: v.id, name: v.name, shooting: v.shooting, species: m.id, side: 'monsters' as const }))];
}

/** Parses raw data (ours or a user's) into kinds by id; throws BadData with one line naming the path of the problem. */
export function parseData(raw: unknown): GameData {
  const r = dataSchema.safeParse(raw);
  if (!r.success) throw new BadData(`data: ${describeIssue(r.error.issues)}`);
  const monsters: Record<string, Kind> = {};
  const heroKinds: Record<string, Kind> = {};
  for (const m of r.data.bestiary.monsters) {
    for (const k of variantsOf(m)) {
      if (k.id in monsters) throw new BadData(`data: bestiary: the id "${k.id}" is used twice`);
      monsters[k.id] = k;
    }
  }
  for (const h of r.data.heroes.heroes) {
    if (h.id in heroKinds) throw new BadData(`data: heroes: the id "${h.id}" is used twice`);
    heroKinds[h.id] = { ...h, species: h.id, side: 'heroes' };
  }
  for (const k of [...Object.values(monsters), ...Object.values(heroKinds)]) {
    for (const a of k.oneOf) if (!k.abilities.includes(a)) throw new BadData(`data: ${k.id}: oneOf names ${a}, which it does not have`);
  }
  return { monsters, heroes: heroKinds };
}

const ours = { shooting: null, oneOf: [], immune: [], shootToHit: null, throughDoors: false };

/**
 * Models the book names without a stat line of its own (ours): the Vampire a
 * coffin springs (a Ghoul's speed, an Ogre's hide), and the Familiar from the
 * shop (the book's movement 4, 6 flying; no attack dice; its one hit stands
 * for the 6s that remove it, familiar.ts).
 */
const OUR_KINDS: readonly Kind[] = [
  { ...ours, id: 'vampire', name: 'Vampire', species: 'vampire', side: 'monsters', movement: 5, attacks: 4, armour: 5, wounds: 3, abilities: [], notes: ['Ours: the book springs one from a coffin without giving its stats.'] },
  { ...ours, id: 'familiar', name: 'Familiar', species: 'familiar', side: 'heroes', movement: 4, attacks: 0, armour: 6, wounds: 1, abilities: [], notes: [] },
  { ...ours, id: 'familiar-flyer', name: 'Flying Familiar', species: 'familiar', side: 'heroes', movement: 6, attacks: 0, armour: 6, wounds: 1, abilities: ['fly'], notes: [] },
];

/** Our default data files as one raw object. */
export const RAW_DEFAULTS = { bestiary, heroes };

/** Our default data, parsed once. */
export const DEFAULT_DATA: GameData = parseData(RAW_DEFAULTS);

/** The kind named `id` on either side. */
export function kindOf(d: GameData, id: string): Kind {
  const k = d.monsters[id] ?? d.heroes[id] ?? OUR_KINDS.find((o) => o.id === id);
  if (!k) throw new BadData(`no model kind "${id}"`);
  return k;
}
