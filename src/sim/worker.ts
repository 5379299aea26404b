/**
 * A worker thread of `simulate`: takes chunks of the run from the shared deal
 * and plays them until none is left, then posts `{counts}` (or `{error}`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadSystem } from '../systems/registry.ts';
import { ChunkPlayer, type ChunkPlan } from './games.ts';

const { systemId, plan, deal } = workerData as { systemId: string; plan: ChunkPlan; deal: Int32Array };
try {
  const system = await loadSystem(systemId);
  const player = new ChunkPlayer(system, plan, deal);
  while (player.next());
  parentPort!.postMessage({ counts: player.counts() });
} catch (e) {
  parentPort!.postMessage({ error: (e as Error).message });
}
