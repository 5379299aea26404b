/** The 3d6 game's options, choices and creation picks in words (core/words.ts): the new-game form, the first log line, the report, what each character and spell does. */
import type { Choice, SystemWords } from '../../core/words.ts';
import { DEFAULT_DATA } from './data/index.ts';
import { SHIPPED_SCENARIOS } from './data/scenario.ts';

const D = DEFAULT_DATA;

/** A ready-made character in a phrase: role, best abilities, weapons, armour, spells. */
function characterAbout(c: (typeof D.characters)[string]): string {
  const best = Object.entries(c.abilities).sort((a, b) => b[1] - a[1]).slice(0, 2).map(([a, v]) => `${a} ${v}`).join(', ');
  const gear = [...c.weapons.map((w) => D.weapons[w]?.name ?? w), c.armour ? (D.armour[c.armour]?.name ?? c.armour) : null, c.shield ? 'shield' : null].filter(Boolean).join(', ');
  const spells = c.spells.length ? `; spells ${c.spells.map((s) => D.spells[s]?.name ?? s).join(', ')}` : '';
  return `${c.role}: ${best}; ${gear}${spells}`;
}

/** What a spell does, from its data: its effect, whom it tests, its shape and range, its cost. */
function spellAbout(s: (typeof D.spells)[string]): string {
  return `${s.effect.kind} against ${s.target}, ${s.shape}${s.range ? `, range ${s.range}` : ''}, ${s.sp} SP${s.prepare ? `, ${s.prepare} round${s.prepare === 1 ? '' : 's'} to prepare` : ''}`;
}

const PARTY: Choice[] = Object.entries(D.characters).map(([id, c]) => ({ value: id, label: `${c.name} (${id === c.role ? c.role : `${id}, ${c.role}`})`, about: characterAbout(c) }));
const SPELL_ABOUT: Record<string, string> = Object.fromEntries(Object.entries(D.spells).map(([id, s]) => [id, spellAbout(s)]));
const ROLE_ABOUT: Record<string, string> = Object.fromEntries(Object.values(D.characters).filter((c) => c.id === c.role).map((c) => [c.role, characterAbout(c)]));

export const SIX_OUTCOMES: Readonly<Record<string, string>> = {
  unfinished: 'Unfinished',
  cleared: 'The party cleared the dungeon',
  retreated: 'The party got out before the end',
  dead: 'The whole party fell',
};

export const SIX_WORDS: SystemWords = {
  options: {
    player: 'Your name',
    party: 'Party',
    create: 'Characters you make',
    names: "Names for the characters you make",
    dying: 'Dying test',
    hp: 'HP per level',
    bleeding: 'Bleeding after a slashing critical',
    interrupt: 'A long action is lost',
    knockback: "A large weapon's critical",
    brace: "Brace's +2 damage",
    healing: 'Resting heals',
    rooms: 'Rooms in a generated dungeon',
    wandering: 'Wandering monsters',
    dungeon: 'Dungeon',
  },
  choices: {
    dying: { 'at-most': 'Dies on a kept die equal or lower', 'less-than': 'Dies only on a kept die strictly lower' },
    hp: { fortitude: '5 + Fortitude every level', half: '5 + Fortitude, then half Fortitude a level' },
    bleeding: { damage: 'As many turns as the damage', 'damage-plus-one': 'The next turn and as many more' },
    interrupt: { hit: 'Also when its maker is hit', action: 'Only by acting otherwise, a lost turn or a fall' },
    knockback: { hazard: 'Knocks the target into a pit beside it', down: 'Only knocks the target down' },
    brace: { 'any-hit': 'On any hit next turn', charger: 'Only against a foe who charged' },
    healing: { zero: 'From 0 HP up', 'below-zero': 'From any HP' },
    wandering: { on: 'They may interrupt a rest', off: 'Resting is always safe' },
    dungeon: { generated: 'Generated room by room', ...Object.fromEntries(Object.entries(SHIPPED_SCENARIOS).map(([id, s]) => [id, s.name])) },
  },
  help: {
    player: 'Your name in the requests and the log.',
    party: 'The ready-made characters, in seating order (1 to 4).',
    create: 'How many characters (0 to 4) you make at the start; they take the last seats.',
    names: 'Offered first when you name the characters you make.',
    dying: 'The dying test against the negative HP (see the rulings).',
    hp: 'How HP grow with the levels.',
    bleeding: 'How long a slashing critical bleeds.',
    interrupt: 'What breaks a slow spell being prepared or a Feat of several rounds.',
    knockback: 'Whether a large weapon\'s critical hit sends its target into a pit beside it (Critical Hits: "into any nearby hazards").',
    brace: 'Whether Brace\'s +2 damage with a set weapon counts on any hit or only against a charge.',
    healing: 'Whether natural healing starts only at 0 HP (Recovery) or from below it.',
    rooms: 'How many rooms a generated dungeon has (2 to 12).',
    wandering: 'Whether wandering monsters may come while the party rests (ours: 1 in 6, 2 in 6 at night).',
    dungeon: 'A dungeon rolled room by room, or a scenario we ship.',
  },
  items: { party: PARTY },
  itemNames: { party: 'character', names: 'name' },
  title: (o) => {
    if (o.scenario && typeof o.scenario === 'object' && 'name' in o.scenario) return String((o.scenario as { name: unknown }).name);
    return typeof o.dungeon === 'string' && SHIPPED_SCENARIOS[o.dungeon] ? SHIPPED_SCENARIOS[o.dungeon]!.name : 'a generated dungeon';
  },
  outcomes: SIX_OUTCOMES,
  about: { 'create-spell': SPELL_ABOUT, 'create-role': ROLE_ABOUT },
};
