/**
 * The PostgreSQL room store alone (store-pg.ts), without the server or the
 * rules: `updaters` concurrent writers commit changes to `rooms` rooms for
 * `seconds` (`--think-ms MIN-MAX`: each waits a delay drawn from MIN to MAX
 * ms before each change, as bench/rooms.ts's bots think; 0 by default: as
 * fast as it goes), each change an answer appended to the room's save (as a game
 * grows), written over the version it was made from. A second store on the
 * same database, as another server process would, listens. Prints one JSON
 * line: commits per second, the latency of `update` (commit and notice
 * sent) p50/p99, the lag from the start of an update to its notice heard by
 * the other store p50/p99, notices missing (must be 0), the CPU time of this
 * process and of PostgreSQL per commit, and the load average.
 *   node --import tsx bench/pg-commits.ts [--updaters N] [--rooms M] [--seconds S] [--pool P] [--think-ms MIN-MAX]
 * PostgreSQL is started here (scripts/pg-dev.sh), in a temporary folder.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PgRoomStore, POOL_SIZE } from '../src/server/rooms/store-pg.ts';
import type { RoomRow } from '../src/server/rooms/store.ts';
import type { SaveFile } from '../src/save/save.ts';
import { startPg } from '../test/support/pg.ts';

const { values: o } = parseArgs({
  options: {
    updaters: { type: 'string', default: '64' },
    rooms: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    pool: { type: 'string', default: String(POOL_SIZE) },
    'think-ms': { type: 'string', default: '0' },
  },
});
const whole = (name: string, v: string | undefined, min: number) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name}: a whole number from ${min}, not ${JSON.stringify(v)}`);
    process.exit(2);
  }
  return n;
};
const updaters = whole('updaters', o.updaters, 1);
const roomCount = whole('rooms', o.rooms, 1);
const seconds = whole('seconds', o.seconds, 1);
const poolSize = whole('pool', o.pool, 1);
const think = /^(\d+)(?:-(\d+))?$/.exec(o['think-ms']!);
if (!think || Number(think[2] ?? think[1]) < Number(think[1])) {
  console.error('--think-ms: MS or MIN-MAX (MIN at most MAX)');
  process.exit(2);
}
const thinkMin = Number(think[1]);
const thinkMax = Number(think[2] ?? think[1]);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
if (roomCount < updaters) {
  console.error('--rooms: at least as many rooms as updaters (each updater has rooms of its own, so no two write one room)');
  process.exit(2);
}

/** A save shaped like a 2HDC room's after `n` answers (the store only writes it as JSON). */
function saveWith(n: number): SaveFile {
  return { format: 2, system: '2hdc', options: { players: ['Bot'] }, seed: 12345, dice: 'seeded', decisions: Array.from({ length: n }, (_, k) => `c${k % 7}`), physical: [], status: 'paused' } as unknown as SaveFile;
}

/** CPU time (user + system) of a process so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return 0; // gone meanwhile
  }
}

/** PostgreSQL's CPU time: the postmaster's and its children's (the backends, the WAL writer, ...). */
function pgCpuMs(postmaster: number): number {
  let sum = cpuMs(postmaster);
  for (const pid of readdirSync('/proc')) if (/^\d+$/.test(pid) && parentOf(Number(pid)) === postmaster) sum += cpuMs(Number(pid));
  return sum;
}

function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

const q = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : 0);
const ms = (x: number) => +x.toFixed(2);

const db = await startPg();
const writer = new PgRoomStore(db.url, poolSize);
const other = new PgRoomStore(db.url, 2);
try {
  await writer.init();
  await other.init();
  const postmaster = await postmasterPid(db.url);

  const t = Date.now();
  const rows: RoomRow[] = Array.from({ length: roomCount }, (_, k) => ({ code: `B${String(k).padStart(5, '0')}`, system: '2hdc', status: 'playing', version: 1, hostHash: 'h'.repeat(64), seats: [{ name: 'Bot', tokenHash: 's'.repeat(64), computer: false }], save: saveWith(0), created: t, seen: t }));
  for (let k = 0; k < rows.length; k += 100) await Promise.all(rows.slice(k, k + 100).map((r) => writer.insert(r)));

  let measuring = false;
  /** When each notice was heard by the other store, and when each counted change started. */
  const heardAt = new Map<string, number>();
  const started = new Map<string, number>();
  const latencies: number[] = [];
  let refused = 0;
  other.onChange((code, version) => heardAt.set(`${code} ${version}`, performance.now()));

  const warmMs = thinkMax > 0 ? thinkMax + 2000 : Math.min(3000, (seconds * 1000) / 4);
  const stopAt = performance.now() + warmMs + seconds * 1000;
  let cpu0 = { self: 0, pg: 0 };
  let cpu1 = { self: 0, pg: 0 };
  const cpuNow = () => ({ self: (process.cpuUsage().user + process.cpuUsage().system) / 1000, pg: pgCpuMs(postmaster) });
  setTimeout(() => {
    measuring = true;
    cpu0 = cpuNow();
  }, warmMs).unref();

  async function updater(w: number): Promise<void> {
    const mine = rows.filter((_, k) => k % updaters === w);
    if (thinkMax > 0) await sleep(Math.random() * thinkMax);
    for (let k = 0; performance.now() < stopAt; k++) {
      if (thinkMax > 0) await sleep(thinkMin + Math.random() * (thinkMax - thinkMin));
      const r = mine[k % mine.length]!;
      const next: RoomRow = { ...r, version: r.version + 1, save: saveWith(r.version), seen: Date.now() };
      const counted = measuring;
      const t0 = performance.now();
      const ok = await writer.update(next, r.version);
      const dt = performance.now() - t0;
      if (!ok) {
        refused++;
        continue;
      }
      mine[k % mine.length] = next;
      if (counted && performance.now() < stopAt) {
        started.set(`${r.code} ${next.version}`, t0);
        latencies.push(dt);
      }
    }
  }
  await Promise.all(Array.from({ length: updaters }, (_, w) => updater(w)));
  cpu1 = cpuNow();
  const commits = started.size;
  const missing = () => [...started.keys()].filter((k) => !heardAt.has(k)).length;
  // The last notices: give them a moment to arrive.
  for (let k = 0; k < 50 && missing() > 0; k++) await new Promise((done) => setTimeout(done, 100));
  const lat = latencies.sort((a, b) => a - b);
  const lag = [...started].flatMap(([k, t0]) => (heardAt.has(k) ? [heardAt.get(k)! - t0] : [])).sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      bench: 'pg-commits',
      updaters,
      rooms: roomCount,
      thinkMs: [thinkMin, thinkMax],
      pool: poolSize,
      seconds,
      commits,
      commitsPerSecond: Math.round(commits / seconds),
      updateMs: { p50: ms(q(lat, 0.5)), p99: ms(q(lat, 0.99)), max: ms(lat.at(-1) ?? 0) },
      noticeLagMs: { p50: ms(q(lag, 0.5)), p99: ms(q(lag, 0.99)) },
      noticesMissing: missing(),
      refused,
      cpuMsPerCommit: commits ? { bench: ms((cpu1.self - cpu0.self) / commits), postgres: ms((cpu1.pg - cpu0.pg) / commits) } : null,
      cores: cpus().length,
      loadAverage: +loadavg()[0]!.toFixed(2),
    }),
  );
} finally {
  await writer.close();
  await other.close();
  await db.stop();
}

/** The postmaster's pid, asked of the server itself (its backends are its children). */
async function postmasterPid(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{ dir: string }>("SELECT current_setting('data_directory') AS dir");
    return Number(readFileSync(`${r.rows[0]!.dir}/postmaster.pid`, 'utf8').split('\n')[0]);
  } finally {
    await c.end();
  }
}
