/**
 * Creating characters (5.0–12.1): a player's Star by choices (6.1, 9.1) and an
 * NPC by the Race List rolls (7.0, 9.1, 10.0), with NPC magic items (29.3).
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { hasDoubles } from '../../../../core/dice.ts';
import { lazyChoice, option } from '../../../../core/request.ts';
import { lookupDice } from '../../../../core/tables.ts';
import { noCoins, type Attribute, type Character, type Profession, type Race, type Weapon } from '../../state.ts';
import { PROFESSION_ATTRIBUTE_9_0, RACE_LISTS_7_0, RACES, REP_ROLL_10_0, TWO_HANDED, WEAPON_NAMES, type RaceRow } from '../../tables/races.ts';
import { npcMagicItems } from '../magic/items.ts';
import type { EnemyOptions, StarOptions } from '../api-types.ts';
import { rollAs } from '../combat/roll.ts';
import { keptId } from '../../speed/interned-ids.ts';
import { keptAttributes } from '../../speed/kept-attributes.ts';
import { withArticle } from '../../../../core/text.ts';

/** The attributes of a race and its professions (8.0, 9.0); for one profession worked out once (speed/kept-attributes.ts) and copied. */
export function attributesFor(race: Race, professions: readonly Profession[], noSpells = false): Attribute[] {
  if (professions.length === 1 && !noSpells) return keptAttributes(race, professions[0]!, attributesOfOne).slice();
  return workOutAttributes(race, professions, noSpells);
}

function attributesOfOne(race: string, profession: string): Attribute[] {
  return workOutAttributes(race as Race, [profession as Profession], false);
}

function workOutAttributes(race: Race, professions: readonly Profession[], noSpells: boolean): Attribute[] {
  const out: Attribute[] = RACE_LISTS_7_0[race].attributes.slice();
  for (const p of professions) {
    const a = PROFESSION_ATTRIBUTE_9_0[p];
    if (p === 'Caster' && noSpells) continue;
    if (!out.includes(a)) out.push(a);
  }
  // 28.1: Major Demons may cast spells (except the Warrior row, 7.0.1 note a).
  if (race === 'Demon (Major)' && !noSpells && !out.includes('Cast Spells')) out.push('Cast Spells');
  return out;
}

export function baseCharacter(id: string, name: string, race: Race, star: boolean, professions: Profession[], rep: number, row: Pick<RaceRow, 'armor' | 'shield'>, weapons: Weapon[], noSpells = false): Character {
  let twoHanded = false;
  for (const w of weapons) if (TWO_HANDED.includes(w)) twoHanded = true;
  const shield = row.shield && !twoHanded && weapons.length < 2;
  return {
    id: keptId(id),
    name,
    race,
    star,
    professions,
    rep,
    originalRep: rep,
    attributes: attributesFor(race, professions, noSpells),
    weapons,
    armor: row.armor,
    // 23.1: sling users always have a shield.
    shield: shield || weapons[0] === 'SL',
    items: [],
    magic: [],
    coins: noCoins(),
    status: 'carry-on',
    starPower: star ? rep : 0,
    usedThisAdventure: [],
    castingLoss: 0,
    // LATER_FIELDS (state.ts) written out: a literal builds the character's one shape at once, where a spread copied them field by field.
    owner: undefined,
    secondaryRep: undefined,
    infected: undefined,
    poisoned: undefined,
    axeThrown: undefined,
    bigBad: undefined,
  };
}

/** Professions a race's list offers (9.1: Stars choose from their Race List's column). */
function professionsOf(race: Race): Profession[] {
  const out: Profession[] = [];
  for (const r of RACE_LISTS_7_0[race].table.rows) if (!out.includes(r.result.profession)) out.push(r.result.profession);
  return out;
}

/** 6.1/9.1: a player's Star. Anything not fixed in `opts` is asked of `who`. */
export function createStar(ctx: Ctx, who: string, opts: StarOptions = {}): Character {
  const owner = who.startsWith('player:') ? who.slice(7) : who;
  const race = opts.race ?? (ctx.ask({ who, rule: '7.0', prompt: 'Choose your Star\'s race', kind: 'race', options: RACES.map((r) => option(r, r)) }));
  let professions = opts.professions;
  if (!professions || professions.length === 0) {
    const p = ctx.ask({ who, rule: '9.1', prompt: 'Choose your Star\'s profession', kind: 'profession', options: professionsOf(race).map((x) => option(x, x)) });
    professions = [p];
  }
  const list = RACE_LISTS_7_0[race].table.rows;
  const rr = (list.find((r) => r.result.profession === professions[0] && !r.result.noSpells) ?? list.find((r) => r.result.profession === professions[0]) ?? list[0]!).result;
  let weapons = opts.weapons;
  if (!weapons || weapons.length === 0) {
    const choices = rr.weapons;
    weapons = (choices.length === 1 ? choices[0]! : ctx.ask({ who, rule: '11.0', prompt: 'Choose your Star\'s weapons', kind: 'weapon', options: choices.map((c, i) => lazyChoice(c, String(i), () => weaponsText(c))) })).slice();
  }
  const rep = opts.rep ?? 5;
  const name = opts.name ?? owner;
  const c = baseCharacter(opts.id ?? `star-${name}`, name, race, true, professions.slice(), rep, { armor: opts.armor ?? rr.armor, shield: opts.shield ?? rr.shield }, weapons);
  if (opts.shield !== undefined) c.shield = opts.shield && !weapons.some((w) => TWO_HANDED.includes(w)) && weapons.length < 2;
  c.owner = owner;
  if (professions.length > 1) c.secondaryRep = rep - 1; // 9.2
  if (opts.items) c.items = opts.items.slice(0, 4); // 32.1: up to four items, none magical
  if (ctx.log) note(ctx, '6.1', `${c.name}: Rep ${rep} ${race} ${professions.join('/')} Star, AC ${c.armor}${c.shield ? ' and shield' : ''}, ${weapons.map((w) => WEAPON_NAMES[w]).join(' and ')}; ${c.starPower} Star Power dice (6.3.1)`);
  return c;
}

/** A choice of weapons in words: "Two-handed Axe", "Sword and Sword". */
function weaponsText(ws: readonly Weapon[]): string {
  return ws.map((w) => WEAPON_NAMES[w]).join(' and ');
}

/** 9.1/10.0: rolls a Race List row (doubles may add a second profession) and the Rep adjustment. */
export function rollRaceRow(ctx: Ctx, race: Race, who: string): { row: RaceRow; professions: Profession[]; rep: number } {
  const list = RACE_LISTS_7_0[race];
  const d = rollAs(ctx, 2, 6, list.table.section, who, ' profession');
  const r = lookupDice(ctx, list.table, d, 'sum', who);
  const professions: Profession[] = [r.profession];
  if (hasDoubles(d) && list.table.rows.length > 1) {
    // 9.1: doubles roll again; a different profession is gained as well (at most two).
    const again = lookupDice(ctx, list.table, rollAs(ctx, 2, 6, '9.1', who, ' second profession (doubles)'), 'sum', ctx.log ? `${who}'s second profession (9.1)` : '');
    if (again.profession !== r.profession && !(again.profession === 'Caster' && r.noSpells)) {
      professions.push(again.profession);
      if (ctx.log) note(ctx, '9.1', `${who} also becomes ${withArticle(again.profession)}`);
    }
  }
  let rep = r.rep;
  if (list.repRoll) rep += lookupDice(ctx, REP_ROLL_10_0, rollAs(ctx, 1, 6, '10.0', who, ' Rep'), 'face', who);
  return { row: r, professions, rep };
}

/** 7.0/29.3: an NPC from its Race List with its magic items. */
export function makeEnemy(ctx: Ctx, race: Race, rep: number | undefined, opts: EnemyOptions): Character {
  const name = opts.name ?? race;
  const rolled = rollRaceRow(ctx, race, name);
  const r = rolled.row;
  // 34.1: the Big Bad's Rep is settled before its magic items are rolled (29.3 adds the Rep).
  const finalRep = opts.adjustRep ? opts.adjustRep(rep ?? rolled.rep) : rep ?? rolled.rep;
  const c = baseCharacter(opts.id, name, race, opts.star ?? false, rolled.professions, finalRep, r, r.weapons[0]!.slice(), r.noSpells);
  if (rolled.professions.length > 1) c.secondaryRep = c.rep - 1;
  if (opts.bigBad) c.bigBad = true;
  if (!opts.noMagic) {
    c.magic = npcMagicItems(ctx, c);
    // 29.3: NPCs use their items: magic armour is worn (its AC replaces the listed one).
    for (const m of c.magic) if (m.table === 'armor' && m.ac !== undefined && c.rep >= m.npcRep) c.armor = m.ac;
  }
  if (ctx.log) note(ctx, '7.0', `${c.name}: Rep ${c.rep} ${race} ${c.professions.join('/')}, AC ${c.armor}${c.shield ? ' and shield' : ''}, ${c.weapons.map((w) => WEAPON_NAMES[w]).join(' and ')}${c.magic.length ? `; carries ${c.magic.map((m) => m.name).join(', ')}` : ''}`);
  return c;
}
