/**
 * A live channel (WebSocket) kept open: a dropped socket (the server
 * restarted, the network went away, another server took over) is opened
 * again after a short wait, longer each time. One copy for the game's
 * channel (live.ts) and a room's (room-live.ts). Once stopped, nothing of
 * the old socket reaches the page: its late close event is not heard, so it
 * cannot mark a newer channel closed.
 */
import type { LiveMessage } from '../../src/server/api-types.ts';
import { readLive } from './live-message.ts';

/** Waits before reconnecting: the first retry soon, then up to a few seconds apart. */
const RETRY_MS = [250, 500, 1000, 2000, 4000];

export interface LiveHandlers {
  /** The socket opened (again): say hello here. */
  opened(s: WebSocket): void;
  /** `size`: the frame's length in characters (the benchmark's answer size). */
  heard(msg: LiveMessage, size: number): void;
  /** The socket closed: `tries`, the reconnections tried since the last open. Return false (or a promise of false) to stop trying. */
  closed(e: CloseEvent, tries: number): boolean | Promise<boolean>;
}

export interface LiveChannel {
  /** The socket now (null before the first is made). */
  socket(): WebSocket | null;
  stop(): void;
}

/** Opens `path` (an /api/... URL) as a WebSocket and keeps it open; `first`, when given, is asked before the first try. */
export function keepOpen(path: string, h: LiveHandlers, first?: () => Promise<boolean>): LiveChannel {
  let socket: WebSocket | null = null;
  let tries = 0;
  let timer = 0;
  let stopped = false;
  const connect = () => {
    if (stopped) return;
    const url = new URL(path, location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const s = new WebSocket(url);
    socket = s;
    s.onopen = () => {
      if (stopped) return;
      tries = 0;
      h.opened(s);
    };
    s.onmessage = (m) => {
      if (stopped) return;
      const text = String(m.data);
      const msg = readLive(text);
      if (msg) h.heard(msg, text.length);
    };
    s.onclose = (e) => {
      if (stopped) return;
      void Promise.resolve(h.closed(e, tries)).then((again) => {
        if (again && !stopped) timer = window.setTimeout(connect, RETRY_MS[Math.min(tries++, RETRY_MS.length - 1)]);
      });
    };
  };
  if (first) void first().then((ok) => ok && connect());
  else connect();
  return {
    socket: () => socket,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    },
  };
}
