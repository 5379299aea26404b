/**
 * Rooms: a room's journal text stays unread until the room is revealed by
 * opening a door; other entries wait for their event (a token searched, a
 * goal met, the start, a rest, the end). Reading one marks a revelation
 * (undo never goes back past it) and copies its text into the state: only
 * then can a view, a log line or the report show it.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import type { AdventureData } from '../data/index.ts';
import type { JournalEntry } from '../data/schema.ts';
import { SEC } from '../sections.ts';
import type { ExploreState } from '../state.ts';
import { seenWith } from './map.ts';

export function readEntries(ctx: Ctx, st: ExploreState, entries: readonly JournalEntry[] | undefined, rule: string): void {
  if (!entries) return;
  for (const e of entries) {
    if (st.journal.some((j) => j.id === e.id)) continue;
    ctx.reveal(rule, 'a journal entry was read');
    st.journal.push({ id: e.id, text: e.text, round: st.round });
    if (ctx.log) note(ctx, rule, `Journal: ${e.text}`, { journal: e.id });
  }
}

/**
 * A room comes into view with every room joined to it by archways and
 * openings (Maps: sight is not blocked). Returns the rooms newly in view,
 * their journal not yet read (`readRooms`), so creatures can be placed first.
 */
export function uncoverRooms(ctx: Ctx, st: ExploreState, d: AdventureData, room: string): string[] {
  const out: string[] = [];
  for (const r of seenWith(d, room)) {
    if (st.revealed.includes(r)) continue;
    st.revealed.push(r);
    out.push(r);
    if (ctx.log) note(ctx, SEC.rooms, `The ${d.rooms.get(r)!.name} is revealed${r === room ? '' : ' with it (an archway or opening joins them)'}.`, { room: r });
  }
  return out;
}

/** The journal of rooms just revealed, read to the group. */
export function readRooms(ctx: Ctx, st: ExploreState, d: AdventureData, rooms: readonly string[]): void {
  for (const r of rooms) {
    ctx.reveal(SEC.rooms, 'a room was revealed');
    readEntries(ctx, st, d.journal.room.get(r), SEC.rooms);
  }
}
