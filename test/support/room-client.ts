/**
 * A room's page without the page: one WebSocket (the `ws` package's, in
 * process through Fastify's injectWS or to a real server) that says hello,
 * keeps the room and the view it is sent, and answers. Used by the server
 * tests, the fault tests and the load test (bench/rooms.ts).
 */
import WebSocketClient, { type WebSocket } from 'ws';
import type { GameView, LiveMessage, LiveRequest, LogLine, RoomView } from '../../src/server/api-types.ts';

export class RoomClient {
  /** Every message heard, as sent (its text), in order. */
  readonly texts: string[] = [];
  room: RoomView | null = null;
  view: GameView | null = null;
  /** The log as this page holds it. */
  lines: LogLine[] = [];
  refusals: { error: string; ref?: number }[] = [];
  /** Refs of this page's messages the server recorded. */
  readonly done = new Set<number>();
  handed: { seat: string; token: string }[] = [];
  private waiters: (() => void)[] = [];
  private ref = 0;
  closed = false;
  /** The socket is open and its first view came (after a reconnection too). */
  ready = false;
  /** Times the socket was opened again after a drop (dial). */
  redials = 0;
  /** Called when the socket drops (dial opens it again). */
  onDrop: (() => void) | null = null;

  constructor(public ws: WebSocket) {
    this.attach(ws);
  }

  /** Listens on `ws`, the page's socket from now on. */
  attach(ws: WebSocket): void {
    this.ws = ws;
    this.closed = false;
    this.ready = false;
    ws.on('message', (data) => this.heard(String(data)));
    ws.on('close', () => {
      if (this.ws !== ws) return;
      if (this.onDrop) return this.onDrop();
      this.closed = true;
      this.wake();
    });
  }

  private heard(text: string): void {
    this.texts.push(text);
    const m = JSON.parse(text) as LiveMessage;
    if (m.type === 'room') this.room = m.room;
    else if (m.type === 'view') {
      this.lines = this.lines.slice(0, m.view.log.from).concat(m.view.log.lines);
      this.view = m.view;
      this.ready = true;
    } else if (m.type === 'refused') this.refusals.push({ error: m.error, ref: m.ref });
    else if (m.type === 'handed') this.handed.push({ seat: m.seat, token: m.token });
    else if (m.type === 'done') this.done.add(m.ref);
    this.wake();
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  send(m: LiveRequest | string): void {
    this.ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  }

  /** Resolves once `ok()` holds (checked after every message); rejects after `ms`. */
  async until(ok: () => boolean, what = 'the expected message', ms = 10_000): Promise<void> {
    const end = Date.now() + ms;
    while (!ok()) {
      if (this.closed) throw new Error(`the socket closed while waiting for ${what}`);
      const left = end - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; last: ${this.texts.at(-1)?.slice(0, 300)}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, left);
        this.waiters.push(() => {
          clearTimeout(t);
          r();
        });
      });
    }
  }

  async hello(tokens: string[] = [], since = this.lines.length): Promise<void> {
    const before = this.texts.length;
    this.send({ type: 'hello', tokens, since });
    await this.until(() => this.texts.slice(before).some((t) => t.startsWith('{"type":"view"')), 'the view after hello');
  }

  /**
   * Sends an answer and waits for its outcome: the view past this step, or
   * the refusal of this message. Returns the refusal's text, or null.
   */
  async answer(a: { choice: string } | { entry: string }, step?: number): Promise<string | null> {
    for (;;) {
      // A page whose socket dropped answers once it is back (and has heard where the game is).
      await this.until(() => this.ready && this.ws.readyState === this.ws.OPEN, 'the socket back');
      const at = step ?? this.view!.step;
      const ref = ++this.ref;
      const refused = this.refusals.length;
      const redials = this.redials;
      this.send({ type: 'answer', ref, step: at, ...a } as LiveRequest);
      const outcome = () => this.refusals.slice(refused).find((r) => r.ref === ref);
      await this.until(() => this.done.has(ref) || outcome() !== undefined || this.redials > redials, `the outcome of answer ${ref}`);
      if (this.done.has(ref)) return null;
      const r = outcome();
      if (r) return r.error;
      // Sent as the server went away: once back, sent again unless it was recorded (the view then shows the step past it).
      await this.until(() => this.ready, 'the socket back');
      if (this.view!.step > at) return null;
    }
  }

  /** A host action; resolves on its refusal (returned) or once `done()` holds. */
  async host(action: string, seat?: string, done: () => boolean = () => true): Promise<string | null> {
    const ref = ++this.ref;
    const refused = this.refusals.length;
    this.send(JSON.stringify({ type: 'host', ref, action, seat }));
    await this.until(() => this.refusals.slice(refused).some((r) => r.ref === ref) || (this.done.has(ref) && done()), `the outcome of ${action}`);
    return this.refusals.slice(refused).find((r) => r.ref === ref)?.error ?? null;
  }

  /** The decision asked now is this page's to answer. */
  mine(): boolean {
    return this.view?.status === 'decision' && this.view.request?.yours === true;
  }

  close(): void {
    this.onDrop = null;
    this.ws.terminate();
  }
}

/**
 * Plays a room's game to its end (or `limit` answers) through its seats'
 * pages: whoever is asked answers with `pick`; after each answer every page
 * is waited for until it shows the new step. Returns the answers given, by seat.
 */
export async function playRoom(pages: RoomClient[], pick: (v: GameView) => string, limit = 5000): Promise<Map<string, number>> {
  const bySeat = new Map<string, number>();
  for (let k = 0; k < limit; k++) {
    const v = pages[0]!.view!;
    if (v.status === 'over') return bySeat;
    const asked = pages.find((p) => p.mine());
    if (!asked) throw new Error(`no page may answer step ${v.step}: ${v.request?.who ?? v.status}`);
    const refusal = await asked.answer({ choice: pick(asked.view!) });
    if (refusal) throw new Error(`refused: ${refusal}`);
    const seat = asked.room!.you.seat!;
    bySeat.set(seat, (bySeat.get(seat) ?? 0) + 1);
    const step = asked.view!.step;
    await Promise.all(pages.map((p) => p.until(() => p.view!.step >= step, `step ${step} on every page`)));
  }
  return bySeat;
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocketClient(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/**
 * A page on a real server (`ws://.../api/rooms/<code>/live`) that, as the
 * browser's page does, opens its socket again after a drop (a server killed
 * or restarted, another taking over) and says hello again with its tokens
 * and the log lines it has.
 */
export async function dial(url: string, tokens: string[] = []): Promise<RoomClient> {
  const c = new RoomClient(await open(url));
  c.onDrop = () => {
    const again = async (): Promise<void> => {
      for (let k = 0; c.onDrop; k++) {
        try {
          const ws = await open(url);
          c.attach(ws);
          c.redials++;
          c.send({ type: 'hello', tokens, since: c.lines.length });
          return;
        } catch {
          await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** k)));
        }
      }
    };
    void again();
  };
  await c.hello(tokens);
  return c;
}
