#!/usr/bin/env node
// Runs the compiled command (dist/cli, built by `npm install` or `npm run build`).
// For development without building: `npm run dev -- <args>` runs the TypeScript sources.
import { existsSync } from 'node:fs';

// Output piped into a program that stops reading (`| head`) ends quietly.
for (const s of [process.stdout, process.stderr]) {
  s.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
}
const built = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(built)) {
  process.stderr.write('dungeon-crawl: the command is not built yet; run `npm install` (or `npm run build`) in its folder\n');
  process.exit(1);
}
const { main } = await import(built.href);
process.exitCode = await main(process.argv.slice(2));
