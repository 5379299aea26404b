/** Several hero players at one keyboard: the terminal names, at every decision, the player whose turn it is. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const home = mkdtempSync(join(tmpdir(), 'dc-dw-hot-seat-'));
process.env.DUNGEON_CRAWL_HOME = home;

test('the hot seat: each hero\'s decision is put to its player by name, the side\'s to the first player', async () => {
  const { playLoop } = await import('../../src/cli/play.ts');
  const { parseOptions } = await import('../../src/core/engine.ts');
  const { dwSystem } = await import('../../src/systems/dungeon-world/index.ts');
  const printed: string[] = [];
  let asks = 0;
  // Ann runs the Front Line Warrior and the Warmage, Bob the Ranger and the Dwarf (dealt in turn); the first option each time, 80 decisions, then quit.
  const io = { ask: async () => (++asks > 80 ? null : '1'), print: (s: string) => void printed.push(...s.split('\n')), close: () => {} };
  const options = parseOptions(dwSystem, { players: ['Ann', 'Bob'] });
  await playLoop({ system: dwSystem, seed: 4, options, dice: 'seeded', auto: false, savePath: join(home, 'hot.json'), verbose: false }, io);
  const prompts = printed.filter((l) => /^\[[^\]]+\] \w+: /.test(l));
  assert.ok(prompts.length >= 40, `${prompts.length} decisions shown`);
  const heroes: Record<string, string> = { 'Front Line Warrior': 'Ann', Warmage: 'Ann', Ranger: 'Bob', Dwarf: 'Bob' };
  let bob = 0;
  for (const l of prompts) {
    const [, player, about] = /^\[[^\]]+\] (\w+): (.*)$/.exec(l)!;
    const hero = Object.keys(heroes).find((h) => about!.startsWith(`${h} at `) || about!.startsWith(`${h} may shoot`));
    if (hero) assert.equal(player, heroes[hero], l);
    else if (/initiative|acts next|melee is fought next/.test(about!)) assert.equal(player, 'Ann', l);
    if (player === 'Bob') bob++;
  }
  assert.ok(bob > 0, 'Bob was asked by name');
  // The view says who runs each hero.
  assert.ok(printed.some((l) => /^1 Front Line Warrior \[Ann\]/.test(l)) && printed.some((l) => /^2 Ranger \[Bob\]/.test(l)), 'each hero\'s line names its player');
});
