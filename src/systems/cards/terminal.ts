/**
 * After a game in the terminal: the high score sheet (back page of the book).
 * Normal keeps the score on leaving and on death; hard core records only a
 * character that left alive (report.numbers.recordable). A score of 0 is not
 * a high score.
 */
import type { GameReport } from '../../core/engine.ts';
import { openScores, type Difficulty, type RankedEntry } from '../../store/scores.ts';

export const NAME_MAX = 24;
const MAX_EMPTY_ANSWERS = 5;

export interface TerminalIo {
  ask(question: string): Promise<string>;
  print(line: string): void;
}

function sheetLines(rows: RankedEntry[], difficulty: Difficulty): string[] {
  const title = difficulty === 'hardcore' ? 'hard core' : 'normal';
  if (rows.length === 0) return [`High score sheet (${title}): empty`];
  return [`High score sheet (${title}):`, ...rows.map((r, i) => `${String(i + 1).padStart(2)}. ${r.name.padEnd(NAME_MAX)} ${r.character.padEnd(7)} ${String(r.score).padStart(5)}`)];
}

async function askName(io: TerminalIo, fallback: string): Promise<string> {
  for (let k = 0; k < MAX_EMPTY_ANSWERS; k++) {
    const name = (await io.ask(`A high score! Your name for the sheet (up to ${NAME_MAX} characters): `)).trim();
    if (name) return name.slice(0, NAME_MAX);
    io.print('Please type a name.');
  }
  return fallback.slice(0, NAME_MAX) || 'Player';
}

export async function afterGame(report: GameReport, io: TerminalIo, dbFile: string): Promise<void> {
  if (report.system !== 'cards') return;
  const difficulty: Difficulty = report.numbers.hardcore === 1 ? 'hardcore' : 'normal';
  const score = report.numbers.score ?? 0;
  const sheet = openScores(dbFile);
  try {
    if (report.numbers.recordable !== 1) io.print('Hard core: a character who dies records no score.');
    else if (score <= 0) io.print('No score to record.');
    else if (!sheet.qualifies(score, difficulty)) io.print(`${score} points do not make the top ten.`);
    else {
      const player = report.players[0];
      const name = await askName(io, player?.name ?? 'Player');
      sheet.add({ name, character: player?.role ?? 'unknown', difficulty, score });
    }
    for (const line of sheetLines(sheet.top({ difficulty, limit: 10 }), difficulty)) io.print(line);
  } finally {
    sheet.close();
  }
}
