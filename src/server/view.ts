/**
 * A game's view for the browser, computed per viewer on the server: the
 * system's view model, the request and its options, what to roll or draw,
 * whether undo is allowed (and why not), the log lines with their rules, the
 * report. Built from a run's result for one `Viewer` (core/view-model.ts);
 * the raw state never goes into it. A viewer who does not own the game (a
 * seat or a spectator in network play) is not told its seed: with the seed
 * and the decisions, every card and die still to come could be worked out.
 */
import { parseOptions, type GameSystem, type RunResult } from '../core/engine.ts';
import { optionAbout, ruleTitle, startSentence } from '../core/words.ts';
import type { GameEvent } from '../core/events.ts';
import { mayAnswer, ownsGame, type Viewer } from '../core/view-model.ts';
import { cannotUndo } from '../session/undo.ts';
import type { Option } from '../core/request.ts';
import type { BoardModel, GameView, LogLine, OptionView, PlaybackStep } from './api-types.ts';
import { compactSteps } from './step-changes.ts';
import type { GameReport } from '../core/engine.ts';

/** Why the last choice cannot be taken back, in the terminal's words, or null when it can (engine.ts: undo stops at anything revealed). */
export function undoRefusal(r: RunResult): string | null {
  return r.undoable > 0 ? null : cannotUndo(r, r.decisions.length);
}

/**
 * A log line as `viewer` gets it: its kind, rule and text, the row of a table
 * lookup, the reason of a mechanics decision. Other fields (a face-down
 * card's code, a reshuffled pool) stay on the server; the first line names
 * the seed only to the game's owner.
 */
function logLine(e: GameEvent, viewer: Viewer, system: GameSystem): LogLine {
  // The first line, a sentence in words; the seed only for the game's owner.
  if (e.type === 'start') return { kind: e.type, rule: e.rule, text: startSentence(e, system.name, system.words, defaultsOf(system), ownsGame(viewer)) };
  const title = ruleTitle(system.words, e.rule);
  const named = title !== e.rule ? { title } : {};
  if (e.type === 'table') return { kind: e.type, rule: e.rule, ...named, text: e.text, table: { section: e.table, name: e.name, roll: e.roll, row: e.result } };
  if (e.type === 'decision' && e.why) return { kind: e.type, rule: e.rule, ...named, text: e.text, why: e.why };
  return { kind: e.type, rule: e.rule, ...named, text: e.text };
}

const defaults = new WeakMap<GameSystem, Record<string, unknown>>();
/** A system's default options (what the first line leaves unsaid), made once. */
function defaultsOf(system: GameSystem): Record<string, unknown> {
  let d = defaults.get(system);
  if (!d) defaults.set(system, (d = parseOptions(system, {}) as Record<string, unknown>));
  return d;
}

/** An option as the browser gets it: id, label, what it does (a race's strength, when the system says) and, when it leads to a test, its odds (read once: a lazy option computes them). */
export function optionView(o: Option, about?: string): OptionView {
  const odds = o.odds;
  const v: OptionView = { id: o.id, label: o.label };
  if (about) v.about = about;
  if (odds) v.odds = { chance: odds.chance, of: odds.of, text: odds.text };
  return v;
}

/** A section's title in words, when its id is not words already (Dungeon World's "movers-action-phase"). */
function titled(system: GameSystem, rule: string): { title?: string } {
  const title = ruleTitle(system.words, rule);
  return title !== rule ? { title } : {};
}

export interface ViewInput {
  id: string;
  system: GameSystem;
  result: RunResult;
  seed: number;
  dice: 'seeded' | 'physical';
  campaign: string | null;
  physicalCount: number;
  /** Log lines the client already has. */
  since?: number;
  highScore?: GameView['highScore'];
  replay?: GameView['replay'];
  refusal?: string | null;
  /** Who the view is for: what they may see, whether they may undo. */
  viewer: Viewer;
  /** The steps the answer just given resolved, drawn for this same viewer (server/steps.ts). */
  steps?: PlaybackStep[];
}

export function gameView(v: ViewInput): GameView {
  const r = v.result;
  const total = r.events.length;
  const from = Math.max(0, Math.min(v.since ?? 0, total));
  const req = r.request;
  const cr = r.chanceRequest;
  // The view model is built once: the board is it, and the terminal's text is drawn from it.
  const board = v.system.viewModel ? (v.system.viewModel(r.state, v.viewer, r.status === 'decision' ? req : undefined) as BoardModel) : null;
  const refusal = v.replay ? 'A replay cannot be changed.' : r.status === 'over' ? 'The game is over.' : v.viewer.spectator ? 'A spectator cannot undo.' : undoRefusal(r);
  return {
    id: v.id,
    system: v.system.id,
    systemName: v.system.name,
    status: r.status,
    dice: v.dice,
    seed: ownsGame(v.viewer) ? v.seed : null,
    campaign: v.campaign,
    step: r.decisions.length + v.physicalCount,
    decisions: r.decisions.length,
    request:
      r.status === 'decision' && req
        ? { who: req.who, yours: mayAnswer(v.viewer, req.who), rule: req.rule, ...titled(v.system, req.rule), prompt: req.prompt, kind: req.kind, options: req.options.map((o) => optionView(o, optionAbout(v.system.words, req.kind, o.id))) }
        : null,
    chance:
      r.status === 'chance' && cr
        ? cr.kind === 'dice'
          ? { kind: 'dice', rule: cr.rule, ...titled(v.system, cr.rule), label: cr.label, count: cr.count, sides: cr.sides }
          : { kind: 'card', rule: cr.rule, ...titled(v.system, cr.rule), label: cr.label, cardsLeft: cr.remaining.length }
        : null,
    undo: { allowed: refusal === null, reason: refusal },
    log: { from, total, lines: r.events.slice(from).map((e) => logLine(e, v.viewer, v.system)) },
    board,
    text: board && v.system.viewText ? v.system.viewText(board) : v.system.view(r.state, v.viewer),
    report: r.status === 'over' ? reportInWords(v.system, v.system.report(r.state)) : null,
    highScore: v.highScore ?? null,
    replay: v.replay ?? null,
    refusal: v.refusal ?? null,
    // Drawn for the game's owner who answered (games.ts): never sent to a seat or a spectator.
    // The first step whole, the others as their changes (step-changes.ts): a fight's boards differ little from step to step.
    ...(v.steps && v.steps.length > 0 && ownsGame(v.viewer) ? { steps: compactSteps(v.steps) } : {}),
  };
}

/** The report as the browser gets it: its plain JSON, the outcome in words (the system's, when the report gives none). */
function reportInWords(system: GameSystem, rep: GameReport): GameReport {
  const plain = 'toJSON' in rep && typeof rep.toJSON === 'function' ? (rep.toJSON as () => GameReport)() : rep;
  return plain.outcomeText ? plain : { ...plain, outcomeText: system.words?.outcomes?.[plain.outcome] ?? plain.outcome };
}
