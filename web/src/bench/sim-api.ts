/** The workbench's calls to the server (server/workbench.ts). */
import { call } from '../api.ts';
import type { SimGameList, SimJob, SimRequest, SimRun, SimRunSummary } from '../../../src/server/workbench-types.ts';

export type * from '../../../src/server/workbench-types.ts';
export { ALL_GAMES } from '../../../src/server/workbench-types.ts';

const enc = encodeURIComponent;

export const simApi = {
  start: (req: SimRequest) => call<SimJob>('POST', '/api/sim/runs', req),
  job: (job: string) => call<SimJob>('GET', `/api/sim/jobs/${enc(job)}`),
  stop: (job: string) => call<SimJob>('POST', `/api/sim/jobs/${enc(job)}/stop`, {}),
  runs: () => call<SimRunSummary[]>('GET', '/api/sim/runs'),
  run: (id: number) => call<SimRun>('GET', `/api/sim/runs/${id}`),
  games: (id: number, side: 'a' | 'b', f: Record<string, string | number | undefined>) => {
    const q = new URLSearchParams({ side });
    for (const [k, v] of Object.entries(f)) if (v !== undefined) q.set(k, String(v));
    return call<SimGameList>('GET', `/api/sim/runs/${id}/games?${q}`);
  },
  open: (id: number, side: 'a' | 'b', k: number) => call<{ id: string }>('POST', `/api/sim/runs/${id}/games/${k}/open?side=${side}`, {}),
  jsonUrl: (id: number) => `/api/sim/runs/${id}/export.json`,
  csvUrl: (id: number) => `/api/sim/runs/${id}/export.csv`,
};
