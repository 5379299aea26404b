#!/usr/bin/env node
/**
 * Runs the test files (all of test/, or those named) with node's test runner,
 * two at a time, in fewer processes: each test file under the rules' folders
 * (pure code: no server, no browser, no environment of its own) is imported
 * into one process per folder, as a suite named by its path, instead of a
 * process of its own. A process that loads the TypeScript loader costs about
 * a second of CPU, and there are some 180 files; the tests are the same.
 * Files that set the environment, start servers or browsers, or take long
 * run alone, the longest first, so the two lanes end together.
 *
 *   node scripts/test.mjs [FILE ...]   every test file, or those named
 *   node scripts/test.mjs --long       only the property loops, at their long
 *                                      counts (TEST_LONG=1, test/support/sample.ts)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const GROUPS = join(ROOT, 'test', '.groups');

/** Folders whose files may share a process (pure rules and core code). */
const GROUPED = ['test/core', 'test/2hdc', 'test/3d6', 'test/cards', 'test/dungeon-world', 'test/exploration', 'test/systems', 'test/save', 'test/store'];

/** Files that take long: each alone, started first. */
const LONG = [
  'test/dungeon-world/property.test.ts',
  'test/exploration/property.test.ts',
  'test/3d6/property.test.ts',
  'test/systems/random-play.test.ts',
  'test/2hdc/property.test.ts',
  'test/2hdc/combat-random.test.ts',
  'test/2hdc/log-words.test.ts',
  'test/cards/bot.test.ts',
  'test/cards/odds.test.ts',
  'test/core/log-contract.test.ts',
];

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith('.') || e.name === 'fixtures' ? [] : walk(p);
    return e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const unknown = process.argv.slice(2).find((a) => a.startsWith('-') && a !== '--long');
if (unknown) {
  console.error(`${unknown === '--help' || unknown === '-h' ? '' : `unknown flag ${unknown}\n`}usage: node scripts/test.mjs [--long] [FILE ...]\n  FILE    test files to run (default: every test/**/*.test.ts)\n  --long  only the property loops, at their long counts (TEST_LONG=1)`);
  process.exit(unknown === '--help' || unknown === '-h' ? 0 : 2);
}
const long = process.argv.includes('--long');
if (long) process.env.TEST_LONG = '1';
const named = process.argv.slice(2).filter((a) => a !== '--long');
let files = (named.length ? named.map((f) => join(ROOT, f)) : walk(join(ROOT, 'test'))).map((f) => relative(ROOT, f)).sort();
if (long) files = files.filter((f) => readFileSync(join(ROOT, f), 'utf8').includes('support/sample.ts'));

/** A file keeps its own process when it sets the environment or hooks every test of its process. */
const ownProcess = (f) => LONG.includes(f) || /process\.env|beforeEach|afterEach|process\.chdir/.test(readFileSync(join(ROOT, f), 'utf8'));

const alone = [];
const byFolder = new Map();
for (const f of files) {
  const folder = GROUPED.find((g) => f.startsWith(`${g}/`));
  if (!folder || ownProcess(f)) alone.push(f);
  else byFolder.set(folder, [...(byFolder.get(folder) ?? []), f]);
}

rmSync(GROUPS, { recursive: true, force: true });
mkdirSync(GROUPS, { recursive: true });
const grouped = [];
const groupSize = new Map();
for (const [folder, fs] of byFolder) {
  if (fs.length === 1) {
    alone.push(fs[0]);
    continue;
  }
  const name = join(GROUPS, `${folder.replace(/^test\//, '').replace(/\W+/g, '-')}.test.ts`);
  const body = fs.map((f) => `describe(${JSON.stringify(f)}, async () => {\n  await import(${JSON.stringify(relative(GROUPS, join(ROOT, f)))});\n});\n`).join('');
  writeFileSync(name, `// Made by scripts/test.mjs: the files of ${folder} in one process, each a suite named by its path.\nimport { describe } from 'node:test';\n\n${body}`);
  grouped.push(relative(ROOT, name));
  groupSize.set(relative(ROOT, name), fs.reduce((n, f) => n + statSync(join(ROOT, f)).size, 0));
}

// The long ones first, then the rest by size (a rough measure of their work), so the lanes end together.
const weight = (f) => (LONG.includes(f) ? 1e9 - LONG.indexOf(f) : (groupSize.get(f) ?? statSync(join(ROOT, f)).size));
const order = [...alone, ...grouped].sort((a, b) => weight(b) - weight(a));

const lanes = Math.max(2, Math.min(4, availableParallelism()));
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${lanes}`, '--test-reporter=spec', ...order], { cwd: ROOT, stdio: 'inherit' });
rmSync(GROUPS, { recursive: true, force: true });
process.exit(r.status ?? 1);
