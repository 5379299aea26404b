/**
 * How much one client address may ask: counts in a fixed window per address
 * (rooms made, room codes that named no room). Past the limit the request is
 * refused (429) at once, without touching the store. The table is bounded:
 * when it is full, the oldest windows are dropped.
 */
import { Refused } from './refused.ts';

export class PerAddress {
  private readonly seen = new Map<string, { start: number; n: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly what: string,
    private readonly now: () => number = Date.now,
    private readonly maxAddresses = 10_000,
  ) {}

  private slot(addr: string): { start: number; n: number } {
    const t = this.now();
    let s = this.seen.get(addr);
    if (!s || t - s.start >= this.windowMs) {
      if (s) this.seen.delete(addr);
      if (this.seen.size >= this.maxAddresses) {
        for (const k of this.seen.keys()) {
          this.seen.delete(k);
          if (this.seen.size < this.maxAddresses / 2) break;
        }
      }
      s = { start: t, n: 0 };
      this.seen.set(addr, s);
    }
    return s;
  }

  /** Refuses when `addr` already used up its window. */
  check(addr: string): void {
    const s = this.slot(addr);
    if (s.n >= this.limit) {
      const wait = Math.ceil((s.start + this.windowMs - this.now()) / 1000);
      throw new Refused(429, `Too many ${this.what} from your address: try again in ${wait} s.`);
    }
  }

  /** Counts one against `addr`. */
  count(addr: string): void {
    this.slot(addr).n++;
  }
}

/**
 * A socket's message rate: a bucket of `burst` messages refilled at `perSecond`.
 * `take` says whether one more message may be heard now.
 */
export class Bucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Milliseconds until one message may be heard (0: now). */
  wait(): number {
    this.refill();
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) / this.perSecond) * 1000);
  }

  private refill(): void {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
  }

  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
