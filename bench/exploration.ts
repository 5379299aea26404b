/**
 * Benchmark: complete auto-played Exploration adventures (the system's
 * defaults: Salt-Marsh Chapel, its party, 3d6 resolving; the bot) through
 * the engine, event log off, for about 5 seconds of CPU on one core, next
 * to the plain card loop (auto-lib.ts). Prints one JSON line.
 *   node --import tsx bench/exploration.ts [seconds]
 */
import { pathToFileURL } from 'node:url';
import { explorationSystem } from '../src/systems/exploration/index.ts';
import { autoBench } from './auto-lib.ts';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(autoBench(explorationSystem, Number(process.argv[2] ?? 5)));
