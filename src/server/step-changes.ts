/**
 * Playback steps sent compactly (issue 21): an answer that resolves a fight
 * drew the whole board at each of up to 60 steps (3d6: 30 steps, 112 KB of
 * one 137 KB answer), though most of a board stays as it was from one step
 * to the next (the rooms, the party's sheets, the grid's walls). The first
 * step goes whole; each later one as its changes to the step before
 * (`changesOf`), which the page puts back together (`withChanges`). Both
 * sides share this file; a board is plain JSON.
 */
import type { BoardModel, PlaybackStep, SentStep, StepChanges } from './api-types.ts';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
/** How deep an object's changes are told key by key (a board, its fight, a fight's fields); deeper, a changed value goes whole. */
const DEPTH = 3;

/** `next` as its changes to `prev`: keys set whole, objects changed key by key, keys dropped. */
export function changesOf(prev: Obj, next: Obj, depth = DEPTH): StepChanges {
  const c: StepChanges = {};
  for (const k of Object.keys(next)) {
    const a = prev[k];
    const b = next[k];
    if (k in prev && JSON.stringify(a) === JSON.stringify(b)) continue;
    if (depth > 1 && isObj(a) && isObj(b)) (c.sub ??= {})[k] = changesOf(a, b, depth - 1);
    else (c.set ??= {})[k] = b;
  }
  for (const k of Object.keys(prev)) if (!(k in next)) (c.drop ??= []).push(k);
  return c;
}

/** `prev` with `c` applied (a new object; `prev` is left as it was). */
export function withChanges(prev: Obj, c: StepChanges): Obj {
  const out: Obj = { ...prev };
  for (const k of c.drop ?? []) delete out[k];
  if (c.set) Object.assign(out, c.set);
  for (const [k, sub] of Object.entries(c.sub ?? {})) out[k] = withChanges(isObj(prev[k]) ? prev[k] : {}, sub);
  return out;
}

/** The steps as sent: the first whole, each later one as its changes to the one before. */
export function compactSteps(steps: readonly PlaybackStep[]): SentStep[] {
  return steps.map((s, i) => (i === 0 ? s : { changes: changesOf(steps[i - 1]!.board as unknown as Obj, s.board as unknown as Obj), log: s.log }));
}

/** The steps as the page plays them back: each with its whole board. */
export function wholeSteps(sent: readonly SentStep[]): PlaybackStep[] {
  const out: PlaybackStep[] = [];
  for (const s of sent) {
    const prev = out[out.length - 1];
    const board = s.board ?? (prev && s.changes ? (withChanges(prev.board as unknown as Obj, s.changes) as unknown as BoardModel) : null);
    if (board) out.push({ board, log: s.log });
  }
  return out;
}
