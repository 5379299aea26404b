/**
 * The game's live channel (WebSocket, GET /api/games/:id/live): `onStep`
 * hears the game's step on every (re)connection and after every answer
 * given anywhere. A dropped socket (the server restarted, the network went
 * away) is opened again (reconnect.ts), and the step heard on reconnecting
 * tells the page whether it missed anything. While it is open the page's
 * own answers and undos go over it (`ask`) and come back as the new view:
 * no HTTP request per click, which on a busy machine cost 5-15 ms each
 * (issue 21). Each one is timed as a User Timing measure named `answer`
 * (its detail: the server's own ms and the reply's size), as the HTTP
 * route's Resource Timing and Server-Timing are, for bench/web.ts.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, ApiError, type GameView } from './api.ts';
import type { GameLiveRequest } from '../../src/server/api-types.ts';
import { keepOpen, type LiveChannel } from './reconnect.ts';

/** An answer with no reply in this long is given up (the socket is then probably gone: it reconnects). */
const ASK_MS = 20_000;

type Ask = (m: GameLiveRequest) => Promise<GameView>;
/** A request as the page writes it: the channel numbers it. */
export type LiveAsk = GameLiveRequest extends infer T ? (T extends unknown ? Omit<T, 'ref'> : never) : never;

interface Waiting {
  resolve: (v: GameView) => void;
  reject: (e: Error) => void;
  sent: number;
  timer: number;
}

export interface Live {
  /** Whether the channel is open now. */
  open: boolean;
  /** Sends an answer or undo over the open socket and resolves with the view it led to; null when the socket is not open (use HTTP). */
  ask: (m: LiveAsk) => Promise<GameView> | null;
}

export function useLive(id: string, onStep: (step: number) => void): Live {
  const [open, setOpen] = useState(false);
  const hear = useRef(onStep);
  hear.current = onStep;
  const channel = useRef<LiveChannel | null>(null);
  const waiting = useRef(new Map<number, Waiting>());
  const refs = useRef(0);
  // Every answer still waiting fails (the page shows why; the step heard on reconnecting brings it up to date).
  const dropAll = (why: string) => {
    for (const w of waiting.current.values()) {
      clearTimeout(w.timer);
      w.reject(new ApiError(0, why));
    }
    waiting.current.clear();
  };
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    const c = keepOpen(api.liveUrl(id), {
      opened: () => setOpen(true),
      heard: (msg, size) => {
        if (msg.type === 'step') hear.current(msg.step);
        else if ((msg.type === 'view' || msg.type === 'refused') && msg.ref !== undefined) {
          const w = waiting.current.get(msg.ref);
          if (!w) return;
          waiting.current.delete(msg.ref);
          clearTimeout(w.timer);
          if (msg.type === 'view') {
            performance.measure('answer', { start: w.sent, end: performance.now(), detail: { server: msg.ms ?? NaN, size } });
            w.resolve(msg.view);
          } else w.reject(new ApiError(msg.status ?? 400, msg.error));
        }
      },
      closed: () => {
        setOpen(false);
        dropAll('The connection to the server dropped before it answered: reconnecting, then the page shows where the game stands.');
        return true;
      },
    });
    channel.current = c;
    return () => {
      channel.current = null;
      c.stop();
      dropAll('The page closed the game.');
    };
  }, [id]);
  const ask = useRef<Live['ask']>((m) => {
    const s = channel.current?.socket();
    if (!s || s.readyState !== WebSocket.OPEN) return null;
    const ref = ++refs.current;
    const send: Ask = (msg) =>
      new Promise<GameView>((resolve, reject) => {
        const timer = window.setTimeout(() => {
          waiting.current.delete(ref);
          reject(new ApiError(0, 'The server did not answer in time: is `dungeon-crawl serve` still running?'));
        }, ASK_MS);
        waiting.current.set(ref, { resolve, reject, sent: performance.now(), timer });
        s.send(JSON.stringify(msg));
      });
    return send({ ...m, ref } as GameLiveRequest);
  }).current;
  return { open, ask };
}
