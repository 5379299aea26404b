/**
 * Network play's load test, on this machine only (loopback): `rooms`
 * concurrent rooms, each by default a one-seat 2HDC adventure whose seat is
 * a bot client on its own WebSocket (it answers the first option, a Human
 * Warrior when creating), a new room started whenever one ends, for
 * `seconds`. `--system ID` plays another built system, `--options KEY=VALUE`
 * (repeatable; VALUE is JSON, or else text) sets its rule options (default:
 * 2HDC's `players=["Bot"]`, the system's defaults for the others); the bot
 * holds every seat not given to the computer, one socket each. `--pick
 * first|random`: the first option (Human Warrior first, the default) or one
 * at random.
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
 * (The servers write each answer as it comes, with no batching, so there is
 * no flush interval to set.)
 *   node --import tsx bench/rooms.ts [--store sqlite|postgres] [--processes 1|2] [--rooms N] [--seconds S] [--think-ms MIN-MAX]
 *                                    [--system ID] [--options KEY=VALUE ...] [--pick first|random]
 * Needs the build (npm run build).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { GameView, JoinAnswer, NewRoomAnswer } from '../src/server/api-types.ts';
import { parseOptions } from '../src/core/engine.ts';
import { loadSystem } from '../src/systems/registry.ts';
import { startServer, type Server } from '../test/web/browser.ts';
import { dial, type RoomClient } from '../test/support/room-client.ts';
import { freePort, startPg, type Pg } from '../test/support/pg.ts';

const { values: o } = parseArgs({
  options: {
    store: { type: 'string', default: 'sqlite' },
    processes: { type: 'string', default: '1' },
    rooms: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    'cpu-prof': { type: 'string' },
    'think-ms': { type: 'string', default: '2000-5000' },
    system: { type: 'string', default: '2hdc' },
    options: { type: 'string', multiple: true, default: [] },
    pick: { type: 'string', default: 'first' },
  },
});
/** A bad argument: one line, no stack trace. */
function fail(message: string): never {
  console.error(`bench/rooms.ts: ${message}`);
  process.exit(2);
}
const whole = (name: string, v: string | undefined, min: number) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) fail(`--${name}: a whole number from ${min}, not ${JSON.stringify(v)}`);
  return n;
};
const processes = whole('processes', o.processes, 1);
const roomCount = whole('rooms', o.rooms, 1);
const seconds = whole('seconds', o.seconds, 1);
const think = /^(\d+)(?:-(\d+))?$/.exec(o['think-ms']!);
if (!think) fail('--think-ms MIN-MAX or MS');
const thinkMin = Number(think[1]);
const thinkMax = Number(think[2] ?? think[1]);
if (thinkMax < thinkMin) fail('--think-ms: MIN is more than MAX');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const thinkTime = () => thinkMin + Math.random() * (thinkMax - thinkMin);
if (o.store !== 'sqlite' && o.store !== 'postgres') fail('--store sqlite or postgres');
if (o.store === 'sqlite' && processes !== 1) fail('SQLite serves one process: --processes 2 needs --store postgres');

/** The room's rule options: `--options KEY=VALUE` (VALUE read as JSON when it is, else as text), checked here as the server will. */
const options: Record<string, unknown> = o.options!.length ? {} : o.system === '2hdc' ? { players: ['Bot'] } : {};
for (const kv of o.options!) {
  const eq = kv.indexOf('=');
  if (eq < 1) fail(`--options KEY=VALUE, not ${JSON.stringify(kv)}`);
  const text = kv.slice(eq + 1);
  let value: unknown = text;
  try {
    value = JSON.parse(text);
  } catch {
    // plain text
  }
  options[kv.slice(0, eq)] = value;
}
const system = await loadSystem(o.system!).catch((e: Error) => fail(`--system: ${e.message}`));
try {
  parseOptions(system, options);
} catch (e) {
  fail(`--options: ${(e as Error).message}`);
}

const picks: Record<string, (v: GameView) => string> = {
  first: (v) => (v.request!.options.find((x) => /^(Human|Warrior)\b/.test(x.label)) ?? v.request!.options[0]!).id,
  random: (v) => v.request!.options[Math.floor(Math.random() * v.request!.options.length)]!.id,
};
const pick = picks[o.pick!] ?? fail(`--pick ${Object.keys(picks).join(' or ')}, not ${JSON.stringify(o.pick)}`);

/** Every server process shares one owner key (rooms are made by the owner). */
const OWNER_KEY = 'bench-rooms-owner-key-0123456789abcdef';
process.env.DUNGEON_CRAWL_OWNER_KEY = OWNER_KEY;
process.env.DUNGEON_CRAWL_ROOMS_PER_MINUTE = '1000000';

async function post<T>(base: string, path: string, body: object): Promise<T> {
  const r = await fetch(new URL(path, base), { method: 'POST', headers: { 'content-type': 'application/json', cookie: `dc_owner=${OWNER_KEY}` }, body: JSON.stringify(body) });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

const latencies: number[] = [];
let decisions = 0;
let games = 0;
let errors = 0;
let abandoned = 0;
let firstFailure: string | undefined;

/** One bot's rooms, one after another, until `stopAt`, on server `base`: it holds every seat the computer does not. */
async function bot(base: string, stopAt: number, warmAt: number): Promise<void> {
  if (thinkMax > 0) await sleep(Math.random() * thinkMax);
  while (Date.now() < stopAt) {
    try {
      await room(base, stopAt, warmAt);
    } catch (e) {
      // A server too slow to answer in time (an overloaded machine) or gone: counted and said, not a crash; a new room after a pause.
      abandoned++;
      firstFailure ??= (e as Error).message.slice(0, 200);
      await sleep(1000);
    }
  }
}

/** One room, made, started and played by this bot until it ends or `stopAt`. */
async function room(base: string, stopAt: number, warmAt: number): Promise<void> {
  const made = await post<NewRoomAnswer>(base, '/api/rooms', { system: o.system, options });
  const url = `${base.replace('http', 'ws')}api/rooms/${made.code}/live`;
  const pages: RoomClient[] = [];
  try {
    for (const s of made.room.seats.filter((s) => !s.computer)) {
      const seat = await post<JoinAnswer>(base, `/api/rooms/${made.code}/join`, { seat: s.name });
      pages.push(await dial(url, pages.length ? [seat.token] : [made.hostToken, seat.token]));
    }
    if (!pages.length) pages.push(await dial(url, [made.hostToken]));
    const host = pages[0]!;
    await host.host('start', undefined, () => host.room?.status === 'playing');
    const over = () => host.view!.status === 'over';
    while (Date.now() < stopAt && !over()) {
      const asked = pages.find((p) => p.mine());
      if (!asked) {
        // Not come yet (every page has seen the last step): wait on the page of the seat the request names.
        const who = host.view!.request?.who ?? '';
        const p = pages.find((q) => who === `player:${q.room?.you.seat}`) ?? host;
        await p.until(() => p.mine() || p.view!.status === 'over', 'a decision', 30_000);
        continue;
      }
      if (thinkMax > 0) {
        await sleep(thinkTime());
        if (Date.now() >= stopAt) break;
      }
      const step = asked.view!.step;
      const t0 = performance.now();
      const refusal = await asked.answer({ choice: pick(asked.view!) });
      const ms = performance.now() - t0;
      if (refusal) errors++;
      else if (Date.now() >= warmAt) {
        latencies.push(ms);
        decisions++;
      }
      // Every page past this step before the next is looked for (one page: already so, `done` follows its view).
      if (pages.length > 1) await Promise.all(pages.map((p) => p.until(() => p.view!.step > step || p.view!.status === 'over', `step ${step} on every page`, 30_000)));
    }
    if (over()) games++;
  } finally {
    for (const p of pages) p.close();
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
        system: o.system,
        options,
        pick: o.pick,
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
        roomsAbandoned: abandoned,
        ...(firstFailure ? { firstFailure } : {}),
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
