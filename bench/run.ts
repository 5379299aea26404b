/**
 * `npm run bench`: runs every benchmark script in bench/ one after another
 * (one core each, nothing else running) and prints their JSON lines.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
for (const f of readdirSync(here).filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('-lib.ts')).sort()) {
  if (only && !f.startsWith(only)) continue;
  process.stderr.write(`bench/${f} ...\n`);
  const out = execFileSync(process.execPath, ['--import', 'tsx', join(here, f)], { encoding: 'utf8' });
  process.stdout.write(out);
}
