/**
 * The golden saves (test/fixtures/golden/<system>/rules-<v>/, made by
 * scripts/make-golden.ts) and what every later version must do with them:
 * load (continued when its rules changed), play on, save again, and replay.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkEntry, type PhysicalEntry } from '../../src/core/chance.ts';
import { run, type GameSystem, type RunResult } from '../../src/core/engine.ts';
import { parseSave, replaySave, saveText, makeSave, type Loaded, type SaveFile } from '../../src/save/save.ts';
import { random } from './random.ts';
export { random };

export const GOLDEN = join(import.meta.dirname, '..', 'fixtures', 'golden');

export interface GoldenFile {
  system: string;
  /** The rules version the set was made by. */
  rules: number;
  name: string;
  path: string;
}

/** Every golden save (not the campaign records) of `system`, every set. */
export function goldenSaves(system: string): GoldenFile[] {
  const dir = join(GOLDEN, system);
  if (!existsSync(dir)) return [];
  const out: GoldenFile[] = [];
  for (const set of readdirSync(dir).sort()) {
    const m = /^rules-(\d+)$/.exec(set);
    if (!m) continue;
    for (const f of readdirSync(join(dir, set)).sort()) {
      if (!f.endsWith('.json') || f === 'campaign.json') continue;
      out.push({ system, rules: Number(m[1]), name: `${set}/${f}`, path: join(dir, set, f) });
    }
  }
  return out;
}

/** The golden campaign records of `system`, every set. */
export function goldenCampaigns(system: string): GoldenFile[] {
  const dir = join(GOLDEN, system);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((s) => /^rules-\d+$/.test(s) && existsSync(join(dir, s, 'campaign.json')))
    .map((s) => ({ system, rules: Number(s.slice(6)), name: `${s}/campaign.json`, path: join(dir, s, 'campaign.json') }));
}

export function readText(f: GoldenFile): string {
  return readFileSync(f.path, 'utf8');
}


/**
 * Plays a loaded game on for `steps` answers as a player would (the bot
 * decides, dice and cards typed from a generator), saves it as the terminal
 * does and loads that save again: the same history, nothing continued twice.
 * Returns the last run and the new save.
 */
export async function playOn(loaded: Loaded, steps: number, resolve?: (id: string) => Promise<GameSystem>): Promise<{ r: RunResult; save: SaveFile; answered: number }> {
  const { system, save } = loaded;
  const decisions = save.decisions.slice();
  const physical: PhysicalEntry[] = save.physical.slice();
  const rnd = random(save.seed ^ 0x1f2e3d);
  let r = run({ system, options: save.options, seed: save.seed, dice: save.dice, decisions, physical, log: false });
  let answered = 0;
  for (; answered < steps && r.status !== 'over'; answered++) {
    if (r.status === 'decision') decisions.push(system.bot(r.request!, r.state));
    else {
      const cr = r.chanceRequest!;
      const e: PhysicalEntry = cr.kind === 'dice' ? Array.from({ length: cr.count }, () => 1 + rnd(cr.sides)) : cr.remaining[rnd(cr.remaining.length)]!;
      assert.equal(checkEntry(cr, e), null);
      physical.push(e);
    }
    r = run({ system, options: save.options, seed: save.seed, dice: save.dice, decisions, physical, log: false });
  }
  const next = makeSave(system, r, save.seed, save.dice, physical);
  const again = await replaySave(parseSave(saveText(next)), false, resolve);
  assert.equal(again.continued, undefined, 'a save made under the rules it is loaded with is not continued again');
  assert.deepEqual(again.save, next);
  assert.equal(again.result.status, r.status);
  return { r, save: next, answered };
}

/**
 * The replay of a loaded game as the replay views run it: the game as it
 * stood before decision k, for the start, the middle and the end; each must
 * stop at that decision (physical entries typed later left unused).
 */
export function replayAt(loaded: Loaded): RunResult[] {
  const { system, save } = loaded;
  const n = save.decisions.length;
  const out: RunResult[] = [];
  for (const k of [...new Set([0, n >> 1, n])]) {
    const input = { system, options: save.options, seed: save.seed, dice: save.dice, decisions: save.decisions.slice(0, k) };
    const r = save.dice === 'physical' ? run({ ...input, physical: save.physical, entriesAhead: true }) : run(input);
    if (k < n) assert.equal(r.status, 'decision', `${system.id}: the replay stops at decision ${k + 1}`);
    assert.equal(r.events[0]?.type, 'start');
    out.push(r);
  }
  return out;
}
