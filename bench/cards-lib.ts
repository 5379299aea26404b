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

/** Games per chunk: `play` is handed ranges of this many games. */
const CHUNK = 2000;

/**
 * Plays games 0, 1, 2... in chunks (`play(from, to)` plays games from..to-1
 * and returns the cards drawn): first SHORT_GAMES from a cold start (the short
 * run), then, warm, for about `seconds` of CPU time (the long run).
 */
export function measure(system: string, seconds: number, play: (from: number, to: number) => number): string {
  const cold = process.cpuUsage();
  let cards = play(0, SHORT_GAMES);
  const short = cpuSeconds(cold);
  let games = SHORT_GAMES;
  cards = 0;
  const start = process.cpuUsage();
  let s = 0;
  while (s < seconds) {
    cards += play(games, games + CHUNK);
    games += CHUNK;
    s = cpuSeconds(start);
  }
  const long = games - SHORT_GAMES;
  return JSON.stringify({
    system,
    games: long,
    seconds: Number(s.toFixed(3)),
    gamesPerSecond: Math.round(long / s),
    cardsPerSecond: Math.round(cards / s),
    shortGames: SHORT_GAMES,
    shortSeconds: Number(short.toFixed(3)),
    shortGamesPerSecond: Math.round(SHORT_GAMES / short),
  });
}
