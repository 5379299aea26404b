/** Saves of the built systems, made as the terminal makes them, and a way to try an edited one. */
import assert from 'node:assert/strict';
import { autoplay, run, type GameSystem } from '../../src/core/engine.ts';
import { parseEntry, type PhysicalEntry } from '../../src/core/chance.ts';
import { BadSave, makeSave, parseSave, replaySave, type Loaded, type SaveFile } from '../../src/save/save.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { campaignOptionsFrom, twoHourSystem } from '../../src/systems/2hdc/index.ts';

export const SYSTEMS: readonly GameSystem[] = [cardsSystem, twoHourSystem];

/** The first `n` decisions a bot makes (all of them when n is undefined), saved as the game stood after them. */
export function seededSave(system: GameSystem, seed: number, n?: number, options: unknown = {}): SaveFile {
  const full = autoplay(system, seed, options);
  const decisions = n === undefined ? full.decisions : full.decisions.slice(0, n);
  const r = run({ system, options, seed, decisions, log: false });
  return makeSave(system, r, seed, 'seeded', []);
}

/**
 * A physical-dice game played as the terminal plays it, the bot deciding and
 * a small generator giving dice and cards, saved when `entries` entries were
 * typed and the game next waits (for an entry, or for a decision when
 * `atDecision`), or when it ends.
 */
export function physicalSave(system: GameSystem, seed: number, entries: number, options: unknown = {}, atDecision = false): SaveFile {
  const physical: PhysicalEntry[] = [];
  const decisions: string[] = [];
  let x = seed * 2654435761 + 1;
  const next = (n: number) => {
    x = (Math.imul(x ^ (x >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return x % n;
  };
  for (;;) {
    const r = run({ system, options, seed, dice: 'physical', physical, decisions, log: false });
    const enough = physical.length >= entries;
    if (r.status === 'over' || (enough && (r.status === 'decision') === atDecision)) return makeSave(system, r, seed, 'physical', physical);
    if (r.status === 'decision') {
      decisions.push(system.bot(r.request!, r.state));
      continue;
    }
    const cr = r.chanceRequest!;
    const text = cr.kind === 'dice' ? Array.from({ length: cr.count }, () => 1 + next(cr.sides)).join(' ') : cr.remaining[next(cr.remaining.length)]!;
    const p = parseEntry(cr, text);
    assert.ok('value' in p, `the generated entry ${text} is valid`);
    physical.push(p.value);
  }
}

/** The options of a 2HDC campaign's second adventure, as the CLI stores them: a real band of two or more carried over. */
export function campaignOptions(): Record<string, unknown> {
  for (let seed = 1; ; seed++) {
    const r = autoplay(twoHourSystem, seed, { style: 'campaign' });
    const next = JSON.parse(JSON.stringify(campaignOptionsFrom(r.state, r.options)));
    if (next.campaign.band.length >= 2) return next;
  }
}

export function load(save: SaveFile | string): Promise<Loaded> {
  return replaySave(parseSave(typeof save === 'string' ? save : JSON.stringify(save)), false);
}

/** The one-line message a refused save gets; fails when the save is accepted. */
export async function refusal(save: SaveFile | string | Record<string, unknown>): Promise<string> {
  try {
    await load(typeof save === 'string' ? save : JSON.stringify(save));
  } catch (e) {
    assert.ok(e instanceof BadSave, `expected BadSave, got ${(e as Error)?.stack ?? e}`);
    assert.doesNotMatch((e as Error).message, /[\u0000-\u001f\u007f-\u009f\ufeff]/, 'one line, no control characters');
    return (e as Error).message;
  }
  assert.fail('the edited save was accepted');
}
