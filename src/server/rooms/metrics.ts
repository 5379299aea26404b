/**
 * The server's numbers for operations (GET /api/metrics, Prometheus' text
 * format): rooms by status (from the store, so every process counts them
 * all), sockets connected to this process (players and spectators), and the
 * decisions this process recorded with their latency: from the answer's
 * arrival to its commit and every viewer here sent its view.
 */
import type { RoomStatus } from './store.ts';

/** Latencies kept for the quantiles: the most recent ones. */
const WINDOW = 10_000;

export class Metrics {
  decisions = 0;
  private latencySum = 0;
  private readonly recent = new Float64Array(WINDOW);
  private next = 0;

  decided(ms: number): void {
    this.decisions++;
    this.latencySum += ms;
    this.recent[this.next++ % WINDOW] = ms;
  }

  /** The q-quantile (0..1) of the recent latencies, in ms (0 before any). */
  quantile(q: number): number {
    const n = Math.min(this.next, WINDOW);
    if (n === 0) return 0;
    const sorted = Array.from(this.recent.subarray(0, n)).sort((a, b) => a - b);
    return sorted[Math.min(n - 1, Math.floor(q * n))]!;
  }

  text(rooms: Record<RoomStatus, number>, connected: { players: number; spectators: number }): string {
    const lines = [
      '# HELP dungeon_crawl_rooms Rooms by status (all processes sharing the store).',
      '# TYPE dungeon_crawl_rooms gauge',
      ...Object.entries(rooms).map(([status, n]) => `dungeon_crawl_rooms{status="${status}"} ${n}`),
      '# HELP dungeon_crawl_connected Sockets connected to this process, by who holds them.',
      '# TYPE dungeon_crawl_connected gauge',
      `dungeon_crawl_connected{role="player"} ${connected.players}`,
      `dungeon_crawl_connected{role="spectator"} ${connected.spectators}`,
      '# HELP dungeon_crawl_decision_seconds From an answer received to its commit and every viewer here sent its view (quantiles of the last 10000).',
      '# TYPE dungeon_crawl_decision_seconds summary',
      `dungeon_crawl_decision_seconds{quantile="0.5"} ${(this.quantile(0.5) / 1000).toFixed(6)}`,
      `dungeon_crawl_decision_seconds{quantile="0.99"} ${(this.quantile(0.99) / 1000).toFixed(6)}`,
      `dungeon_crawl_decision_seconds_sum ${(this.latencySum / 1000).toFixed(6)}`,
      `dungeon_crawl_decision_seconds_count ${this.decisions}`,
    ];
    return lines.join('\n') + '\n';
  }
}
