/**
 * A save's two hashes: `stateHash`, of the final state's JSON, and
 * `historyHash`, of everything that determines the game with where it got
 * to, written as canonical JSON. Each save format has its own history
 * formula (what it covered then); a save is checked by its own format's
 * before it is migrated, and sealed again by the current one.
 */
import { createHash } from 'node:crypto';
import type { SaveFile, SaveV2 } from './schema.ts';

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hashState(state: unknown): string {
  return sha256(JSON.stringify(state));
}

/**
 * Whether `state` replays to a save's recorded `hash`: as its JSON reads
 * now, or, for a save made before the system gave its `late` fields
 * (GameSystem.lateFields) a fixed place, with those present moved to the end
 * in any other order (they were added as the game went, so their order was
 * the order they came in).
 */
export function stateMatches(state: unknown, hash: string, late?: readonly string[]): boolean {
  if (hashState(state) === hash) return true;
  if (!late?.length || state === null || typeof state !== 'object') return false;
  const o = state as Record<string, unknown>;
  const present = late.filter((k) => o[k] !== undefined);
  return orders(present).some((order) => hashState(lateLast(o, order)) === hash);
}

/** A copy of `o` with the fields named in `order` moved to its end, in that order. */
export function lateLast(o: Record<string, unknown>, order: readonly string[]): Record<string, unknown> {
  const moved: Record<string, unknown> = {};
  for (const k of Object.keys(o)) if (!order.includes(k)) moved[k] = o[k];
  for (const k of order) moved[k] = o[k];
  return moved;
}

/** Every order of `keys` (a few at most). */
function orders(keys: readonly string[]): string[][] {
  if (keys.length <= 1) return [keys.slice()];
  return keys.flatMap((k, i) => orders([...keys.slice(0, i), ...keys.slice(i + 1)]).map((rest) => [k, ...rest]));
}

/** JSON with object keys sorted at every level, so key order in a file never matters. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

type V2Fields = Pick<SaveV2, 'system' | 'options' | 'seed' | 'dice' | 'decisions' | 'physical' | 'status' | 'stateHash'>;

/** Format 2's history hash: system, options as saved, seed, dice, decisions, entries, status and state hash. */
export function hashHistoryV2(s: V2Fields): string {
  return sha256(canonicalJson(['history', 2, s.system, s.options, s.seed, s.dice, s.decisions, s.physical, s.status, s.stateHash]));
}

/**
 * The current (format 3) history hash: format 2's fields with the rules
 * version that played them and the history played under older rules
 * (`earlier`), so a save with its rules version set back, or its old
 * history edited, is refused like an edited decision.
 */
export function hashHistory(s: V2Fields & Pick<SaveFile, 'rules' | 'earlier' | 'auto'>): string {
  const fields = ['history', 3, s.system, s.options, s.seed, s.dice, s.decisions, s.physical, s.status, s.stateHash, s.rules, s.earlier ?? []];
  // Which decisions a bot made, only when a save says: a save without them keeps the hash it was written with.
  if (s.auto?.length) fields.push(s.auto);
  return sha256(canonicalJson(fields));
}

/** The history hash formula of each save format still read. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const HISTORY: Record<number, (save: any) => string> = { 2: hashHistoryV2, 3: hashHistory };
