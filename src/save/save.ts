/**
 * Saved games. A save holds exactly what determines a game: system, options,
 * seed, dice mode, the players' decisions and the physical entries. Loading
 * checks its size, validates it (bounded schema, the system's own option
 * schema with no unknown keys), replays it, and compares two hashes: the final
 * state's, and the history's (the inputs with the status and state hash), so
 * an edited save is refused even when it happens to end in the same state.
 */
import { createHash } from 'node:crypto';
import { run, parseOptions, type RunResult, type GameSystem } from '../core/engine.ts';
import { IllegalReplay } from '../core/request.ts';
import { describeIssue, escapeUnsafe, excerpt } from '../core/excerpt.ts';
import { loadSystem } from '../systems/registry.ts';
import { FileProblem, readBounded, writeFileAtomic } from './files.ts';
import { migrate } from './migrate.ts';
import { MAX_SAVE_BYTES, SAVE_FORMAT, SAVE_VERSION, SCHEMAS, saveSchema, type SaveFile } from './schema.ts';

export { SAVE_FORMAT, SAVE_VERSION, MAX_SAVE_BYTES, saveSchema, type SaveFile };

export class BadSave extends Error {}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hashState(state: unknown): string {
  return sha256(JSON.stringify(state));
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

/**
 * The hash of a game's whole history: what determines it (system, options as
 * saved, seed, dice, decisions, physical entries) together with where it got
 * to (status, state hash). Replaying is deterministic, so equal inputs mean
 * an equal story; a changed decision, option or entry changes this hash even
 * when the game ends in the same state.
 */
export function hashHistory(s: Pick<SaveFile, 'system' | 'options' | 'seed' | 'dice' | 'decisions' | 'physical' | 'status' | 'stateHash'>): string {
  return sha256(canonicalJson(['history', SAVE_VERSION, s.system, s.options, s.seed, s.dice, s.decisions, s.physical, s.status, s.stateHash]));
}

/** The history hash of a loaded save; options the system accepted are bounded, but a failure is still one line. */
function historyOf(save: SaveFile): string {
  try {
    return hashHistory(save);
  } catch (e) {
    throw new BadSave(`save does not replay: ${messageOf(e)}`);
  }
}

export function makeSave(system: GameSystem, r: RunResult, seed: number, dice: 'seeded' | 'physical', physical: readonly (number[] | string)[]): SaveFile {
  return sealSave(unsealedSave(system, r, seed, dice, physical), r.state);
}

/**
 * A save without its two hashes (`stateHash` empty, `historyHash` null): what
 * a network room's row keeps after every answer, where the database is
 * trusted and hashing the whole state each time would be wasted; it is
 * sealed (`sealSave`) when it leaves as a file.
 */
export function unsealedSave(system: GameSystem, r: RunResult, seed: number, dice: 'seeded' | 'physical', physical: readonly (number[] | string)[]): SaveFile {
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    system: system.id,
    options: r.options as Record<string, unknown>,
    seed,
    dice,
    decisions: r.decisions.slice(),
    physical: physical.map((e) => (Array.isArray(e) ? e.slice() : e)),
    status: r.status,
    stateHash: '',
    historyHash: null,
  };
}

/** Whether a save carries its hashes (`unsealedSave` makes one that does not). */
export function isSealed(save: SaveFile): boolean {
  return save.stateHash !== '';
}

/** The save with its hashes, `state` being the state it replays to. */
export function sealSave(save: SaveFile, state: unknown): SaveFile {
  const body = { ...save, stateHash: hashState(state) };
  return { ...body, historyHash: hashHistory(body) };
}

/** A save file's text. */
export function saveText(save: SaveFile): string {
  return JSON.stringify(save, null, 1) + '\n';
}

/** Writes atomically in the save's own folder: a crash mid-write never leaves half a save. */
export function writeSave(file: string, save: SaveFile): void {
  writeFileAtomic(file, saveText(save), 'the save');
}

/** Parses and validates a save's text; throws BadSave with one line naming the problem. */
export function parseSave(text: string): SaveFile {
  if (text.length > MAX_SAVE_BYTES) throw new BadSave(`not a save: too large (${text.length} characters; a save is at most ${MAX_SAVE_BYTES} bytes)`);
  let json: unknown;
  try {
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    const at = /position (\d+)/.exec((e as Error).message);
    throw new BadSave(`not a readable save (truncated or not JSON${at ? ` near character ${at[1]}` : ''})`);
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new BadSave('not a save: the file holds no JSON object');
  const head = json as { format?: unknown; version?: unknown };
  if (head.format !== SAVE_FORMAT) throw new BadSave(`invalid save: format: ${head.format === undefined ? 'missing' : excerpt(head.format)}, expected "${SAVE_FORMAT}" (not a dungeon-crawl save)`);
  const version = head.version;
  if (typeof version !== 'number' || !Number.isInteger(version)) throw new BadSave(`invalid save: version: ${version === undefined ? 'missing' : `${excerpt(version)} is not a format version`}`);
  if (version > SAVE_VERSION) throw new BadSave(`this save is format ${version}, made by a newer version of dungeon-crawl (this one reads formats 1 to ${SAVE_VERSION})`);
  const schema = SCHEMAS[version];
  if (!schema) throw new BadSave(`invalid save: version: format ${version} is not one this program reads (formats 1 to ${SAVE_VERSION})`);
  const r = schema.safeParse(json);
  if (!r.success) throw new BadSave(`invalid save: ${describeIssue(r.error.issues)}`);
  return migrate(r.data, version);
}

export interface Loaded {
  save: SaveFile;
  system: GameSystem;
  result: RunResult;
}

/** An error's message, escaped and cut to a line (its own quoted parts are already excerpts). */
function messageOf(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  return m.length > 240 ? `${escapeUnsafe(m.slice(0, 240))}…` : escapeUnsafe(m);
}

/** Replays a save to its state, refusing it when the replay does not reach the recorded game. */
export async function replaySave(save: SaveFile, log = true, resolve: (id: string) => Promise<GameSystem> = loadSystem): Promise<Loaded> {
  let system: GameSystem;
  try {
    system = await resolve(save.system);
  } catch (e) {
    throw new BadSave(`invalid save: ${messageOf(e)}`);
  }
  try {
    parseOptions(system, save.options);
  } catch (e) {
    throw new BadSave(`invalid save: ${messageOf(e)}`);
  }
  let result: RunResult;
  let stateHash: string;
  try {
    result = run({ system, options: save.options, seed: save.seed, dice: save.dice, decisions: save.decisions, physical: save.physical, log });
    stateHash = hashState(result.state);
  } catch (e) {
    if (e instanceof IllegalReplay) throw new BadSave(`save does not fit its game: ${messageOf(e)}`);
    throw new BadSave(`save does not replay: ${messageOf(e)}`);
  }
  if (result.status !== save.status) throw new BadSave(`save does not replay to its recorded game: it says "${save.status}" but replays to "${result.status}"`);
  if (stateHash !== save.stateHash) throw new BadSave('save does not replay to its recorded game (state hash differs): it was edited or made by another version');
  if (save.historyHash !== null && historyOf(save) !== save.historyHash) {
    throw new BadSave('save does not match its recorded history (history hash differs): its options, decisions or entries were edited');
  }
  return { save, system, result };
}

/** Reads (at most MAX_SAVE_BYTES, checked before reading) and validates a save file, without replaying it. */
export function readSave(file: string): SaveFile {
  let text: string;
  try {
    text = readBounded(file, MAX_SAVE_BYTES, 'save');
  } catch (e) {
    if (e instanceof FileProblem) throw new BadSave(e.message);
    throw e;
  }
  return parseSave(text);
}

export async function loadSave(file: string, log = true, resolve?: (id: string) => Promise<GameSystem>): Promise<Loaded> {
  return replaySave(readSave(file), log, resolve);
}
