/**
 * Network play's load test, on this machine only (loopback): `rooms`
 * concurrent rooms, each a one-seat 2HDC adventure whose seat is a bot
 * client on its own WebSocket (it answers the first option, a Human Warrior
 * when creating), a new room started whenever one ends, for `seconds`.
 * `--think-ms MIN-MAX` (default 2000-5000): before each answer the bot
 * waits a delay drawn uniformly from MIN to MAX ms, as a person thinks (a
 * table of people takes seconds over a choice, and a quick player two to
 * five over most of them); `--think-ms 0` answers at once, as fast as the
 * servers allow. Bots start spread over the first think time.
 * Servers are the built command (`dungeon-crawl serve`) as child processes:
 * on SQLite (one process), or on PostgreSQL (started here by
 * scripts/pg-dev.sh) with one or two processes, the bots spread over them.
 * Prints one JSON line: decisions per second, and the latency of a decision
 * as a bot sees it (from sending its answer to the server's `done`, which
 * comes after the commit and the new view), p50 and p99, the servers' CPU
 * time per decision (from /proc), with the load average of the machine
 * while it ran. `--cpu-prof DIR` writes the servers' CPU profiles there.
 *   node --import tsx bench/rooms.ts [--store sqlite|postgres] [--processes 1|2] [--rooms N] [--seconds S] [--think-ms MIN-MAX]
 * Needs the build (npm run build).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { GameView, JoinAnswer, NewRoomAnswer } from '../src/server/api-types.ts';
import { startServer, type Server } from '../test/web/browser.ts';
import { dial } from '../test/support/room-client.ts';
import { freePort, startPg, type Pg } from '../test/support/pg.ts';

const { values: o } = parseArgs({
  options: {
    store: { type: 'string', default: 'sqlite' },
    processes: { type: 'string', default: '1' },
    rooms: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    'cpu-prof': { type: 'string' },
    'think-ms': { type: 'string', default: '2000-5000' },
  },
});
const processes = Number(o.processes);
const roomCount = Number(o.rooms);
const seconds = Number(o.seconds);
const think = /^(\d+)(?:-(\d+))?$/.exec(o['think-ms']!);
if (!think) throw new Error('--think-ms MIN-MAX or MS');
const thinkMin = Number(think[1]);
const thinkMax = Number(think[2] ?? think[1]);
if (thinkMax < thinkMin) throw new Error('--think-ms: MIN is more than MAX');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const thinkTime = () => thinkMin + Math.random() * (thinkMax - thinkMin);
if (o.store !== 'sqlite' && o.store !== 'postgres') throw new Error('--store sqlite or postgres');
if (o.store === 'sqlite' && processes !== 1) throw new Error('SQLite serves one process: --processes 2 needs --store postgres');

const pick = (v: GameView) => (v.request!.options.find((x) => /^(Human|Warrior)\b/.test(x.label)) ?? v.request!.options[0]!).id;

async function post<T>(base: string, path: string, body: object): Promise<T> {
  const r = await fetch(new URL(path, base), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

const latencies: number[] = [];
let decisions = 0;
let games = 0;
let errors = 0;

/** One bot's rooms, one after another, until `stopAt`, on server `base`. */
async function bot(base: string, stopAt: number, warmAt: number): Promise<void> {
  if (thinkMax > 0) await sleep(Math.random() * thinkMax);
  while (Date.now() < stopAt) {
    const made = await post<NewRoomAnswer>(base, '/api/rooms', { system: '2hdc', options: { players: ['Bot'] } });
    const seat = await post<JoinAnswer>(base, `/api/rooms/${made.code}/join`, { seat: 'Bot' });
    const page = await dial(`${base.replace('http', 'ws')}api/rooms/${made.code}/live`, [made.hostToken, seat.token]);
    try {
      await page.host('start', undefined, () => page.room?.status === 'playing');
      while (Date.now() < stopAt && page.view!.status !== 'over') {
        if (!page.mine()) {
          await page.until(() => page.mine() || page.view!.status === 'over', 'a decision', 30_000);
          continue;
        }
        if (thinkMax > 0) {
          await sleep(thinkTime());
          if (Date.now() >= stopAt) break;
        }
        const t0 = performance.now();
        const refusal = await page.answer({ choice: pick(page.view!) });
        const ms = performance.now() - t0;
        if (refusal) errors++;
        else if (Date.now() >= warmAt) {
          latencies.push(ms);
          decisions++;
        }
      }
      if (page.view!.status === 'over') games++;
    } finally {
      page.close();
    }
  }
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number | undefined): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}

const q = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : 0);

async function main(): Promise<void> {
  let pg: Pg | null = null;
  const servers: Server[] = [];
  try {
    const args: string[] = [];
    if (o.store === 'postgres') {
      pg = await startPg();
      args.push('--db', pg.url);
    }
    for (let k = 0; k < processes; k++) servers.push(await startServer(mkdtempSync(join(tmpdir(), 'dc-bench-rooms-')), await freePort(), args, o['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', o['cpu-prof']] : []));
    // Warm-up: the bots' staggered start and first rooms (with think time, a whole think time more).
    const warmup = thinkMax > 0 ? Math.max(10_000, 2 * thinkMax + 5_000) : Math.min(5, seconds / 4) * 1000;
    const started = Date.now();
    let load0 = 0;
    let cpu0 = 0;
    // The bots' own event loop: a delay there is counted in the latency the bots see, not the servers'.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    setTimeout(() => {
      loopDelay.enable();
      load0 = loadavg()[0]!;
      cpu0 = servers.reduce((a, s) => a + cpuMs(s.proc.pid), 0);
    }, warmup).unref();
    const stopAt = started + warmup + seconds * 1000;
    let cpu1 = 0;
    setTimeout(() => (cpu1 = servers.reduce((a, s) => a + cpuMs(s.proc.pid), 0)), warmup + seconds * 1000).unref();
    await Promise.all(Array.from({ length: roomCount }, (_, k) => bot(servers[k % servers.length]!.url, stopAt, started + warmup)));
    const sorted = latencies.slice().sort((a, b) => a - b);
    // What each server measured itself (its last minute): the answer's arrival to its commit and views sent.
    const serverMs = await Promise.all(
      servers.map(async (s) => {
        const text = await (await fetch(new URL('/api/metrics', s.url))).text();
        const at = (q: string) => +(1000 * Number(new RegExp(`^dungeon_crawl_decision_seconds\\{quantile="${q}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN)).toFixed(1);
        return { p50: at('0.5'), p99: at('0.99') };
      }),
    );
    console.log(
      JSON.stringify({
        bench: 'rooms',
        store: o.store,
        processes,
        rooms: roomCount,
        seconds,
        thinkMs: [thinkMin, thinkMax],
        decisions,
        decisionsPerSecond: Math.round(decisions / seconds),
        latencyMs: { p50: +q(sorted, 0.5).toFixed(1), p99: +q(sorted, 0.99).toFixed(1), max: +(sorted.at(-1) ?? 0).toFixed(1) },
        serverLatencyMs: serverMs,
        botLoopDelayMs: { p50: +(loopDelay.percentile(50) / 1e6).toFixed(1), p99: +(loopDelay.percentile(99) / 1e6).toFixed(1) },
        serverCpuMsPerDecision: decisions ? +((cpu1 - cpu0) / decisions).toFixed(3) : null,
        serverCpuShare: +((cpu1 - cpu0) / (seconds * 1000)).toFixed(2),
        gamesFinished: games,
        refusals: errors,
        cores: cpus().length,
        loadAverage: { before: +load0.toFixed(2), after: +loadavg()[0]!.toFixed(2) },
      }),
    );
  } finally {
    for (const s of servers) await s.stop();
    await pg?.stop();
  }
}

await main();
