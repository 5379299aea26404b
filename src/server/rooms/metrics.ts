/**
 * The server's numbers for operations (GET /api/metrics, Prometheus' text
 * format), each saying which process it is about: this process (its pid and
 * an id made at its start, `dungeon_crawl_process`), the rooms it holds live
 * and those viewers here look at, the sockets connected to it (players and
 * spectators), and the decisions it recorded with their latency (from the
 * answer's arrival to its commit and every viewer here sent its view): p50
 * and p99 over a recent window (the last minute, at most the last 10,000).
 * Rooms by status come from the store, so every process counts them all.
 */
import { randomBytes } from 'node:crypto';
import type { RoomStatus } from './store.ts';

/** Latencies kept for the quantiles: those of the last WINDOW_MS, at most WINDOW of them. */
const WINDOW = 10_000;
export const WINDOW_MS = 60_000;

/** What this process says about its own rooms and sockets. */
export interface Here {
  /** Rooms held live in this process's memory. */
  held: number;
  /** Rooms with a viewer connected here. */
  watched: number;
  players: number;
  spectators: number;
}

export class Metrics {
  decisions = 0;
  /** This process: its pid and a random id (pids repeat across machines and restarts). */
  readonly pid = process.pid;
  readonly id = randomBytes(6).toString('hex');
  private latencySum = 0;
  private readonly recent = new Float64Array(WINDOW);
  private readonly at = new Float64Array(WINDOW);
  private next = 0;

  constructor(private readonly now: () => number = Date.now) {}

  decided(ms: number): void {
    this.decisions++;
    this.latencySum += ms;
    const k = this.next++ % WINDOW;
    this.recent[k] = ms;
    this.at[k] = this.now();
  }

  /** The q-quantile (0..1) of the latencies of the window, in ms (0 when there are none). */
  quantile(q: number): number {
    const since = this.now() - WINDOW_MS;
    const kept: number[] = [];
    for (let k = 0, n = Math.min(this.next, WINDOW); k < n; k++) if (this.at[k]! >= since) kept.push(this.recent[k]!);
    if (kept.length === 0) return 0;
    kept.sort((a, b) => a - b);
    return kept[Math.min(kept.length - 1, Math.floor(q * kept.length))]!;
  }

  text(rooms: Record<RoomStatus, number>, here: Here): string {
    const proc = `pid="${this.pid}",id="${this.id}"`;
    const lines = [
      '# HELP dungeon_crawl_process This server process (its pid and an id made at its start); every number below but the rooms by status is its own.',
      '# TYPE dungeon_crawl_process gauge',
      `dungeon_crawl_process{${proc}} 1`,
      '# HELP dungeon_crawl_rooms Rooms by status (all processes sharing the store).',
      '# TYPE dungeon_crawl_rooms gauge',
      ...Object.entries(rooms).map(([status, n]) => `dungeon_crawl_rooms{status="${status}"} ${n}`),
      '# HELP dungeon_crawl_rooms_here Rooms of this process: held live in its memory, and looked at by a viewer connected to it.',
      '# TYPE dungeon_crawl_rooms_here gauge',
      `dungeon_crawl_rooms_here{kind="held"} ${here.held}`,
      `dungeon_crawl_rooms_here{kind="watched"} ${here.watched}`,
      '# HELP dungeon_crawl_connected Sockets connected to this process, by who holds them.',
      '# TYPE dungeon_crawl_connected gauge',
      `dungeon_crawl_connected{role="player"} ${here.players}`,
      `dungeon_crawl_connected{role="spectator"} ${here.spectators}`,
      `# HELP dungeon_crawl_decision_seconds Decisions recorded by this process: from an answer received to its commit and every viewer here sent its view (quantiles of the last ${WINDOW_MS / 1000} s, at most ${WINDOW} decisions).`,
      '# TYPE dungeon_crawl_decision_seconds summary',
      `dungeon_crawl_decision_seconds{quantile="0.5"} ${(this.quantile(0.5) / 1000).toFixed(6)}`,
      `dungeon_crawl_decision_seconds{quantile="0.99"} ${(this.quantile(0.99) / 1000).toFixed(6)}`,
      `dungeon_crawl_decision_seconds_sum ${(this.latencySum / 1000).toFixed(6)}`,
      `dungeon_crawl_decision_seconds_count ${this.decisions}`,
    ];
    return lines.join('\n') + '\n';
  }
}
