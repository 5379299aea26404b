/**
 * Shared timing for bench/cards.ts and bench/cards-loop.ts (a `-lib` file, so
 * bench/run.ts does not run it on its own): CPU time of this single-threaded
 * process (user + system), so other work on a shared machine does not distort
 * the figures.
 */
export function cpuSeconds(since: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1e6;
}


/** Runs `game(i)` for games 0, 1, 2... for about `seconds` of CPU time after a warm-up; `game` returns the cards drawn. */
export function measure(system: string, seconds: number, game: (i: number) => number): string {
  for (let i = 0; i < 20000; i++) game(i);
  let games = 0;
  let cards = 0;
  const start = process.cpuUsage();
  let s = 0;
  while (s < seconds) {
    for (let k = 0; k < 2000; k++) cards += game(games++);
    s = cpuSeconds(start);
  }
  return JSON.stringify({ system, games, seconds: Number(s.toFixed(3)), gamesPerSecond: Math.round(games / s), cardsPerSecond: Math.round(cards / s) });
}

