/**
 * A game saved under an older rules version of its system, continued under
 * the current one (issue 23; ARCHITECTURE.md, "Rules versions"). Its recorded
 * decisions and entries are replayed under the new rules for as long as each
 * is still legal where it is asked (engine.ts `lenient`); the game goes on
 * from the first that is not, or from the end. What it was under the old
 * rules is kept read-only in the save's `earlier` (covered by the history
 * hash), told at the top of the game's log, with what came out differently.
 * The history hash has been checked before any of this (save.ts `checkSave`).
 */
import { run, type EarlierRules, type GameSystem, type RunResult } from '../core/engine.ts';
import type { GameEvent } from '../core/events.ts';
import { excerpt } from '../core/excerpt.ts';
import { counted } from '../core/text.ts';
import { hashHistory, hashState, stateMatches } from './hash.ts';
import { SAVE_VERSION, type SaveFile } from './schema.ts';
import type { Checkpoint } from '../core/run-ctx.ts';

/** How many of the old decisions no longer applying the log's read-only line names, one by one. */
const SHOWN = 40;

/** The lines at the top of a continued game's log: for each change of rules, where it happened and which versions, then the old history read-only. */
function rulesChangedEvents(system: GameSystem, earlier: readonly EarlierRules[]): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of earlier) {
    out.push({ type: 'state', rule: '', kind: 'rules-changed', from: e.rules, to: e.to, kept: e.kept, text: `Rules changed: this game was saved under ${system.name} rules version ${e.rules} and goes on under version ${e.to}. ${e.changed}` });
    // The kept decisions read as chosen in the log below (with their words); the dropped ones only as recorded, their words being the old rules'.
    const dropped = e.decisions.slice(e.kept);
    const shown = dropped.slice(0, SHOWN).map((d) => excerpt(d)).join(', ');
    const more = dropped.length > SHOWN ? `, and ${dropped.length - SHOWN} more` : '';
    const entries = e.physical.length ? ` ${counted(e.physical.length, 'dice or card entry', 'dice or card entries')} were typed; ${e.keptEntries} still apply.` : '';
    const rest = dropped.length ? ` The ${counted(dropped.length, 'decision')} after them no longer apply (as recorded: ${shown}${more}).` : '';
    out.push({
      type: 'state',
      rule: '',
      kind: 'old-history',
      rules: e.rules,
      decisions: e.decisions.slice(),
      text: `Under rules version ${e.rules} (kept in the save, read-only) the game had ${counted(e.decisions.length, 'decision')} and was ${e.status === 'over' ? 'over' : 'in progress'}; the first ${e.kept} are replayed below as chosen.${rest}${entries} What follows is the game under rules version ${e.to}.`,
    });
  }
  return out;
}

/**
 * The system of a game with a history under older rules: the same rules,
 * its `earlier` carried into every save made of it (save.ts `makeSave`), and
 * its log opening, after the start line, with what changed. Resuming from a
 * checkpoint needs nothing more: the checkpoint's log already has those lines.
 */
export function continuedSystem(system: GameSystem, earlier: readonly EarlierRules[]): GameSystem {
  const base = original(system);
  const next: GameSystem = {
    ...base,
    earlier,
    play(ctx, state, options) {
      if (ctx.log) ctx.log.push(...rulesChangedEvents(base, earlier));
      base.play(ctx, state, options);
    },
  };
  ORIGINAL.set(next, base);
  return next;
}

/** The system a `continuedSystem` was made from. */
const ORIGINAL = new WeakMap<GameSystem, GameSystem>();
function original(system: GameSystem): GameSystem {
  return ORIGINAL.get(system) ?? system;
}

/** What came out differently under the new rules, in a few plain sentences for the player; `differs`: the old game's end is known to differ (a save with its state hash). */
function describeChange(save: SaveFile, r: RunResult, differs = true): string {
  const n = save.decisions.length;
  const kept = r.decisions.length;
  const out: string[] = [];
  if (kept < n) {
    if (r.status === 'decision' && r.request) out.push(`The first ${counted(kept, 'decision')} of ${n} still apply; decision ${kept + 1} (${excerpt(save.decisions[kept])}) is no longer an option of "${r.request.prompt}", so it is asked again and the ${counted(n - kept - 1, 'decision')} after it are not used.`);
    else if (r.status === 'over') out.push(`The game now ends after ${counted(kept, 'decision')} of ${n}; the ${counted(n - kept, 'later decision')} are not used.`);
    else out.push(`The first ${counted(kept, 'decision')} of ${n} still apply; the game now asks for a roll or card before the next one, and the ${counted(n - kept, 'later decision')} are not used.`);
  } else if (n > 0) out.push(`All ${counted(n, 'decision')} still apply.`);
  const m = save.physical.length;
  if (m > 0) {
    const used = r.entriesUsed;
    if (used < m && r.status === 'chance' && r.chanceRequest) // The entry itself is not named: a card typed may have been drawn face down, and this line reaches every viewer.
      out.push(`${used} of ${m} dice or card entries still apply: entry ${used + 1} does not answer "${r.chanceRequest.label}", so that is asked again.`);
    else if (used < m) out.push(`${used} of ${m} dice or card entries still apply; the rest are not used.`);
  }
  if (save.status === 'over' && r.status !== 'over') out.push('The game was over; under the new rules it goes on.');
  else if (save.status !== 'over' && r.status === 'over') out.push('Under the new rules the game is over.');
  else if (kept === n && r.entriesUsed === m && differs) out.push(save.dice === 'seeded' ? 'The dice and events that follow from them now come out differently.' : 'What follows from them now comes out differently.');
  return out.join(' ');
}

/** The old save's record in the new one's history, and the new save (sealed when the old one was). */
function recordOf(save: SaveFile, system: GameSystem, r: RunResult, differs: boolean): EarlierRules {
  return {
    rules: save.rules,
    to: system.rulesVersion,
    format: save.version,
    options: save.options,
    decisions: save.decisions.slice(),
    physical: save.physical.map((e) => (Array.isArray(e) ? e.slice() : e)),
    status: save.status,
    // A room's row is kept without hashes (save.ts unsealedSave): its record has none either.
    stateHash: save.stateHash,
    historyHash: save.historyHash,
    kept: r.decisions.length,
    keptEntries: r.entriesUsed,
    changed: (describeChange(save, r, differs) || 'Nothing of it came out differently.').slice(0, 2000),
  };
}

export interface Continued {
  save: SaveFile;
  system: GameSystem;
  result: RunResult;
  continued: EarlierRules;
}

/**
 * Continues `save` (of an older rules version than `system`'s, its history
 * hash checked) under the current rules. `live`: keep checkpoints and leave
 * the save unsealed (a network room's row). The returned save is the game
 * from here on: its kept decisions and entries, its rules version now, and
 * the old history appended to `earlier`.
 */
export function continueSave(save: SaveFile, system: GameSystem, log = true, live = false, differs = true): Continued {
  const base = original(system);
  let probe: RunResult;
  try {
    probe = run({ system: base, options: save.options, seed: save.seed, dice: save.dice, decisions: save.decisions, auto: save.auto, physical: save.physical, lenient: true, log: true });
  } catch (e) {
    throw new ContinueFailed(`the game does not go on under ${base.name} rules version ${base.rulesVersion}: ${(e as Error).message}`);
  }
  const record = recordOf(save, base, probe, differs);
  const earlier = [...(save.earlier ?? []), record];
  const next = continuedSystem(base, earlier);
  const physical = save.physical.slice(0, probe.entriesUsed);
  const result = run({ system: next, options: save.options, seed: save.seed, dice: save.dice, decisions: probe.decisions, auto: probe.auto, physical, log, checkpoints: live });
  const body: SaveFile = {
    format: save.format,
    version: save.version,
    system: save.system,
    rules: base.rulesVersion,
    earlier,
    options: result.options as Record<string, unknown>,
    seed: save.seed,
    dice: save.dice,
    decisions: result.decisions.slice(),
    ...(result.auto.length ? { auto: result.auto } : {}),
    physical,
    status: result.status,
    stateHash: '',
    historyHash: null,
  };
  if (live) return { save: body, system: next, result, continued: record };
  const sealed = { ...body, stateHash: hashState(result.state) };
  return { save: { ...sealed, historyHash: hashHistory(sealed) }, system: next, result, continued: record };
}

export class ContinueFailed extends Error {}

/**
 * A network room's game from its row (server/rooms/rooms.ts): replayed, or
 * carried on from `resumeFrom`, the checkpoint this process holds, under the
 * rules version it was played with; a game of older rules is continued
 * under the current ones as a save is (`continueSave`, kept unsealed), its
 * change told at the top of the room's log. The row is trusted (the
 * database is the server's): its hashes, when it has them, are checked only
 * against the replay.
 */
export function replayRoomGame(save: SaveFile, system: GameSystem, resumeFrom?: Checkpoint): Continued | { save: SaveFile; system: GameSystem; result: RunResult; continued?: undefined } {
  const now = system.rulesVersion;
  if (save.rules > now) throw new Error(`it was played under rules version ${save.rules} of ${system.name}, by a newer version of dungeon-crawl (this one has ${now})`);
  const base = save.earlier?.length ? continuedSystem(system, save.earlier) : system;
  const sealed = save.stateHash !== '';
  if (save.rules < now) {
    // A sealed row whose game still ends where it did needs no continuing; an unsealed one cannot tell, and is continued.
    if (sealed) {
      try {
        const same = run({ system: base, options: save.options, seed: save.seed, dice: save.dice, decisions: save.decisions, auto: save.auto, physical: save.physical, checkpoints: true });
        if (same.status === save.status && stateMatches(same.state, save.stateHash, system.lateFields)) return { save: { ...save, rules: now }, system: base, result: same };
      } catch {
        /* continued below */
      }
    }
    return continueSave(save, system, true, true, sealed);
  }
  const result = run({ system: base, options: save.options, seed: save.seed, dice: save.dice, decisions: save.decisions, auto: save.auto, physical: save.physical, resumeFrom, checkpoints: true });
  if (result.status !== save.status) throw new Error(`it says "${save.status}" but replays to "${result.status}"`);
  if (sealed && !stateMatches(result.state, save.stateHash, system.lateFields)) throw new Error('it does not replay to its recorded state');
  return { save, system: base, result };
}

/**
 * A room row's save JSON as the current format holds it: a row written
 * before rules versions (format 2, or an unsealed save without `rules`) was
 * played under rules version `rules` (the row's column, 1 for such rows).
 */
export function roomSave(json: string, rules: number): SaveFile {
  const s = JSON.parse(json) as SaveFile & { version: number };
  if (s.rules === undefined) s.rules = rules;
  if (s.version < SAVE_VERSION) s.version = SAVE_VERSION as 3;
  return s;
}
