/**
 * The state of an exploration game: plain JSON rebuilt from setup on every
 * replay. The adventure itself is not in it (only its key): what a player
 * has learnt of it (rooms revealed, tokens searched, journal entries read)
 * is. With 3d6 resolving, `six` is a 3d6 game state holding the party's
 * fighters and, during a fight, the fight.
 */
import type { SixState } from '../3d6/api.ts';

export interface Pos {
  x: number;
  y: number;
}

export interface Explorer {
  id: string;
  name: string;
  pos: Pos;
  /** up: takes turns; down: out until a rest; dead: out for good (3d6). */
  condition: 'up' | 'down' | 'dead';
  /** Item ids found. */
  items: string[];
  move: number;
}

/** A door or portcullis: closed; opening (opened this round, still on the map); open (removed). */
type DoorState = 'closed' | 'opening' | 'open';

interface Opening {
  door: string;
  by: string;
  /** The room the opener stood in. */
  from: string;
}

/** Creatures standing on the map during an encounter. */
interface Creature {
  id: string;
  name: string;
  pos: Pos;
}

export interface ExploreState {
  /** Who decides for the party: `player:<name>`. */
  player: string;
  /** The adventure's key (data/index.ts). */
  adventure: string;
  title: string;
  resolve: '3d6' | 'table';
  characters: Explorer[];
  /** Index of the Leader in `characters`. */
  leader: number;
  round: number;
  /** The character taking a turn now, or null. */
  acting: string | null;
  /** What part of the round is under way, for the view. */
  phase: 'start' | 'turns' | 'end' | 'over';
  revealed: string[];
  doors: Record<string, DoorState>;
  /** Doors opened this round, in order. */
  opening: Opening[];
  searched: string[];
  /** Journal entries read, in order (their text is copied here only once read). */
  journal: { id: string; text: string; round: number }[];
  goalsMet: string[];
  creatures: Creature[];
  /** A fight under way (the view shows it; doors never open while it is set). */
  combat: { kind: 'encounter' | 'skirmish'; foes: string[] } | null;
  /** This round: a mid-round encounter was fought (no end-of-round skirmish roll), leadership already passed, the party rested. */
  thisRound: { encounter: boolean; passed: boolean; rested: boolean };
  six: SixState | null;
  story: string[];
  outcome: 'playing' | 'won' | 'lost' | 'out-of-time' | 'left';
  counts: { doors: number; encounters: number; skirmishes: number; rests: number; checksPassed: number; checksFailed: number; items: number };
  diceRolled: number;
}
