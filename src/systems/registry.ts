/**
 * The rule systems the engine knows, by the id players type: one line each,
 * the only place outside a system's folder that names it. Everything else
 * about a system is in its GameSystem (core/contract.ts).
 */
import { pathToFileURL } from 'node:url';
import type { GameSystem } from '../core/engine.ts';
import { excerpt } from '../core/excerpt.ts';

const LOADERS: Record<string, () => Promise<GameSystem>> = {
  '2hdc': async () => (await import('./2hdc/index.ts')).twoHourSystem,
  'dungeon-world': async () => (await import('./dungeon-world/index.ts')).dwSystem,
  '3d6': async () => (await import('./3d6/index.ts')).sixSystem,
  cards: async () => (await import('./cards/index.ts')).cardsSystem,
  exploration: async () => (await import('./exploration/index.ts')).explorationSystem,
};

/** The systems shipped, in the order menus list them. */
export const SYSTEM_IDS = Object.keys(LOADERS) as readonly string[];

/**
 * Systems added beside the shipped ones, by `DUNGEON_CRAWL_SYSTEMS`: a comma
 * list of `id=file`, the file a module exporting a GameSystem of that id (the
 * tests' toy system, test/toy/). Read in every thread, so simulation workers know them too.
 */
/** What was wrong with DUNGEON_CRAWL_SYSTEMS, told when a system is asked for (a refusal in one line, not a crash on start). */
let badAddition: string | null = null;
for (const entry of (process.env.DUNGEON_CRAWL_SYSTEMS ?? '').split(',').filter(Boolean)) {
  const at = entry.indexOf('=');
  const id = entry.slice(0, at);
  const file = entry.slice(at + 1);
  if (at <= 0 || !file || id in LOADERS) {
    badAddition ??= `DUNGEON_CRAWL_SYSTEMS: ${excerpt(entry)} is not id=file of a new system`;
    continue;
  }
  LOADERS[id] = async () => {
    const found = Object.values(await import(pathToFileURL(file).href)).find((v): v is GameSystem => typeof v === 'object' && v !== null && (v as GameSystem).id === id);
    if (!found) throw new UnknownSystem(`DUNGEON_CRAWL_SYSTEMS: ${excerpt(file)} exports no system "${id}"`);
    return found;
  };
}

export class UnknownSystem extends Error {}

/** Every system's id: the shipped ones, then any added. */
export function systemIds(): string[] {
  return Object.keys(LOADERS);
}

export function isBuilt(id: string): boolean {
  return id in LOADERS;
}

/** The name a system is picked by in menus. */
export function systemTitle(system: GameSystem): string {
  return system.title ?? system.name;
}

export async function loadSystem(id: string): Promise<GameSystem> {
  if (badAddition) throw new UnknownSystem(badAddition);
  const load = Object.hasOwn(LOADERS, id) ? LOADERS[id] : undefined;
  if (!load) throw new UnknownSystem(`unknown system ${excerpt(id)}: choose one of ${systemIds().join(', ')}`);
  // Imported once: loading many saves (the fuzzer, a folder of saves) pays for the module only the first time.
  let p = loaded.get(id);
  if (!p) loaded.set(id, (p = load()));
  return p;
}

/** Every system, in the order of `systemIds`. */
export function loadSystems(): Promise<GameSystem[]> {
  return Promise.all(systemIds().map(loadSystem));
}

const loaded = new Map<string, Promise<GameSystem>>();
