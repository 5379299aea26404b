/**
 * What each section the 3d6 system cites is about, in our own words, for the
 * browser: a log line's rule opens its entry. The chapter has headings but no
 * numbers (sections.ts); ids starting "Ours" are our defaults, not the book's
 * (docs/rulings/3d6.md). test/systems/rules-glossary.test.ts checks every
 * section the game cites has one.
 */
import type { RuleGlossary } from '../../core/glossary.ts';
import { actionSec, SEC } from './sections.ts';

export const SIX_GLOSSARY: RuleGlossary = {
  [SEC.core]: 'Nearly every roll uses three six-sided dice: either their total plus a bonus against a target number, or one of the three dice kept (high, middle or low) while the others are ignored.',
  [SEC.feats]: 'A Feat tests an ability: roll three dice and keep the high one for a hard task, the middle for a moderate one, the low for an easy one. It succeeds if the kept die is equal to or below the ability.',
  [SEC.fortitude]: 'Fortitude covers strength and staying power: it is tested for Feats of muscle and resistance, poison and disease spells aim at it, and hit points are built on it.',
  [SEC.reflex]: 'Reflex covers agility: it is tested for nimble and acrobatic Feats, most aimed and area spells aim at it, and it sets how far a character moves.',
  [SEC.will]: 'Will covers determination and focus: it is tested for Feats of endurance of mind, spells that control or confuse aim at it, and a caster\'s spell points are built on it.',
  [SEC.vigor]: 'Vigor is how fast a character heals: each hour of rest brings back that many HP (and SP for a caster), and it is the ability tested each day to shake off a Wound.',
  [SEC.luck]: 'Luck decides who suffers blind chance: when one target is picked at random, each candidate rolls one die plus Luck and the lowest is it. A character may give up a level of Luck for good to escape a certain doom.',
  [SEC.charm]: 'Charm covers persuasion: it is tested to talk people round or to get a hireling to take a risk (harder the greater the danger), and a character can keep no more henchmen than Charm.',
  [SEC.combat]: 'A fight goes in rounds of about three seconds. Each side acts as a group, all of one side and then all of the other, until one side is down or gone.',
  [SEC.initiative]: 'Each round both sides roll three dice; the higher total acts first. Ties go to the higher high die, then middle, then low; a complete tie is rolled again.',
  [SEC.actions]: 'On its turn each fighter takes one action from a short list: attack, move, cast, dodge, charge, brace, guard, cover, reload, a Feat, first aid, fetch or use an item, or prepare.',
  [actionSec('Attack')]: 'Attack: strike a foe within the weapon\'s reach, or shoot or throw at one within its range.',
  [actionSec('Move')]: 'Move: go up to Speed squares of about five feet each; rough ground or an obstacle may cost extra or call for a Feat.',
  [actionSec('Spell')]: 'Spell: cast one of the spells the character knows by paying its cost in spell points.',
  [actionSec('Dodge')]: 'Dodge: stay in place and add your Speed to your AC until the end of the other side\'s next turn.',
  [actionSec('Charge')]: 'Charge: move up to your Speed and then attack in melee, but your AC is 2 lower until the other side\'s next turn is over. Our default: the charge must move at least one square and end within reach.',
  [actionSec('Brace')]: 'Brace: get ready for a charge, gaining +2 AC against anyone who charges you on their next turn; with a weapon that can be set, such as a spear, a hit deals +2 damage.',
  [actionSec('Guard')]: 'Guard: name an ally within your melee reach; if a foe you can reach attacks that ally on the next enemy turn, you strike it first at +2, and a hit stops its action. One such strike per Guard.',
  [actionSec('Cover')]: 'Cover: with a ranged weapon you are trained in, watch one square per level of proficiency in a line; a foe entering them can be shot at once. Our default: the squares run from the chosen foe towards you.',
  [actionSec('Reload')]: 'Reload: a weapon that is slow to load, such as a crossbow, needs an action spent reloading it before it can shoot again.',
  [actionSec('Feat')]: 'Feat: try anything that fits in a three-second round; a longer task takes this action several rounds in a row, rolled with the last, and is lost to another action, a lost turn, a fall or a hit. Ours: a shove (Fortitude) knocks a foe down; a call to yield (Charm, two rounds) sends off the foes who would ever run.',
  [actionSec('First Aid')]: 'First Aid: tend a dying character next to you, giving back 1 HP (never above 0) and sparing them the death test that round, or stop your own bleeding.',
  [actionSec('Retrieve Item')]: 'Retrieve Item: dig something out of the pack so it is ready to hand. Our default: one action readies a draught.',
  [actionSec('Use Item')]: 'Use Item: use something ready to hand. Our default: drink a draught or give it to an adjacent ally, healing three dice keeping the item\'s die plus its bonus.',
  [actionSec('Prepare')]: 'Prepare: spend the round on something that takes several rounds, such as a slow spell; it needs that many rounds in a row, and doing anything else loses the work. Our default: so do a lost turn, a fall and (by default) a hit.',
  [SEC.attack]: 'An attack rolls three dice, adds the attacker\'s bonus, and hits if the total equals or beats the target\'s AC (10 plus armour, shield and anything else).',
  [SEC.damage]: 'A hit deals damage from the same dice: a small weapon keeps the low die, a normal one the middle, a large one the high, plus any bonuses. Whoever drops to 0 HP or less is dying.',
  [SEC.critical]: 'Two or more sixes on a hit are a critical: blunt weapons stun, slashing ones make the target bleed, piercing ones may strike a vital spot, and a large weapon also knocks the target down.',
  [SEC.magic]: 'Casting works like an attack: three dice keeping the spell\'s die, plus the caster\'s level, against the target\'s ability plus level. An area spell rolls once and reads the dice outward from its centre.',
  [SEC.dying]: 'A character at 0 HP or less is dying: a hard test against the negative HP decides death, and a survivor falls unconscious with a Wound. Below 0 the test comes again each round unless an ally gives First Aid.',
  [SEC.recovery]: 'HP come back with rest at Vigor per hour. Each Wound lowers Fortitude, Reflex and Will Feats by one, and heals on a daily Vigor Feat whose difficulty depends on how well the character rests.',
  [SEC.oursCharacters]: 'Our default: the characters\' numbers (HP 5 + Fortitude per level, SP from Will for casters, Speed 3 + Reflex), the standard ability array, the four roles and our ready-made party.',
  [SEC.oursWeapons]: 'Our default: the weapons and armour, each weapon\'s size, type, group, reach and range, and each armour\'s AC bonus and Speed cost, kept as data a user can replace.',
  [SEC.oursSpells]: 'Our default: the spells (cost, potency, area, damage or healing as the kept die plus a bonus, and conditions on a hit), kept as data a user can replace.',
  [SEC.oursBestiary]: 'Our default: the monsters and their numbers. A monster is slain at 0 HP (the dying rules are for characters), attacks only standing foes, and its side flees after 40 rounds.',
  [SEC.oursTactics]: 'Our default: how the game master\'s side plays, such as the order its monsters act in (casters, then shooters, then those nearest the party) and whom they pick to attack.',
  [SEC.oursGrid]: 'Our default: fights happen on a grid of five-foot squares, one fighter to a square, with diagonal steps costing one square; each side starts at its own edge and leaves by it.',
  [SEC.oursDungeon]: 'Our default: the dungeon is rolled room by room with six-sided dice (doors, contents, monsters, traps, treasure), and between rooms the party goes on, rests, sleeps or leaves; rest may bring wandering monsters.',
};
