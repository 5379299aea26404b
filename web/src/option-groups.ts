/**
 * A long list of options in groups (move, attack, spell, feat, item, other)
 * instead of one column of buttons. A group comes from the option itself when
 * the server names one (`group`), else from its label's first word, the verb
 * ("Move to (3, 4)", "Shoot at the Troll"). Groups keep the order in which
 * their first option comes, and each option keeps its index: the number keys
 * and the terminal number options as the server lists them.
 */
import type { OptionView } from '../../src/server/api-types.ts';

/** Lists this long or longer are grouped; a shorter one reads best as it is. */
export const GROUP_FROM = 8;

/** First words (lower case) and the group they belong to. */
const VERBS: Record<string, string> = {};
const add = (group: string, words: string) => words.split(' ').forEach((w) => (VERBS[w] = group));
add('Move', 'move walk go run step head enter climb jump retreat flee advance follow explore leave return back continue');
add('Attack', 'attack shoot fire strike hit fight charge melee throw stab slash shove push kill');
add('Spell', 'cast spell pray invoke channel');
add('Feat', 'feat use-feat ability');
add('Item', 'use drink quaff take pick equip buy sell drop give open unlock search loot read');
add('Wait', 'wait pass hold end stay rest defend skip');

export interface Grouped {
  name: string;
  options: { option: OptionView; index: number }[];
}

const firstWord = (label: string) => (/^[^A-Za-z]*([A-Za-z][A-Za-z'-]*)/.exec(label)?.[1] ?? '').toLowerCase();

/** The group's name for one option. */
export function groupOf(o: OptionView): string {
  const named = (o as OptionView & { group?: unknown }).group;
  if (typeof named === 'string' && named) return named;
  return VERBS[firstWord(o.label)] ?? 'Other';
}

/** The options in groups, or null when the list reads best as one column (short, or all of one kind). */
export function groupOptions(options: readonly OptionView[]): Grouped[] | null {
  if (options.length < GROUP_FROM) return null;
  const groups = new Map<string, Grouped>();
  options.forEach((option, index) => {
    const name = groupOf(option);
    let g = groups.get(name);
    if (!g) groups.set(name, (g = { name, options: [] }));
    g.options.push({ option, index });
  });
  // In the order of their first option: option 1 always comes first.
  return groups.size < 2 ? null : [...groups.values()];
}
