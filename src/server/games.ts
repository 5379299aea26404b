/**
 * The browser's games: each one is its seed and its decisions, replayed by
 * the engine on every answer and saved after every answer twice over, as a
 * row in SQLite (store/saves.ts) before the answer is sent, and as the save
 * file the terminal reads (saves folder), written just after (save-files.ts).
 * Saves the terminal wrote are read in when new or changed, so a game
 * started in one interface continues in the other. Every call names its
 * viewer (core/view-model.ts): what they see, and what they may do.
 */
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseEntry, type PhysicalEntry } from '../core/chance.ts';
import { parseOptions, run, type GameReport, type GameSystem, type RunResult } from '../core/engine.ts';
import { IllegalReplay } from '../core/request.ts';
import { BadSave, makeSave, readSave, replaySave, saveText, type SaveFile } from '../save/save.ts';
import { writeFileAtomic } from '../save/files.ts';
import { SEED_MAX } from '../save/schema.ts';
import { renderReport } from '../session/report.ts';
import { getCampaign, saveCampaign } from '../store/campaigns.ts';
import { dbFile, savesDir } from '../store/db.ts';
import { recordGame } from '../store/games.ts';
import { getSave, listSaves, markScored, putSave, saveTimes, setSaveMtime, type SaveRow } from '../store/saves.ts';
import { openScores } from '../store/scores.ts';
import { loadSystem } from '../systems/registry.ts';
import { campaignStart, carryHook } from '../session/campaign.ts';
import { freshSeed } from '../session/seed.ts';
import type { AnswerRequest, GameList, GameView, NewGameRequest, SaveSummary } from './api-types.ts';
import { gameView, undoRefusal } from './view.ts';
import { SaveFiles } from './save-files.ts';
import { mayAnswer, ownsGame, type Viewer } from '../core/view-model.ts';

/** A refusal the player caused: sent back as `{error}` with this HTTP status. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface Session {
  id: string;
  /** Why the last physical entry was refused (only on the answer that was refused). */
  refusal?: string;
  system: GameSystem;
  save: SaveFile;
  campaign: string | null;
  result: RunResult;
}

const ID = /^[A-Za-z0-9][\w.-]{0,100}$/;

function fileOf(id: string): string {
  return join(savesDir(), `${id}.json`);
}

function summary(r: SaveRow): SaveSummary {
  return { id: r.id, system: r.system, seed: r.seed, status: r.status, decisions: r.decisions, dice: r.save.dice, outcome: r.outcome, campaign: r.campaign, updated: r.updated };
}


export class Games {
  private readonly sessions = new Map<string, Session>();
  /** `onChange(id, step)` hears every answer and undo (live.ts tells the pages open on the game). */
  constructor(private readonly onChange: (id: string, step: number) => void = () => {}) {}
  private readonly unreadable = new Map<string, string>();
  private readonly files = new SaveFiles();

  /** Reads a save file into SQLite when it is new or changed since; returns why it cannot be read, or null. */
  private async importFile(id: string, times?: Map<string, number>): Promise<string | null> {
    const file = fileOf(id);
    // Being written by this server: the row is the newer.
    if (this.files.busy(file)) return null;
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return null; // no file (deleted): the row, if any, stays
    }
    const known = times ? times.get(id) : getSave(id)?.mtime;
    if (known !== undefined && known >= mtime) return null;
    try {
      const loaded = await replaySave(readSave(file), false);
      const r = loaded.result;
      putSave({ id, system: loaded.save.system, seed: loaded.save.seed, status: r.status, decisions: loaded.save.decisions.length, outcome: r.status === 'over' ? loaded.system.report(r.state).outcome : null, campaign: null, mtime, save: loaded.save });
      this.sessions.delete(id);
      this.unreadable.delete(id);
      return null;
    } catch (e) {
      const why = e instanceof BadSave ? e.message : `cannot read: ${(e as Error).message}`;
      this.unreadable.set(id, why);
      return why;
    }
  }

  /** Every game: the saves folder read in first. */
  async list(): Promise<GameList> {
    const times = saveTimes();
    for (const f of readdirSync(savesDir())) {
      if (!f.endsWith('.json') || f.endsWith('.report.json')) continue;
      const id = f.slice(0, -'.json'.length);
      if (ID.test(id)) await this.importFile(id, times);
    }
    const rows = listSaves();
    return {
      playing: rows.filter((r) => r.status !== 'over').map(summary),
      finished: rows.filter((r) => r.status === 'over').map(summary),
      unreadable: [...this.unreadable].map(([id, error]) => ({ file: `${id}.json`, error })),
    };
  }

  async create(req: NewGameRequest): Promise<Session> {
    let system: GameSystem;
    try {
      system = await loadSystem(String(req.system));
    } catch (e) {
      throw new Refused(400, (e as Error).message);
    }
    const dice = req.dice ?? 'seeded';
    if (dice !== 'seeded' && dice !== 'physical') throw new Refused(400, 'dice: seeded or physical');
    const seed = req.seed ?? freshSeed();
    if (!Number.isInteger(seed) || seed < 0 || seed > SEED_MAX) throw new Refused(400, `a seed is a whole number from 0 to ${SEED_MAX}`);
    let given: Record<string, unknown> = req.options ?? {};
    const campaign = req.campaign?.trim() || null;
    if (campaign) {
      if (!(await carryHook(system.id))) throw new Refused(400, `${system.name} has no campaigns`);
      const c = getCampaign(campaign);
      if (c && c.system !== system.id) throw new Refused(400, `campaign "${campaign}" is a ${c.system} campaign`);
      given = { ...((c?.data as Record<string, unknown>) ?? campaignStart(system.id, campaign)), ...given };
    }
    let options: unknown;
    try {
      options = parseOptions(system, given);
    } catch (e) {
      throw new Refused(400, (e as Error).message);
    }
    // Not named by its seed (the terminal's way): a game's id travels to every viewer, and the seed tells all that is to come.
    let id: string;
    do id = `${system.id}-${randomBytes(4).toString('hex')}`;
    while (existsSync(fileOf(id)) || getSave(id));
    const result = run({ system, options, seed, dice, decisions: [], physical: [] });
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
    await this.importFile(id);
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
    return this.advance(s, decisions, physical);
  }

  async undo(id: string, step: number, viewer: Viewer): Promise<Session> {
    const s = await this.open(id);
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

  private checkStep(s: Session, step: number): void {
    const now = Games.step(s);
    if (step !== now) throw new Refused(409, `that answers step ${step}, but the game is at step ${now} (it changed elsewhere): the page shows it now`);
  }

  private advance(s: Session, decisions: string[], physical: PhysicalEntry[]): Session {
    let result: RunResult;
    try {
      result = run({ system: s.system, options: s.save.options, seed: s.save.seed, dice: s.save.dice, decisions, physical });
    } catch (e) {
      if (e instanceof IllegalReplay) throw new Refused(400, `Refused: ${e.message}.`);
      throw e;
    }
    const wasOver = s.result.status === 'over';
    const next: Session = { id: s.id, system: s.system, campaign: s.campaign, result, save: makeSave(s.system, result, s.save.seed, s.save.dice, physical) };
    this.persist(next);
    if (result.status === 'over' && !wasOver) this.finish(next);
    this.onChange(next.id, Games.step(next));
    return next;
  }

  /**
   * The SQLite row now, the save file just after, after every answer. The
   * row keeps the file's time as it is until the new file is written: a
   * server stopped in between (killed) reopens the game from the row.
   */
  private persist(s: Session): void {
    const failed = this.files.failed;
    if (failed) {
      this.files.failed = null;
      throw new Refused(500, failed.message);
    }
    const file = fileOf(s.id);
    let mtime = 0;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      /* a new game: no file yet */
    }
    const r = s.result;
    putSave({ id: s.id, system: s.system.id, seed: s.save.seed, status: r.status, decisions: s.save.decisions.length, outcome: r.status === 'over' ? s.system.report(r.state).outcome : null, campaign: s.campaign, mtime, save: s.save });
    this.sessions.set(s.id, s);
    this.files.write(file, saveText(s.save), (m) => setSaveMtime(s.id, m));
  }

  /** Waits for the save files being written (before the server closes its database). */
  flush(): Promise<void> {
    return this.files.flush();
  }

  /** The save file's JSON, to download: for the game's owner only (it holds the seed). */
  async saveFor(id: string, viewer: Viewer): Promise<Session> {
    const s = await this.open(id);
    if (!ownsGame(viewer)) throw new Refused(403, 'Only the game\'s owner may export its save.');
    return s;
  }

  /** As the terminal does at the end: the report beside the save, the finished game in SQLite, the campaign carried on. */
  private finish(s: Session): void {
    const report = s.system.report(s.result.state);
    const base = fileOf(s.id).replace(/\.json$/, '');
    writeFileAtomic(`${base}.report.txt`, renderReport(report) + '\n', 'the report');
    writeFileAtomic(`${base}.report.json`, JSON.stringify(report, null, 1) + '\n', 'the report');
    recordGame(report, s.save.seed);
    if (s.campaign) {
      void carryHook(s.system.id).then((carry) => {
        if (carry && s.campaign) saveCampaign(s.campaign, s.system.id, carry(s.result.state, s.result.options), undefined, s.system.rulesVersion);
      });
    }
  }

  /** The cards game's high-score sheet: what this finished game may add (null when nothing). */
  highScore(s: Session, report: GameReport | null): GameView['highScore'] {
    if (!report || report.system !== 'cards' || report.numbers.recordable !== 1) return null;
    const score = report.numbers.score ?? 0;
    const difficulty = report.numbers.hardcore === 1 ? 'hardcore' : 'normal';
    if (score <= 0 || getSave(s.id)?.scored) return null;
    const sheet = openScores(dbFile());
    try {
      return sheet.qualifies(score, difficulty) ? { score, difficulty } : null;
    } finally {
      sheet.close();
    }
  }

  async recordHighScore(id: string, name: string, viewer: Viewer): Promise<void> {
    const s = await this.open(id);
    if (!ownsGame(viewer)) throw new Refused(403, 'Only the game\'s owner may put its score on the sheet.');
    const report = s.result.status === 'over' ? s.system.report(s.result.state) : null;
    const hs = this.highScore(s, report);
    const clean = name.trim().slice(0, 24);
    if (!hs || !report) throw new Refused(409, 'this game has no high score to record');
    if (!clean) throw new Refused(400, 'Please type a name.');
    if (!markScored(id)) throw new Refused(409, 'this score is already on the sheet');
    const sheet = openScores(dbFile());
    try {
      sheet.add({ name: clean, character: report.players[0]?.role ?? 'unknown', difficulty: hs.difficulty, score: hs.score });
    } finally {
      sheet.close();
    }
  }

  /** The game as `viewer` sees it, with the log lines from `since` on. */
  view(s: Session, since: number, viewer: Viewer): GameView {
    const report = s.result.status === 'over' ? s.system.report(s.result.state) : null;
    return gameView({ id: s.id, system: s.system, result: s.result, seed: s.save.seed, dice: s.save.dice, campaign: s.campaign, physicalCount: s.save.physical.length, since, highScore: ownsGame(viewer) ? this.highScore(s, report) : null, refusal: s.refusal ?? null, viewer });
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
    const of = s.save.decisions.length;
    const k = Math.max(0, Math.min(of, Math.floor(at)));
    const result = k === of ? s.result : this.runTo(s, k);
    return gameView({ id: s.id, system: s.system, result, seed: s.save.seed, dice: s.save.dice, campaign: s.campaign, physicalCount: s.save.physical.length, replay: { at: k, of, chosen: s.save.decisions[k] ?? null }, viewer });
  }
}
