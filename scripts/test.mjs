#!/usr/bin/env node
/**
 * Runs the test files (all of test/, or those named), two at a time, each in
 * a node process of its own, and with --checks the type checks and the
 * dependency rules beside them (they are jobs like the test files: the two
 * lanes stay busy to the end instead of waiting for each check in turn).
 *
 * Fewer processes: each test file under the rules' folders (pure code: no
 * server, no browser, no environment of its own) is imported into one process
 * per folder, as a suite named by its path, instead of a process of its own; a
 * process that loads the TypeScript loader costs about a second of CPU. The
 * browser files (test/web) are grouped the same way, a few processes that
 * share one Chromium each (test/web/browser.ts, shareChromium): a process
 * with playwright and a Chromium of its own costs some 3 s of CPU before its
 * first test. Files that set the environment or hook every test keep their own.
 *
 * Longest first: each job's last time is kept in node_modules/.cache/
 * dungeon-crawl/test-times.json, and the jobs start longest first so the
 * lanes end together (a file not yet timed is weighed by its size). A job's
 * output is printed as it ends, whole; the run fails if any job fails.
 *
 *   node scripts/test.mjs [FILE ...]   every test file, or those named
 *   node scripts/test.mjs --checks     also tsc (server and client) and
 *                                      `npm run check:deps`, beside the tests
 *   node scripts/test.mjs --long       only the property loops, at their long
 *                                      counts (TEST_LONG=1, test/support/sample.ts)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'dungeon-crawl');
/** The generated group files: plain JavaScript out of test/, so the type checks and knip running beside them never see them. */
const GROUPS = join(CACHE, 'groups', String(process.pid));
const TIMES = join(CACHE, 'test-times.json');
/** Each job's CPU seconds (user + system, its own and its children's: Chromium, servers, tsc) at its last run. */
const CPU = join(CACHE, 'test-cpu.json');

/**
 * The CPU seconds of this process's children reaped so far (cutime + cstime of
 * /proc/self/stat, in clock ticks of 1/100 s): read as each job exits, the
 * difference is that job's CPU and its children's, whatever ran beside it.
 * It misses processes that outlive their parent (Chromium's renderers, once
 * playwright kills the browser, are reaped by init): a cgroup sees those.
 * Null where there is no /proc (not Linux).
 */
function childrenCpu() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[13]) + Number(f[14])) / 100;
  } catch {
    return null;
  }
}

/**
 * A job's own cgroup (v1 cpuacct, where this user may make one: root in a
 * container), which counts every process the job starts, orphans included:
 * Chromium's whole CPU. Null where there is none; childrenCpu() then.
 */
const CPUACCT = '/sys/fs/cgroup/cpuacct';
let cgroups = 0;
function cgroupFor(pid) {
  const dir = join(CPUACCT, `dungeon-crawl-test-${process.pid}-${++cgroups}`);
  try {
    mkdirSync(dir);
    writeFileSync(join(dir, 'cgroup.procs'), String(pid));
  } catch {
    try {
      rmSync(dir, { recursive: false, force: true });
    } catch {
      // Never made.
    }
    return null;
  }
  return {
    /** Its CPU seconds so far; then removed, anything left in it moved to the root group first. */
    end() {
      const used = Number(readFileSync(join(dir, 'cpuacct.usage'), 'utf8')) / 1e9;
      for (const left of readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)) {
        try {
          writeFileSync(join(CPUACCT, 'cgroup.procs'), left);
        } catch {
          // Gone meanwhile.
        }
      }
      try {
        rmdirSync(dir);
      } catch {
        // Kept while a process lingers in it.
      }
      return used;
    },
  };
}

/** Folders whose files may share a process (pure rules and core code; the command's tests, which run it as a child). */
const GROUPED = ['test/cli', 'test/core', 'test/2hdc', 'test/3d6', 'test/cards', 'test/dungeon-world', 'test/exploration', 'test/systems', 'test/save', 'test/store'];
/** Browser folders: their files share processes, and a Chromium in each; split into this many processes (so both lanes can take some). */
const BROWSER = 'test/web';
const BROWSER_PROCESSES = 4;
/**
 * A group of files larger than this share of the whole run is split (into at most GROUP_SPLIT processes: each costs about
 * a second of CPU to start, and a browser one a Chromium): a share, not seconds, as the times kept were taken under any load.
 */
const GROUP_SHARE = 1 / 12;
const GROUP_SPLIT = 4;

/** Files known to take long, started first when no time is recorded yet. */
const LONG = [
  'test/dungeon-world/property.test.ts',
  'test/core/log-contract.test.ts',
  'test/exploration/property.test.ts',
  'test/3d6/property.test.ts',
  'test/systems/random-play.test.ts',
  'test/2hdc/property.test.ts',
  'test/2hdc/combat-random.test.ts',
  'test/2hdc/log-words.test.ts',
  'test/cards/bot.test.ts',
  'test/cards/odds.test.ts',
];

/** The checks `npm test` makes besides the tests; tsc keeps its incremental state in node_modules/.cache (a fresh clone checks everything). */
const tsc = (name, project) => [join(ROOT, 'node_modules', '.bin', 'tsc'), '--noEmit', ...(project ? ['-p', project] : []), '--incremental', '--tsBuildInfoFile', join(CACHE, `tsc-${name}.tsbuildinfo`)];
const CHECKS = [
  { name: 'check: tsc', argv: tsc('node') },
  { name: 'check: tsc -p web', argv: tsc('web', 'web') },
  { name: 'check: npm run check:deps', argv: ['npm', 'run', '--silent', 'check:deps'] },
];

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith('.') || e.name === 'fixtures' ? [] : walk(p);
    return e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const FLAGS = ['--long', '--checks', '--build'];
const unknown = process.argv.slice(2).find((a) => a.startsWith('-') && !FLAGS.includes(a));
if (unknown) {
  console.error(`${unknown === '--help' || unknown === '-h' ? '' : `unknown flag ${unknown}\n`}usage: node scripts/test.mjs [--long] [--checks] [--build] [FILE|FOLDER ...]\n  FILE      test files or folders to run (default: every test/**/*.test.ts)\n  --checks  also the type checks and npm run check:deps, beside the tests\n  --build   also npm run build, first, beside the tests that do not use it\n  --long    only the property loops, at their long counts (TEST_LONG=1)`);
  process.exit(unknown === '--help' || unknown === '-h' ? 0 : 2);
}
const long = process.argv.includes('--long');
if (long) process.env.TEST_LONG = '1';
const named = process.argv.slice(2).filter((a) => !FLAGS.includes(a));
// A named folder runs every test file under it; a name that is neither a file nor a folder stops the run with one line.
const missing = named.filter((f) => !existsSync(join(ROOT, f)));
if (missing.length) {
  console.error(`no such test file or folder: ${missing.join(', ')}`);
  process.exit(2);
}
const expand = (f) => (statSync(join(ROOT, f)).isDirectory() ? walk(join(ROOT, f)) : [join(ROOT, f)]);
let files = [...new Set((named.length ? named.flatMap(expand) : walk(join(ROOT, 'test'))).map((f) => relative(ROOT, f)))].sort();
if (long) files = files.filter((f) => readFileSync(join(ROOT, f), 'utf8').includes('support/sample.ts'));

let times = {};
try {
  times = JSON.parse(readFileSync(TIMES, 'utf8'));
} catch {
  // No times yet: sizes and the LONG list order the first run.
}
let cpu = {};
try {
  cpu = JSON.parse(readFileSync(CPU, 'utf8'));
} catch {
  // No CPU figures yet.
}
let cpuSeen = childrenCpu();
let cpuTotal = 0;
const key = (f) => (long ? `long:${f}` : f);
/** A job's expected seconds: its last time, else a guess from its size (about 1 s per 2 kB of test). */
const expected = (f, bytes) => times[key(f)] ?? (LONG.includes(f) ? 300 - LONG.indexOf(f) : bytes / 2000);

/**
 * A file keeps its own process when it sets the environment or hooks every test of its process. Reading the environment
 * (a loop's count, `{ ...process.env }` for a child) is no reason: such a file shares its folder's process (a browser
 * file its Chromium), which saves a process start (about a second of CPU; 3.5 s with playwright and a Chromium).
 */
const SETS_ENV = /process\.env(?:\.\w+|\[[^\]]+\])\s*(?:=(?!=)|\?\?=|\|\|=)|delete\s+process\.env|Object\.assign\(\s*process\.env|process\.env\s*=(?!=)/;
const ownProcess = (f) => {
  const text = readFileSync(join(ROOT, f), 'utf8');
  return LONG.includes(f) || SETS_ENV.test(text) || /beforeEach|afterEach|process\.chdir/.test(text);
};

const jobs = [];
const byFolder = new Map();
for (const f of files) {
  const folder = [...GROUPED, BROWSER].find((g) => f.startsWith(`${g}/`));
  if (!folder || ownProcess(f)) jobs.push({ name: f, files: [f], argv: null });
  else byFolder.set(folder, [...(byFolder.get(folder) ?? []), f]);
}

rmSync(GROUPS, { recursive: true, force: true });
mkdirSync(GROUPS, { recursive: true });
const size = (f) => statSync(join(ROOT, f)).size;
/** The whole run's expected seconds, which a group's share is measured against. */
const whole = files.reduce((n, f) => n + expected(f, size(f)), 0);
for (const [folder, fs] of byFolder) {
  if (fs.length === 1) {
    jobs.push({ name: fs[0], files: fs, argv: null });
    continue;
  }
  const base = folder.replace(/^test\//, '').replace(/\W+/g, '-');
  // A group larger than a share of the whole run is split (files dealt longest first to the process with the least time so far), so
  // that no process is left running alone at the end; the browser files always in a few, each process with its own Chromium.
  const sum = fs.reduce((n, f) => n + expected(f, size(f)), 0);
  // (No times known yet, or only zeros: one process, not 0/0.)
  const share = whole > 0 ? Math.ceil(sum / (GROUP_SHARE * whole)) || 1 : 1;
  const count = Math.min(fs.length, Math.max(folder === BROWSER ? BROWSER_PROCESSES : 1, Math.min(GROUP_SPLIT, share)));
  const bins = Array.from({ length: count }, () => ({ fs: [], t: 0 }));
  for (const f of [...fs].sort((a, b) => expected(b, size(b)) - expected(a, size(a)))) {
    const bin = bins.reduce((m, b) => (b.t < m.t ? b : m));
    bin.fs.push(f);
    bin.t += expected(f, size(f));
  }
  const head = folder === BROWSER ? `import { shareChromium } from ${JSON.stringify(relative(GROUPS, join(ROOT, 'test', 'web', 'browser.ts')))};\n\nshareChromium();\n` : '';
  bins.forEach((b, k) => jobs.push(group(join(GROUPS, `${base}-${k + 1}.test.mjs`), count > 1 ? `${folder} ${k + 1}/${count}` : folder, b.fs.sort(), head)));
}

/** A generated file importing `fs`, each inside a suite named by its path. */
function group(name, label, fs, head) {
  const body = fs.map((f) => `describe(${JSON.stringify(f)}, async () => {\n  await import(${JSON.stringify(relative(GROUPS, join(ROOT, f)))});\n});\n`).join('');
  writeFileSync(name, `// Made by scripts/test.mjs: files of ${label} in one process, each a suite named by its path.\nimport { describe } from 'node:test';\n${head}\n${body}`);
  return { name: `${label} (${fs.length} file${fs.length === 1 ? "" : "s"} in one process)`, path: relative(ROOT, name), files: fs, argv: null, group: true };
}

for (const j of jobs) {
  j.argv ??= [process.execPath, '--import', join(ROOT, 'test', 'support', 'ts-loader.mjs'), '--test-reporter=spec', '--test-reporter-destination=stdout', j.path ?? j.name];
  // A group: the sum of its files' times, and a second for its process.
  j.expected = j.group ? 1 + j.files.reduce((n, f) => n + expected(f, size(f)), 0) : expected(j.name, size(j.name));
}
if (process.argv.includes('--checks')) for (const c of CHECKS) jobs.push({ ...c, files: [], expected: times[c.name] ?? 20 });
jobs.sort((a, b) => b.expected - a.expected);

/**
 * --build: the build (dist/, which the command's and the browser's tests run) is the first job, and the other lane
 * starts the longest job that does not use it meanwhile (the rules' tests, the type checks), rather than waiting for it.
 */
const BUILD = process.argv.includes('--build');
/** Folders of pure code: their files use no build, unless they name it (the command's dist/ or bin/, the browser's helpers). */
const PURE = ['test/core', 'test/2hdc', 'test/3d6', 'test/cards', 'test/dungeon-world', 'test/exploration', 'test/systems', 'test/save', 'test/store'];
const usesBuild = (f) => !PURE.some((d) => f.startsWith(`${d}/`)) || /dist\/|bin\/|dungeon-crawl\.js|browser\.ts|dc\.ts'/.test(readFileSync(join(ROOT, f), 'utf8'));
let built = !BUILD;
let buildEnded = () => {};
const buildEnd = new Promise((done) => (buildEnded = done));
if (BUILD) {
  for (const j of jobs) j.afterBuild = j.files.some(usesBuild);
  jobs.unshift({ name: 'build: node scripts/build.mjs', argv: [process.execPath, join(ROOT, 'scripts', 'build.mjs')], files: [], expected: 0, build: true });
}

const lanes = Math.max(2, Math.min(4, availableParallelism()));
/** The most a job may take (the long loops take longer). */
const JOB_MINUTES = long ? 90 : 30;
const started = Date.now();
const failed = [];
const totals = { tests: 0, pass: 0, fail: 0, cancelled: 0, skipped: 0, todo: 0 };
const queue = [...jobs];

/** Runs one job, its output gathered and printed whole as it ends. */
function run(job) {
  return new Promise((done) => {
    const t0 = Date.now();
    // Colours as on a terminal when the run's output is one (the child writes to a pipe).
    const env = process.stdout.isTTY && !('NO_COLOR' in process.env) ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn(job.argv[0], job.argv.slice(1), { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('error', (e) => out.push(Buffer.from(`${e.message}\n`)));
    // A job that hangs (a server or browser left open keeps its process alive) fails instead of holding the run.
    const timer = setTimeout(() => {
      out.push(Buffer.from(`\nscripts/test.mjs: stopped after ${JOB_MINUTES} minutes\n`));
      child.kill('SIGKILL');
    }, JOB_MINUTES * 60_000);
    // The CPU of the child and its reaped children, read once it is reaped (exit comes before its pipes close).
    let used = null;
    const cgroup = child.pid ? cgroupFor(child.pid) : null;
    child.on('exit', () => {
      const now = childrenCpu();
      if (now !== null && cpuSeen !== null) used = Math.round((now - cpuSeen) * 10) / 10;
      cpuSeen = now;
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const s = (Date.now() - t0) / 1000;
      // The cgroup's figure when there is one: it is read once the pipes are closed, after Chromium and the servers are gone.
      if (cgroup) used = Math.round(cgroup.end() * 10) / 10;
      if (used !== null) {
        cpu[key(job.name)] = used;
        cpuTotal += used;
      }
      const text = Buffer.concat(out).toString();
      const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
      for (const k of Object.keys(totals)) totals[k] += Number(new RegExp(`^ℹ ${k} (\\d+)$`, 'm').exec(plain)?.[1] ?? 0);
      const ok = code === 0;
      if (!ok) failed.push(`${job.name} (${signal ?? `exit ${code}`})`);
      else if (job.group) {
        // A group: each file's time, from its suite's line (the group's own name is not stable).
        for (const m of plain.matchAll(/^[✔✖▶] (test\/\S+\.test\.ts) \(([\d.]+)ms\)$/gm)) times[key(m[1])] = Math.round(Number(m[2]) / 100) / 10;
      } else if (!job.build) times[key(job.name)] = Math.round(s * 10) / 10;
      if (job.build) {
        built = true;
        buildEnded();
      }
      process.stdout.write(`\n${ok ? '✔' : '✖'} ${job.name} (${s.toFixed(1)} s${used === null ? '' : `, ${used.toFixed(1)} s CPU`})\n${text}`);
      done();
    });
  });
}

/** The next job a lane may start: the first in the queue, but for those that use the build while it runs. */
function next() {
  const i = queue.findIndex((j) => built || !j.afterBuild);
  return i < 0 ? null : queue.splice(i, 1)[0];
}

async function lane() {
  while (queue.length) {
    const job = next();
    if (job) await run(job);
    else await buildEnd;
  }
}

await Promise.all(Array.from({ length: lanes }, lane));
rmSync(GROUPS, { recursive: true, force: true });
// Times of files gone (renamed, deleted) are dropped.
for (const k of Object.keys(times)) if (!k.startsWith('check: ') && !existsSync(join(ROOT, k.replace(/^long:/, '')))) delete times[k];
mkdirSync(CACHE, { recursive: true });
writeFileSync(TIMES, `${JSON.stringify(times, null, 1)}\n`);
writeFileSync(CPU, `${JSON.stringify(Object.fromEntries(Object.entries(cpu).sort((a, b) => b[1] - a[1])), null, 1)}\n`);
const wall = ((Date.now() - started) / 1000).toFixed(0);
const self = process.resourceUsage();
console.log(`\n${jobs.length} jobs in ${wall} s on ${lanes} lanes, ${cpuTotal.toFixed(0)} s CPU in the jobs (+${((self.userCPUTime + self.systemCPUTime) / 1e6).toFixed(1)} s the runner): ${Object.entries(totals).map(([k, n]) => `${k} ${n}`).join(', ')}`);
if (failed.length) {
  console.log(`failed:\n${failed.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
