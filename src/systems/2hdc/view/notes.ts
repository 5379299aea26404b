/**
 * What a race or a profession does, in a few words of our own, for the
 * options that name one (7.0 the Race Lists, 9.0 the professions' attributes):
 * the terminal prints the note after the option's label. The facts are the
 * rules' (tables/races.ts); the attribute effects summarise rules-glossary.ts.
 */
import type { Option, Request } from '../../../core/request.ts';
import type { Attribute, Profession, Race } from '../state.ts';
import { PROFESSION_ATTRIBUTE_9_0, RACE_LISTS_7_0 } from '../tables/races.ts';

/** Each attribute's effect, short. */
const ATTRIBUTE_NOTES: Readonly<Record<Attribute, string>> = {
  Rage: '+1 success charging into melee, +1 die in melee',
  'Hard as Nails': 'shrugs off the first Obviously Dead of an adventure',
  Eager: '+1 die in the Charge into Melee Test',
  Stout: 'the first Out of the Fight of an adventure is only -1 Rep or a Duck Back',
  Slippery: 'takes 1 less Impact when losing a melee',
  Poison: 'whoever loses a melee to it loses 1 Rep',
  Infection: 'a foe it puts Out of the Fight may rise as a Ghoul',
  Lightweight: 'deals 1 less Impact when winning a melee',
  Resolute: 'always counts at least 1 success in melee',
  Resilient: 'the first Obviously Dead of an adventure is only -1 Rep or a Duck Back',
  Rebound: 'ignores -1 Rep results in melee',
  Strong: '+1 Impact when winning a melee, 1 less when losing',
  'Deathly Calm': 'never takes the Crisis Test',
  'Cast Spells': 'casts Damage, Dazzle or Defend spells',
  Healing: 'tends friends who are Out of the Fight',
  Swordsman: 'one more damage roll in melee',
  Martyr: 'stays behind one round to cover a group fleeing a melee',
  Marksman: 'a near miss still hits an unshielded target',
  Duty: 'some Charge into Melee dice pass without rolling',
  'Secret Rooms and Traps': 'searches for Secret Rooms with 3d6 and deals with traps',
  Fanatic: '+2 automatic successes in the Charge into Melee Test',
};

function raceNote(race: Race): string | undefined {
  const list = RACE_LISTS_7_0[race];
  if (!list) return undefined;
  const reps = list.table.rows.map((r) => r.result.rep);
  const lo = Math.min(...reps);
  const hi = Math.max(...reps);
  const traits = list.attributes.map((a) => `${a}: ${ATTRIBUTE_NOTES[a]}`).join('; ');
  return `${traits}; listed Rep ${lo === hi ? lo : `${lo}-${hi}`}`;
}

function professionNote(p: Profession): string | undefined {
  const a = PROFESSION_ATTRIBUTE_9_0[p];
  return a ? `${a}: ${ATTRIBUTE_NOTES[a]}` : undefined;
}

export function twoHourNote(req: Request, o: Option): string | undefined {
  if (req.kind === 'race' || req.kind === 'recruit-race') return raceNote(o.id as Race);
  if (req.kind === 'profession') return professionNote(o.id as Profession);
  return undefined;
}
