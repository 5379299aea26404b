/**
 * `npm run bench`: bundles every benchmark script in bench/ with esbuild (as a
 * release build would: no tsx loader, no keepNames wrappers) and runs them one
 * after another on one core, printing their JSON lines.
 * `npm run bench -- cards` runs only the scripts whose name starts with "cards".
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'dist', 'bench');
mkdirSync(out, { recursive: true });
const only = process.argv[2];
for (const f of readdirSync(here).filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('-lib.ts')).sort()) {
  if (only && !f.startsWith(only)) continue;
  const target = join(out, f.replace(/\.ts$/, '.mjs'));
  await build({ entryPoints: [join(here, f)], outfile: target, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'error' });
  process.stderr.write(`bench/${f} ...\n`);
  process.stdout.write(execFileSync(process.execPath, [target], { encoding: 'utf8' }));
}
