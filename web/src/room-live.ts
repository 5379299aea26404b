/**
 * A room's live channel (WebSocket, GET /api/rooms/:code/live): says hello
 * with this browser's tokens and the log lines it has, then keeps the room
 * and the game as the server sends them (each viewer its own view). After a
 * drop (a server restarted or killed, another server taking over) it opens
 * again with a growing wait and says hello again: the seat is resumed and
 * only the missing log lines come.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameView, LiveRequest, LogLine, RoomView } from '../../src/server/api-types.ts';
import { api, type ApiError } from './api.ts';
import { keepOpen, type LiveChannel } from './reconnect.ts';
import { releaseOptionFocus } from './panels.tsx';

/** The server's close code for a room this page may not see (rooms/live.ts CLOSE_NO_ROOM). */
const CLOSE_NO_ROOM = 4404;
const NO_ROOM = 'No room has that code.';

export interface RoomLive {
  open: boolean;
  room: RoomView | null;
  view: GameView | null;
  lines: LogLine[];
  /** The last refusal of this page's own message. */
  refusal: string | null;
  /** Seat links the host was handed. */
  handed: { seat: string; token: string }[];
  send(m: LiveRequest): boolean;
  clearRefusal(): void;
}

export function useRoomLive(code: string, tokens: string[]): RoomLive {
  const [open, setOpen] = useState(false);
  const [room, setRoom] = useState<RoomView | null>(null);
  const [view, setView] = useState<GameView | null>(null);
  const [lines, setLines] = useState<LogLine[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [handed, setHanded] = useState<{ seat: string; token: string }[]>([]);
  const channel = useRef<LiveChannel | null>(null);
  const have = useRef(0);
  /** The step of the view shown. */
  const step = useRef(-1);
  const key = tokens.join(' ');
  useEffect(() => {
    have.current = 0;
    setLines([]);
    /** Whether the room is there to retry for; says why not (no such room, too many tries) and returns false. */
    const known = async (tries: number): Promise<boolean> => {
      try {
        await api.room(code, tokens);
        return true;
      } catch (err) {
        const status = (err as ApiError).status;
        if (status === 404 || status === 429 || status === 400) {
          setRefusal((err as Error).message);
          return false;
        }
        if (tries > 3) setRefusal('The server cannot be reached: trying again…');
        return true;
      }
    };
    const c = keepOpen(
      api.roomLiveUrl(code),
      {
        opened: (s) => {
          s.send(JSON.stringify({ type: 'hello', tokens, since: have.current } satisfies LiveRequest));
          setOpen(true);
        },
        heard: (msg) => {
          if (msg.type === 'room') setRoom(msg.room);
          else if (msg.type === 'view') {
            const v = msg.view;
            have.current = v.log.total;
            // A new decision replaces the option buttons: the one focused is let go first, as on a game's page (Game.tsx).
            if (v.step !== step.current) releaseOptionFocus();
            step.current = v.step;
            setLines((prev) => prev.slice(0, v.log.from).concat(v.log.lines));
            setView(v);
            setRefusal(null);
          } else if (msg.type === 'refused') setRefusal(msg.error);
          else if (msg.type === 'handed') setHanded((h) => [...h.filter((x) => x.seat !== msg.seat), { seat: msg.seat, token: msg.token }]);
        },
        closed: (e, tries) => {
          setOpen(false);
          if (e.code === CLOSE_NO_ROOM) {
            setRefusal(NO_ROOM);
            return false;
          }
          // Refused before the socket opened: ask why over HTTP, and stop at once when no room has the code.
          return e.code === 1006 ? known(tries) : true;
        },
      },
      () => known(0),
    );
    channel.current = c;
    return () => c.stop();
  }, [code, key]);
  return {
    open,
    room,
    view,
    lines,
    refusal,
    handed,
    send: (m) => {
      const s = channel.current?.socket();
      if (!s || s.readyState !== WebSocket.OPEN) {
        setRefusal('Not connected to the server: trying again…');
        return false;
      }
      s.send(JSON.stringify(m));
      return true;
    },
    clearRefusal: () => setRefusal(null),
  };
}
