/**
 * Benchmark of Dungeon World as a user runs it: the installed command
 * (bin/dungeon-crawl.js, the compiled build), one process per shipped
 * scenario and for a generated dungeon:
 *   dungeon-crawl simulate dungeon-world --games N --workers 1 --json --option scenario=<id>
 * (the five parties mixed, both sides' bots; generated: each game the dungeon of its own seed). Prints one JSON line per
 * scenario: games/s by the wall clock and per CPU second (the command's own
 * `seconds` and `cpuSeconds`, V8's compiler threads included: a cold start
 * each time), the mean moves a game lasted and the heroes' win rate; then a
 * line over all of them.
 * Run: npm run bench -- dungeon-world   (after npm run build); games per
 * scenario as the first argument (default 400).
 */
import { CAMPAIGN_ORDER } from '../src/systems/dungeon-world/data/scenarios.ts';
import { simulateRun } from './command-lib.ts';

const GAMES = Number(process.argv[2] ?? 400);
let games = 0;
let seconds = 0;
let cpuSeconds = 0;
for (const scenario of [...CAMPAIGN_ORDER, 'generated']) {
  const { rate, summary } = simulateRun('dungeon-world', GAMES, 1, ['--option', `scenario=${scenario}`]);
  const s = summary as { seconds: number; cpuSeconds: number; outcomes: Record<string, number>; numbers: { moves?: { mean: number } } };
  games += GAMES;
  seconds += s.seconds;
  cpuSeconds += s.cpuSeconds;
  console.log(JSON.stringify({
    system: 'dungeon-world', scenario, games: GAMES, ...rate,
    meanMoves: Number((s.numbers.moves?.mean ?? 0).toFixed(1)),
    heroesWon: Number(((s.outcomes['heroes-won'] ?? 0) / GAMES).toFixed(3)),
  }));
}
console.log(JSON.stringify({ system: 'dungeon-world', scenario: 'all', games, gamesPerSecond: Math.round(games / seconds), gamesPerCpuSecond: Math.round(games / cpuSeconds) }));
