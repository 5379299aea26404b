/** Runs the `dungeon-crawl` command as a player does, in a private home folder; shared by the CLI tests. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = join(import.meta.dirname, '../../bin/dungeon-crawl.js');

/** A fresh home folder (database and saves) for one test file. */
export function newHome(): string {
  return mkdtempSync(join(tmpdir(), 'dc-cli-'));
}

export function runIn(home: string, args: string[], input = '', env: Record<string, string> = {}): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8', env: { ...process.env, DUNGEON_CRAWL_HOME: home, ...env }, timeout: 120_000 });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

/** A refusal: non-zero exit, one line on stderr, no stack trace. */
export function refusedIn(home: string, args: string[], pattern: RegExp, input = ''): void {
  const r = runIn(home, args, input);
  assert.notEqual(r.code, 0, `${args.join(' ')} should fail`);
  const lines = r.err.trim().split('\n');
  assert.equal(lines.length, 1, `one line for ${args.join(' ')}, got:\n${r.err}`);
  assert.match(lines[0]!, pattern);
  assert.doesNotMatch(r.err, /\bat .*\.ts:\d+/);
}
