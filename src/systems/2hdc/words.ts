/**
 * 2 Hour Dungeon Crawl's options, choices and creation picks in words
 * (core/words.ts): the new-game form, the first log line, and what each race
 * and profession does where a player picks it.
 */
import type { Choice, SystemWords } from '../../core/words.ts';
import { explainRule } from '../../core/glossary.ts';
import { RACE_LISTS_7_0, PROFESSION_ATTRIBUTE_9_0, PROFESSIONS, type RaceList } from './tables/races.ts';
import { STAR_RACES } from './options.ts';
import { TWO_HOUR_GLOSSARY } from './rules-glossary.ts';
import { OUTCOME_WORDS } from './state-adventure.ts';

/** What a race's attribute does: the glossary's entry for its Race List, after its general first sentence. */
function raceAbout(l: RaceList): string {
  const entry = explainRule(TWO_HOUR_GLOSSARY, l.table.section)?.text ?? '';
  const own = entry.slice(entry.indexOf('(10.0). ') + 8) || entry;
  return `${own.split('. The Race Lists')[0]!.replace(/\.$/, '')}; professions ${[...new Set(l.table.rows.map((r) => r.result.profession))].join(', ')}`;
}

/** What each profession brings, in a phrase of ours (9.0). */
const PROFESSION_WHAT: Record<string, string> = {
  Caster: 'casts spells',
  Healer: 'heals the wounded after a fight',
  Knight: 'fights better with a sword',
  Paladin: 'stays one more round to cover a fleeing group',
  Shooter: 'shoots better',
  Soldier: 'as Leader, helps the band charge into melee',
  Thief: 'finds Secret Rooms and disarms traps',
  Warrior: 'fights on fanatically',
};

const RACE_ABOUT: Readonly<Record<string, string>> = Object.fromEntries(Object.values(RACE_LISTS_7_0).map((l) => [l.race, raceAbout(l)]));
const PROFESSION_ABOUT: Readonly<Record<string, string>> = Object.fromEntries(PROFESSIONS.map((p) => [p, `${PROFESSION_ATTRIBUTE_9_0[p]}: ${PROFESSION_WHAT[p]}`]));

const raceChoices: Choice[] = [
  { value: 'choose', label: 'race chosen in the game' },
  { value: 'roll', label: 'race rolled' },
  ...STAR_RACES.map((r) => ({ value: r, label: r, about: RACE_ABOUT[r] })),
];
const professionChoices: Choice[] = [
  { value: 'choose', label: 'profession chosen in the game' },
  { value: 'roll', label: 'profession rolled' },
  ...PROFESSIONS.map((p) => ({ value: p, label: p, about: PROFESSION_ABOUT[p] })),
];

export const TWO_HOUR_WORDS: SystemWords = {
  options: {
    players: 'Players',
    stars: 'Stars',
    reasonWhy: 'Reason Why',
    deadEnd: 'Dead end with tiles left',
    secretContinues: '"The dungeon continues on" Secret Room',
    roomTreasure: "A room's treasure roll",
    pefTarget: 'PEF Target Number',
    failedCoins: "Treasure coins of a member without success",
    maxTurns: 'Most turns in a game',
    chargeBonus: 'Charge bonus lasts',
    duty: "Soldier Leader's Duty",
    shieldInMelee: 'Shield in melee',
    castingLoss: 'Rep lost to failed casting lasts',
    defendVsDamage: 'Defend spell against Damage spells',
    'stars.race': 'Race',
    'stars.profession': 'Profession',
    'stars.rep': 'Rep',
  },
  choices: {
    reasonWhy: { roll: 'Roll it', explore: 'Explore', treasure: 'Treasure', rescue: 'Rescue', kill: 'Kill' },
    deadEnd: { stairs: 'It becomes stairs', reroll: 'It is rolled again' },
    secretContinues: { passage: 'It opens a passage', nothing: 'Nothing is there' },
    roomTreasure: { cleared: 'When the room is cleared', 'after-fight': 'Only after a fight in it' },
    failedCoins: { kept: 'Kept', lost: 'Lost' },
    chargeBonus: { 'whole-fight': 'The whole fight', 'first-action': 'Only the first action' },
    duty: { 'two-dice': 'Two dice count as passed', 'plus-two': 'Two more successes' },
    shieldInMelee: { always: 'Every melee round', defender: 'Only when attacked' },
    castingLoss: { adventure: 'Until the band leaves the dungeon', fight: 'Until the fight ends' },
    defendVsDamage: { stops: 'It stops every Damage spell', 'pass-2': 'Only one cast with pass 1' },
  },
  help: {
    players: 'One name per player; each runs a Star, all on the same side (33.0).',
    stars: "Each player's Star: race, profession and Rep; choose or roll them in the game if not set here.",
    reasonWhy: 'Why the band goes in (34.3).',
    deadEnd: 'A dead end while tiles are left (36.3).',
    secretContinues: 'The Secret Room result "the dungeon continues on" (37.0).',
    roomTreasure: 'When a room gives its treasure roll (40.1).',
    pefTarget: 'The number to reach when resolving PEFs (39.4; the example uses 3).',
    failedCoins: 'After an adventure that was no success for him (42.2.2).',
    maxTurns: 'A safety stop; the rules never reach it.',
    chargeBonus: 'How long the Charge +1d6 melee bonus lasts (24.2).',
    duty: 'How Duty counts on the Charge into Melee Test (9.0.5).',
    shieldInMelee: 'When a shield gives +1d6 in melee (12.1.1).',
    castingLoss: 'How long Rep lost to failed casting lasts (28.3).',
    defendVsDamage: 'Whether Defend stops every Damage spell (28.6).',
  },
  itemNames: { players: 'player', stars: 'Star' },
  items: { 'stars.race': raceChoices, 'stars.profession': professionChoices },
  outcomes: OUTCOME_WORDS,
  about: {
    race: RACE_ABOUT,
    'recruit-race': RACE_ABOUT,
    profession: PROFESSION_ABOUT,
  },
};
