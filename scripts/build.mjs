/**
 * Compiles the command into dist/ with esbuild: what `dungeon-crawl` runs once
 * installed (no TypeScript loader at run time), and the browser client (web/)
 * into dist/web with Vite, which `dungeon-crawl serve` serves. `npm install` runs it through
 * the `prepare` script. Dependencies stay external (resolved from node_modules), but for zod.
 * Without esbuild (an install with --omit=dev) an existing build is kept.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'cli');
let esbuild;
try {
  esbuild = await import('esbuild');
} catch {
  if (existsSync(join(out, 'main.js'))) {
    console.error('build: esbuild is not installed (production install); keeping the existing build in dist/cli');
    process.exit(0);
  }
  console.error('build: esbuild is not installed and there is no build in dist/cli; run `npm install` with dev dependencies once');
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });

/**
 * zod re-exports every one of its ~50 message locales (`z.locales`), which made them most of the command's first chunk:
 * parsed at every start though only English is used (zod's default, which its schemas load themselves). This keeps
 * `z.locales` to English: the chunk goes from 755 to 392 kB and a start (`--help`) from about 0.47 to 0.43 s of CPU
 * (README "The installed command").
 */
const englishZod = {
  name: 'english-zod',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => (/[\\/]node_modules[\\/]zod[\\/]/.test(args.importer) ? { path: join(dirname(args.importer), '..', 'locales', 'en.js'), namespace: 'english-zod' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'english-zod' }, (args) => ({ contents: `export { default as en } from ${JSON.stringify(args.path)};\n`, resolveDir: dirname(args.path) }));
  },
};
await esbuild.build({
  // The worker is its own entry: worker threads load it by file name.
  entryPoints: { main: join(root, 'src/cli/main.ts'), 'simulate-worker': join(root, 'src/sim/worker.ts') },
  outdir: out,
  // Commands load their systems on demand: split so `--help` parses little.
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies load from node_modules, except zod: bundled in, it is parsed as one file rather than
  // dozens of modules, which saves a worker thread of `simulate` (and every start) about 25 ms of CPU.
  external: Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies).filter((d) => d !== 'zod'),
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [englishZod],
});

// The browser client: Vite (a development dependency like esbuild) builds web/ into dist/web.
let vite;
try {
  vite = await import('vite');
} catch {
  console.error(existsSync(join(root, 'dist', 'web', 'index.html')) ? 'build: vite is not installed (production install); keeping the existing client in dist/web' : 'build: vite is not installed and there is no client in dist/web; run `npm install` with dev dependencies once');
}
if (vite) await vite.build({ configFile: join(root, 'web', 'vite.config.ts'), logLevel: 'warn' });
