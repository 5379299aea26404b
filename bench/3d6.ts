/**
 * Benchmark: complete auto-played 3d6 adventures (the default party of four,
 * the system's bot and tactics) through the engine, event log off, for about
 * 5 seconds of CPU on one core, next to the plain card loop (auto-lib.ts).
 * Prints one JSON line.
 *   node --import tsx bench/3d6.ts [seconds]
 */
import { pathToFileURL } from 'node:url';
import { sixSystem } from '../src/systems/3d6/index.ts';
import { autoBench } from './auto-lib.ts';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(autoBench(sixSystem, Number(process.argv[2] ?? 5)));
