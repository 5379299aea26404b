/**
 * The terminal's compact lines (issue 21: the terminal shows what changed,
 * not everything again). After an answer the driver prints the log lines the
 * answer produced, one screen line each with the rule cited briefly, then
 * the next decision; the whole log, the board and the sheets are a command
 * away. What this leaves out of the compact lines is never lost: `l` prints
 * every line of the last answer in full, `replay --show` the whole game.
 */
import { eventText, type GameSystem } from '../core/engine.ts';
import type { GameEvent } from '../core/events.ts';
import type { Option, Request } from '../core/request.ts';

/** The width a compact line is cut to: one line of a common terminal. */
export const WIDTH = 100;

/**
 * Lines a whole answer may print at most, decision included (the prompt,
 * its options, the help line). The log lines get what the decision leaves,
 * and never fewer than LOG_MIN.
 */
const ANSWER_LINES = 28;
const LOG_MIN = 8;

/** Screen lines a printed string takes on a `width`-wide terminal (a long line wraps). */
export function screenLines(text: string, width = WIDTH): number {
  return text.split('\n').reduce((n, l) => n + Math.max(1, Math.ceil(l.length / width)), 0);
}

/** A line cut to `width` characters, the cut marked. */
function clip(line: string, width = WIDTH): string {
  return line.length <= width ? line : line.slice(0, width - 1) + '…';
}

/**
 * A rule cited briefly: a section number as it is ("24.4"); a chain of
 * headings by its last heading ("Combat: Actions: Attack" → "Attack"); an
 * identifier in words ("movers-action-phase" → "movers action phase").
 */
export function briefRule(rule: string): string {
  const last = rule.includes(': ') ? rule.slice(rule.lastIndexOf(': ') + 2) : rule;
  return /^[a-z0-9]+(-[a-z0-9]+)+$/.test(last) ? last.replace(/-/g, ' ') : last;
}

/** Why a decision was made, as the mechanics' policy or the players' bot said it (the JSON log's `why`). */
function withWhy(line: string, e: GameEvent): string {
  return e.type === 'decision' && e.why ? `${line} (why: ${e.why})` : line;
}

/** An event in full, as `l` and `replay --show` print it: the system's line, with the reason of a decision. */
export function fullLine(system: GameSystem, e: GameEvent): string {
  return withWhy(eventText(system, e), e);
}

/** An event as one compact screen line: its rule cited briefly, its first line only, cut to the width. */
export function compactLine(e: GameEvent): string {
  const text = withWhy(e.text.split('\n', 1)[0]!, e);
  return clip(e.rule ? `[${briefRule(e.rule)}] ${text}` : text);
}

/**
 * Events the compact lines skip: the dice and cards as thrown (the line that
 * follows says what they did: "12 against AC 11, a hit"), and the odds
 * worked out before a test (the option showed them before the choice).
 */
function detail(e: GameEvent): boolean {
  if (e.type === 'roll') return true;
  return e.type === 'state' && (e.odds !== undefined || e.text.startsWith('Odds'));
}

/**
 * The compact lines of `events` (what one answer did), at most `room` of
 * them: details skipped; when still too many, the first few and the last
 * (the latest state of things) with a line saying how many were left out.
 */
export function compactLog(events: readonly GameEvent[], room: number): string[] {
  const lines = collapse(events.filter((e) => !detail(e) && e.type !== 'start').map(compactLine));
  if (lines.length <= room) return lines;
  const head = Math.max(1, Math.floor(room / 4));
  const tail = room - head - 1;
  const left = lines.length - head - tail;
  return [...lines.slice(0, head), `  … ${left} more lines (l shows every line of this answer)`, ...lines.slice(lines.length - tail)];
}

/** Runs of the same line as one, counted: "[melee] a kill die of 1 is lost (×4)". */
function collapse(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    let j = i + 1;
    while (j < lines.length && lines[j] === lines[i]) j++;
    out.push(j - i > 1 ? `${lines[i]} (×${j - i})` : lines[i]!);
    i = j;
  }
  return out;
}

/** How many log lines an answer may print before a decision that takes `decisionLines` screen lines (its blank line and prompt included). */
export function logRoom(decisionLines: number): number {
  return Math.max(LOG_MIN, ANSWER_LINES - decisionLines);
}

/** An option as the terminal lists it: its label, and its odds when the label does not already give a chance. */
function optionLine(o: Option): string {
  const odds = o.odds;
  return odds && !o.label.includes('%') ? `${o.label} [odds: ${odds.text}]` : o.label;
}

/**
 * The options of a decision, numbered as always (1 to n, in the request's
 * order). A long list of short options (a model's squares to move to) is
 * laid out in columns, several to a line, so it fits a screen; a long label
 * keeps its own line.
 */
export function optionLines(req: Request, note?: (o: Option) => string | undefined): string[] {
  // A note once per request: the first of several options naming the same spell carries it.
  const noted = new Set<string>();
  const items = req.options.map((o, i) => {
    const n = note?.(o);
    const fresh = n !== undefined && !noted.has(n);
    if (n !== undefined) noted.add(n);
    return `${i + 1}) ${optionLine(o)}${fresh ? ` - ${n}` : ''}`;
  });
  if (items.length <= 10) return items.map((s) => `  ${s}`);
  const out: string[] = [];
  let row: string[] = [];
  const short = items.filter((s) => s.length + 2 <= (WIDTH - 2) / 2);
  const cell = Math.max(0, ...short.map((s) => s.length)) + 2;
  const perRow = short.length < 4 ? 1 : Math.floor((WIDTH - 2) / cell);
  for (const s of items) {
    if (perRow === 1 || s.length + 2 > cell) {
      if (row.length) out.push(`  ${row.join('')}`.trimEnd());
      row = [];
      out.push(`  ${s}`);
      continue;
    }
    row.push(s.padEnd(cell));
    if (row.length === perRow) {
      out.push(`  ${row.join('')}`.trimEnd());
      row = [];
    }
  }
  if (row.length) out.push(`  ${row.join('')}`.trimEnd());
  return out;
}
