/**
 * Our default data, parsed with the schemas and checked across files: every
 * weapon, armour, item and spell a character or monster names exists, and a
 * character's proficiency levels fit its role and level. `parseData` is how a
 * user's `--data DIR` will be read too.
 */
import weapons from './weapons.json' with { type: 'json' };
import armour from './armour.json' with { type: 'json' };
import items from './items.json' with { type: 'json' };
import spells from './spells.json' with { type: 'json' };
import bestiary from './bestiary.json' with { type: 'json' };
import characters from './characters.json' with { type: 'json' };
import wandering from './wandering.json' with { type: 'json' };
import { describeIssue } from '../../../core/excerpt.ts';
import { PROFICIENCY_PER_LEVEL, STANDARD_ARRAY } from '../tables/characters.ts';
import { ABILITIES, dataSchema, type Armour, type CharacterData, type Item, type Monster, type RawData, type Spell, type WanderingData, type Weapon } from './schema.ts';

export interface GameData {
  readonly weapons: Readonly<Record<string, Weapon>>;
  readonly armour: Readonly<Record<string, Armour>>;
  readonly items: Readonly<Record<string, Item>>;
  readonly spells: Readonly<Record<string, Spell>>;
  readonly monsters: Readonly<Record<string, Monster>>;
  readonly characters: Readonly<Record<string, CharacterData>>;
  /** Ours (or the user's): the wandering-monster tables' rows. */
  readonly wandering: WanderingData;
}

export class BadData extends Error {}

function byId<T extends { id: string }>(what: string, list: readonly T[]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const x of list) {
    if (x.id in out) throw new BadData(`${what}: the id "${x.id}" is used twice`);
    out[x.id] = x;
  }
  return out;
}

/** Problems across files: names that do not exist, proficiency beyond the role's levels, a character off the standard array. */
function crossProblems(d: GameData): string[] {
  const p: string[] = [];
  const need = (what: string, ids: readonly (string | null)[], table: Record<string, unknown>, kind: string) => {
    for (const x of ids) if (x !== null && !(x in table)) p.push(`${what}: no ${kind} "${x}"`);
  };
  for (const c of Object.values(d.characters)) {
    const w = `character ${c.id}`;
    need(w, c.weapons, d.weapons, 'weapon');
    need(w, [c.armour, c.shield], d.armour, 'armour');
    need(w, c.spells, d.spells, 'spell');
    need(w, c.items, d.items, 'item');
    if (c.armour && d.armour[c.armour]?.kind === 'shield') p.push(`${w}: ${c.armour} is a shield, not armour`);
    if (c.shield && d.armour[c.shield]?.kind === 'armour') p.push(`${w}: ${c.shield} is armour, not a shield`);
    const spent = Object.values(c.proficiency).reduce((a, b) => a + b, 0);
    const budget = (PROFICIENCY_PER_LEVEL[c.role] ?? 1) * c.level;
    if (spent > budget) p.push(`${w}: ${spent} proficiency levels, a level ${c.level} ${c.role} has ${budget}`);
    const scores = ABILITIES.map((a) => c.abilities[a]).sort((a, b) => b - a);
    if (c.level === 1 && scores.join() !== STANDARD_ARRAY.join()) p.push(`${w}: abilities ${scores.join(', ')} are not the standard array ${STANDARD_ARRAY.join(', ')}`);
  }
  const cover = (what: string, rows: readonly { min: number; max: number }[]) => {
    for (let n = 1; n <= 6; n++) {
      const k = rows.filter((r) => r.min <= n && n <= r.max).length;
      if (k !== 1) return void p.push(`wandering ${what}: a roll of ${n} is covered by ${k} rows (each of 1-6 exactly once)`);
    }
  };
  cover('check', d.wandering.check);
  cover('groups', d.wandering.groups);
  d.wandering.groups.forEach((g, i) => need(`wandering groups ${i}`, g.monsters, d.monsters, 'monster'));
  for (const m of Object.values(d.monsters)) {
    need(`monster ${m.id}`, m.weapons, d.weapons, 'weapon');
    need(`monster ${m.id}`, m.spells, d.spells, 'spell');
  }
  return p;
}

/** Parses raw data (our files or a user's) into indexed data; throws BadData with one line. */
export function parseData(raw: unknown): GameData {
  const r = dataSchema.safeParse(raw);
  if (!r.success) throw new BadData(`data: ${describeIssue(r.error.issues)}`);
  const v: RawData = r.data;
  const d: GameData = {
    weapons: byId('weapons', v.weapons.weapons),
    armour: byId('armour', v.armour.armour),
    items: byId('items', v.items.items),
    spells: byId('spells', v.spells.spells),
    monsters: byId('bestiary', v.bestiary.monsters),
    characters: byId('characters', v.characters.characters),
    wandering: v.wandering ?? (wandering as WanderingData),
  };
  const problems = crossProblems(d);
  if (problems.length) throw new BadData(`data: ${problems[0]}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`);
  return d;
}

/** Our default data files as one raw object. */
export const RAW_DEFAULTS = { weapons, armour, items, spells, bestiary, characters, wandering };

/** Our default data, parsed once. */
export const DEFAULT_DATA: GameData = parseData(RAW_DEFAULTS);
