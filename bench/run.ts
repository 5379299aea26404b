/**
 * `npm run bench`: bundles every benchmark script in bench/ with esbuild (as a
 * release build would: no tsx loader, no keepNames wrappers) and runs them one
 * after another on one core, printing their JSON lines.
 * `npm run bench -- cards` runs only the scripts whose name starts with "cards";
 * `npm run bench -- dungeon-world` the Dungeon World games through the
 * installed command, per scenario (bench/dungeon-world.ts; build first).
 * Files ending in -lib.ts are shared code, not benchmarks.
 * When both card benchmarks ran, a last line gives the engine's speed as a
 * share of the hand-written loop's, warm and over the cold 20,000 games.
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
/** What a benchmark printed, as far as the comparison reads it. */
interface Figures {
  system?: string;
  gamesPerSecond?: number;
  shortGamesPerSecond?: number;
}
const lines: Figures[] = [];
for (const f of readdirSync(here).filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('-lib.ts')).sort()) {
  if (only && !f.startsWith(only)) continue;
  const target = join(out, f.replace(/\.ts$/, '.mjs'));
  await build({ entryPoints: [join(here, f)], outfile: target, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'error' });
  process.stderr.write(`bench/${f} ...\n`);
  const printed = execFileSync(process.execPath, [target], { encoding: 'utf8' });
  process.stdout.write(printed);
  for (const line of printed.split('\n')) if (line.startsWith('{')) lines.push(JSON.parse(line) as Figures);
}
const engine = lines.find((l) => l.system === 'cards');
const loop = lines.find((l) => l.system === 'cards-loop');
if (engine && loop) {
  const share = (k: 'gamesPerSecond' | 'shortGamesPerSecond'): number => Number((engine[k]! / loop[k]!).toFixed(3));
  console.log(JSON.stringify({ compare: 'cards / cards-loop', warm: share('gamesPerSecond'), short: share('shortGamesPerSecond') }));
}
