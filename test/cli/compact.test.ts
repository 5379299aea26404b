/**
 * Issue 21, a compact terminal: after an answer the terminal prints what
 * changed (the new log lines and the next decision), not the whole board.
 * Whole games of every system are played through the terminal driver
 * (play.ts) with the players' bot's answers typed at its prompt, and the
 * screen lines printed after each answer counted (a line longer than the
 * 100-column screen counts as the lines it wraps to), up to and including
 * the next prompt; the last answer's count holds the end of the game (final
 * board and report). The 95th percentile must be at most 30 in every system.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameSystem } from '../../src/core/engine.ts';
import type { Option } from '../../src/core/request.ts';

const home = mkdtempSync(join(tmpdir(), 'dc-compact-'));
process.env.DUNGEON_CRAWL_HOME = home;

const SCREEN = 100;

/** Screen lines a printed string takes on a SCREEN-wide terminal. */
function screenLines(text: string): number {
  return text.split('\n').reduce((n, l) => n + Math.max(1, Math.ceil(l.length / SCREEN)), 0);
}

/** The bot's decisions of the game of `seed`, then that game played at the terminal's prompt: lines printed per answer. */
async function linesPerAnswer(system: GameSystem, seed: number, options: unknown): Promise<{ counts: number[]; opening: number; printed: string[] }> {
  const { autoplay, parseOptions } = await import('../../src/core/engine.ts');
  const { playLoop } = await import('../../src/cli/play.ts');
  const opts = parseOptions(system, options);
  const answers = autoplay(system, seed, opts).decisions;
  const counts: number[] = [];
  const printed: string[] = [];
  let lines = 0;
  let opening = -1;
  let k = 0;
  const io = {
    print(l: string) {
      lines += screenLines(l);
      printed.push(l);
    },
    async ask(q: string, choices?: readonly Option[]) {
      if (!choices) return null; // a question that is not a decision (the high-score name): no answer
      lines += 1; // the prompt and the answer typed on it
      if (opening < 0) opening = lines;
      else counts.push(lines);
      lines = 0;
      const id = answers[k++];
      const at = choices.findIndex((o) => o.id === id);
      assert.ok(at >= 0, `seed ${seed}: the bot's answer ${id} is an option`);
      printed.push(`${q}${at + 1}`);
      return String(at + 1);
    },
    close() {},
  };
  const r = await playLoop({ system, seed, options: opts, dice: 'seeded', auto: false, savePath: join(home, `${system.id}-${seed}.json`) }, io);
  assert.equal(r.status, 'over', `seed ${seed}: played to the end`);
  assert.equal(k, answers.length, `seed ${seed}: every answer typed`);
  counts.push(lines);
  return { counts, opening, printed };
}

function percentile(xs: number[], q: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
}

const GAMES: { id: string; runs: { seed: number; options: unknown }[] }[] = [
  { id: 'cards', runs: [1, 2, 3, 4, 5, 6, 7, 8].flatMap((seed) => [{ seed, options: {} }, { seed, options: { character: 'mage', difficulty: 'hardcore' } }]) },
  { id: '2hdc', runs: [{ seed: 1, options: {} }, { seed: 2, options: { players: ['Ann', 'Bo'], reasonWhy: 'rescue' } }] },
  { id: '3d6', runs: [{ seed: 1, options: {} }, { seed: 2, options: {} }] },
  { id: 'exploration', runs: [{ seed: 1, options: {} }] },
  { id: 'dungeon-world', runs: [{ seed: 1, options: {} }, { seed: 2, options: {} }] },
];

for (const g of GAMES) {
  test(`${g.id}: at most 30 lines printed per answer at the 95th percentile over whole games`, async () => {
    const { loadSystem } = await import('../../src/systems/registry.ts');
    const system = await loadSystem(g.id);
    const all: number[] = [];
    let opening = 0;
    for (const run of g.runs) {
      const r = await linesPerAnswer(system, run.seed, run.options);
      all.push(...r.counts);
      opening = Math.max(opening, r.opening);
    }
    const p50 = percentile(all, 0.5);
    const p95 = percentile(all, 0.95);
    console.log(`${g.id}: ${all.length} answers in ${g.runs.length} games, lines per answer p50 ${p50}, p95 ${p95}, max ${Math.max(...all)}; first view ${opening}`);
    assert.ok(p95 <= 30, `${g.id}: p95 ${p95} lines per answer`);
  });
}
