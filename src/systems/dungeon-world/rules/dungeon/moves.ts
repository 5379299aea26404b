/**
 * The dungeon's part in movement (movement.ts asks through MoveHooks):
 * Staircases (heroes only, 1 point to the other end of the same colour),
 * Teleporters (a hero on an active one goes to another active, revealed
 * one for 2 points; monsters never end a move on one), Pits (jumped straight
 * across for 3 points; a model of movement 3 or less crosses only after a
 * move spent beside the pit, with all its points), Dungeon Traps (a hero
 * entering a `?` square stops), the Slime through closed doors, the
 * campfire a hero wards (monsters keep 3 squares away) and the familiar,
 * which never enters a melee its owner is not in.
 */
import { objects } from '../../speed/arrays.ts';
import { kindOf } from '../../data/index.ts';
import { dataOf } from '../../data/sets.ts';
import type { Board, Feature, GameState, Model, Pos } from '../../state.ts';
import { SearchCache } from '../../../../core/grid-search.ts';
import { adjacent, distance, enterCost, inside, isRevealed, noMonsterStanding, noStanding, STEPS, terrainAt } from '../grid.ts';
import { movePoints, type MoveHooks } from '../movement.ts';
import { revealedEntry } from '../../speed/plain-entry.ts';
import { dungeonOf, isHero, live } from './features.ts';

/** The other ends of a staircase a hero stands on: squares of stairs of the same colour. */
function stairEnds(st: GameState, p: Pos): Pos[] {
  // Loops over the features in place (live()'s order): the move search asks this of every staircase square a hero reaches.
  const features = dungeonOf(st).features;
  let here: Feature | undefined;
  for (let i1 = 0, a1 = features; i1 < a1.length; i1++) {
    const f = a1[i1]!;
    if (!f.gone && f.kind === 'stairs' && f.x === p.x && f.y === p.y) {
      here = f;
      break;
    }
  }
  if (!here) return [];
  const out: Pos[] = [];
  for (let i2 = 0, a2 = features; i2 < a2.length; i2++) {
    const f = a2[i2]!;
    if (!f.gone && f.kind === 'stairs' && f !== here && f.colour === here.colour) out.push(f);
  }
  return out;
}

/**
 * A move's end in words: its square, or, for an end in an area not yet
 * revealed (only ever the far end of a staircase), where the stairs lead:
 * the far end is revealed by taking them, not by being offered (our ruling).
 */
export function endName(st: GameState, p: Pos): string {
  return !st.dungeon || isRevealed(st.board, p.x, p.y) ? `(${p.x}, ${p.y})` : 'where the staircase leads';
}

/** Active teleporters on revealed squares. */
export function activeTeleporters(st: GameState): Pos[] {
  return live(st, 'teleporter').filter((f) => f.on && isRevealed(st.board, f.x, f.y));
}

/** The pit jumps from (x, y): the square straight across each pit beside it. */
export function pitJumps(st: GameState, x: number, y: number): readonly { pit: Pos; to: Pos }[] {
  let out: { pit: Pos; to: Pos }[] | null = null;
  // By index, not for-of with destructuring (an iterator per square: the move search asks this of every square beside a pit).
  for (let k = 0; k < STEPS.length; k++) {
    const dx = STEPS[k]![0];
    const dy = STEPS[k]![1];
    if (terrainAt(st.board, x + dx, y + dy) !== 'O') continue;
    out ??= objects();
    const to = { x: x + 2 * dx, y: y + 2 * dy };
    const t = terrainAt(st.board, to.x, to.y);
    if (enterCost(t) !== Infinity && !noStanding(t)) out.push({ pit: { x: x + dx, y: y + dy }, to });
  }
  // Most squares have no pit beside them: one shared empty answer (the search asks of every square it walks).
  return out ?? NO_JUMPS;
}

// The squares with a pit beside them, kept while the terrain stays (the move search asks of every square it walks).
const pitMasks = new SearchCache<Uint8Array>(4);

/** 1 on each square of the board with a pit ('O') beside it. */
function pitBeside(b: Board): Uint8Array {
  return pitMasks.get(b.terrain, `${b.width}`, () => {
    const out = new Uint8Array(b.width * b.height);
    for (let i = 0; i < b.terrain.length; i++) {
      if (b.terrain[i] !== 'O') continue;
      const x = i % b.width;
      const y = (i - x) / b.width;
      for (const [dx, dy] of STEPS) if (inside(b, x + dx, y + dy)) out[(y + dy) * b.width + x + dx] = 1;
    }
    return out;
  });
}

// Shared empty answers, read only (readonly types), not frozen: iterating a frozen array slows every for-of loop (speed/unfrozen.ts).
const NO_JUMPS: readonly { pit: Pos; to: Pos }[] = objects();
const NO_LINKS: readonly { x: number; y: number; cost: number }[] = objects();

/** A slow model (movement 3 or less) needs a move spent beside the pit first (Pits). */
export function slowAtPits(m: Model): boolean {
  return m.movement <= 3;
}

function familiarOwner(st: GameState, f: Model): Model | undefined {
  return st.models.find((o) => o.id === f.id.replace(/^f-/, ''));
}

/** A familiar may end in an enemy kill zone only where its owner fights one of those enemies. */
function familiarMayEnd(st: GameState, f: Model, p: Pos): boolean {
  const foes = st.models.filter((e) => e.status === 'in-play' && e.side !== f.side && adjacent(e, p));
  if (!foes.length) return true;
  const owner = familiarOwner(st, f);
  return !!owner && owner.status === 'in-play' && foes.some((e) => adjacent(e, owner));
}

/** Whether the monster's kind goes through closed doors (the Slime); a model of no known kind is asked square by square, as before. */
function seepsThroughDoors(st: GameState, m: Model): boolean {
  try {
    return kindOf(dataOf(st), m.kind).throughDoors;
  } catch {
    return true;
  }
}

export function dungeonMoves(st: GameState): MoveHooks {
  const d = dungeonOf(st);
  const fires = Object.values(d.warding);
  // The hooks serve one search of one state (moveRules makes them per move): the active teleporters are found once for it.
  let teleporters: Pos[] | null = null;
  // Likewise the squares beside a pit: the cache's lookup (a key and the terrain compared) is once per search, not per square.
  let pits: Uint8Array | null = null;
  // What links asks of the model, once per model (a search asks it of every square it walks, always for the same model).
  let asked: Model | null = null;
  let hero = false;
  let flies = false;
  return {
    links(m, x, y, spent) {
      if (m !== asked) {
        asked = m;
        hero = isHero(m);
        flies = m.abilities.includes('fly');
      }
      const b = st.board;
      const i = y * b.width + x; // the search asks of squares on the board only
      // Made only when a link is found: most squares have none.
      let out: { x: number; y: number; cost: number }[] | null = null;
      if (hero) {
        if (b.terrain[i] === 'S') for (let i1 = 0, a1 = stairEnds(st, { x, y }); i1 < a1.length; i1++) {
          const e = a1[i1]!;
          (out ??= objects()).push({ x: e.x, y: e.y, cost: 1 });
        }
        const tele = (teleporters ??= activeTeleporters(st));
        if (tele.length) {
          let onOne = false;
          for (let i2 = 0, a2 = tele; i2 < a2.length; i2++) {
            const t = a2[i2]!;
            if (t.x === x && t.y === y) onOne = true;
          }
          if (onOne) for (let i3 = 0, a3 = tele; i3 < a3.length; i3++) {
            const t = a3[i3]!;
            if (t.x !== x || t.y !== y) (out ??= objects()).push({ x: t.x, y: t.y, cost: 2 });
          }
        }
      }
      // pitJumps finds none where no pit is beside the square (most squares): the board's mask says so first.
      if ((pits ??= pitBeside(b))[i] === 1 && !flies) {
        const slow = slowAtPits(m);
        const ready = d.pitReady[m.id];
        for (let i4 = 0, a4 = pitJumps(st, x, y); i4 < a4.length; i4++) {
          const j = a4[i4]!;
          // Written out, not spread ({ ...j.to }): the search asks this of every square beside a pit.
          if (!slow) (out ??= objects()).push({ x: j.to.x, y: j.to.y, cost: 3 });
          else if (spent === 0 && ready && ready.x === j.pit.x && ready.y === j.pit.y && x === m.x && y === m.y) (out ??= objects()).push({ x: j.to.x, y: j.to.y, cost: Math.max(1, movePoints(m)) });
        }
      }
      return out ?? NO_LINKS;
    },
    enter(m, x, y, base) {
      if (base === Infinity && terrainAt(st.board, x, y) === '+' && m.side === 'monsters' && kindOf(dataOf(st), m.kind).throughDoors) return 1;
      if (m.side === 'monsters') for (let i5 = 0, a5 = fires; i5 < a5.length; i5++) {
        const f = a5[i5]!;
        if (Math.max(Math.abs(f.x - x), Math.abs(f.y - y)) < 3 && distance(f, m) >= 3) return Infinity;
      }
      // Monsters keep to the revealed dungeon: the Slime seeps through a closed door only into an area already revealed (our ruling).
      if (m.side === 'monsters' && !isRevealed(st.board, x, y)) return Infinity;
      return base;
    },
    stops(m, x, y) {
      // A `?` square stops a hero; so does the unrevealed far end of a staircase, until taking the stairs reveals what lies there.
      return isHero(m) && (terrainAt(st.board, x, y) === '?' || !isRevealed(st.board, x, y));
    },
    // enter's answers as a grid (movement.ts reads it instead of asking square by square): the terrain's own for
    // heroes; for monsters closed outside the revealed dungeon, unless a campfire or a door to seep through needs enter.
    entryGrid(m, plain) {
      if (m.side !== 'monsters') return plain;
      if (fires.length || seepsThroughDoors(st, m)) return null;
      return revealedEntry(plain, st.board.area, st.board.revealed);
    },
    // stops stops only heroes proper (movement.ts skips asking the others).
    mayStop(m) {
      return isHero(m);
    },
    mayEnd(m, x, y) {
      if (m.side === 'monsters') return !noMonsterStanding(terrainAt(st.board, x, y));
      if (m.species === 'familiar') return familiarMayEnd(st, m, { x, y });
      return true;
    },
  };
}
