/**
 * After a game in the terminal: the high score sheet, for a system that
 * keeps one (`GameSystem.scoreSheet` says what the game may put on it and
 * whether its rules let it be recorded). A score of 0 is not a high score. Only a person's game with a name the person typed is
 * recorded: never a bot's (--auto), never a name made up at the end of input.
 */
import { escapeText, isPrintable } from '../core/excerpt.ts';
import type { GameReport, GameSystem } from '../core/engine.ts';
import { openScores, type Difficulty, type RankedEntry, type ScoreEntry } from '../store/scores.ts';
import { counted, plural } from '../core/text.ts';
import { NAME_REFUSED } from '../session/names.ts';

const NAME_MAX = 24;
const MAX_EMPTY_ANSWERS = 5;

export interface TerminalIo {
  /** The line typed, or null when input has ended. */
  ask(question: string): Promise<string | null>;
  print(line: string): void;
}


/** One row of the sheet (a stored name escaped: one written before names were checked may hold control characters), in the book's order: name, character, score (the difficulty heads the sheet). Also used by `scores` and the menu. */
export function scoreRow(rank: number, r: ScoreEntry): string {
  return `${String(rank).padStart(2)}. ${escapeText(r.name).padEnd(NAME_MAX)} ${escapeText(r.character).padEnd(7)} ${String(r.score).padStart(5)}`;
}

function sheetLines(rows: RankedEntry[], difficulty: Difficulty): string[] {
  const title = difficulty === 'hardcore' ? 'hard core' : 'normal';
  if (rows.length === 0) return [`High score sheet (${title}): empty`];
  return [`High score sheet (${title}):`, ...rows.map((r, i) => scoreRow(i + 1, r))];
}

/** The name typed for the sheet, or null when input ends or only empty answers come. */
async function askName(io: TerminalIo): Promise<string | null> {
  for (let k = 0; k < MAX_EMPTY_ANSWERS; k++) {
    const line = await io.ask(`A high score! Your name for the sheet (up to ${NAME_MAX} characters): `);
    if (line === null) return null;
    const name = line.trim();
    if (name && !isPrintable(name)) {
      io.print(NAME_REFUSED);
      continue;
    }
    if (name) return name.slice(0, NAME_MAX);
    io.print('Please type a name.');
  }
  return null;
}

/** `auto`: the bot played every decision (--auto); its score is not a person's. */
export async function afterGame(system: Pick<GameSystem, 'scoreSheet'>, report: GameReport, io: TerminalIo, dbFile: string, auto = false): Promise<void> {
  const entry = system.scoreSheet?.(report);
  if (!entry) return;
  const { difficulty, score } = entry;
  const sheet = openScores(dbFile);
  try {
    if (!entry.recordable) io.print('Hard core: a character who dies records no score.');
    else if (score <= 0) io.print('No score to record.');
    else if (auto) io.print('The bot played this game: its score does not go on the high score sheet.');
    else if (!sheet.qualifies(score, difficulty)) io.print(`${counted(score, 'point')} ${plural(score, 'does', 'do')} not make the top ten.`);
    else {
      const name = await askName(io);
      if (name === null) io.print('No name given: the score is not recorded.');
      else sheet.add({ name, character: entry.character, difficulty, score });
    }
    for (const line of sheetLines(sheet.top({ difficulty, limit: 10 }), difficulty)) io.print(line);
  } finally {
    sheet.close();
  }
}
