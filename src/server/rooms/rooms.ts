/**
 * Rooms: one game played by several people, each on their own device. The
 * server is the authority: a room is its row in the store (store.ts: the
 * game's save, the seats, the status), every answer is checked against the
 * request open now (the right seat, the step it answers, a legal option, an
 * entry that answers the roll or draw asked), played by the engine, and
 * committed before anyone is told (`onChange`, then the live layer sends each
 * viewer its own view). A refused message records nothing.
 *
 * A room this process holds keeps its game live (`Room.result`: the state,
 * the request, and the game's last checkpoint, engine.ts): an answer carries
 * the game on from that checkpoint (the top of a turn, room, round or move),
 * with the log off up to the decision answered, rather than from the
 * start; only a room loaded from the store (after a restart, or changed by
 * another process) is replayed, once, or carried on from the copy held here
 * when the stored game extends it. The row's save is kept without its hashes
 * (save.ts `unsealedSave`) and sealed when it leaves as a file.
 *
 * Seats the host gives to the computer are answered by the system's bot as
 * the game reaches them (the run's chooser), in the same commit as the
 * answer that led there. Several processes may serve one room (PostgreSQL):
 * a change is written over the version it was made from, and a process that
 * lost the race reloads the room and checks the message again.
 */
import { parseEntry, type PhysicalEntry } from '../../core/chance.ts';
import { run, type GameSystem, type RunResult } from '../../core/engine.ts';
import { excerpt } from '../../core/excerpt.ts';
import { IllegalReplay, NeedDecision, type Request } from '../../core/request.ts';
import { mayAnswer, type Viewer } from '../../core/view-model.ts';
import { unsealedSave, type SaveFile } from '../../save/save.ts';
import { replayRoomGame } from '../../save/continue.ts';
import { loadSystem } from '../../systems/registry.ts';
import type { AnswerRequest, HostAction, NewRoomRequest } from '../api-types.ts';
import { Refused } from '../games.ts';
import { checkNewGame } from '../new-game.ts';
import { hashToken, newCode, newToken, sameHash, seatNames, seatOf, type SeatRow } from './seats.ts';
import type { RoomRow, RoomStatus, RoomStore } from './store.ts';

/** A room as this process holds it: its row and its game replayed. */
export interface Room {
  row: RoomRow;
  system: GameSystem;
  result: RunResult;
}

/** Who is speaking in a room, from the tokens they presented. */
export interface Identity {
  viewer: Viewer;
  seat: string | null;
  host: boolean;
}

/** A change made through another process (or lost to a concurrent one): the message is checked again on the room as it is now. */
class Moved extends Error {}

const SPECTATOR: Viewer = Object.freeze({ spectator: true });

/** Answers given so far: decisions and physical entries (an answer names the step it answers). */
export function stepOf(r: Room): number {
  return r.row.save.decisions.length + r.row.save.physical.length;
}

export class Rooms {
  private readonly cache = new Map<string, Room>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly listeners: ((room: Room) => void)[] = [];

  constructor(
    readonly store: RoomStore,
    private readonly now: () => number = Date.now,
  ) {
    store.onChange(
      (code, version) => void this.heard(code, version),
      () => void this.resync(),
    );
  }

  /** Hears every room this process holds when it changes (here or, through the store, in another process). */
  onChange(f: (room: Room) => void): void {
    this.listeners.push(f);
  }

  /** One change at a time per room in this process (the store's versions keep processes apart). */
  private serial<T>(code: string, f: () => Promise<T>): Promise<T> {
    const before = this.queues.get(code) ?? Promise.resolve();
    const p = before.then(f, f);
    const tail = p.catch(() => {});
    this.queues.set(code, tail);
    void tail.then(() => {
      if (this.queues.get(code) === tail) this.queues.delete(code);
    });
    return p;
  }

  async create(req: NewRoomRequest): Promise<{ room: Room; hostToken: string }> {
    const { system, dice, seed, options } = await checkNewGame(req);
    const result = run({ system, options, seed, dice, decisions: [], physical: [], checkpoints: true });
    const hostToken = newToken();
    const seats: SeatRow[] = seatNames(options).map((name) => ({ name, tokenHash: null, computer: false }));
    addAsked(seats, result.request);
    const t = this.now();
    for (let k = 0; k < 20; k++) {
      const row: RoomRow = { code: newCode(), system: system.id, status: 'waiting', version: 1, hostHash: hashToken(hostToken), seats, save: unsealedSave(system, result, seed, dice, []), created: t, seen: t };
      if (await this.store.insert(row)) {
        const room = { row, system, result };
        this.cache.set(row.code, room);
        return { room, hostToken };
      }
    }
    throw new Refused(503, 'no free room code was found: try again');
  }

  /** The room, from this process's memory or the store. */
  async get(code: string): Promise<Room> {
    const held = this.cache.get(code);
    if (held) return held;
    return this.serial(code, () => this.load(code));
  }

  /** How many rooms this process holds in memory (their games live). */
  held(): number {
    return this.cache.size;
  }

  /** Whether this process holds the room in memory. */
  holds(code: string): boolean {
    return this.cache.has(code);
  }

  /** Forgets rooms nobody here looks at (they stay in the store). */
  forget(keep: (code: string) => boolean): void {
    for (const code of this.cache.keys()) if (!keep(code)) this.cache.delete(code);
  }

  private async load(code: string, known?: Room): Promise<Room> {
    const row = await this.store.get(code);
    if (!row) throw new Refused(404, `no room ${excerpt(code)}`);
    if (known && known.row.version === row.version) return known;
    let room: Room;
    try {
      room = await loadGame(row, known);
    } catch (e) {
      throw new Refused(409, `the room's game does not replay: ${(e as Error).message}`);
    }
    this.cache.set(code, room);
    return room;
  }

  /** A change announced by the store: reload the room if this process holds an older one, and tell the viewers here. */
  private async heard(code: string, version: number): Promise<void> {
    const held = this.cache.get(code);
    if (!held || held.row.version >= version) return;
    await this.serial(code, async () => {
      const now = this.cache.get(code);
      if (!now || now.row.version >= version) return;
      const room = await this.load(code, now);
      this.tell(room);
    }).catch(() => {});
  }

  /** After the store's notices were lost for a while: reload every room held here. */
  private async resync(): Promise<void> {
    for (const [code, held] of [...this.cache]) {
      await this.serial(code, async () => {
        const room = await this.load(code, held);
        if (room !== held) this.tell(room);
      }).catch(() => {});
    }
  }

  private tell(room: Room): void {
    for (const f of this.listeners) f(room);
  }

  /** Who holds which tokens: the host, a seat, or a spectator. */
  identify(room: Room, hashes: readonly string[]): Identity {
    let host = false;
    let seat: string | null = null;
    for (const h of hashes) {
      if (sameHash(h, room.row.hostHash)) host = true;
      for (const s of room.row.seats) if (seat === null && sameHash(h, s.tokenHash)) seat = s.name;
    }
    return { viewer: seat === null ? SPECTATOR : { seat }, seat, host };
  }

  /**
   * Runs `change` on the room as this process knows it and commits what it
   * returns over that version; when another change came first, once more on
   * the room reloaded (the message is checked again against it).
   */
  private mutate<T>(code: string, change: (room: Room) => { row: RoomRow; result?: RunResult; out: T } | null): Promise<{ room: Room; out: T | null }> {
    return this.serial(code, async () => {
      for (let attempt = 0; ; attempt++) {
        const room = this.cache.get(code) ?? (await this.load(code));
        const next = change(room);
        if (!next) return { room, out: null };
        try {
          if (!(await this.store.update(next.row, room.row.version))) throw new Moved();
        } catch (e) {
          if (!(e instanceof Moved)) throw new Refused(503, `the room could not be saved: ${(e as Error).message}`);
          // Another process changed it first: the viewers here see that change, and the message is checked against it.
          const moved = await this.load(code, room);
          if (moved !== room) this.tell(moved);
          if (attempt > 0) throw new Refused(409, 'the room changed meanwhile: try again');
          continue;
        }
        const done: Room = { row: next.row, system: room.system, result: next.result ?? room.result };
        this.cache.set(code, done);
        this.tell(done);
        return { room: done, out: next.out };
      }
    });
  }

  /** The row after a change: version one up, seen now. */
  private bump(room: Room, patch: Partial<Pick<RoomRow, 'status' | 'seats' | 'save'>>): RoomRow {
    return { ...room.row, ...patch, version: room.row.version + 1, seen: this.now() };
  }

  /**
   * The room's game with these answers (those it has, and more), carried on
   * from its last checkpoint; while it is played, the seats the computer
   * holds are answered by the system's bot as they come up.
   */
  private replay(room: Room, status: RoomStatus, seats: SeatRow[], decisions: readonly string[], physical: readonly PhysicalEntry[]): RunResult {
    const system = room.system;
    const computer = new Set(seats.filter((s) => s.computer).map((s) => `player:${s.name}`));
    const chooser =
      status === 'playing' && computer.size > 0
        ? (req: Request, state: unknown): string => {
            if (computer.has(req.who)) return system.bot(req, state);
            throw new NeedDecision(req);
          }
        : undefined;
    const save = room.row.save;
    const was = room.result;
    // Paused at a decision that these answers go on from: only the log from there on is written again (from the checkpoint, the log is off up to it).
    const goesOn = was.status === 'decision' && was.request && physical.length === save.physical.length && decisions.length >= was.decisions.length && was.decisions.every((d, k) => decisions[k] === d);
    const logAfter = goesOn ? { decisions: was.decisions.length, events: was.events, request: was.request! } : undefined;
    try {
      return run({ system, options: save.options, seed: save.seed, dice: save.dice, decisions, auto: save.auto, physical, chooser, logAfter, resumeFrom: was.checkpoint, checkpoints: true });
    } catch (e) {
      if (e instanceof IllegalReplay) throw new Refused(400, `Refused: ${e.message}.`);
      throw e;
    }
  }

  /** The change that records `result` (and the seats it newly asks). */
  private played(room: Room, status: RoomStatus, seats: SeatRow[], result: RunResult, physical: readonly PhysicalEntry[]): { row: RoomRow; result: RunResult } {
    const s = seats.map((x) => ({ ...x }));
    addAsked(s, result.request);
    return { row: this.bump(room, { status, seats: s, save: unsealedSave(room.system, result, room.row.save.seed, room.row.save.dice, physical) }), result };
  }

  /** A seat taken by whoever has the room's code: a token for it. */
  async join(code: string, seatName: string, hashes: readonly string[]): Promise<{ room: Room; token: string }> {
    const token = newToken();
    const { room } = await this.mutate(code, (r) => {
      if (r.row.status === 'closed') throw new Refused(409, 'This room is closed.');
      const held = this.identify(r, hashes).seat;
      if (held !== null) throw new Refused(409, `You already hold the seat ${excerpt(held)} in this room.`);
      const seat = r.row.seats.find((s) => s.name === seatName);
      if (!seat) throw new Refused(404, `There is no seat ${excerpt(seatName)} in this room.`);
      if (seat.computer) throw new Refused(409, `The computer plays ${excerpt(seatName)}: the host may give it back to a person.`);
      if (seat.tokenHash !== null) throw new Refused(409, `Someone already holds ${excerpt(seatName)}.`);
      const seats = r.row.seats.map((s) => (s === seat ? { ...s, tokenHash: hashToken(token) } : s));
      return { row: this.bump(r, { seats }), out: null };
    });
    return { room, token };
  }

  /** A decision or a physical entry, from the holder of the seat it is asked of. */
  answer(code: string, hashes: readonly string[], body: AnswerRequest): Promise<{ room: Room; out: null }> {
    return this.mutate(code, (r) => {
      const who = this.identify(r, hashes);
      if (who.seat === null) throw new Refused(403, 'A spectator cannot answer: take a free seat to play.');
      const status = r.row.status;
      if (status === 'waiting') throw new Refused(409, 'The game has not started: the host starts it.');
      if (status === 'paused') throw new Refused(409, 'The host paused the game.');
      if (status === 'closed') throw new Refused(409, 'This room is closed.');
      const now = stepOf(r);
      if (body.step !== now) throw new Refused(409, `That answers step ${Number(body.step)}, but the game is at step ${now}: it moved on since.`);
      const res = r.result;
      const decisions = r.row.save.decisions.slice();
      const physical = r.row.save.physical.slice();
      if ('choice' in body && typeof body.choice === 'string') {
        const req = res.request;
        if (res.status !== 'decision' || !req) throw new Refused(409, 'No decision is asked for now.');
        if (!mayAnswer(who.viewer, req.who)) throw new Refused(403, `This decision is for ${excerpt(seatOf(req.who) ?? 'the game')}, not for your seat (${excerpt(who.seat)}).`);
        if (!req.options.some((o) => o.id === body.choice)) throw new Refused(400, `${excerpt(body.choice)} is not one of the options.`);
        decisions.push(body.choice);
      } else if ('entry' in body && typeof body.entry === 'string') {
        if (res.status !== 'chance' || !res.chanceRequest) throw new Refused(409, 'No roll or draw is asked for now.');
        const p = parseEntry(res.chanceRequest, body.entry);
        if ('error' in p) throw new Refused(400, `Refused: ${p.error}.`);
        physical.push(p.value);
      } else throw new Refused(400, 'An answer has a choice or an entry.');
      const result = this.replay(r, status, r.row.seats, decisions, physical);
      return { ...this.played(r, status, r.row.seats, result, physical), out: null };
    });
  }

  /** The host's controls: start and pause, a seat given to the computer or back, handed over (a new link) or freed, the room closed or reopened. */
  async host(code: string, hashes: readonly string[], action: HostAction, seatName?: string): Promise<{ room: Room; token: string | null }> {
    const token = action === 'hand-over' ? newToken() : null;
    const { room } = await this.mutate(code, (r) => {
      if (!this.identify(r, hashes).host) throw new Refused(403, 'Only the host may do that.');
      const row = r.row;
      const save = row.save;
      const seat = seatName === undefined ? undefined : row.seats.find((s) => s.name === seatName);
      const needSeat = () => {
        if (!seat) throw new Refused(404, `There is no seat ${excerpt(seatName ?? '')} in this room.`);
        return seat;
      };
      const withSeat = (patch: Partial<SeatRow>) => row.seats.map((s) => (s === needSeat() ? { ...s, ...patch } : s));
      const regame = (status: RoomStatus, seats: SeatRow[]) => ({ ...this.played(r, status, seats, this.replay(r, status, seats, save.decisions, save.physical), save.physical), out: null });
      switch (action) {
        case 'start':
          if (row.status === 'playing') return null;
          if (row.status === 'closed') throw new Refused(409, 'This room is closed: reopen it first.');
          return regame('playing', row.seats);
        case 'pause':
          if (row.status !== 'playing') return null;
          return { row: this.bump(r, { status: 'paused' }), out: null };
        case 'computer':
          if (needSeat().computer) return null;
          return regame(row.status, withSeat({ computer: true }));
        case 'human':
          if (!needSeat().computer) return null;
          return { row: this.bump(r, { seats: withSeat({ computer: false }) }), out: null };
        case 'hand-over':
          return { row: this.bump(r, { seats: withSeat({ tokenHash: hashToken(token!) }) }), out: null };
        case 'free':
          return { row: this.bump(r, { seats: withSeat({ tokenHash: null }) }), out: null };
        case 'close':
          if (row.status === 'closed') return null;
          return { row: this.bump(r, { status: 'closed' }), out: null };
        case 'reopen':
          if (row.status !== 'closed') return null;
          return { row: this.bump(r, { status: 'paused' }), out: null };
        default:
          throw new Refused(400, `No host action ${excerpt(action)}.`);
      }
    });
    return { room, token };
  }

  /** Closes the rooms nobody visited for `idleMs` (`visited`: the rooms viewers here look at, marked seen first); returns them. */
  async closeIdle(idleMs: number, visited: string[]): Promise<Room[]> {
    const t = this.now();
    await this.store.touch(visited, t);
    const closed: Room[] = [];
    for (const code of await this.store.idle(t - idleMs)) {
      try {
        const { room, out } = await this.mutate(code, (r) => (r.row.status === 'closed' || r.row.seen >= t - idleMs ? null : { row: this.bump(r, { status: 'closed' }), out: true }));
        if (out) closed.push(room);
      } catch {
        /* a room that does not load stays as it is */
      }
    }
    return closed;
  }
}

/**
 * A room's game from its row: carried on from the copy this process holds
 * when the stored game goes on from it (another process recorded more
 * answers), else replayed once from the start; a save that carries its hashes
 * (a row written before rooms kept them unsealed) is checked against them.
 */
async function loadGame(row: RoomRow, known?: Room): Promise<Room> {
  const save = row.save;
  const system = known && known.system.id === save.system ? known.system : await loadSystem(save.system);
  const from = known && goesOnFrom(known.row.save, save) ? known.result.checkpoint : undefined;
  // A game of older rules goes on under the current ones (save/continue.ts), its row's save the game from here on.
  const g = replayRoomGame(save, system, from);
  return { row: g.save === save ? row : { ...row, save: g.save }, system: g.system, result: g.result };
}

/** Whether save `b` is save `a`'s game with (maybe) more answers. */
function goesOnFrom(a: SaveFile, b: SaveFile): boolean {
  if (a.system !== b.system || a.seed !== b.seed || a.dice !== b.dice || a.decisions.length > b.decisions.length || a.physical.length > b.physical.length) return false;
  if (JSON.stringify(a.options) !== JSON.stringify(b.options)) return false;
  return a.decisions.every((d, k) => b.decisions[k] === d) && a.physical.every((e, k) => JSON.stringify(e) === JSON.stringify(b.physical[k]));
}

/** A seat the game asks for that no option named (a name the rules made up) joins the room's seats. */
function addAsked(seats: SeatRow[], req: Request | undefined): void {
  const name = req ? seatOf(req.who) : null;
  if (name !== null && !seats.some((s) => s.name === name)) seats.push({ name, tokenHash: null, computer: false });
}
