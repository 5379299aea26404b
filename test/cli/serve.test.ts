/** `dungeon-crawl serve`: listed in the help, bad ports refused in one line, a port in use named, Ctrl-C stops it cleanly. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const home = mkdtempSync(join(tmpdir(), 'dc-serve-'));
const BIN = join(import.meta.dirname, '../../bin/dungeon-crawl.js');
const env = { ...process.env, DUNGEON_CRAWL_HOME: home };

function dc(args: string[]): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env, timeout: 60_000 });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

test('serve is in the help with its options', () => {
  assert.match(dc(['--help']).out, /\bserve\b/);
  const h = dc(['serve', '--help']);
  assert.equal(h.code, 0);
  for (const o of ['--port', '--host', '--no-open']) assert.ok(h.out.includes(o), o);
});

test('a bad port is refused in one line; a port in use is named', async () => {
  const bad = dc(['serve', '--port', 'eighty']);
  assert.notEqual(bad.code, 0);
  assert.match(bad.err.trim(), /a port is a whole number from 0 to 65535/);
  const blocker = createServer();
  await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
  const port = (blocker.address() as { port: number }).port;
  try {
    const busy = spawnSync(process.execPath, [BIN, 'serve', '--port', String(port), '--no-open'], { encoding: 'utf8', env, timeout: 60_000 });
    assert.equal(busy.status, 2);
    assert.equal(busy.stderr.trim(), `dungeon-crawl: port ${port} is in use: pick another with --port N`);
  } finally {
    blocker.close();
  }
});

test('serve prints its address, answers, and stops cleanly on Ctrl-C', async () => {
  const p = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--no-open'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    p.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /serving the game at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) resolve(m[1]!);
    });
    p.once('exit', () => reject(new Error(`exited: ${out}`)));
  });
  const systems = (await (await fetch(`${url}api/systems`)).json()) as { id: string; built: boolean }[];
  assert.deepEqual(systems.filter((s) => s.built).map((s) => s.id).sort(), ['2hdc', '3d6', 'cards', 'dungeon-world', 'exploration']);
  const code = await new Promise<number | null>((resolve) => {
    p.once('exit', (c) => resolve(c));
    p.kill('SIGINT');
  });
  assert.equal(code, 0);
  assert.match(out, /stopping the server/);
});
