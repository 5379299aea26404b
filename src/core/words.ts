/**
 * What a player reads in place of the identifiers the rules and the files
 * use (issue 21, "words, not identifiers"): each rule option's name and its
 * choices in words, short titles of sections whose ids are not words, and
 * the game's title from its options. A system gives its `SystemWords`
 * (GameSystem.words); the new-game form, the browser's log and the first
 * line of a game read them here. Machine-readable data (the JSON log, saves,
 * option values) keeps its ids: only what is shown changes.
 */
import type { GameEvent } from './events.ts';

/** One choice of an option (or of one item of a list option): its value, its words, what it does. */
export interface Choice {
  readonly value: string;
  readonly label: string;
  /** What picking it means, in a short phrase (a race's or a hero's strengths). */
  readonly about?: string;
}

export interface SystemWords {
  /** Each rule option's name in words ("Dead end"), by its key. */
  readonly options: Readonly<Record<string, string>>;
  /** Each option's help for the form, in words, where `optionHelp` (the terminal's --help) names values by their ids. */
  readonly help?: Readonly<Record<string, string>>;
  /** Each enum option's choices in words, by key then value. */
  readonly choices?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The choices of each item of a list option (the heroes of a party), by key; of a field of a list of records, by "key.field" (2HDC's "stars.race"). */
  readonly items?: Readonly<Record<string, readonly Choice[]>>;
  /** A list option whose items' choices depend on another option (exploration's party on its adventure): that option's key, then its value's choices. */
  readonly itemsBy?: Readonly<Record<string, { readonly key: string; readonly choices: Readonly<Record<string, readonly Choice[]>> }>>;
  /** What one item of a list option is called ("hero", "custom hero"), by key; the form's add and remove buttons name it. */
  readonly itemNames?: Readonly<Record<string, string>>;
  /** A list option whose items may also be another option's items: its names (Dungeon World's owners: the hero players), or its records by their `id` (its heroes: a custom hero's id), by key. */
  readonly itemsFrom?: Readonly<Record<string, string>>;
  /** Short titles of the sections the game cites, where the section's id is not itself words (Dungeon World's "movers-action-phase"). */
  readonly ruleTitles?: Readonly<Record<string, string>>;
  /** What this game is, from its options, for its first line ("The Crypt of Bones", "the Warrior"); undefined: nothing to add. */
  title?(options: Readonly<Record<string, unknown>>): string | undefined;
  /** The outcome key of the end report in words ("The heroes won"). */
  readonly outcomes?: Readonly<Record<string, string>>;
  /** What an option of a creation decision does (a race, a profession, a spell, a hero), by the request's kind, then the option's id. */
  readonly about?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** An option's name in words; its key when the system gives none. */
function optionLabel(w: SystemWords | undefined, key: string): string {
  return w?.options[key] ?? key;
}

/** A value of an enum option in words; the value itself when the system gives none. */
function choiceLabel(w: SystemWords | undefined, key: string, value: string): string {
  return w?.choices?.[key]?.[value] ?? value;
}

/** The title of a cited section: its short title, or the section itself when that is already words (or a number, "37.1"). */
export function ruleTitle(w: SystemWords | undefined, section: string): string {
  return w?.ruleTitles?.[section] ?? section;
}

const DICE: Record<string, string> = { seeded: "the computer's dice", physical: 'your own dice and cards' };

/** A record of a list option in words, field by field: a choice by its label, a number after its field's name ("Dwarf, profession chosen in the game, Rep 5"). */
function recordWords(w: SystemWords | undefined, key: string, r: Record<string, unknown>): string {
  return Object.entries(r)
    .map(([f, v]) => (typeof v === 'number' ? `${w?.options[`${key}.${f}`] ?? f} ${v}` : typeof v === 'string' ? (w?.items?.[`${key}.${f}`]?.find((c) => c.value === v)?.label ?? v) : (optionValueWords(w, `${key}.${f}`, v) ?? '')))
    .filter((s) => s !== '')
    .join(', ');
}

/** A value of a list option in words: the items' labels joined ("Fighter, Rogue and Wizard"). */
function listWords(w: SystemWords | undefined, key: string, v: readonly unknown[], options: Readonly<Record<string, unknown>>): string {
  const by = w?.itemsBy?.[key];
  const choices = w?.items?.[key] ?? (by ? by.choices[String(options[by.key])] : undefined);
  const words = v.map((x) => (typeof x === 'string' ? (choices?.find((c) => c.value === x)?.label ?? x) : typeof x === 'object' && x && 'name' in x ? String((x as { name: unknown }).name) : typeof x === 'object' && x ? recordWords(w, key, x as Record<string, unknown>) : String(x)));
  return words.length <= 1 ? (words[0] ?? 'none') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** An option's value in words, or undefined when it is not shown (a file's contents: only its size would be, and it is the players' secret). */
function optionValueWords(w: SystemWords | undefined, key: string, v: unknown, options: Readonly<Record<string, unknown>> = {}): string | undefined {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return choiceLabel(w, key, v);
  if (Array.isArray(v)) return v.length === 0 ? undefined : listWords(w, key, v, options);
  return undefined;
}

/**
 * A game's first line as players read it: a sentence naming the system, what
 * is played (the scenario, the adventure, the character), the seed (when the
 * viewer may know it) and who rolls; then the rule options that differ from
 * the defaults, in words. The event's own `text` and `options` stay as they
 * are in the JSON log.
 */
export function startSentence(e: Extract<GameEvent, { type: 'start' }>, systemName: string, w: SystemWords | undefined, defaults: Readonly<Record<string, unknown>>, showSeed: boolean): string {
  const title = w?.title?.(e.options);
  const head = `A new game of ${systemName}${title ? `: ${title}` : ''}${showSeed ? `, seed ${e.seed}` : ''}, ${DICE[e.dice] ?? `${e.dice} dice`}.`;
  const changed: string[] = [];
  for (const [k, v] of Object.entries(e.options)) {
    if (!(k in (w?.options ?? {}))) continue; // options the form does not offer (a campaign's band, a file): not shown
    if (JSON.stringify(v) === JSON.stringify(defaults[k])) continue;
    const words = optionValueWords(w, k, v, e.options);
    if (words !== undefined && words !== title) changed.push(`${optionLabel(w, k)}: ${words}`);
  }
  return changed.length ? `${head} Rule options: ${changed.join('; ')}.` : head;
}

/** What the option `id` of a decision of kind `kind` does, when the system says (a race's strengths). */
export function optionAbout(w: SystemWords | undefined, kind: string, id: string): string | undefined {
  return w?.about?.[kind]?.[id];
}
