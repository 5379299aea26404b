#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx's loader.
import { register } from 'tsx/esm/api';

// Output piped into a program that stops reading (`| head`) ends quietly.
for (const s of [process.stdout, process.stderr]) {
  s.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
}
register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
