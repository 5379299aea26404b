/** What some systems do in the terminal after a game: the cards game's high-score sheet. */
import type { GameReport } from '../core/engine.ts';
import { dbFile } from '../store/db.ts';
import type { Io } from './io.ts';

export async function afterGameHook(system: string, report: GameReport, io: Io): Promise<void> {
  if (system === 'cards') {
    const { afterGame } = await import('../systems/cards/terminal.ts');
    await afterGame(report, { ask: async (q) => (await io.ask(q)) ?? 'Player', print: (l) => io.print(l) }, dbFile());
  }
}
