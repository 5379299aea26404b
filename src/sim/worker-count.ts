/**
 * How many threads a `simulate` run uses when nobody says: chosen by the run
 * itself. A worker thread is a new V8 isolate that loads and compiles the
 * rules again (V8 shares no optimised code between threads; a code cache
 * would only spare the parse, not the optimising compiles that cost most),
 * so a second thread pays only when the games left outlast that cost.
 *
 * The main thread starts alone. After each chunk it plays, it knows its
 * pace: the latest chunk's rate (warm, or nearly) and how far its cold start
 * fell behind that pace (the time it lost compiling: what a new worker will
 * lose too). When the games left would take, at that pace, more than
 * PAYBACK times that loss plus a thread's start, the other cores join; otherwise the
 * run stays on one thread, and is never slower than `--workers 1`.
 *
 * Only the cores the machine leaves free join. On a machine busier than its
 * cores a worker gains the run almost nothing and costs it its compiles
 * again (measured at load 18 on 2 cores: 10,000 2HDC adventures 30 s and
 * 8.2 CPU seconds on two threads, 23 s and 5.2 on one). Where the machine
 * tells its idle time (`idle`: os.cpus), the cores left idle while the main
 * thread played its first chunks are the ones free now; else the load
 * average at the start, less this run's own thread, takes cores away. The
 * load average is a minute's mean, so it still counts a run that just ended
 * (a benchmark's previous run, a designer's last simulate) and would keep
 * the next run on one thread for a minute: the idle time has no such lag.
 *
 * The idle time is read over the latest window of the run (at least
 * WINDOW seconds), not since its start, and less this process's own helper
 * threads' work in it (V8 compiling and collecting beside the main thread,
 * `cpu`): a worker brings as much helper work again. Dungeon World keeps
 * V8's helpers busy for some 40% of a core all run long: counted as free, a
 * worker joined 1,000 games and made them 8% slower (9.3 s against 10.2 s,
 * quiet); 3d6 and Exploration (helpers under 20%) still gain 1.24-1.35x.
 * Since the start, the rules' first compiles filled the second core and kept
 * a long run's worker waiting long after they were done. Those first
 * compiles (the helpers' CPU over the first window) are a worker's cost too:
 * counted, a run that finds a core idle late no longer starts a worker that
 * would spend most of what is left compiling (Dungeon World's 1,000 games
 * found one 6.4 s into 9 s).
 *
 * A long run (LONG_LEFT) decides from its second chunk and counts the idle
 * cores as they are: over minutes of games a worker's compiles are a small
 * share, and its steady helper work no reason to leave a core idle.
 */

import { cpus } from 'node:os';

/** A thread's own start (isolate, modules, system data), in seconds, before it compiles anything. */
const THREAD_START = 0.08;
/**
 * Games left worth fewer seconds than this stay on one thread, whatever the
 * pace says: a worker's real start (isolate, modules, the rules' first
 * compiles) measured 0.15-0.3 s, and a short run's pace is too noisy to
 * judge (10,000 card games, 0.17 s alone, took 0.34 s when a worker joined).
 */
const MIN_LEFT = 0.5;
/**
 * How many times a worker's cost (the main thread's cold loss, a thread's
 * start, the cold start's helper CPU) the games left must outlast. A worker
 * pays more than the main thread lost: its compiles take the core the main
 * thread's own helpers used, and the run waits for its last, cold chunk. At
 * 2, Dungeon World's 1,000 games found the other core idle 4.6 and 6.4 s
 * into a 9 s run, with 3.4-5.9 s left, and took 10.7 s against 8.8 alone.
 */
const PAYBACK = 4;
/** Chunks the main thread plays before it judges its pace (the first are the coldest). */
const CHUNKS_BEFORE = 3;
/** The shortest span, in seconds, over which the idle cores are read (the clocks tick in hundredths). */
const WINDOW = 0.25;
/**
 * Games left worth more seconds than this, even at the second chunk's
 * still cold pace, make a long run: it need not wait for a steady pace, nor weigh a
 * worker's helper work (its compiles are paid once, a small share of what
 * is left). Exploration's 100,000 games waited three chunks, 14 s, for a
 * worker; Dungeon World's 1,000, where a worker did not pay, stay under it
 * (judged at their first chunk, they were over it).
 */
const LONG_LEFT = 60;
/**
 * The pace is the fastest of the latest PACE_CHUNKS chunks (the first, the
 * coldest, left out once there are others), not the latest alone: one slow
 * chunk (a few long games, a collection on this thread) made the games left
 * look long and the cold loss nil, and Dungeon World's 1,000 games took a late
 * worker in 6 of 13 runs (10.2-12.0 s against 8.5-9.7 alone). The fastest is
 * the cautious reading: fewer seconds left and more lost to the cold start.
 */
const PACE_CHUNKS = 4;
/**
 * A very long run need not wait for its chunks: while the main thread plays
 * its first chunk, from EARLY_AT seconds on, games left that outlast
 * VERY_LONG seconds even at the pace since the start (the coldest reading
 * there is: module load, the interpreter, the first compiles) start the
 * idle cores at once. Its first chunk is a 64th of the games: for 100,000
 * 2HDC adventures or 10,000 Dungeon World games it took 1-3 s, and the worker
 * then joined 1.7 and 4.5 s in; a worker from the start made those runs
 * 4-8% shorter (8.42 s against 8.76-8.86; 29.6 against 30.8). Measured
 * 0.5 s into a run on a busy machine, the slowest reading, Dungeon World's
 * 1,000 games showed 71 s left and 2HDC's 10,000 86 s: they stay on the
 * regular path below.
 */
const EARLY_AT = 0.5;
const VERY_LONG = 300;

export class ThreadChoice {
  private chunks = 0;
  private playedHere = 0;
  private decided = false;
  /** The latest chunks' rates (games a second), oldest first; at most PACE_CHUNKS. */
  private readonly rates: number[] = [];

  private readonly cores: number;
  /** The idle time and this process's CPU when the current window began, and when (seconds into the run). */
  private idleAt: number | null;
  private cpuAt: number;
  private windowAt = 0;
  /** This process's helper threads' CPU seconds over its cold start (its first window). */
  private coldHelpers = 0;

  /**
   * `load`: the machine's load average over the last minute (os.loadavg);
   * `idle`: the idle time of all its cores so far, in core-seconds
   * (`idleSeconds`), read now and when deciding; when given, it decides
   * instead of `load`; `cpu`: this process's CPU time so far in seconds, all
   * its threads (process.cpuUsage), to tell its own helper threads' work.
   */
  constructor(
    private readonly games: number,
    private readonly most: number,
    load = 0,
    private readonly idle: (() => number) | null = null,
    private readonly cpu: (() => number) | null = null,
  ) {
    this.cores = Math.max(1, Math.min(most, most - Math.floor(Math.max(0, load - 1))));
    this.idleAt = idle ? idle() : null;
    this.cpuAt = cpu ? cpu() : 0;
  }

  /** The cores idle over the latest window, less this process's helpers' share; null while the window is too short. */
  private idleCores(elapsed: number, long: boolean): number | null {
    const span = elapsed - this.windowAt;
    if (span < WINDOW) return null;
    const idle = this.idle!();
    const cpu = this.cpu ? this.cpu() : 0;
    // Beyond the main thread's one core over the span: the helpers' (never below zero: a busy machine may not give the main thread all of it).
    const helpers = this.cpu ? Math.max(0, cpu - this.cpuAt - span) : 0;
    const free = (idle - this.idleAt! - (long ? 0 : helpers)) / span;
    // The first window is the cold start: its helper work (the rules' compiles) is what a new worker costs again.
    if (this.windowAt === 0) this.coldHelpers = helpers;
    this.idleAt = idle;
    this.cpuAt = cpu;
    this.windowAt = elapsed;
    return free;
  }

  /**
   * While the main thread plays its first chunk: `done` games played so far,
   * `elapsed` seconds into the run. How many workers to start now (see
   * VERY_LONG); 0 leaves the choice to `afterChunk`. Reads the idle time
   * since the start without moving the windows `afterChunk` reads.
   */
  early(done: number, elapsed: number): number {
    if (this.decided || this.chunks > 0 || this.most < 2 || elapsed < EARLY_AT || done <= 0) return 0;
    const left = ((this.games - done) * elapsed) / done;
    if (left < VERY_LONG) return 0;
    let others = this.cores - 1;
    if (this.idle && this.idleAt !== null) {
      // This run's own helpers (the first compiles) are counted as free: they end, and over minutes a worker's own are a small share.
      const helpers = this.cpu ? Math.max(0, this.cpu() - this.cpuAt - elapsed) : 0;
      const free = (this.idle() - this.idleAt + helpers) / elapsed;
      others = Math.min(this.most - 1, Math.round(free));
    }
    if (others < 1) return 0;
    this.decided = true;
    return others;
  }

  /** The pace to judge by, given the latest chunk's rate (see PACE_CHUNKS). */
  private pace(latest: number): number {
    // The first chunk's rate is kept only until a second one comes.
    if (this.chunks === 2) this.rates.length = 0;
    this.rates.push(latest);
    if (this.rates.length > PACE_CHUNKS) this.rates.shift();
    return Math.max(...this.rates);
  }

  /**
   * After the main thread played a chunk of `played` games in `chunkSeconds`,
   * `elapsed` seconds into the run with `doneAll` games done by every thread:
   * how many worker threads to start now (0: none yet, or never).
   */
  afterChunk(played: number, chunkSeconds: number, elapsed: number, doneAll: number): number {
    this.chunks++;
    this.playedHere += played;
    if (this.decided || this.most < 2 || chunkSeconds <= 0) return 0;
    const rate = this.pace(played / chunkSeconds);
    const left = (this.games - doneAll) / rate;
    // From the second chunk: the first one's pace is the coldest (Dungeon World's first 16 games play at a tenth of its warm pace).
    const long = this.chunks >= 2 && left > LONG_LEFT;
    if (this.chunks < CHUNKS_BEFORE && !long) return 0;
    // What the cold start cost this thread beyond its present pace.
    const coldLoss = Math.max(0, elapsed - this.playedHere / rate);
    let others = this.cores - 1;
    if (this.idle && this.idleAt !== null) {
      const free = this.idleCores(elapsed, long);
      if (free === null) return 0;
      others = Math.min(this.most - 1, Math.round(free));
    }
    // A worker costs its thread's start, the cold start's slower play, and its compiles again (V8's helpers, which compete with both threads).
    if (left < MIN_LEFT || left <= PAYBACK * (coldLoss + THREAD_START + this.coldHelpers)) return 0;
    if (others < 1) return 0;
    this.decided = true;
    return others;
  }
}

/** The idle time of every core of the machine so far, in core-seconds. */
export function idleSeconds(): number {
  let ms = 0;
  for (const c of cpus()) ms += c.times.idle;
  return ms / 1000;
}

/** This process's CPU time so far, every thread of it, in seconds. */
export function processCpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}
