/**
 * Benchmark: complete auto-played 3d6 adventures (the default party of four,
 * the system's bot and tactics) through the engine, event log off, for about
 * 5 seconds of CPU on one core. Prints one JSON line.
 *   node --import tsx bench/3d6.ts [seconds]
 */
import { pathToFileURL } from 'node:url';
import { autoplay, parseOptions } from '../src/core/engine.ts';
import { sixSystem, type SixState } from '../src/systems/3d6/index.ts';
import { measure } from './cards-lib.ts';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = parseOptions(sixSystem, {});
  console.log(measure('3d6', Number(process.argv[2] ?? 5), (i) => (autoplay(sixSystem, i, options, false, null, true).state as SixState).diceRolled));
}
