/**
 * What the players see of an exploration game, as data for the browser
 * (GUIDE 8): the revealed rooms (their squares, walls, the tokens left in
 * them), the doors and ways on their walls, the characters and the Leader,
 * creatures standing on the map, the goals, and the journal entries read.
 * A room not yet revealed, a token's contents and an unread journal entry
 * are never in it: it is built from the state, which holds only what has
 * been revealed, and from the revealed rooms of the adventure. Nor is the
 * dungeon's size: `extent` bounds what is revealed (the size of the whole
 * grid would tell how much is left to find).
 */
import { mayAnswer, type BoardPick, type GridAxes, type SystemViewModel, type Viewer } from '../../../core/view-model.ts';
import { marksOf, sixSystem, type SixViewModel } from '../../3d6/api.ts';
import { mapPicks } from './picks.ts';
import type { Request } from '../../../core/request.ts';
import { adventureOf } from '../data/index.ts';
import { tokenId, wayId, wayName } from '../rules/map.ts';
import type { Explorer, ExploreState, Pos } from '../state.ts';

export interface ExplorationViewModel extends SystemViewModel {
  system: 'exploration';
  title: string;
  round: number;
  rounds: number;
  phase: ExploreState['phase'];
  resolve: ExploreState['resolve'];
  leader: string;
  acting: string | null;
  /** The squares to draw: the smallest box holding the revealed rooms and the characters (never the whole dungeon's size). */
  extent: { x: number; y: number; w: number; h: number };
  rooms: { id: string; name: string; x: number; y: number; w: number; h: number; walls: Pos[]; /** Pits and obstacles: walked freely out of a fight, crossed with a Feat in one (3d6 terrain). */ terrain: (Pos & { kind: string })[] }[];
  /** Ways between rooms on a revealed room's wall: the squares on both sides; a door's state. Ids here (ways, tokens, goals) are neutral, never the adventure file's (which may name what is hidden). */
  ways: { id: string; name: string; kind: string; lock: string | null; state: 'closed' | 'opening' | 'open' | 'way'; squares: [Pos, Pos][] }[];
  tokens: { id: string; at: Pos }[];
  characters: { id: string; name: string; pos: Pos; condition: string; leader: boolean; items: string[]; hp: number | null; maxHp: number | null; /** Its short mark on the map, the one the fight's grid gives it too. */ mark: string }[];
  creatures: { id: string; name: string; pos: Pos; /** Its short mark on the map (initials). */ mark: string }[];
  /** The map's coordinates: the revealed extent, squares named (x, y) as the log names them (a door on an outer wall is drawn on the extent's edge). */
  axes: GridAxes;
  /** What answers the decision asked now on the map, for a viewer who may answer it: a move's square (`sq:X,Y`), staying (the character, `fig:ID`), a token searched (its square), a door opened or tried (`way:ID`). A fight's are the fight's (`fight.picks`). */
  picks: BoardPick[];
  combat: { kind: string; foes: string[] } | null;
  /** With 3d6 resolving, the fight on its grid while one is on (3d6's own view of it). */
  fight: SixViewModel['fight'];
  goals: { id: string; text: string; met: boolean }[];
  journal: { id: string; text: string; round: number }[];
  outcome: ExploreState['outcome'];
}

/**
 * A character's condition as it stands now: in a fight its 3d6 fighter's
 * (knocked out at 0 HP, dead, fled) until the fight ends and the rules bring
 * the character's own in line; a character still "up" on the sheet but
 * unconscious in the fight reads "down". Presentation only.
 */
function conditionNow(own: string, f: { condition: string } | undefined): string {
  if (own !== 'up' || !f || f.condition === 'up') return own;
  return f.condition === 'unconscious' ? 'down' : f.condition;
}

export function explorationViewModel(st: ExploreState, viewer: Viewer, request?: Request): ExplorationViewModel {
  const d = adventureOf(st);
  const rooms = d.a.rooms.filter((r) => st.revealed.includes(r.id));
  const shown = new Set(rooms.map((r) => r.id));
  const items = new Map(d.a.items.map((i) => [i.id, i.name]));
  const ways: ExplorationViewModel['ways'] = [];
  for (const k of d.a.connections) {
    if (!shown.has(k.between[0]) && !shown.has(k.between[1])) continue;
    const along = k.a[0] !== k.b[0] ? [0, 1] : [1, 0];
    const squares: [Pos, Pos][] = [];
    for (let i = 0; i < k.width; i++) squares.push([{ x: k.a[0] + along[0]! * i, y: k.a[1] + along[1]! * i }, { x: k.b[0] + along[0]! * i, y: k.b[1] + along[1]! * i }]);
    ways.push({ id: wayId(d, k.id), name: wayName(d, st, k.id), kind: k.kind, lock: k.lock ?? null, state: st.doors[k.id] ?? 'way', squares });
  }
  // In a fight (on the map: resolve/fight-map.ts) the figures stand where the fight has them.
  const fight = st.six?.fight ?? null;
  const fighting = fight ? fight.fighterIds.map((id) => st.six!.fighters[id]!) : [];
  const posOfChar = (c: Explorer): Pos => (fighting.find((f) => f.id === c.id)?.pos ?? c.pos);
  const foes = fighting.filter((f) => f.side === 'foes');
  // The creatures placed for the fight are its foes, in order; the slain and the fled are off the map.
  const creatures = fight ? st.creatures.flatMap((c, i) => (foes[i] && foes[i]!.condition !== 'dead' && foes[i]!.condition !== 'fled' ? [{ ...c, pos: foes[i]!.pos }] : [])) : st.creatures;
  const extent = extentOf(rooms, st.characters.map(posOfChar));
  const marks = marksOf(st.characters.map((c) => ({ id: c.id, name: c.name })));
  const creatureMarks = marksOf(st.creatures.map((c) => ({ id: c.id, name: c.name })));
  return {
    system: 'exploration',
    title: st.title,
    round: st.round,
    rounds: d.a.rounds,
    phase: st.phase,
    resolve: st.resolve,
    leader: st.characters[st.leader]!.id,
    acting: st.acting,
    extent,
    axes: { x0: extent.x, y0: extent.y, width: extent.w, height: extent.h },
    picks: request && mayAnswer(viewer, request.who) ? mapPicks(d, st, request) : [],
    rooms: rooms.map((r) => ({ id: r.id, name: r.name, x: r.x, y: r.y, w: r.w, h: r.h, walls: r.walls.map(([x, y]) => ({ x, y })), terrain: r.terrain.map((t) => ({ x: t.at[0], y: t.at[1], kind: t.kind })) })),
    ways,
    tokens: d.a.tokens.filter((t) => !st.searched.includes(t.id) && shown.has(d.a.rooms[d.roomOf[t.at[1] * d.W + t.at[0]]!]!.id)).map((t) => ({ id: tokenId(t.at), at: { x: t.at[0], y: t.at[1] } })),
    characters: st.characters.map((c, i) => {
      const f = st.six?.fighters[c.id];
      return { id: c.id, name: c.name, pos: { ...posOfChar(c) }, condition: conditionNow(c.condition, fight ? f : undefined), leader: i === st.leader, items: c.items.map((x) => items.get(x)!), hp: f?.hp ?? null, maxHp: f?.maxHp ?? null, mark: marks.get(c.id)! };
    }),
    creatures: creatures.map((c) => ({ ...c, pos: { ...c.pos }, mark: creatureMarks.get(c.id)! })),
    combat: st.combat ? { kind: st.combat.kind, foes: st.combat.foes.slice() } : null,
    fight: fight ? fightOnMap((sixSystem.viewModel!(st.six!, viewer, request) as SixViewModel).fight!, extent) : null,
    goals: d.a.goals.map((g, i) => ({ id: `goal-${i + 1}`, text: g.text, met: st.goalsMet.includes(g.id) })),
    journal: st.journal.map((j) => ({ ...j })),
    outcome: st.outcome,
  };
}

/** 3d6's fight, on the map (resolve/fight-map.ts), cut to the revealed extent: nothing of the map beyond it (its size, hidden rooms) is told. */
function fightOnMap(f: NonNullable<SixViewModel['fight']>, e: ExplorationViewModel['extent']): NonNullable<SixViewModel['fight']> {
  const within = (p: Pos) => p.x >= e.x && p.y >= e.y && p.x < e.x + e.w && p.y < e.y + e.h;
  return { ...f, width: e.w, height: e.h, axes: { x0: e.x, y0: e.y, width: e.w, height: e.h }, walls: f.walls.filter(within), exits: f.exits?.filter(within) ?? null };
}

/** The box holding `rooms` and the squares `at`. */
function extentOf(rooms: readonly { x: number; y: number; w: number; h: number }[], at: readonly Pos[]): ExplorationViewModel['extent'] {
  const boxes = [...rooms, ...at.map((p) => ({ x: p.x, y: p.y, w: 1, h: 1 }))];
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, w: Math.max(...boxes.map((b) => b.x + b.w)) - x, h: Math.max(...boxes.map((b) => b.y + b.h)) - y };
}
