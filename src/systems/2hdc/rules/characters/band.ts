/**
 * 13.0–13.2 Forming the band: Humans, Elves and Dwarves recruit those races;
 * other races recruit by the Minions table (39.8). Never more characters than
 * the Star's Rep; no Grunt with a Rep equal to or above the Star's.
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { option } from '../../../../core/request.ts';
import { lookupDice } from '../../../../core/tables.ts';
import { MINIONS_39_8 } from '../../tables/dungeon-pef.ts';
import type { BigBadRace } from '../../tables/dungeon-setup.ts';
import type { Band, Character, Race } from '../../state.ts';
import { baseCharacter, rollRaceRow } from './create.ts';
import { rollAs } from '../combat/roll.ts';
import { LazyRequest } from '../adventure/quiet.ts';
import { numberedId } from '../../speed/interned-ids.ts';
import { keptGruntName } from '../../speed/kept-names.ts';

const FREE_PEOPLES: readonly Race[] = ['Human', 'Elf', 'Dwarf'];

/** 13.1: which race the next recruit is. */
function recruitRace(ctx: Ctx, star: Character, who: string): Race {
  if (FREE_PEOPLES.includes(star.race)) {
    return ctx.ask({ who, rule: '13.1', prompt: 'Which race do you recruit?', kind: 'recruit-race', options: FREE_PEOPLES.map((r) => option(r, r)) });
  }
  const t = MINIONS_39_8[star.race as BigBadRace];
  // Ruling: Skeletons and Zombies have no Minions row; they recruit their own kind.
  if (!t) return star.race;
  return lookupDice(ctx, t, rollAs(ctx, 1, 6, '13.1', star.name, ' recruits (Minions 39.8)'), 'face', star.name) as Race;
}

/** 13.1: one recruit, or null when the roll gives a Rep equal to or above the Star's. */
function recruitOne(ctx: Ctx, star: Character, who: string, n: number): Character | null {
  const race = recruitRace(ctx, star, who);
  // The name the rolls go by, written only when a label is read (the log, dice asked of players): rollq's test.
  const name = ctx.log === null && ctx.chance.mode === 'seeded' ? '' : `${race} ${n}`;
  const { row, professions, rep } = rollRaceRow(ctx, race, name);
  if (rep >= star.rep) {
    if (ctx.log) note(ctx, '13.1', `${name} (Rep ${rep}) cannot be recruited: a Grunt's Rep must be below ${star.name}'s Rep ${star.rep}`);
    return null;
  }
  const weapons = row.weapons[0]!.slice();
  const c = baseCharacter(numberedId(star.id, '-grunt-', n), keptGruntName(race, n, professions, gruntName), race, false, professions, rep, row, weapons, row.noSpells);
  if (star.owner) c.owner = star.owner;
  if (professions.length > 1) c.secondaryRep = rep - 1;
  if (ctx.log) note(ctx, '13.2', `${c.name} joins: Rep ${rep}, AC ${c.armor}${c.shield ? ' and shield' : ''}`);
  return c;
}

/** 13.1: recruits until the band reaches the Star's Rep or the player stops. Failed rolls are limited to the Star's Rep. */
export function recruitBand(ctx: Ctx, star: Character, who: string): Band {
  const members: Character[] = [star];
  let n = 0;
  let failures = 0;
  while (members.length < star.rep && failures < star.rep) {
    const go = ctx.ask(new LazyRequest(who, '13.1', 'recruit', RECRUIT_OPTIONS, () => `The band so far (${members.length} of at most ${star.rep}): ${members.map(bandLine).join('; ')}. Recruit another Grunt?`));
    if (go === 'stop') break;
    n++;
    const c = recruitOne(ctx, star, who, n);
    if (c) members.push(c);
    else failures++;
  }
  if (ctx.log && members.length >= star.rep) note(ctx, '13.1', `The band is full: ${members.length} of at most ${star.rep} (${star.name}'s Rep).`);
  else if (ctx.log && failures >= star.rep) note(ctx, '13.1', `No more recruiting: ${failures} rolls gave a Rep too high (at most ${star.rep} tries).`);
  return { members };
}

/** A Grunt's name: his race, his number among the recruits and his professions ("Elf 2 (Shooter/Thief)"). */
function gruntName(race: string, n: number, professions: readonly string[]): string {
  return `${race} ${n} (${professions.join('/')})`;
}

const RECRUIT_OPTIONS = [option('recruit', 'Recruit'), option('stop', 'Stop recruiting')];

function bandLine(c: Character): string {
  return `${c.name}${c.star ? ' (Star)' : ''}, Rep ${c.rep}, AC ${c.armor}${c.shield ? ' and shield' : ''}`;
}
