/**
 * A worker thread of `simulate`: plays its range of games and posts
 * `{progress}` messages, then `{counts}` (or `{error}`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadSystem } from '../systems/registry.ts';
import { playRange, type GameRange } from './simulate-games.ts';

const { systemId, range } = workerData as { systemId: string; range: GameRange };
try {
  const system = await loadSystem(systemId);
  const counts = playRange(system, range, (done) => parentPort!.postMessage({ progress: done }));
  parentPort!.postMessage({ counts });
} catch (e) {
  parentPort!.postMessage({ error: (e as Error).message });
}
