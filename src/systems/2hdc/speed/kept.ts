/**
 * Speed only: values made from two strings (the tables' constants or kept
 * ids, each hashed once) and a small number, made once and kept, so that the
 * same few dozen answers are not made again adventure after adventure.
 * `kept-names.ts`, `kept-attributes.ts` and `interned-ids.ts` `numberedId`
 * keep theirs here. The pair asked about last answers first (the enemies of
 * one meeting share their race; Grunts come one after another).
 */
export class Kept<V> {
  private readonly byFirst = new Map<string, Map<string, V[]>>();
  private lastA: string | null = null;
  private lastB: string | null = null;
  private lastRow: V[] = [];

  /** The values kept for (a, b), by number: the caller reads `row[n]` and fills it when undefined. */
  row(a: string, b: string): V[] {
    if (a === this.lastA && b === this.lastB) return this.lastRow;
    let byB = this.byFirst.get(a);
    if (byB === undefined) this.byFirst.set(a, (byB = new Map()));
    let row = byB.get(b);
    if (row === undefined) byB.set(b, (row = []));
    this.lastA = a;
    this.lastB = b;
    this.lastRow = row;
    return row;
  }
}
