/** The toy's state: one hero going through a row of rooms. */
export interface ToyState {
  player: string;
  hp: number;
  gold: number;
  /** The room the hero is in (0 before the first). */
  room: number;
  rooms: number;
  /** A monster in the room now. */
  monster: boolean;
  outcome: 'playing' | 'escaped' | 'died';
  story: string[];
  diceRolled: number;
}

export function newToy(o: { player: string; rooms: number; hp: number }): ToyState {
  return { player: `player:${o.player}`, hp: o.hp, gold: 0, room: 0, rooms: o.rooms, monster: false, outcome: 'playing', story: [], diceRolled: 0 };
}
