/**
 * Tables for building the dungeon: the Dungeon Generation Table (38.0) and
 * what a Secret Room holds (37.0, 37.1.1, 37.1.4, 37.1.6).
 */
import { row, type Table } from '../../../core/tables.ts';

/** The kinds of Dungeon Tile a roll on 38.0 can give. */
export type TileKind = 'corridor' | 'room' | 'dead-end' | 't' | 'left' | 'right' | 'four-way' | 'stairs';

export interface GenerationResult {
  readonly kind: TileKind;
  /** The row tells the band to search for a Secret Room (37.0) once the tile is clear. */
  readonly secret: boolean;
  /** "If previous roll was ...": a repeat of this kind becomes `becomes`. */
  readonly repeat?: { readonly becomes: TileKind };
}

/** 38.0 Dungeon Generation: 2d6 added. */
export const DUNGEON_GENERATION_38_0: Table<GenerationResult> = {
  section: '38.0',
  name: 'Dungeon Generation',
  dice: '2d6',
  range: [2, 12],
  rows: [
    row(2, 2, 'Dead end (search for a Secret Room)', { kind: 'dead-end', secret: true }),
    row(3, 3, 'Room (search for a Secret Room)', { kind: 'room', secret: true }),
    row(4, 4, '"T" corridor, left and right (a second one in a row is a Room)', { kind: 't', secret: false, repeat: { becomes: 'room' } }),
    row(5, 5, 'Left turn (a second one in a row is a Corridor)', { kind: 'left', secret: false, repeat: { becomes: 'corridor' } }),
    row(6, 6, 'Room (search for a Secret Room)', { kind: 'room', secret: true }),
    row(7, 7, 'Corridor', { kind: 'corridor', secret: false }),
    row(8, 8, 'Room (search for a Secret Room)', { kind: 'room', secret: true }),
    row(9, 9, 'Right turn (a second one in a row is a Corridor)', { kind: 'right', secret: false, repeat: { becomes: 'corridor' } }),
    row(10, 10, 'Four-way intersection (a second one in a row is a Room)', { kind: 'four-way', secret: false, repeat: { becomes: 'room' } }),
    row(11, 11, 'Stairs', { kind: 'stairs', secret: false }),
    row(12, 12, 'Room (search for a Secret Room)', { kind: 'room', secret: true }),
  ],
};

export type SecretRoom = 'vermin' | 'continues' | 'boneyard' | 'challenge';

/** 37.0 Secret Rooms: 2d6 added. */
export const SECRET_ROOMS_37_0: Table<SecretRoom> = {
  section: '37.0',
  name: 'Secret Rooms',
  dice: '2d6',
  range: [2, 12],
  rows: [
    row(2, 3, 'Dungeon vermin', 'vermin'),
    row(4, 4, 'The dungeon continues on', 'continues'),
    row(5, 5, 'Boneyard', 'boneyard'),
    row(6, 6, 'Cross Over Challenge', 'challenge'),
    row(7, 7, 'The dungeon continues on', 'continues'),
    row(8, 8, 'Cross Over Challenge', 'challenge'),
    row(9, 9, 'The dungeon continues on', 'continues'),
    row(10, 10, 'Boneyard', 'boneyard'),
    row(11, 12, 'Dungeon vermin', 'vermin'),
  ],
};

export type Boneyard = 'trap' | 'skeletons' | 'zombies' | 'empty';

/** 37.1.1 Boneyard: 1d6 as rolled. */
export const BONEYARD_37_1_1: Table<Boneyard> = {
  section: '37.1.1',
  name: 'Boneyard',
  dice: '1d6',
  range: [1, 6],
  rows: [row(1, 2, 'Trap', 'trap'), row(3, 4, 'Skeletons', 'skeletons'), row(5, 5, 'Zombies', 'zombies'), row(6, 6, 'Empty', 'empty')],
};

export type TrapResult = 'disarmed' | 'retake' | 'sprung';

/** 37.1.4 Trap: 2d6 against the character's Rep, dice passed. */
export const TRAP_37_1_4: Table<TrapResult> = {
  section: '37.1.4',
  name: 'Trap',
  dice: '2d6 vs Rep, dice passed',
  range: [0, 2],
  rows: [
    row(0, 0, 'Sprung: a missile hit with Impact equal to the dungeon level', 'sprung'),
    row(1, 1, 'Take the test again; passing 1d6 then counts as 0', 'retake'),
    row(2, 2, 'Disarmed', 'disarmed'),
  ],
};

/** 37.1.4, the re-take after passing 1d6: passing 1d6 again now counts as passing none. */
export const TRAP_RETAKE_37_1_4: Table<TrapResult> = {
  section: '37.1.4',
  name: 'Trap (re-take)',
  dice: '2d6 vs Rep, dice passed',
  range: [0, 2],
  rows: [
    row(0, 1, 'Sprung (passing 1d6 counts as 0 on the re-take): a missile hit with Impact equal to the dungeon level', 'sprung'),
    row(2, 2, 'Disarmed', 'disarmed'),
  ],
};

export type CrossOverResult = 'across' | 'slip' | 'fall';

/** 37.1.6 Cross Over: 2d6 against the crossing character's Rep, dice passed. */
export const CROSS_OVER_37_1_6: Table<CrossOverResult> = {
  section: '37.1.6',
  name: 'Cross Over',
  dice: '2d6 vs Rep, dice passed',
  range: [0, 2],
  rows: [
    row(0, 0, 'Falls: Impact 4 hit, climbs back when next active', 'fall'),
    row(1, 1, 'Slips: a neighbour may help (1d6 vs its Rep)', 'slip'),
    row(2, 2, 'Safely across; can help the next one', 'across'),
  ],
};

/** 37.1.6 "Help!": 1d6 picks the helper, the one in front (1–3) or behind (4–6). */
export const CROSS_OVER_HELPER_37_1_6: Table<'front' | 'behind'> = {
  section: '37.1.6',
  name: 'Cross Over helper',
  dice: '1d6',
  range: [1, 6],
  rows: [row(1, 3, 'the character in front', 'front'), row(4, 6, 'the character behind', 'behind')],
};

/** 37.1.6 "Help!": the helper rolls 1d6 against his Rep; passing catches the one who slipped. */
export const CROSS_OVER_HELP_37_1_6: Table<'across' | 'fall'> = {
  section: '37.1.6',
  name: 'Cross Over help',
  dice: '1d6 vs the helper\'s Rep, dice passed',
  range: [0, 1],
  rows: [row(0, 0, 'He misses: the one who slipped falls', 'fall'), row(1, 1, 'He helps: across', 'across')],
};
