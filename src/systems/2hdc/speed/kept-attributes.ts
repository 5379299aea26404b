/**
 * Speed only: the attributes of a race with one profession (8.0, 9.0) are
 * worked out once per race and profession and kept; each character made
 * gets its own copy (`slice`). Working them out for every character (the
 * Race List and profession tables read by name, the list grown and searched)
 * was paid some fifteen times an adventure for the same few dozen answers.
 * Worth: instructions per adventure in bench/2hdc-instructions.ts.
 */

const kept = new Map<string, Map<string, readonly string[]>>();
let lastRace: string | null = null;
let lastByProfession = new Map<string, readonly string[]>();

/** `make(race, profession)`, worked out once per race and profession (the tables' constants). Read only: copy it. */
export function keptAttributes<A extends string>(race: string, profession: string, make: (race: string, profession: string) => A[]): readonly A[] {
  let byProfession: Map<string, readonly string[]> | undefined;
  // The last race asked about answers first (the enemies of one meeting share their race).
  if (race === lastRace) byProfession = lastByProfession;
  else {
    byProfession = kept.get(race);
    if (byProfession === undefined) kept.set(race, (byProfession = new Map()));
    lastRace = race;
    lastByProfession = byProfession;
  }
  let a = byProfession.get(profession) as readonly A[] | undefined;
  if (a === undefined) byProfession.set(profession, (a = make(race, profession)));
  return a;
}
