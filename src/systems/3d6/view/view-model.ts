/**
 * What the players see of a 3d6 game, as data for the browser (GUIDE 8):
 * the party's sheets, the foes in the fight (their numbers, which the
 * players see at the table), the grid, and the dungeon's rooms entered so
 * far. Rooms not yet entered are not in it.
 */
import { mayAnswer, type BoardPick, type GridAxes, type SystemViewModel, type Viewer } from '../../../core/view-model.ts';
import type { Request } from '../../../core/request.ts';
import { marksOf, sixPicks } from './picks.ts';
import type { Abilities } from '../data/schema.ts';
import type { Fighter, GameState, Pos, Room, TerrainSquare } from '../state.ts';
import { longText, roundsLeft } from '../rules/long-actions.ts';

export interface SixSheet {
  id: string;
  name: string;
  /** Its short mark on the grid, fitted to its token ("Br", "O1"): the full name is in the legend (picks.ts marksOf). */
  mark: string;
  side: 'party' | 'foes';
  role: string;
  level: number;
  hp: number;
  maxHp: number;
  sp: number;
  maxSp: number;
  ac: number;
  speed: number;
  wounds: number;
  /** A follower: hireling or henchman (Abilities: Charm); null for the party's own characters and monsters. */
  follower: 'hireling' | 'henchman' | null;
  /** The six scores of a character of the party (players see their own sheets); null for a monster. */
  abilities: Abilities | null;
  /** The Luck score (Abilities: Luck): burnt for rerolls. */
  luck: number;
  condition: string;
  prone: boolean;
  /** What ails or helps it now, in words: "prone", "stunned 1", "bleeding 2", "Dodging", a long action with its rounds left. */
  states: string[];
  /** A long action under way (Combat: Actions: Prepare and Feat): a slow spell or a long Feat, its rounds done, needed and left. */
  long: { kind: 'spell' | 'feat'; name: string; done: number; needs: number; left: number } | null;
  pos: Pos;
}

export interface SixViewModel extends SystemViewModel {
  system: '3d6';
  party: SixSheet[];
  /** The fight on the room's grid: `axes` its coordinates, squares named (x, y) as the log names them; `picks` the fighters and squares that answer the party's action asked now (picks.ts), for a viewer who may answer. */
  fight: {
    width: number; height: number; round: number; acting: string | null; actor: string | null; fighters: SixSheet[]; axes: GridAxes; picks: BoardPick[];
    /** On a map (Exploration): the squares no one may stand on (walls, rooms not revealed); empty on an open grid. */
    walls: Pos[];
    /** On a map: the squares the party leaves the fight from; null: the left edge. */
    exits: Pos[] | null;
    /** Pits and obstacles, crossed only with a Feat (rules/combat/terrain.ts). */
    terrain: TerrainSquare[];
  } | null;
  rooms: Room[];
  totalRooms: number;
  /** The scenario's name, when one is played. */
  scenario: string | null;
  hours: number;
  /** Rounds of three seconds spent at doors and in fights (ours), besides the hours of rest. */
  rounds: number;
  nights: number;
  coins: number;
  outcome: string;
}

function states(f: Fighter): string[] {
  const out: string[] = [];
  if (f.prone) out.push('prone');
  if (f.asleep) out.push('asleep');
  else if (f.stunned > 0) out.push(`stunned ${f.stunned}`);
  if (f.bleeding > 0) out.push(`bleeding ${f.bleeding}`);
  if (f.preparing) out.push(`${f.preparing.kind === 'spell' ? 'preparing' : 'long Feat:'} ${longText(f.preparing)}`);
  for (const e of f.effects) out.push(e.source ?? e.kind);
  return out;
}

function wallsOf(floor: readonly number[], width: number): Pos[] {
  const out: Pos[] = [];
  for (let k = 0; k < floor.length; k++) if (!floor[k]) out.push({ x: k % width, y: Math.floor(k / width) });
  return out;
}

function sheet(f: Fighter, marks: ReadonlyMap<string, string>): SixSheet {
  return { id: f.id, name: f.name, mark: marks.get(f.id) ?? f.name.slice(0, 2), side: f.side, role: f.role, level: f.level, hp: f.hp, maxHp: f.maxHp, sp: f.sp, maxSp: f.maxSp, ac: f.baseAc, speed: f.speed, wounds: f.wounds, abilities: f.kind === 'pc' ? { ...f.abilities } : null, follower: f.follower?.kind ?? null, luck: f.abilities.luck, condition: f.condition, prone: f.prone, states: states(f), long: f.preparing ? { kind: f.preparing.kind, name: f.preparing.name, done: f.preparing.done, needs: f.preparing.needs, left: roundsLeft(f.preparing) } : null, pos: { ...f.pos } };
}

export function sixViewModel(st: GameState, viewer: Viewer, request?: Request): SixViewModel {
  const fight = st.fight;
  // Marks among the party and the fight's fighters, in that order: a character keeps its mark the whole game.
  const marks = marksOf([...new Set([...st.party, ...(fight?.fighterIds ?? [])])].map((id) => st.fighters[id]!));
  return {
    system: '3d6',
    party: st.party.map((id) => sheet(st.fighters[id]!, marks)),
    fight: fight
      ? {
          width: fight.width, height: fight.height, round: fight.round, acting: fight.acting, actor: fight.actor,
          fighters: fight.fighterIds.map((id) => sheet(st.fighters[id]!, marks)).filter((s) => s.condition !== 'fled'),
          axes: { x0: 0, y0: 0, width: fight.width, height: fight.height },
          walls: fight.map ? wallsOf(fight.map.floor, fight.width) : [],
          terrain: (fight.terrain ?? []).map((t) => ({ ...t })),
          exits: fight.map ? fight.map.exits.party.map((k) => ({ x: k % fight.width, y: Math.floor(k / fight.width) })) : null,
          picks: request && mayAnswer(viewer, request.who) ? sixPicks(st, request) : [],
        }
      : null,
    rooms: st.dungeon.rooms.map((r) => ({ ...r, foes: r.foes.slice() })),
    totalRooms: st.dungeon.total,
    scenario: st.dungeon.scenario?.name ?? null,
    hours: st.dungeon.hours,
    rounds: st.dungeon.rounds ?? 0,
    nights: st.dungeon.nights,
    coins: st.coins,
    outcome: st.outcome,
  };
}
