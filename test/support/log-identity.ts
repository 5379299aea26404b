/**
 * The logs of seeded auto games, hashed: a structural change (typed decisions,
 * moved modules, faster path-finding) must leave every event of every game as
 * it was. Each system plays GAMES seeds on each of its simulate setups with
 * its own bot for the players; the sha256 of all their logs (events as JSON,
 * one game after another) is one hash per system, recorded with the system's
 * rules version in test/fixtures/log-identity.json, for the short run of
 * `npm test` and the long one of `npm run test:long`. A change that is meant to
 * change the games raises the rules version and records anew:
 *   node --import tsx scripts/make-log-identity.ts
 * A change of wording only (an option's label, a log line's text: what the
 * README's rules versions call presentation) records anew at the same
 * version; its states' hash (below) must not move.
 * Beside the logs, the state's JSON at every decision and at the end is
 * hashed too (`stateSha256`): a save's state hash is of that JSON, key order
 * included, so a speed change that adds fields in another order (or a field
 * that JSON keeps) would refuse saved games though no event changed. A
 * system's late fields, which saves match in any order, are hashed in one.
 */
import { createHash } from 'node:crypto';
import { run } from '../../src/core/engine.ts';
import { lateLast } from '../../src/save/hash.ts';
import { loadSystem, SYSTEM_IDS } from '../../src/systems/registry.ts';

/** Seeds per setup in `npm test` (Dungeon World's games are long: fewer), and under TEST_LONG (about 300 games a system). */
export const GAMES = {
  short: { cards: 60, '2hdc': 12, '3d6': 12, 'dungeon-world': 1, exploration: 8 } as Record<string, number>,
  long: { cards: 100, '2hdc': 40, '3d6': 75, 'dungeon-world': 12, exploration: 50 } as Record<string, number>,
};
export type Length = keyof typeof GAMES;

export interface Recorded {
  rulesVersion: number;
  games: number;
  sha256: string;
  /** The states' JSON at every decision and at each game's end (recorded from 2026-11-27 on; absent before). */
  stateSha256?: string;
}

export async function logHash(id: string, length: Length): Promise<Recorded> {
  const system = await loadSystem(id);
  const setups = system.setups?.length ? system.setups : [{ name: 'defaults', options: {} }];
  const h = createHash('sha256');
  const states = createHash('sha256');
  const bot = system.bot;
  // The bot as chooser, reading the state's JSON first: what a save made at that decision would hash.
  const late = system.lateFields ?? [];
  const chooser: typeof bot = (req, state) => {
    states.update(stateJson(state, late));
    return bot(req, state);
  };
  let games = 0;
  for (const setup of setups) {
    for (let seed = 1; seed <= GAMES[length][id]!; seed++) {
      const r = run({ system, options: setup.options, seed, chooser, log: true });
      h.update(JSON.stringify(r.events));
      h.update('\n');
      states.update(stateJson(r.state, late));
      states.update('\n');
      games++;
    }
  }
  return { rulesVersion: system.rulesVersion, games, sha256: h.digest('hex'), stateSha256: states.digest('hex') };
}

/**
 * The state's JSON with its late fields (GameSystem.lateFields) moved to the
 * end in one order: saves match them in any order there (save/hash.ts stateMatches).
 */
function stateJson(state: unknown, late: readonly string[]): string {
  return JSON.stringify(late.length ? lateLast(state as Record<string, unknown>, [...late].sort()) : state);
}

export const IDS = SYSTEM_IDS;
