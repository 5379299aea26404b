/**
 * The game's live channel (WebSocket, GET /api/games/:id/live): `onStep`
 * hears the game's step on every (re)connection and after every answer
 * given anywhere. A dropped socket (the server restarted, the network went
 * away) is opened again after a short wait, longer each time, and the step
 * heard on reconnecting tells the page whether it missed anything.
 */
import { readLive } from './live-message.ts';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { LiveMessage } from '../../src/server/api-types.ts';
import { api } from './api.ts';

/** Waits before reconnecting: the first retry soon, then up to a few seconds apart. */
const RETRY_MS = [250, 500, 1000, 2000, 4000];

/** Whether the channel is open now. */
export function useLive(id: string, onStep: (step: number) => void): boolean {
  const [open, setOpen] = useState(false);
  const hear = useRef(onStep);
  hear.current = onStep;
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let tries = 0;
    let timer = 0;
    let stopped = false;
    const connect = () => {
      const url = new URL(api.liveUrl(id), location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      const s = new WebSocket(url);
      socket = s;
      s.onopen = () => {
        tries = 0;
        setOpen(true);
      };
      s.onmessage = (m) => {
        const msg = readLive(String(m.data));
        if (!msg) return;
        if (msg.type === 'step') hear.current(msg.step);
      };
      s.onclose = () => {
        setOpen(false);
        if (stopped) return;
        timer = window.setTimeout(connect, RETRY_MS[Math.min(tries++, RETRY_MS.length - 1)]);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [id]);
  return open;
}
