/**
 * A room (network play): its code and link to share, its seats (take a free
 * one; the host gives a seat to the computer or back, hands it over with a
 * new link, or frees it), the host's start and pause, and the game as this
 * viewer may see it, live. A seat answers what is asked of it; everyone
 * else watches the game move.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { api } from './api.ts';
import type { HostAction, RoomView } from '../../src/server/api-types.ts';
import { PlayArea } from './PlayArea.tsx';
import { useRoomLive } from './room-live.ts';
import { useGameKeys } from './keys.ts';
import { keepTokens, list, seatLink, tokenFromLink, type RoomTokens } from './room-tokens.ts';

/** An answer slower than this shows the buttons disabled (as on a game's page, Game.tsx). */
const SLOW_MS = 250;

const STATUS: Record<RoomView['status'], string> = {
  waiting: 'waiting for the host to start the game',
  playing: 'playing',
  paused: 'paused by the host',
  closed: 'closed (nobody came for a while, or the host closed it); its game is kept as a save',
};

function Copyable(p: { label: string; value: string }) {
  return (
    <label class="copy">
      {p.label} <input readOnly value={p.value} size={Math.min(70, p.value.length + 2)} onFocus={(e) => e.currentTarget.select()} />
    </label>
  );
}

export function Room(p: { code: string }) {
  const code = p.code.toUpperCase();
  const [tokens, setTokens] = useState<RoomTokens>(() => tokenFromLink(code));
  const tokenList = useMemo(() => list(tokens), [tokens.host, tokens.seat]);
  const live = useRoomLive(code, tokenList);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  /** An answer sent a while ago and not yet taken: the buttons say so (a quick one leaves them, and the focus on them, as they were). */
  const [slow, setSlow] = useState(false);
  const { room, view } = live;

  useEffect(() => {
    if (room && view) document.title = `Room ${code}: ${view.status === 'over' ? 'game over' : view.request ? (view.request.yours ? `your turn: ${view.request.prompt}` : view.request.prompt) : 'a roll'}`;
  }, [room, view]);
  // The answer is done when the game moved past its step, or it was refused.
  useEffect(() => setSent(null), [view?.step, live.refusal]);
  useEffect(() => {
    setSlow(false);
    if (sent === null) return;
    const t = window.setTimeout(() => setSlow(true), SLOW_MS);
    return () => clearTimeout(t);
  }, [sent]);

  const host = (action: HostAction, seat?: string) => live.send({ type: 'host', action, seat });
  const take = async (seat: string) => {
    setError(null);
    try {
      const j = await api.join(code, seat, tokenList);
      setTokens(keepTokens(code, { seat: j.token }));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const answer = (a: { choice: string } | { entry: string }) => {
    if (!view || sent !== null) return;
    live.clearRefusal();
    if (live.send({ type: 'answer', step: view.step, ...a })) setSent(view.step);
  };

  // Number keys answer as in a game, when the decision is this seat's and nothing is on its way.
  useGameKeys({
    options: () => (view?.request?.yours && sent === null && room?.status === 'playing' ? view.request.options : null),
    choose: (choice) => answer({ choice }),
    say: setError,
  });

  if (!room || !view) return live.refusal || error ? <p role="alert">{live.refusal ?? error}</p> : <p>Joining room {code}…</p>;
  const you = room.you;
  const asked = view.request && view.request.who.startsWith('player:') ? view.request.who.slice(7) : null;
  const turn = view.status === 'over' ? 'The game is over.' : room.status !== 'playing' ? `The game is ${STATUS[room.status]}.` : view.request?.yours ? 'Your turn.' : asked ? `Waiting for ${asked}.` : view.chance ? (you.seat ? 'A roll or card to enter.' : 'Waiting for a roll or card.') : '';
  return (
    <div class="game net-room" data-live={live.open ? 'on' : 'off'} aria-busy={sent !== null}>
      <div class="game-head">
        <h1>
          {room.systemName}: room {room.code}
        </h1>
        <span class="muted">
          {view.dice === 'physical' ? 'your dice and cards' : 'computer dice'} · {view.decisions} decisions
        </span>
      </div>
      <p class="status" role="status">
        {turn}
      </p>
      {(live.refusal || error) && (
        <p role="alert" class="error">
          {live.refusal ?? error}
        </p>
      )}
      {/* The room's panel sits beside the board, under the decision: the board and the decision stay in view together. */}
      <PlayArea view={view} lines={live.lines} busy={slow || room.status !== 'playing'} reportBusy={true} onChoose={(choice) => answer({ choice })} onEntry={(entry) => answer({ entry })}>
        <section class="room-panel" role="region" aria-label="Room">
          <h2 class="sr-only">Room</h2>
          <p>
            Room code <strong class="code">{room.code}</strong> · <Copyable label="Link to share" value={`${location.origin}/room/${room.code}`} />
          </p>
          <p>
            Status: <span class="room-status">{view.status === 'over' && room.status !== 'closed' ? 'game over' : STATUS[room.status]}</span>. {you.host ? 'You are the host. ' : ''}
            {you.seat ? `You play ${you.seat}.` : 'You are watching.'} {live.open ? '' : '(reconnecting…)'}
          </p>
          {you.seat && tokens.seat && <Copyable label="Your seat's link (keep it to come back on any device)" value={seatLink(room.code, tokens.seat)} />}
          <table class="seats">
            <caption>Seats</caption>
            <tbody>
              {room.seats.map((s) => (
                <tr key={s.name}>
                  <th scope="row">{s.name}</th>
                  <td>{s.name === you.seat ? 'you' : s.computer ? 'the computer' : s.taken ? 'taken' : 'free'}</td>
                  <td>
                    {!you.seat && !s.taken && !s.computer && room.status !== 'closed' && (
                      <button type="button" aria-label={`Take seat ${s.name}`} onClick={() => void take(s.name)}>
                        Take this seat
                      </button>
                    )}
                    {you.host && (
                      <>
                        {s.computer ? (
                          <button type="button" aria-label={`A person plays ${s.name}`} onClick={() => host('human', s.name)}>
                            A person plays
                          </button>
                        ) : (
                          !s.taken && (
                            <button type="button" aria-label={`Computer plays ${s.name}`} onClick={() => host('computer', s.name)}>
                              Computer plays
                            </button>
                          )
                        )}{' '}
                        {!s.computer && (
                          <button type="button" aria-label={`Hand over ${s.name}`} onClick={() => host('hand-over', s.name)}>
                            Hand over (new link)
                          </button>
                        )}{' '}
                        {s.taken && (
                          <button type="button" aria-label={`Free ${s.name}`} onClick={() => host('free', s.name)}>
                            Free
                          </button>
                        )}
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {you.host && live.handed.map((h) => <Copyable key={h.seat} label={`New link for ${h.seat}`} value={seatLink(room.code, h.token)} />)}
          {you.host && (
            <p class="host-controls">
              {(room.status === 'waiting' || room.status === 'paused') && (
                <button type="button" class="primary" onClick={() => host('start')}>
                  {room.status === 'waiting' ? 'Start the game' : 'Resume'}
                </button>
              )}
              {room.status === 'playing' && view.status !== 'over' && (
                <button type="button" onClick={() => host('pause')}>
                  Pause
                </button>
              )}{' '}
              {room.status === 'closed' ? (
                <button type="button" onClick={() => host('reopen')}>
                  Reopen
                </button>
              ) : (
                <button type="button" onClick={() => host('close')}>
                  Close the room
                </button>
              )}
            </p>
          )}
          {room.savedAs && <p class="muted">Kept as the save {room.savedAs}.</p>}
        </section>
      </PlayArea>
    </div>
  );
}
