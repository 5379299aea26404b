/**
 * Star creation options (6.1, 7.0, 9.1): a race and profession fixed by
 * option, chosen by the player, or rolled. Rolling a profession reads the
 * race's list with 2d6 as a Grunt does (9.1), keeping one profession. The
 * book has no random-race table: as a product default, one of the fifteen
 * races is picked evenly with dice (1/2d6 for a third of the list, then a d6
 * re-rolled on 6 for one of its five).
 */
import { note, type Ctx } from '../../../../core/engine.ts';
import { halfD6 } from '../../../../core/dice.ts';
import { option } from '../../../../core/request.ts';
import { lookupDice } from '../../../../core/tables.ts';
import type { StarOptions } from '../api.ts';
import type { Profession, Race } from '../../state.ts';
import { RACE_LISTS_7_0 } from '../../tables/races.ts';
import { STAR_RACES, type AdventureOptions } from '../../options.ts';
import { rollq } from './quiet.ts';

/** Product default: 1/2d6 picks a third of the race list (alphabetical), a d6 (6 rolled again) one of its five. */
function rollRace(ctx: Ctx, who: string): Race {
  const third = halfD6(rollq(ctx, 1, 6, '7.0', 'Random race for ', who, ': which third (1/2d6)')[0]!);
  let fifth = 6;
  while (fifth === 6) fifth = rollq(ctx, 1, 6, '7.0', 'Random race for ', who, ': which of five (d6, 6 again)')[0]!;
  const race = STAR_RACES[(third - 1) * 5 + fifth - 1]! as Race;
  if (ctx.log) note(ctx, '7.0', `${who}'s race is rolled: ${race} (product default; the book has no random-race table).`);
  return race;
}

/** 9.1: 2d6 on the race's list, read as for a Grunt; a Star keeps the one profession (a second is chosen later, 9.2). */
function rollProfession(ctx: Ctx, race: Race, who: string): Profession {
  const list = RACE_LISTS_7_0[race].table;
  return lookupDice(ctx, list, rollq(ctx, 2, 6, list.section, 'Random profession for ', who), 'sum', who).profession;
}

/** The fixed parts of player i's Star; rolls what the options say to roll and asks the race first when only the profession is rolled. */
export function starOptions(ctx: Ctx, options: AdventureOptions, i: number, name: string): StarOptions {
  const c = options.stars[i];
  const o: StarOptions = { name, rep: c?.rep ?? 5 };
  if (!c) return o;
  const who = `player:${name}`;
  if (c.race === 'roll') o.race = rollRace(ctx, name);
  else if (c.race !== 'choose') o.race = c.race as Race;
  if (c.profession === 'roll') {
    const race = o.race ?? (ctx.ask({ who, rule: '7.0', kind: 'race', prompt: 'Choose your Star\'s race', options: STAR_RACES.map((r) => option(r, r)) }));
    o.race = race;
    o.professions = [rollProfession(ctx, race, name)];
  } else if (c.profession !== 'choose') o.professions = [c.profession as Profession];
  return o;
}
