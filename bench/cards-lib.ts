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

/** Games in the short run: a `simulate --games 20000` from a cold start, JIT warm-up included. */
export const SHORT_GAMES = 20000;

/**
 * Runs `game(i)` for games 0, 1, 2...: first SHORT_GAMES from a cold start
 * (the short run), then, warm, for about `seconds` of CPU time (the long run).
 * `game` returns the cards drawn.
 */
export function measure(system: string, seconds: number, game: (i: number) => number): string {
  const cold = process.cpuUsage();
  let games = 0;
  let cards = 0;
  while (games < SHORT_GAMES) cards += game(games++);
  const short = cpuSeconds(cold);
  const shortGames = games;
  cards = 0;
  const start = process.cpuUsage();
  let s = 0;
  while (s < seconds) {
    for (let k = 0; k < 2000; k++) cards += game(games++);
    s = cpuSeconds(start);
  }
  const long = games - shortGames;
  return JSON.stringify({
    system,
    games: long,
    seconds: Number(s.toFixed(3)),
    gamesPerSecond: Math.round(long / s),
    cardsPerSecond: Math.round(cards / s),
    shortGames,
    shortSeconds: Number(short.toFixed(3)),
    shortGamesPerSecond: Math.round(shortGames / short),
  });
}
