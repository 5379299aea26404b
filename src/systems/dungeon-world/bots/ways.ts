/**
 * How the heroes' bot walks the dungeon (ours), from what the heroes know:
 * key doors they hold no key for are walls; stairs whose both ends are
 * revealed and active teleporters are steps (rules/dungeon/moves.ts), so
 * the bot plans through them; stairs whose far end is still hidden are
 * places to explore, like closed doors.
 */
import { objects } from '../speed/arrays.ts';
import type { Feature, GameState, Pos } from '../state.ts';
import { isRevealed } from '../rules/grid.ts';
import { partyKeys } from '../rules/dungeon/doors.ts';
import { dungeonOf, live } from '../rules/dungeon/features.ts';
import { activeTeleporters } from '../rules/dungeon/moves.ts';
import type { Ways } from './common.ts';
import { keptInAnswer } from '../speed/answer.ts';
import { keptWays } from '../speed/ways-memo.ts';

/** Key doors the heroes cannot open: closed, and no hero holds their key. */
export function lockedDoors(st: GameState): Feature[] {
  // A loop, the party's keys gathered only once a closed key door is found (most dungeons have none): asked twice in most heroes' answers.
  const b = st.board;
  const out: Feature[] = [];
  let keys: string[] | null = null;
  for (let i1 = 0, a1 = dungeonOf(st).features; i1 < a1.length; i1++) {
    const d = a1[i1]!;
    if (d.gone || d.kind !== 'door' || !d.colour || b.terrain[d.y * b.width + d.x] !== '+') continue;
    if (!(keys ??= partyKeys(st)).includes(d.colour)) out.push(d);
  }
  return out;
}

/** Stairs with a revealed end the heroes can reach, whose other end is not yet revealed: taking them explores. */
export function unexploredStairs(st: GameState): readonly Pos[] {
  // Loops over the features in place (live()'s order), no list made where none is found: asked in every hero's answer.
  const features = dungeonOf(st).features;
  const b = st.board;
  let out: Pos[] | null = null;
  for (let i1 = 0, a1 = features; i1 < a1.length; i1++) {
    const s = a1[i1]!;
    if (s.gone || s.kind !== 'stairs' || !isRevealed(b, s.x, s.y)) continue;
    for (let i2 = 0, a2 = features; i2 < a2.length; i2++) {
      const o = a2[i2]!;
      if (!o.gone && o.kind === 'stairs' && o !== s && o.colour === s.colour && !isRevealed(b, o.x, o.y)) {
        (out ??= []).push(s);
        break;
      }
    }
  }
  return out ?? NO_STAIRS;
}

// Not frozen: see speed/unfrozen.ts.
const NO_STAIRS: readonly Pos[] = objects();

/** The heroes' ways: locked doors blocked; known stairs (1 point) and active teleporters (2 points) as links both ways. */
export function heroWays(st: GameState): Ways {
  // Made once per bot answer (speed/answer.ts).
  return keptInAnswer(st, makeHeroWays);
}

/** What the heroes' ways are made of, in the order made (speed/ways-memo.ts): reused. */
const sig: unknown[] = [];

function makeHeroWays(st: GameState): Ways {
  const b = st.board;
  const w = b.width;
  const doors = lockedDoors(st);
  sig.length = 0;
  sig.push(w);
  for (let i1 = 0, a1 = doors; i1 < a1.length; i1++) {
    const d = a1[i1]!;
    sig.push(d.y * w + d.x);
  }
  sig.push(-1);
  for (let i2 = 0, a2 = dungeonOf(st).features; i2 < a2.length; i2++) {
    const f = a2[i2]!;
    if (f.gone) continue;
    if (f.kind === 'stairs' && isRevealed(b, f.x, f.y)) sig.push(f.y * w + f.x, f.colour);
    else if (f.kind === 'teleporter' && f.on && isRevealed(b, f.x, f.y)) sig.push(-2, f.y * w + f.x);
  }
  return keptWays(sig, () => buildHeroWays(st, doors));
}

function buildHeroWays(st: GameState, doors: readonly Feature[]): Ways {
  const w = st.board.width;
  const locked = new Set(doors.map((d) => d.y * w + d.x));
  const links = new Map<number, { to: number; cost: number }[]>();
  // The key lists what the ways are made of, in the order they are made.
  let key = [...locked].join(',');
  const link = (a: Pos, b: Pos, cost: number) => {
    const i = a.y * w + a.x;
    key += `;${i}>${b.y * w + b.x}:${cost}`;
    if (!links.has(i)) links.set(i, []);
    links.get(i)!.push({ to: b.y * w + b.x, cost });
  };
  const stairs = live(st, 'stairs').filter((s) => isRevealed(st.board, s.x, s.y));
  for (const a of stairs) for (const b of stairs) if (a !== b && a.colour === b.colour) link(a, b, 1);
  const tele = activeTeleporters(st);
  for (const a of tele) for (const b of tele) if (a !== b) link(a, b, 2);
  return { blocked: (i) => locked.has(i), links, key };
}
