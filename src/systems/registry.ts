/** The rule systems the engine knows, by the id players type. */
import type { GameSystem } from '../core/engine.ts';
import { excerpt } from '../core/excerpt.ts';

export const SYSTEM_IDS = ['2hdc', 'dungeon-world', '3d6', 'cards', 'exploration'] as const;
export type SystemId = (typeof SYSTEM_IDS)[number];

const TITLES: Record<SystemId, string> = {
  '2hdc': '2 Hour Dungeon Crawl',
  'dungeon-world': 'Dungeon World (10mm grid skirmish)',
  '3d6': 'Dungeon Crawl core system (3d6)',
  cards: 'Dungeon Crawl, the playing-card game',
  exploration: 'Dungeon Crawl Exploration',
};

/** Loaders for the systems built so far; the others are refused with a clear message. */
const LOADERS: Partial<Record<SystemId, () => Promise<GameSystem>>> = {
  cards: async () => (await import('./cards/index.ts')).cardsSystem,
  '2hdc': async () => (await import('./2hdc/index.ts')).twoHourSystem,
  '3d6': async () => (await import('./3d6/index.ts')).sixSystem,
  'dungeon-world': async () => (await import('./dungeon-world/index.ts')).dwSystem,
  exploration: async () => (await import('./exploration/index.ts')).explorationSystem,
};

export class UnknownSystem extends Error {}

export function systemTitle(id: SystemId): string {
  return TITLES[id];
}

export function isBuilt(id: SystemId): boolean {
  return id in LOADERS;
}

export async function loadSystem(id: string): Promise<GameSystem> {
  if (!(SYSTEM_IDS as readonly string[]).includes(id)) {
    throw new UnknownSystem(`unknown system ${excerpt(id)}: choose one of ${SYSTEM_IDS.join(', ')}`);
  }
  const load = LOADERS[id as SystemId];
  if (!load) throw new UnknownSystem(`${TITLES[id as SystemId]} ("${id}") is not playable yet; playable now: ${SYSTEM_IDS.filter(isBuilt).join(', ')}`);
  // Imported once: loading many saves (the fuzzer, a folder of saves) pays for the module only the first time.
  let p = loaded.get(id as SystemId);
  if (!p) loaded.set(id as SystemId, (p = load()));
  return p;
}

const loaded = new Map<SystemId, Promise<GameSystem>>();
