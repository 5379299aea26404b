/**
 * Adventures: the shipped ones (adventures/*.json) and a player's file
 * (`--adventure FILE`), parsed once per process and indexed for the rules
 * (the grid's squares, the walls between rooms, the journal by trigger).
 * A player's file rides in the rule option `file` sealed (base64), so the
 * journal's text is not readable in a save or in the log's first line;
 * the state names the adventure by a short key and `adventureOf` gives it
 * back to the rules and policies.
 */
import lanternCellars from './adventures/lantern-cellars.json' with { type: 'json' };
import saltMarshChapel from './adventures/salt-marsh-chapel.json' with { type: 'json' };
import { describeIssue } from '../../../core/excerpt.ts';
import { row, type Table } from '../../../core/tables.ts';
import { textKey } from '../../3d6/api.ts';
import { SEC } from '../sections.ts';
import { strengthTable } from '../tables/rolls.ts';
import { adventureProblems, diceRange, segment } from './checks.ts';
import { adventureSchema, type Adventure, type Connection, type JournalEntry, type Room, type Token } from './schema.ts';

export class BadAdventure extends Error {}

export interface AdventureData {
  readonly key: string;
  readonly a: Adventure;
  /** Grid width and height (squares). */
  readonly W: number;
  readonly H: number;
  /** Each square's room index, or -1 outside every room. */
  readonly roomOf: Int16Array;
  /** 1 for a solid square inside a room. */
  readonly wall: Uint8Array;
  /** The connection on the wall between two squares, by `edgeKey`. */
  readonly edges: ReadonlyMap<number, string>;
  readonly rooms: ReadonlyMap<string, Room>;
  readonly connections: ReadonlyMap<string, Connection>;
  readonly tokens: ReadonlyMap<string, Token>;
  readonly journal: { readonly room: ReadonlyMap<string, JournalEntry[]>; readonly token: ReadonlyMap<string, JournalEntry[]>; readonly goal: ReadonlyMap<string, JournalEntry[]>; readonly event: ReadonlyMap<string, JournalEntry[]> };
  readonly creatureTable: Table<readonly string[]>;
  /** The skirmish strength by the total of each group's dice, as rolled and halved (tables/rolls.ts). */
  readonly strengthTables: readonly Table<number>[];
}

/** The key of the wall between two side-by-side squares (their cell numbers, in either order). */
export function edgeKey(i: number, j: number): number {
  return i < j ? i * 4096 + j : j * 4096 + i;
}

function groupBy(list: readonly JournalEntry[], key: 'room' | 'token' | 'goal' | 'event'): Map<string, JournalEntry[]> {
  const out = new Map<string, JournalEntry[]>();
  for (const j of list) {
    const k = (j.on as Record<string, string>)[key];
    if (k !== undefined) out.set(k, [...(out.get(k) ?? []), j]);
  }
  return out;
}

function index(a: Adventure, key: string): AdventureData {
  const W = Math.max(...a.rooms.map((r) => r.x + r.w));
  const H = Math.max(...a.rooms.map((r) => r.y + r.h));
  const roomOf = new Int16Array(W * H).fill(-1);
  const wall = new Uint8Array(W * H);
  a.rooms.forEach((r, i) => {
    for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) roomOf[y * W + x] = i;
    for (const [x, y] of r.walls) wall[y * W + x] = 1;
  });
  const edges = new Map<number, string>();
  for (const c of a.connections) for (const [p, q] of segment(c)) edges.set(edgeKey(p[1] * W + p[0], q[1] * W + q[0]), c.id);
  const [lo, hi] = diceRange(a.creatures.dice);
  const names = new Map(a.monsters.map((m) => [m.id, m.name]));
  return {
    key,
    a,
    W,
    H,
    roomOf,
    wall,
    edges,
    rooms: new Map(a.rooms.map((r) => [r.id, r])),
    connections: new Map(a.connections.map((c) => [c.id, c])),
    tokens: new Map(a.tokens.map((t) => [t.id, t])),
    journal: { room: groupBy(a.journal, 'room'), token: groupBy(a.journal, 'token'), goal: groupBy(a.journal, 'goal'), event: groupBy(a.journal, 'event') },
    creatureTable: {
      section: SEC.exploration,
      name: `${a.title}: creature table`,
      dice: a.creatures.dice,
      range: [lo, hi],
      rows: a.creatures.rows.map((r) => row(r.range[0], r.range[1], `${r.label} (${r.creatures.map((c) => names.get(c)).join(', ')})`, r.creatures)),
    },
    strengthTables: [...new Set(a.skirmish.map((g) => g.dice))].flatMap((dice) => [strengthTable(dice, false), strengthTable(dice, true)]),
  };
}

/** Parses an adventure (a shipped one or a player's file); throws BadAdventure with one line: the path of what is wrong. */
export function parseAdventure(raw: unknown, key: string): AdventureData {
  const r = adventureSchema.safeParse(raw);
  if (!r.success) throw new BadAdventure(describeIssue(r.error.issues));
  const problems = adventureProblems(r.data);
  if (problems.length) throw new BadAdventure(`${describeIssue(problems)}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`);
  return index(r.data, key);
}

/** The adventures we ship, by id. */
export const SHIPPED: Readonly<Record<string, AdventureData>> = Object.fromEntries(
  [saltMarshChapel, lanternCellars].map((raw) => {
    const d = parseAdventure(raw, `shipped:${raw.id}`);
    return [d.a.id, d];
  }),
);
export const SHIPPED_IDS = Object.keys(SHIPPED) as [string, ...string[]];

/** A player's adventure as the option `file` carries it: the file's JSON text in base64, so its journal is not readable at a glance. */
export function sealAdventure(jsonText: string): string {
  const bytes = new TextEncoder().encode(jsonText);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

export function unsealAdventure(sealed: string): unknown {
  let text: string;
  try {
    const bin = atob(sealed);
    text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    throw new BadAdventure('not a sealed adventure (base64 of its JSON text)');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new BadAdventure('the sealed adventure is not JSON');
  }
}

const files = new Map<string, AdventureData>();

/** The adventure the options name: a player's sealed file, or a shipped one. Parsed once per process. */
export function useAdventure(o: { adventure: string; file: string | null }): AdventureData {
  if (o.file === null) {
    const d = SHIPPED[o.adventure];
    if (!d) throw new BadAdventure(`no shipped adventure "${o.adventure}": ${SHIPPED_IDS.join(', ')}`);
    return d;
  }
  const key = `file:${textKey(o.file)}`;
  let d = files.get(key);
  if (!d) files.set(key, (d = parseAdventure(unsealAdventure(o.file), key)));
  return d;
}

/** A game's adventure, by the key its state keeps. */
export function adventureOf(st: { adventure: string }): AdventureData {
  const d = st.adventure.startsWith('shipped:') ? SHIPPED[st.adventure.slice('shipped:'.length)] : files.get(st.adventure);
  if (!d) throw new BadAdventure(`adventure ${st.adventure} was not loaded with the game's options`);
  return d;
}
