/**
 * The terminal driver: runs a game, shows what happened, asks the human for
 * each decision or physical roll, saves after every answer.
 */
import { parseEntry, type PhysicalEntry } from '../core/chance.ts';
import { eventText, run, type GameSystem, type RunResult } from '../core/engine.ts';
import { toJsonLines, type GameEvent } from '../core/events.ts';
import type { Option, Request } from '../core/request.ts';
import { makeSave, writeSave } from '../save/save.ts';
import { writeFileAtomic } from '../save/files.ts';
import { recordGame } from '../store/games.ts';
import { afterGameHook, carryHook } from './hooks.ts';
import { saveCampaign } from '../store/campaigns.ts';
import type { Io } from './io.ts';
import { renderReport } from './report.ts';

export interface PlayConfig {
  system: GameSystem;
  seed: number;
  options: unknown;
  dice: 'seeded' | 'physical';
  auto: boolean;
  savePath: string;
  logPath?: string;
  decisions?: string[];
  physical?: PhysicalEntry[];
  /** Print the events as they happen (default true). */
  verbose?: boolean;
  /** The campaign this game belongs to: its carried data is stored when the game ends. */
  campaign?: string;
}

const HELP = [
  'At a decision, type the number of an option (or its name).',
  'Other commands:  v  view the game   l  the last 20 log lines   u  undo your last choice',
  '                 s  save now        h  this help                q  save and quit',
].join('\n');

function whoName(who: string): string {
  return who.replace(/^player:/, '');
}

/** An option as the terminal lists it: its label, and its odds when the label does not already give a chance. */
export function optionLine(o: Option): string {
  const odds = o.odds;
  return odds && !o.label.includes('%') ? `${o.label} [odds: ${odds.text}]` : o.label;
}

function showRequest(io: Io, req: Request, undoable: number): void {
  io.print('');
  io.print(`[${req.rule}] ${whoName(req.who)}: ${req.prompt}`);
  req.options.forEach((o, i) => io.print(`  ${i + 1}) ${optionLine(o)}`));
  io.print(`  (h help, v view, l log${undoable > 0 ? ', u undo' : ''}, q quit)`);
}

/** Why undo is refused: what was revealed since the last choice, or nothing to undo (the browser says the same). */
export function cannotUndo(r: RunResult, made: number): string {
  return made && r.undoBlocked ? `Cannot undo: since your last choice, ${r.undoBlocked}.` : 'Nothing to undo yet.';
}

/** Plays until the game ends or the player quits; returns the last run. */
export async function playLoop(cfg: PlayConfig, io: Io): Promise<RunResult> {
  const { system } = cfg;
  let decisions = cfg.decisions?.slice() ?? [];
  const physical = cfg.physical?.slice() ?? [];
  let shown = 0;
  let lastView = '';
  const save = (r: RunResult) => writeSave(cfg.savePath, makeSave(system, r, cfg.seed, cfg.dice, physical));
  const writeLog = (r: RunResult) => {
    if (cfg.logPath !== undefined) writeFileAtomic(cfg.logPath, toJsonLines(r.events), 'the log');
  };

  for (;;) {
    const r = run({ system, options: cfg.options, seed: cfg.seed, dice: cfg.dice, decisions, physical, chooser: cfg.auto ? system.bot : undefined });
    decisions = r.decisions.slice();
    if (r.events.length < shown) shown = r.events.length;
    if (cfg.verbose !== false) for (let k = shown; k < r.events.length; k++) io.print(eventText(system, r.events[k]!));
    shown = r.events.length;
    save(r);

    if (r.status === 'over') {
      const report = system.report(r.state);
      io.print('');
      io.print(system.view(r.state));
      io.print('');
      io.print(renderReport(report));
      const base = cfg.savePath.replace(/\.json$/, '');
      // The report and the database row first: a log that cannot be written never costs them.
      writeFileAtomic(`${base}.report.txt`, renderReport(report) + '\n', 'the report');
      writeFileAtomic(`${base}.report.json`, JSON.stringify(report, null, 1) + '\n', 'the report');
      recordGame(report, cfg.seed);
      io.print(`\nReport written to ${base}.report.txt and .json; the game is saved in ${cfg.savePath}.`);
      await afterGameHook(system.id, report, io, cfg.auto);
      if (cfg.campaign) {
        const carry = await carryHook(system.id);
        if (carry) {
          saveCampaign(cfg.campaign, system.id, carry(r.state, r.options), undefined, system.rulesVersion);
          io.print(`Campaign "${cfg.campaign}" updated: continue it with: dungeon-crawl play ${system.id} --campaign "${cfg.campaign}"`);
        }
      }
      writeLog(r);
      return r;
    }

    const view = system.view(r.state);
    if (view !== lastView) {
      io.print('');
      io.print(view);
      lastView = view;
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

    const req = r.request!;
    showRequest(io, req, r.undoable);
    for (;;) {
      const line = await io.ask('> ');
      if (line === null) return quit(r);
      const t = line.trim();
      const n = Number(t);
      if (/^\d+$/.test(t) && n >= 1 && n <= req.options.length) {
        decisions.push(req.options[n - 1]!.id);
        break;
      }
      const byId = req.options.find((o) => o.id === t || o.label.toLowerCase() === t.toLowerCase());
      if (byId) {
        decisions.push(byId.id);
        break;
      }
      if (t === 'q') return quit(r);
      if (t === 'h' || t === '?') io.print(HELP);
      else if (t === 'v') io.print(system.view(r.state));
      else if (t === 'l') for (const e of r.events.slice(-20)) io.print(eventText(system, e));
      else if (t === 's') {
        save(r);
        io.print(`Saved to ${cfg.savePath}.`);
      } else if (t === 'u') {
        if (r.undoable > 0) {
          decisions = decisions.slice(0, -1);
          io.print('Undone: back to your previous choice.');
          lastView = '';
          break;
        }
        io.print(cannotUndo(r, decisions.length));
      } else io.print(`Type a number from 1 to ${req.options.length} (h for help).`);
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
    io.print(eventText(system, e));
    if (e.type === 'decision' && !e.who.startsWith('mechanics')) {
      k++;
      const line = await io.ask(`-- decision ${k}: Enter for the next, q to stop -- `);
      if (line === null || line.trim() === 'q') return;
    }
  }
  io.print('-- end of the log --');
}
