/**
 * The browser client: Preact + TypeScript, built by `npm run build` (scripts/build.mjs)
 * into dist/web, which `dungeon-crawl serve` serves. `npx vite web` runs a dev server
 * that sends /api to a `dungeon-crawl serve --port 8420 --no-open` running beside it.
 */
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8420' } },
});
