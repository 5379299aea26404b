/**
 * The browser's games: each one is its seed and its decisions, carried on
 * by the engine from the last answer's checkpoint (`goOn`; replayed whole
 * when just opened or after an undo) and saved after every answer twice over, as a
 * row in SQLite (store/saves.ts) before the answer is sent, and as the save
 * file the terminal reads (saves folder), written just after (save-files.ts).
 * Saves the terminal wrote are read in when new or changed, so a game
 * started in one interface continues in the other. Every call names its
 * viewer (core/view-model.ts): what they see, and what they may do.
 */
import { existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseEntry, type PhysicalEntry } from '../core/chance.ts';
import { run, type GameReport, type GameSystem, type RunInput, type RunResult } from '../core/engine.ts';
import { IllegalReplay } from '../core/request.ts';
import { BadSave, makeSave, readSave, replaySave, saveText, type SaveFile } from '../save/save.ts';
import { kindOf } from '../save/files.ts';
import { renderReport } from '../session/report.ts';
import { NAME_REFUSED } from '../session/names.ts';
import { isPrintable } from '../core/excerpt.ts';
import { dbFile, savesDir } from '../store/db.ts';
import { recordGame } from '../store/games.ts';
import { getSave, listSaves, markScored, PENDING, putSave, saveTimes, setSaveMtime, type SaveRow } from '../store/saves.ts';
import { openScores, type ScoreSheet } from '../store/scores.ts';
import { campaignStart, carryHook, keepCampaign, readCampaign } from '../session/campaign.ts';
import type { AnswerRequest, GameList, GameView, NewGameRequest, PlaybackStep, SaveSummary } from './api-types.ts';
import { stepRecorder } from './steps.ts';
import { gameView, undoRefusal } from './view.ts';
import { SaveFiles } from './save-files.ts';
import { mayAnswer, ownsGame, type Viewer } from '../core/view-model.ts';

import { Refused } from './refused.ts';
import { checkNewGame } from './new-game.ts';
export { Refused };

interface Session {
  id: string;
  /** Why the last physical entry was refused (only on the answer that was refused). */
  refusal?: string;
  system: GameSystem;
  save: SaveFile;
  campaign: string | null;
  result: RunResult;
  /** The steps the answer just given resolved, for the game's owner (server/steps.ts); only on the answer's own session. */
  steps?: PlaybackStep[];
}

const ID = /^[A-Za-z0-9][\w.-]{0,100}$/;

/**
 * How an answer's run goes on from the last one (`was`) when these answers
 * only add to its own: from its last checkpoint (the top of a turn, room,
 * round or move: engine.ts `resumeFrom`), with the log off up to the
 * decision `was` paused at and `was`'s log from there (`logAfter`), so an
 * answer costs the rest of the turn, not a replay of the whole game; the same
 * result a replay gives (test/server/games-resume.test.ts, as rooms do). An
 * undo, or a game whose run kept no checkpoint (just opened), is replayed
 * from the start, keeping checkpoints for the next answer.
 */
function goOn(was: RunResult, decisions: readonly string[], physical: readonly PhysicalEntry[], wasPhysical: readonly PhysicalEntry[]): Pick<RunInput, 'checkpoints' | 'resumeFrom' | 'logAfter'> {
  const extends_ = decisions.length >= was.decisions.length && was.decisions.every((d, k) => decisions[k] === d) && physical.length >= wasPhysical.length && wasPhysical.every((e, k) => physical[k] === e);
  if (!extends_) return { checkpoints: true };
  // Paused at a decision these answers go on from: its log is kept, only what follows is written.
  const logAfter = was.status === 'decision' && was.request && physical.length === wasPhysical.length ? { decisions: was.decisions.length, events: was.events, request: was.request } : undefined;
  return { checkpoints: true, resumeFrom: was.checkpoint, logAfter };
}

function fileOf(id: string): string {
  return join(savesDir(), `${id}.json`);
}

/** A closed room's game (rooms/view.ts `savedId`): still the room's, not a local game, until it is over. */
function isRoomGame(id: string): boolean {
  return id.startsWith('room-');
}

const SPECTATOR: Viewer = Object.freeze({ spectator: true });

/** What a closed room's game is to the owner before it is over: a spectator's view (the seats could not see more), and nothing to do. */
function roomHeld(id: string, status: string): boolean {
  return isRoomGame(id) && status !== 'over';
}

function summary(r: SaveRow): SaveSummary {
  return { id: r.id, system: r.system, seed: roomHeld(r.id, r.status) ? null : r.seed, status: r.status, decisions: r.decisions, dice: r.save.dice, outcome: r.outcome, campaign: r.campaign, updated: r.updated };
}


export class Games {
  private readonly sessions = new Map<string, Session>();
  /** `onChange(id, step)` hears every answer and undo (live.ts tells the pages open on the game). */
  constructor(private readonly onChange: (id: string, step: number) => void = () => {}) {}
  private readonly unreadable = new Map<string, string>();
  private readonly files = new SaveFiles();

  /**
   * The row and the save file of game `id` made one (store/saves.ts: the row
   * is written before an answer is acknowledged, the file just after):
   *  - the file holds the row's history (same history hash): nothing to do;
   *  - the row's file write was still owed (`mtime` PENDING: the server was
   *    killed between the two): the row wins, and the file is written from it;
   *  - the file changed since the server last wrote or read it (the terminal
   *    played it): the file wins when it replays, the row otherwise;
   *  - a file with no row: read in.
   * File times are never compared to decide which is newer; `mtime` only
   * spares re-reading a file unchanged since it was last reconciled.
   * A FIFO, device or link is never opened: skipped with its reason.
   * Returns why the file cannot be read, or null.
   */
  private async reconcile(id: string, times?: Map<string, number>): Promise<string | null> {
    const file = fileOf(id);
    // Being written by this server: the row is the newer.
    if (this.files.busy(file)) return null;
    const known = times ? times.get(id) : getSave(id)?.mtime;
    let st;
    try {
      st = lstatSync(file);
    } catch {
      // No file: one the server owes is written from the row; a file deleted by hand leaves the row as it is.
      if (known === PENDING) this.rewrite(id);
      return null;
    }
    if (!st.isFile()) {
      const why = `${kindOf(st)}, not a save file: skipped, never opened`;
      this.unreadable.set(id, why);
      return why;
    }
    if (known !== undefined && known !== PENDING && known === st.mtimeMs) return null;
    const row = known === undefined ? null : getSave(id);
    let save: SaveFile;
    try {
      save = readSave(file);
    } catch (e) {
      if (row) {
        // The row holds what was acknowledged: the file is made again from it.
        this.rewrite(id);
        return null;
      }
      return this.cannotRead(id, e);
    }
    if (row && save.historyHash !== undefined && save.historyHash === row.save.historyHash) {
      setSaveMtime(id, st.mtimeMs);
      return null;
    }
    if (row && known === PENDING) {
      this.rewrite(id);
      return null;
    }
    try {
      const loaded = await replaySave(save, false);
      const r = loaded.result;
      putSave({ id, system: loaded.save.system, seed: loaded.save.seed, status: r.status, decisions: loaded.save.decisions.length, outcome: r.status === 'over' ? loaded.system.report(r.state).outcome : null, campaign: null, mtime: st.mtimeMs, save: loaded.save });
      this.sessions.delete(id);
      this.unreadable.delete(id);
      return null;
    } catch (e) {
      if (row) {
        this.rewrite(id);
        return null;
      }
      return this.cannotRead(id, e);
    }
  }

  private cannotRead(id: string, e: unknown): string {
    const why = e instanceof BadSave ? e.message : `cannot read: ${(e as Error).message}`;
    this.unreadable.set(id, why);
    return why;
  }

  /** The save file written again from the row (its time recorded once written). */
  private rewrite(id: string): void {
    const row = getSave(id);
    if (!row) return;
    this.unreadable.delete(id);
    this.files.write(fileOf(id), saveText(row.save), (m) => setSaveMtime(id, m));
  }

  /** At start: every row and every save file made one (a server killed mid-write leaves a file behind its row). */
  async reconcileAll(): Promise<void> {
    await this.list();
  }

  /** Every game: the saves folder read in first. */
  async list(): Promise<GameList> {
    const times = saveTimes();
    const ids = new Set<string>();
    for (const f of readdirSync(savesDir())) {
      if (!f.endsWith('.json') || f.endsWith('.report.json')) continue;
      const id = f.slice(0, -'.json'.length);
      if (ID.test(id)) ids.add(id);
    }
    for (const [id, t] of times) if (t === PENDING) ids.add(id);
    for (const id of ids) await this.reconcile(id, times);
    const rows = listSaves();
    return {
      playing: rows.filter((r) => r.status !== 'over').map(summary),
      finished: rows.filter((r) => r.status === 'over').map(summary),
      unreadable: [...this.unreadable].map(([id, error]) => ({ file: `${id}.json`, error })),
    };
  }

  async create(req: NewGameRequest): Promise<Session> {
    const campaign = req.campaign?.trim() || null;
    const { system, dice, seed, options } = await checkNewGame(req, (system, given) => {
      if (!campaign) return given;
      if (!carryHook(system)) throw new Refused(400, `${system.name} has no campaigns`);
      const c = readCampaign(system, campaign);
      if (c && c.system !== system.id) throw new Refused(400, `campaign "${campaign}" is a ${c.system} campaign`);
      return { ...((c?.data as Record<string, unknown>) ?? campaignStart(system, campaign)), ...given };
    });
    // Not named by its seed (the terminal's way): a game's id travels to every viewer, and the seed tells all that is to come.
    let id: string;
    do id = `${system.id}-${randomBytes(4).toString('hex')}`;
    while (existsSync(fileOf(id)) || getSave(id));
    const result = run({ system, options, seed, dice, decisions: [], physical: [], checkpoints: true });
    const save = makeSave(system, result, seed, dice, []);
    const s: Session = { id, system, save, campaign, result };
    this.persist(s);
    return s;
  }

  /** A game the bots played to its end (the workbench opens one of a simulation's games): kept like any game, so its replay can be shown. */
  adopt(system: GameSystem, result: RunResult, seed: number): string {
    let id: string;
    do id = `${system.id}-${randomBytes(4).toString('hex')}`;
    while (existsSync(fileOf(id)) || getSave(id));
    this.persist({ id, system, save: makeSave(system, result, seed, 'seeded', []), campaign: null, result });
    return id;
  }

  async open(id: string): Promise<Session> {
    if (!ID.test(id)) throw new Refused(404, `no game "${id}"`);
    await this.reconcile(id);
    const row = getSave(id);
    if (!row) throw new Refused(404, `no game "${id}"`);
    const cached = this.sessions.get(id);
    // The history hash covers the whole save (options, seed, decisions, entries, status).
    if (cached && cached.save.historyHash === row.save.historyHash) return cached;
    let loaded;
    try {
      loaded = await replaySave(row.save);
    } catch (e) {
      throw new Refused(409, (e as Error).message);
    }
    // A save of an older format, or continued under newer rules (its log says so), is written back as it now is.
    const s: Session = { id, system: loaded.system, save: loaded.save, campaign: row.campaign, result: loaded.result };
    if (loaded.save !== row.save) this.persist(s);
    else this.sessions.set(id, s);
    return s;
  }

  /** A decision or a physical entry by `viewer`; refused when it answers another step, is not legal or not theirs to give. */
  async answer(id: string, body: AnswerRequest, viewer: Viewer): Promise<Session> {
    const s = await this.open(id);
    const r = s.result;
    this.checkNotRoom(s);
    if (viewer.spectator) throw new Refused(403, 'A spectator cannot answer.');
    this.checkStep(s, body.step);
    const decisions = s.save.decisions.slice();
    const physical: PhysicalEntry[] = s.save.physical.slice();
    if ('choice' in body && typeof body.choice === 'string') {
      if (r.status !== 'decision' || !r.request) throw new Refused(409, 'no decision is asked for now');
      if (!mayAnswer(viewer, r.request.who)) throw new Refused(403, 'This decision is not yours to take.');
      if (!r.request.options.some((o) => o.id === body.choice)) throw new Refused(400, `"${body.choice}" is not one of the options`);
      decisions.push(body.choice);
    } else if ('entry' in body && typeof body.entry === 'string') {
      if (r.status !== 'chance' || !r.chanceRequest) throw new Refused(409, 'no roll or draw is asked for now');
      const p = parseEntry(r.chanceRequest, body.entry);
      // A mistyped or impossible roll or card is part of playing, not a failed request: the same view, with why.
      if ('error' in p) return { ...s, refusal: `Refused: ${p.error}. Try again.` };
      physical.push(p.value);
    } else throw new Refused(400, 'an answer has a choice or an entry');
    return this.advance(s, decisions, physical, viewer);
  }

  async undo(id: string, step: number, viewer: Viewer): Promise<Session> {
    const s = await this.open(id);
    this.checkNotRoom(s);
    if (viewer.spectator) throw new Refused(403, 'A spectator cannot undo.');
    this.checkStep(s, step);
    if (s.result.status === 'over') throw new Refused(409, 'The game is over.');
    const refusal = undoRefusal(s.result);
    if (refusal) throw new Refused(409, refusal);
    return this.advance(s, s.save.decisions.slice(0, -1), s.save.physical.slice());
  }

  /** Answers given so far: decisions and physical entries. */
  static step(s: Session): number {
    return s.save.decisions.length + s.save.physical.length;
  }

  /** A closed room's game is played on in its room (reopened by its host), never as a local game: its seats would see it move. */
  private checkNotRoom(s: Session): void {
    if (roomHeld(s.id, s.result.status)) throw new Refused(409, `This game is room ${s.id.slice('room-'.length)}'s, closed: its host reopens the room to play on.`);
  }

  private checkStep(s: Session, step: number): void {
    const now = Games.step(s);
    if (step !== now) throw new Refused(409, `that answers step ${step}, but the game is at step ${now} (it changed elsewhere): the page shows it now`);
  }

  /** `playback`: the viewer who answered, for whom the steps the answer resolved are drawn (the game's owner only). */
  private advance(s: Session, decisions: string[], physical: PhysicalEntry[], playback?: Viewer): Session {
    let result: RunResult;
    const rec = playback && ownsGame(playback) ? stepRecorder(s.system, playback, s.result.events.length) : null;
    try {
      result = run({ system: s.system, options: s.save.options, seed: s.save.seed, dice: s.save.dice, decisions, physical, onStep: rec?.onStep, ...goOn(s.result, decisions, physical, s.save.physical) });
    } catch (e) {
      if (e instanceof IllegalReplay) throw new Refused(400, `Refused: ${e.message}.`);
      throw e;
    }
    const wasOver = s.result.status === 'over';
    const next: Session = { id: s.id, system: s.system, campaign: s.campaign, result, save: makeSave(s.system, result, s.save.seed, s.save.dice, physical) };
    this.persist(next);
    if (result.status === 'over' && !wasOver) this.finish(next);
    this.onChange(next.id, Games.step(next));
    // Not kept with the session: only the answer's own view plays them back.
    return rec ? { ...next, steps: rec.steps(result.state) } : next;
  }

  /**
   * The SQLite row now, the save file just after, after every answer. The
   * row is marked as owing its file (PENDING) until the new file is written:
   * a server stopped in between (killed) reopens the game from the row and
   * writes the file from it (`reconcile`).
   */
  private persist(s: Session): void {
    const failed = this.files.failed;
    if (failed) {
      this.files.failed = null;
      throw new Refused(500, failed.message);
    }
    const file = fileOf(s.id);
    const r = s.result;
    putSave({ id: s.id, system: s.system.id, seed: s.save.seed, status: r.status, decisions: s.save.decisions.length, outcome: r.status === 'over' ? s.system.report(r.state).outcome : null, campaign: s.campaign, mtime: PENDING, save: s.save });
    this.sessions.set(s.id, s);
    this.files.write(file, saveText(s.save), (m) => setSaveMtime(s.id, m));
  }

  private sheet: { file: string; sheet: ScoreSheet } | null = null;
  /** The high-score sheet, opened once: a connection opened (with its pragmas and schema) for every view of a finished game cost 1-40 ms (issue 21). */
  private scores(): ScoreSheet {
    const file = dbFile();
    if (this.sheet?.file !== file) {
      this.sheet?.sheet.close();
      this.sheet = { file, sheet: openScores(file) };
    }
    return this.sheet.sheet;
  }

  /** Closes the high-score sheet (the server's close, after `flush`). */
  close(): void {
    this.sheet?.sheet.close();
    this.sheet = null;
  }

  /** Waits for the save files being written (before the server closes its database). */
  flush(): Promise<void> {
    return this.files.flush();
  }

  /** The save file's JSON, to download: for the game's owner only (it holds the seed). */
  async saveFor(id: string, viewer: Viewer): Promise<Session> {
    const s = await this.open(id);
    this.checkNotRoom(s);
    if (!ownsGame(viewer)) throw new Refused(403, 'Only the game\'s owner may export its save.');
    return s;
  }

  /** As the terminal does at the end: the report beside the save, the finished game in SQLite, the campaign carried on. */
  private finish(s: Session): void {
    const report = s.system.report(s.result.state);
    const base = fileOf(s.id).replace(/\.json$/, '');
    // Through the thread pool as the save file is (flushed before the server closes): two fsyncs here held the
    // game's last answer 5-60 ms on a busy disk (issue 21).
    this.files.write(`${base}.report.txt`, renderReport(report) + '\n', () => {});
    this.files.write(`${base}.report.json`, JSON.stringify(report, null, 1) + '\n', () => {});
    recordGame(report, s.save.seed);
    if (s.campaign) {
      const carry = carryHook(s.system);
      if (carry) keepCampaign(s.system, s.campaign, carry(s.result.state, s.result.options));
    }
  }

  /** The high-score sheet (a system that keeps one): what this finished game may add (null when nothing). */
  highScore(s: Session, report: GameReport | null): GameView['highScore'] {
    const entry = report ? s.system.scoreSheet?.(report) : null;
    if (!entry?.recordable) return null;
    const { score, difficulty } = entry;
    if (score <= 0 || getSave(s.id)?.scored) return null;
    return this.scores().qualifies(score, difficulty) ? { score, difficulty } : null;
  }

  async recordHighScore(id: string, name: string, viewer: Viewer): Promise<void> {
    const s = await this.open(id);
    if (!ownsGame(viewer)) throw new Refused(403, 'Only the game\'s owner may put its score on the sheet.');
    const report = s.result.status === 'over' ? s.system.report(s.result.state) : null;
    const hs = this.highScore(s, report);
    const clean = name.trim().slice(0, 24);
    if (!hs || !report) throw new Refused(409, 'this game has no high score to record');
    if (!clean) throw new Refused(400, 'Please type a name.');
    if (!isPrintable(clean)) throw new Refused(400, NAME_REFUSED);
    if (!markScored(id)) throw new Refused(409, 'this score is already on the sheet');
    this.scores().add({ name: clean, character: s.system.scoreSheet?.(report)?.character ?? 'unknown', difficulty: hs.difficulty, score: hs.score });
  }

  /** The game as `viewer` sees it, with the log lines from `since` on. */
  view(s: Session, since: number, asked: Viewer): GameView {
    const viewer = roomHeld(s.id, s.result.status) ? SPECTATOR : asked;
    const report = s.result.status === 'over' ? s.system.report(s.result.state) : null;
    return gameView({ id: s.id, system: s.system, result: s.result, seed: s.save.seed, dice: s.save.dice, campaign: s.campaign, physicalCount: s.save.physical.length, since, highScore: ownsGame(viewer) ? this.highScore(s, report) : null, refusal: s.refusal ?? null, viewer, steps: ownsGame(viewer) ? s.steps : undefined });
  }

  /**
   * The first `k` decisions replayed. A physical game runs with all its
   * entries, the ones typed after decision k+1 left unused (`entriesAhead`):
   * the game stops at that decision having used exactly the entries typed
   * before it (`RunResult.entriesUsed`).
   */
  private runTo(s: Session, k: number): RunResult {
    const input = { system: s.system, options: s.save.options, seed: s.save.seed, dice: s.save.dice, decisions: s.save.decisions.slice(0, k) };
    if (s.save.dice !== 'physical') return run(input);
    let r: RunResult;
    try {
      r = run({ ...input, physical: s.save.physical, entriesAhead: true });
    } catch (e) {
      if (e instanceof IllegalReplay) throw new Refused(409, `the save does not replay to decision ${k + 1}: ${e.message}`);
      throw e;
    }
    if (r.status !== 'decision') throw new Refused(409, `the save does not replay to decision ${k + 1}`);
    return r;
  }

  /** The game as it stood when decision `at` was about to be taken (0: the start; all of them: now). */
  async replay(id: string, at: number, viewer: Viewer): Promise<GameView> {
    const s = await this.open(id);
    if (roomHeld(s.id, s.result.status)) viewer = SPECTATOR;
    const of = s.save.decisions.length;
    const k = Math.max(0, Math.min(of, Math.floor(at)));
    const result = k === of ? s.result : this.runTo(s, k);
    return gameView({ id: s.id, system: s.system, result, seed: s.save.seed, dice: s.save.dice, campaign: s.campaign, physicalCount: s.save.physical.length, replay: { at: k, of, chosen: s.save.decisions[k] ?? null }, viewer });
  }
}
