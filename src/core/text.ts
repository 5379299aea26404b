/**
 * English for generated text (log lines, prompts, views, reports): the right
 * article, singular or plural by count, lists joined with "and". Build such
 * text only when it is shown (`if (ctx.log)`), never on the hot path.
 */

/** "an" before a vowel sound (an Orc, an Elf, an Ogre), "a" otherwise (a Goblin, a Room). */
export function article(word: string): 'a' | 'an' {
  const w = word.trimStart();
  if (/^(one\b|uni|use|eu)/i.test(w)) return 'a';
  if (/^(hour|honest|honou?r)/i.test(w)) return 'an';
  return /^[aeiou]/i.test(w) ? 'an' : 'a';
}

/** The word with its article: "an Orc", "a Dead end". */
export function withArticle(word: string): string {
  return `${article(word)} ${word}`;
}

/** `n` and the noun that agrees with it: "1 enemy", "2 enemies", "0 cards". The plural defaults to one + "s". */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The form of a word that agrees with a count: plural(1, 'is', 'are') is "is". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

/** "A", "A and B", "A, B and C". */
export function listAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The text with its first letter in capitals: the start of a sentence. */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
