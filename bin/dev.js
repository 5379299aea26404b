#!/usr/bin/env node
// `npm run dev -- <args>`: the command from its TypeScript sources through tsx (development only).
import { register } from 'tsx/esm/api';

for (const s of [process.stdout, process.stderr]) {
  s.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
}
register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
