/**
 * Makes the golden saves of every built system (issue 23): games in progress
 * and finished, seeded and with physical entries, some with a decision taken
 * back (undo) and answered otherwise, and one campaign record per system with
 * campaigns, written by this program as a player's would be (`makeSave`, the
 * campaign store's row). They go to test/fixtures/golden/<system>/rules-<v>/,
 * v being the system's rules version now; a set already there is never
 * rewritten or deleted (run this once at each new rules version; the tests
 * resume, play on and replay every set ever made).
 *
 *   node --import tsx scripts/make-golden.ts [--force-new-set]
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEntry, type PhysicalEntry } from '../src/core/chance.ts';
import { parseOptions, run, type GameSystem, type RunResult } from '../src/core/engine.ts';
import { makeSave, saveText } from '../src/save/save.ts';
import { campaignStart, carryHook } from '../src/session/campaign.ts';
import { SYSTEM_IDS, isBuilt, loadSystem } from '../src/systems/registry.ts';
import { random } from '../test/support/random.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'golden');


export interface GoldenGame {
  name: string;
  options: Record<string, unknown>;
  seed: number;
  dice: 'seeded' | 'physical';
  /** Stop after this many answers (decisions and entries), or play to the end when absent. */
  stopAfter?: number;
  /** Take back this many decisions (one at a time, where undo allows it) and answer each otherwise. */
  undos?: number;
}

/**
 * Plays a game as a player at the terminal would: the bot decides, a
 * generator types physical dice and cards, and `undos` times a decision just
 * made is taken back (where nothing was revealed since) and another option
 * chosen. Returns the last run and the entries typed.
 */
export function playGolden(system: GameSystem, g: GoldenGame): { r: RunResult; physical: PhysicalEntry[] } {
  const rnd = random(g.seed ^ 0x2545f491);
  const decisions: string[] = [];
  const physical: PhysicalEntry[] = [];
  let undos = g.undos ?? 0;
  let r = run({ system, options: g.options, seed: g.seed, dice: g.dice, decisions, physical, log: false });
  let answers = 0;
  while (r.status !== 'over' && (g.stopAfter === undefined || answers < g.stopAfter || undos > 0)) {
    if (r.status === 'decision') {
      const req = r.request!;
      const pick = system.bot(req, r.state);
      decisions.push(pick);
      const after = run({ system, options: g.options, seed: g.seed, dice: g.dice, decisions, physical, log: false });
      // Undo as the terminal's `u` does, then choose another option: only where undo is allowed and there is another option.
      if (undos > 0 && answers >= 2 && after.undoable > 0 && req.options.length > 1) {
        decisions.pop();
        decisions.push(req.options.find((o) => o.id !== pick)!.id);
        undos--;
      }
    } else {
      const cr = r.chanceRequest!;
      const text = cr.kind === 'dice' ? Array.from({ length: cr.count }, () => 1 + rnd(cr.sides)).join(' ') : cr.remaining[rnd(cr.remaining.length)]!;
      const p = parseEntry(cr, text);
      if (!('value' in p)) throw new Error(`generated entry ${text}: ${p.error}`);
      physical.push(p.value);
    }
    answers++;
    r = run({ system, options: g.options, seed: g.seed, dice: g.dice, decisions, physical, log: false });
  }
  if (g.undos !== undefined && undos > 0) throw new Error(`${system.id} ${g.name}: found no decision to take back`);
  return { r, physical };
}

/** The games of each system's set: small enough that the tests replay them all quickly. */
export function goldenGames(id: string): GoldenGame[] {
  const physicalOver: Record<string, number> = { cards: 3, '3d6': 4, '2hdc': 6, exploration: 2 };
  // The card game allows no undo in practice: a card is drawn or a die rolled after nearly every decision.
  const undo = (n: number) => (id === 'cards' ? undefined : n);
  const games: GoldenGame[] = [
    { name: 'seeded-start', options: {}, seed: 11, dice: 'seeded', stopAfter: 0 },
    { name: 'seeded-in-progress', options: {}, seed: 12, dice: 'seeded', stopAfter: id === 'cards' ? 8 : 25, undos: undo(1) },
    { name: 'seeded-over', options: {}, seed: 13, dice: 'seeded', undos: undo(2) },
    { name: 'physical-in-progress', options: {}, seed: 14, dice: 'physical', stopAfter: 40, undos: undo(1) },
  ];
  if (physicalOver[id] !== undefined) games.push({ name: 'physical-over', options: {}, seed: physicalOver[id], dice: 'physical' });
  return games;
}

/** A campaign record as the campaign store keeps it after one adventure: name, system, the data carried, adventures played. */
export interface GoldenCampaign {
  name: string;
  system: string;
  data: unknown;
  adventures: number;
}

async function main(): Promise<void> {
  for (const id of SYSTEM_IDS) {
    if (!isBuilt(id)) continue;
    const system = await loadSystem(id);
    const version = (system as { rulesVersion?: number }).rulesVersion ?? 1;
    const dir = join(ROOT, id, `rules-${version}`);
    if (existsSync(dir)) {
      console.log(`${id}: rules version ${version} already has its golden set (${dir}); kept as it is`);
      continue;
    }
    mkdirSync(dir, { recursive: true });
    const write = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      console.log(`${id}: ${name}`);
    };
    for (const g of goldenGames(id)) {
      const { r, physical } = playGolden(system, g);
      write(`${g.name}.json`, saveText(makeSave(system, r, g.seed, g.dice, physical)));
    }
    const carry = carryHook(system);
    if (!carry) continue;
    // One campaign: its first adventure played to the end, carried as the terminal carries it, and its second adventure begun.
    const name = 'Golden Band';
    const first = parseOptions(system, campaignStart(system, name));
    const { r } = playGolden(system, { name: 'campaign-1', options: first, seed: 21, dice: 'seeded' });
    const data = JSON.parse(JSON.stringify(carry(r.state, r.options))) as Record<string, unknown>;
    const record: GoldenCampaign = { name, system: id, data, adventures: 1 };
    write('campaign.json', JSON.stringify(record, null, 1) + '\n');
    const second = parseOptions(system, data);
    const next = playGolden(system, { name: 'campaign-2', options: second, seed: 22, dice: 'seeded', stopAfter: 20 });
    write('campaign-adventure-2.json', saveText(makeSave(system, next.r, 22, 'seeded', next.physical)));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
