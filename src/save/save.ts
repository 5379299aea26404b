/**
 * Saved games. A save holds exactly what determines a game: system, options,
 * seed, dice mode, the players' decisions and the physical entries. Loading
 * checks its size, validates it (bounded schema, the system's own option
 * schema with no unknown keys), replays it, and compares two hashes: the final
 * state's, and the history's (the inputs with the status and state hash), so
 * an edited save is refused even when it happens to end in the same state.
 */
import { run, parseOptions, type RunResult, type GameSystem, type EarlierRules } from '../core/engine.ts';
import { IllegalReplay } from '../core/request.ts';
import { describeIssue, escapeUnsafe, excerpt } from '../core/excerpt.ts';
import { loadSystem } from '../systems/registry.ts';
import { FileProblem, readBounded, writeFileAtomic } from './files.ts';
import { HISTORY, canonicalJson, hashHistory, hashState, stateMatches } from './hash.ts';
import { migrate } from './migrate.ts';
import { MAX_SAVE_BYTES, OLDEST_SAVE_VERSION, SAVE_FORMAT, SAVE_VERSION, SCHEMAS, type SaveFile } from './schema.ts';
import { ContinueFailed, continueSave, continuedSystem } from './continue.ts';

export { SAVE_FORMAT, type SaveFile, canonicalJson, hashHistory, hashState };

export class BadSave extends Error {}

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
    rules: system.rulesVersion,
    ...(system.earlier?.length ? { earlier: system.earlier.map((e) => ({ ...e })) } : {}),
    options: r.options as Record<string, unknown>,
    seed,
    dice,
    decisions: r.decisions.slice(),
    ...(r.auto?.length ? { auto: r.auto.map(([first, count]) => [first, count] as [number, number]) } : {}),
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

/** Parses and validates a save's text, checks its history hash and brings it to the current format; throws BadSave with one line naming the problem. */
export function parseSave(text: string): SaveFile {
  if (text.length > MAX_SAVE_BYTES) throw new BadSave(`not a save: too large (${text.length} characters; a save is at most ${MAX_SAVE_BYTES} bytes)`);
  let json: unknown;
  try {
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    const at = /position (\d+)/.exec((e as Error).message);
    throw new BadSave(`not a readable save (truncated or not JSON${at ? ` near character ${at[1]}` : ''})`);
  }
  return checkSave(json);
}

const HISTORY_DIFFERS = 'save does not match its recorded history (history hash differs): its options, decisions, entries or rules version were edited';

/**
 * A save's JSON validated by its own format's schema and migrated to the
 * current format; a save of an older format has its history hash checked by
 * that format's formula first. A current one's is checked when it is
 * replayed (`replaySave`), before anything is continued.
 */
export function checkSave(json: unknown): SaveFile {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new BadSave('not a save: the file holds no JSON object');
  const head = json as { format?: unknown; version?: unknown };
  if (head.format !== SAVE_FORMAT) throw new BadSave(`invalid save: format: ${head.format === undefined ? 'missing' : excerpt(head.format)}, expected "${SAVE_FORMAT}" (not a dungeon-crawl save)`);
  const version = head.version;
  if (typeof version !== 'number' || !Number.isInteger(version)) throw new BadSave(`invalid save: version: ${version === undefined ? 'missing' : `${excerpt(version)} is not a format version`}`);
  const formats = `formats ${OLDEST_SAVE_VERSION} to ${SAVE_VERSION}`;
  if (version > SAVE_VERSION) throw new BadSave(`this save is format ${version}, made by a newer version of dungeon-crawl (this one reads ${formats})`);
  if (version === 1) throw new BadSave(`this save is format 1, which carries no history hash, so its history cannot be told from an edited one: it is not loaded (this version reads ${formats})`);
  const schema = SCHEMAS[version];
  if (!schema) throw new BadSave(`invalid save: version: format ${version} is not one this program reads (${formats})`);
  const r = schema.safeParse(json);
  if (!r.success) throw new BadSave(`invalid save: ${describeIssue(r.error.issues)}`);
  const data = r.data as { historyHash: string };
  // An older format's history is checked by its own formula before it is migrated (each step seals it again).
  if (version < SAVE_VERSION) {
    let history: string;
    try {
      history = HISTORY[version]!(data);
    } catch (e) {
      throw new BadSave(`invalid save: ${messageOf(e)}`);
    }
    if (history !== data.historyHash) throw new BadSave(HISTORY_DIFFERS);
  }
  return migrate(data, version);
}

export interface Loaded {
  /** The save as loaded; for a game continued under newer rules (`continued`), the new save, its old history in `earlier`. */
  save: SaveFile;
  /** The system that plays it on: for a game with a history under older rules, the system with that history (`continuedSystem`). */
  system: GameSystem;
  result: RunResult;
  /** Set when this load continued the game under newer rules than it was saved with: what came out differently (`changed`, for the player). */
  continued?: EarlierRules;
}

/** An error's message, escaped and cut to a line (its own quoted parts are already excerpts). */
function messageOf(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  return m.length > 240 ? `${escapeUnsafe(m.slice(0, 240))}…` : escapeUnsafe(m);
}

/**
 * Replays a save to its state, refusing it when the replay does not reach
 * the recorded game, unless the save was played under an older rules
 * version of its system: then the game goes on under the current rules
 * (`continueSave`: its decisions replayed while each is still legal, its old
 * history kept read-only). The history hash is checked first, so an edited
 * save is refused whatever its rules version.
 */
export async function replaySave(given: SaveFile, log = true, resolve: (id: string) => Promise<GameSystem> = loadSystem): Promise<Loaded> {
  // A save object from elsewhere than a file (a database row) of an older format, or any sealed one: the same checks as a file's.
  const save = given.version !== SAVE_VERSION ? checkSave(given) : given;
  let base: GameSystem;
  try {
    base = await resolve(save.system);
  } catch (e) {
    throw new BadSave(`invalid save: ${messageOf(e)}`);
  }
  const now = base.rulesVersion;
  if (save.rules > now) throw new BadSave(`this save was played under rules version ${save.rules} of ${base.name}, made by a newer version of dungeon-crawl (this one has rules version ${now})`);
  const older = save.rules < now;
  // Honesty first: a game is continued under new rules only when its history is the one recorded.
  if (older && save.historyHash !== null && historyOf(save) !== save.historyHash) throw new BadSave(HISTORY_DIFFERS);
  try {
    parseOptions(base, save.options);
  } catch (e) {
    throw new BadSave(`invalid save${older ? ` (its options under ${base.name} rules version ${now})` : ''}: ${messageOf(e)}`);
  }
  const system = save.earlier?.length ? continuedSystem(base, save.earlier) : base;
  let result: RunResult;
  let sameState: boolean;
  try {
    result = run({ system, options: save.options, seed: save.seed, dice: save.dice, decisions: save.decisions, auto: save.auto, physical: save.physical, log });
    sameState = stateMatches(result.state, save.stateHash, base.lateFields);
  } catch (e) {
    if (older && e instanceof IllegalReplay) return goOn(save, base, log);
    if (e instanceof IllegalReplay) throw new BadSave(`save does not fit its game: ${messageOf(e)}`);
    throw new BadSave(`save does not replay: ${messageOf(e)}`);
  }
  if (older && (result.status !== save.status || !sameState)) return goOn(save, base, log);
  if (result.status !== save.status) throw new BadSave(`save does not replay to its recorded game: it says "${save.status}" but replays to "${result.status}"`);
  if (!sameState) throw new BadSave('save does not replay to its recorded game (state hash differs): it was edited or made by another version');
  if (save.historyHash !== null && historyOf(save) !== save.historyHash) {
    throw new BadSave(HISTORY_DIFFERS);
  }
  return { save, system, result };
}

/** `continueSave`, its failure one line. */
function goOn(save: SaveFile, system: GameSystem, log: boolean): Loaded {
  try {
    return continueSave(save, system, log);
  } catch (e) {
    if (e instanceof ContinueFailed) throw new BadSave(messageOf(e));
    throw e;
  }
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
