/**
 * Speed only: the attributes of a race with one profession (8.0, 9.0) are
 * worked out once per race and profession and kept; each character made
 * gets its own copy (`slice`). Working them out for every character (the
 * Race List and profession tables read by name, the list grown and searched)
 * was paid some fifteen times an adventure for the same few dozen answers.
 * Worth: instructions per adventure in bench/2hdc-instructions.ts.
 */
import { Kept } from './kept.ts';

const attributes = new Kept<readonly string[]>();

/** `make(race, profession)`, worked out once per race and profession (the tables' constants). Read only: copy it. */
export function keptAttributes<A extends string>(race: string, profession: string, make: (race: string, profession: string) => A[]): readonly A[] {
  const row = attributes.row(race, profession);
  return (row[0] ??= make(race, profession)) as readonly A[];
}
