/**
 * A room's page without the page: one WebSocket (the `ws` package's, in
 * process through Fastify's injectWS or to a real server) that says hello,
 * keeps the room and the view it is sent, and answers. Used by the server
 * tests, the fault tests and the load test (bench/rooms.ts).
 */
import type { WebSocket } from 'ws';
import type { GameView, LiveMessage, LiveRequest, LogLine, RoomView } from '../../src/server/api-types.ts';

export class RoomClient {
  /** Every message heard, as sent (its text), in order. */
  readonly texts: string[] = [];
  room: RoomView | null = null;
  view: GameView | null = null;
  /** The log as this page holds it. */
  lines: LogLine[] = [];
  refusals: { error: string; ref?: number }[] = [];
  handed: { seat: string; token: string }[] = [];
  private waiters: (() => void)[] = [];
  private ref = 0;
  closed = false;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.heard(String(data)));
    ws.on('close', () => {
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
    } else if (m.type === 'refused') this.refusals.push({ error: m.error, ref: m.ref });
    else if (m.type === 'handed') this.handed.push({ seat: m.seat, token: m.token });
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
  async answer(a: { choice: string } | { entry: string }, step = this.view!.step): Promise<string | null> {
    const ref = ++this.ref;
    const refused = this.refusals.length;
    this.send({ type: 'answer', ref, step, ...a } as LiveRequest);
    await this.until(() => (this.view !== null && this.view.step > step) || this.refusals.slice(refused).some((r) => r.ref === ref), `the outcome of answer ${ref}`);
    return this.refusals.slice(refused).find((r) => r.ref === ref)?.error ?? null;
  }

  /** A host action; resolves on its refusal (returned) or once `done()` holds. */
  async host(action: string, seat?: string, done: () => boolean = () => true): Promise<string | null> {
    const ref = ++this.ref;
    const refused = this.refusals.length;
    this.send(JSON.stringify({ type: 'host', ref, action, seat }));
    await this.until(() => this.refusals.slice(refused).some((r) => r.ref === ref) || done(), `the outcome of ${action}`);
    return this.refusals.slice(refused).find((r) => r.ref === ref)?.error ?? null;
  }

  /** The decision asked now is this page's to answer. */
  mine(): boolean {
    return this.view?.status === 'decision' && this.view.request?.yours === true;
  }

  close(): void {
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
