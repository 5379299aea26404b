/**
 * The terminal driver: runs a game, shows what happened, asks the human for
 * each decision or physical roll, saves after every answer.
 */
import { parseEntry, type PhysicalEntry } from '../core/chance.ts';
import { run, type GameSystem, type RunResult } from '../core/engine.ts';
import { toJsonLines, type GameEvent } from '../core/events.ts';
import type { Option, Request } from '../core/request.ts';
import { briefRule, compactLine, compactLog, fullLine, logRoom, optionLines, screenLines } from './compact.ts';
import { terminalViews } from './views.ts';
import { makeSave, writeSave } from '../save/save.ts';
import { writeFileAtomic } from '../save/files.ts';
import { recordGame } from '../store/games.ts';
import { carryHook, keepCampaign } from '../session/campaign.ts';
import { afterGame } from './score-sheet.ts';
import { dbFile } from '../store/db.ts';
import { cannotUndo } from '../session/undo.ts';
import type { Io } from './io.ts';
import type { AutoRuns } from '../core/auto-runs.ts';
import { renderReport, renderReportShort } from '../session/report.ts';

export interface PlayConfig {
  system: GameSystem;
  seed: number;
  options: unknown;
  dice: 'seeded' | 'physical';
  auto: boolean;
  savePath: string;
  logPath?: string;
  decisions?: string[];
  /** Which of `decisions` a bot made (a saved game's `auto`): kept in the save, and their reasons in the log. */
  autoRuns?: AutoRuns;
  physical?: PhysicalEntry[];
  /** Print the events as they happen (default true). */
  verbose?: boolean;
  /** The campaign this game belongs to: its carried data is stored when the game ends. */
  campaign?: string;
}

/** The commands at a decision; the same words in `play --help`. */
export const COMMANDS_HELP = [
  'At a decision, type the number of an option (or its name). After each answer the game prints what',
  'changed (the new log lines, shortened) and the next decision; the board and the sheets on request:',
  '  b  the board            s  the sheets           v  the whole view (board and sheets)',
  '  b N  the board with what option N touches marked (its way, its target)',
  '  l  every line of the last answer, in full     u  undo your last choice',
  '  w  save now             h  this help            q  save and quit',
].join('\n');

function whoName(who: string): string {
  return who.replace(/^player:/, '');
}


/** The decision as the terminal asks it: who and what, the options numbered (with what each does, where the label does not say), the commands. */
function requestLines(req: Request, undoable: number, note: (req: Request, o: Option) => string | undefined): string[] {
  return [
    `[${briefRule(req.rule)}] ${whoName(req.who)}: ${req.prompt}`,
    ...optionLines(req, (o) => note(req, o)),
    `  (b board, s sheets, l log, h help${undoable > 0 ? ', u undo' : ''}, q quit)`,
  ];
}

/** Plays until the game ends or the player quits; returns the last run. */
export async function playLoop(cfg: PlayConfig, io: Io): Promise<RunResult> {
  const { system } = cfg;
  let decisions = cfg.decisions?.slice() ?? [];
  let auto = cfg.autoRuns;
  const physical = cfg.physical?.slice() ?? [];
  let shown = 0;
  let viewShown = false;
  const views = terminalViews(system);
  const verbose = cfg.verbose !== false;
  const save = (r: RunResult) => writeSave(cfg.savePath, makeSave(system, r, cfg.seed, cfg.dice, physical));
  const writeLog = (r: RunResult) => {
    if (cfg.logPath !== undefined) writeFileAtomic(cfg.logPath, toJsonLines(r.events), 'the log');
  };
  /** What the last answer did, in compact lines: all of it when bots play (nobody answers), else what fits beside the decision. */
  const printNews = (fresh: readonly GameEvent[], decisionLines: number) => {
    if (!verbose) return;
    const lines = cfg.auto ? fresh.filter((e) => e.type !== 'start').map(compactLine) : compactLog(fresh, logRoom(decisionLines));
    for (const l of lines) io.print(l);
  };

  for (;;) {
    const r = run({ system, options: cfg.options, seed: cfg.seed, dice: cfg.dice, decisions, auto, physical, chooser: cfg.auto ? system.bot : undefined });
    decisions = r.decisions.slice();
    auto = r.auto;
    if (r.events.length < shown) shown = r.events.length;
    // What this answer did (`l` prints it in full); after an undo, nothing new: the last lines of the log.
    const fresh = r.events.slice(shown);
    const lastLines = fresh.length ? fresh : r.events.slice(-20);
    shown = r.events.length;
    save(r);

    if (r.status === 'over') {
      const report = system.report(r.state);
      const base = cfg.savePath.replace(/\.json$/, '');
      if (cfg.auto) {
        // Bots played: the final board and the whole report, as `--quiet` promises ("only the end of the game").
        printNews(fresh, 0);
        io.print('');
        io.print(system.view(r.state));
        io.print('');
        io.print(renderReport(report));
      } else {
        // A player's last answer: what it did and the report, in a screen; the final board is one command away.
        const short = renderReportShort(report);
        printNews(fresh, screenLines(short) + 3);
        io.print('');
        io.print(short);
      }
      // The report and the database row first: a log that cannot be written never costs them.
      writeFileAtomic(`${base}.report.txt`, renderReport(report) + '\n', 'the report');
      writeFileAtomic(`${base}.report.json`, JSON.stringify(report, null, 1) + '\n', 'the report');
      recordGame(report, cfg.seed);
      io.print(cfg.auto ? `\nReport written to ${base}.report.txt and .json; the game is saved in ${cfg.savePath}.` : `Report written to ${base}.report.txt and .json. The final board: dungeon-crawl replay ${cfg.savePath} (add --show for the whole log)`);
      await afterGame(system, report, io, dbFile(), cfg.auto);
      if (cfg.campaign) {
        const carry = carryHook(system);
        if (carry) {
          keepCampaign(system, cfg.campaign, carry(r.state, r.options));
          io.print(`Campaign "${cfg.campaign}" updated: continue it with: dungeon-crawl play ${system.id} --campaign "${cfg.campaign}"`);
        }
      }
      writeLog(r);
      return r;
    }

    const req = r.request;
    const asked = r.status === 'decision' && req ? requestLines(req, r.undoable, (q, o) => views.note(q, o, r.state)) : [];
    printNews(fresh, asked.reduce((n, l) => n + screenLines(l), 2));
    // The board once, at the first view; after that what changed, and the board when asked (b).
    if (!viewShown) {
      io.print('');
      io.print(system.view(r.state));
      viewShown = true;
    }

    if (r.status === 'chance') {
      const cr = r.chanceRequest!;
      const what = cr.kind === 'dice' ? `Roll ${cr.count}d${cr.sides}` : 'Draw a card';
      for (;;) {
        const line = await io.ask(`[${cr.rule}] ${what} for ${cr.label} and type what came up (q to quit): `);
        if (line === null || line.trim() === 'q') return quit(r);
        if (line.trim() === 'u') {
          if (r.undoable > 0) {
            decisions = decisions.slice(0, -1);
            io.print('Undone: back to your previous choice.');
            break;
          }
          io.print(cannotUndo(r, decisions.length));
          continue;
        }
        const p = parseEntry(cr, line);
        if ('error' in p) {
          io.print(`Refused: ${p.error}. Try again.`);
          continue;
        }
        physical.push(p.value);
        break;
      }
      continue;
    }

    io.print('');
    for (const l of asked) io.print(l);
    for (;;) {
      const line = await io.ask('> ', req!.options);
      if (line === null) return quit(r);
      const t = line.trim();
      const n = Number(t);
      if (/^\d+$/.test(t) && n >= 1 && n <= req!.options.length) {
        decisions.push(req!.options[n - 1]!.id);
        break;
      }
      const byId = req!.options.find((o) => o.id === t || o.label.toLowerCase() === t.toLowerCase());
      if (byId) {
        decisions.push(byId.id);
        break;
      }
      if (t === 'q') return quit(r);
      if (t === 'h' || t === '?') io.print(COMMANDS_HELP);
      else if (t === 'b') io.print(views.board(r.state, req!));
      else if (/^b\s*\d+$/.test(t) && Number(t.slice(1)) >= 1 && Number(t.slice(1)) <= req!.options.length) io.print(views.board(r.state, req!, Number(t.slice(1)) - 1));
      else if (t === 's') io.print(views.sheets(r.state));
      else if (t === 'v') io.print(system.view(r.state));
      else if (t === 'l') for (const e of lastLines) io.print(fullLine(system, e));
      else if (t === 'w') {
        save(r);
        io.print(`Saved to ${cfg.savePath}.`);
      } else if (t === 'u') {
        if (r.undoable > 0) {
          decisions = decisions.slice(0, -1);
          io.print('Undone: back to your previous choice.');
          break;
        }
        io.print(cannotUndo(r, decisions.length));
      } else io.print(`Type a number from 1 to ${req!.options.length} (h for help).`);
    }
  }

  function quit(r: RunResult): RunResult {
    writeLog(r);
    io.print(`\nGame saved to ${cfg.savePath}. Continue it with: dungeon-crawl resume ${cfg.savePath}`);
    return r;
  }
}

/** `replay --step`: the log shown up to each decision, then the decision, one Enter at a time. */
export async function stepThrough(system: GameSystem, events: readonly GameEvent[], io: Io): Promise<void> {
  let k = 0;
  for (const e of events) {
    io.print(fullLine(system, e));
    if (e.type === 'decision' && !e.who.startsWith('mechanics')) {
      k++;
      const line = await io.ask(`-- decision ${k}: Enter for the next, q to stop -- `);
      if (line === null || line.trim() === 'q') return;
    }
  }
  io.print('-- end of the log --');
}
