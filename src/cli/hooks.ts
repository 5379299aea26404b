/** What some systems do in the terminal after a game: the cards game's high-score sheet. */
import type { GameReport } from '../core/engine.ts';
import { dbFile } from '../store/db.ts';
import type { Io } from './io.ts';

/** `auto`: bots made every decision (--auto). */
export async function afterGameHook(system: string, report: GameReport, io: Io, auto: boolean): Promise<void> {
  if (system === 'cards') {
    const { afterGame } = await import('./score-sheet.ts');
    await afterGame(report, io, dbFile(), auto);
  }
}
