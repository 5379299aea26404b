/**
 * The game's live channel (WebSocket, GET /api/games/:id/live): `onStep`
 * hears the game's step on every (re)connection and after every answer
 * given anywhere. A dropped socket (the server restarted, the network went
 * away) is opened again (reconnect.ts), and the step heard on reconnecting
 * tells the page whether it missed anything.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { api } from './api.ts';
import { keepOpen } from './reconnect.ts';

/** Whether the channel is open now. */
export function useLive(id: string, onStep: (step: number) => void): boolean {
  const [open, setOpen] = useState(false);
  const hear = useRef(onStep);
  hear.current = onStep;
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    const channel = keepOpen(api.liveUrl(id), {
      opened: () => setOpen(true),
      heard: (msg) => {
        if (msg.type === 'step') hear.current(msg.step);
      },
      closed: () => {
        setOpen(false);
        return true;
      },
    });
    return () => channel.stop();
  }, [id]);
  return open;
}
