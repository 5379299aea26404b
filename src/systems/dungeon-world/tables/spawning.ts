/**
 * The book's sample Random Spawning Table (2D6), keyed by its heading: which
 * monster kind and how many appear for each 6 of the Draken Master's spawning
 * dice. A scenario may bring its own rows (scenario.ts); its table is cited as
 * `random-spawning-table:<scenario id>`.
 */
import { row, type Row, type Table } from '../../../core/tables.ts';
import { SEC, spawnTableId } from '../sections.ts';

/** How many models one row spawns: a fixed number or 1D3. */
export type SpawnCount = number | 'd3';

export interface Spawn {
  readonly kind: string;
  readonly count: SpawnCount;
}

const SPAWN_RANGE: readonly [number, number] = [2, 12];

const spawn = (n: number, label: string, kind: string, count: SpawnCount): Row<Spawn> => row(n, n, label, { kind, count });

export const SPAWNING_TABLE: Table<Spawn> = {
  section: SEC.spawnTable,
  name: 'Random Spawning Table',
  dice: '2d6',
  range: SPAWN_RANGE,
  rows: [
    spawn(2, '2 Skeleton Patrol models', 'skeleton-patrol', 2),
    spawn(3, '1D3 Skeleton Warriors', 'skeleton-warrior', 'd3'),
    spawn(4, '1 Deadly Pudding', 'deadly-pudding', 1),
    spawn(5, '1 Corpse Crawler', 'corpse-crawler', 1),
    spawn(6, '1D3 Zombies', 'zombie', 'd3'),
    spawn(7, '1D3 Orcs', 'orc', 'd3'),
    spawn(8, '1 Troll', 'troll', 1),
    spawn(9, '1 Slime', 'slime', 1),
    spawn(10, '1 Vicious Grub', 'vicious-grub', 1),
    spawn(11, '1 Ogre', 'ogre', 1),
    spawn(12, '1 Giant', 'giant', 1),
  ],
};

/** A scenario's own spawning table: its rows (2D6 totals) under the scenario's table id. */
export function scenarioSpawningTable(scenario: string, rows: readonly { min: number; max: number; kind: string; count: SpawnCount; label: string }[]): Table<Spawn> {
  return {
    section: spawnTableId(scenario),
    name: `Random Spawning Table (${scenario})`,
    dice: '2d6',
    range: SPAWN_RANGE,
    rows: rows.map((r) => row(r.min, r.max, r.label, { kind: r.kind, count: r.count })),
  };
}
