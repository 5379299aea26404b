/**
 * What a room's viewer is sent: the room (seats, status, who they are in it:
 * never a token) and the game as their viewer sees it (server/view.ts: no
 * seed for a seat or a spectator, log lines as text only, the view model the
 * system computes for that viewer). Undo is not offered in a room: taking
 * back a decision is everyone's business, and nobody there owns the game.
 */
import type { GameView, RoomView } from '../api-types.ts';
import { gameView } from '../view.ts';
import type { Identity, Room } from './rooms.ts';
import { stepOf } from './rooms.ts';

const NO_UNDO = 'Undo is not offered in a room: every seat sees the game move.';

/** The id a closed room's game is kept under in the saves. */
export function savedId(code: string): string {
  return `room-${code}`;
}

/** The room for `who`; where a closed room's game was kept is told to the server's owner only (only they open local games). */
export function roomView(room: Room, who: Identity, owner = false): RoomView {
  const r = room.row;
  return {
    code: r.code,
    system: r.system,
    systemName: room.system.name,
    status: r.status,
    seats: r.seats.map((s) => ({ name: s.name, taken: s.tokenHash !== null, computer: s.computer })),
    you: { seat: who.seat, host: who.host },
    savedAs: r.status === 'closed' && owner ? savedId(r.code) : null,
  };
}

/** The room's game for `who`, with the log lines from `since` on; `at`: a replay before that decision. */
export function roomGameView(room: Room, who: Identity, since: number, replay?: { result: Room['result']; at: number }): GameView {
  const save = room.row.save;
  const v = gameView({
    id: room.row.code,
    system: room.system,
    result: replay?.result ?? room.result,
    seed: save.seed,
    dice: save.dice,
    campaign: null,
    physicalCount: save.physical.length,
    since,
    viewer: who.viewer,
    replay: replay ? { at: replay.at, of: save.decisions.length, chosen: save.decisions[replay.at] ?? null } : undefined,
  });
  v.step = replay ? v.step : stepOf(room);
  v.undo = { allowed: false, reason: replay ? v.undo.reason : room.result.status === 'over' ? 'The game is over.' : NO_UNDO };
  return v;
}
