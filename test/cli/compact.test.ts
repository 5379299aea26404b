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
import { sample } from '../support/sample.ts';

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
  // Seed 2, a whole game of 144 answers; seed 1's 465 answers (about two thirds of this file's time) only under TEST_LONG as well.
  { id: 'exploration', runs: [2, 1].slice(0, sample(1, 2)).map((seed) => ({ seed, options: {} })) },
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

test('compact lines: the rule cited briefly, a decision with its reason, one screen line each; runs counted; a long answer keeps its first and last lines', async () => {
  const { briefRule, compactLine, compactLog, fullLine, WIDTH } = await import('../../src/cli/compact.ts');
  assert.equal(briefRule('24.4'), '24.4');
  assert.equal(briefRule('Combat: Actions: Attack'), 'Attack');
  assert.equal(briefRule('movers-action-phase'), 'movers action phase');
  const why = { type: 'decision', rule: 'Combat: Actions', who: 'mechanics', choice: 'attack:odo', text: 'The game mechanics chose: Attack Odo', why: 'focus the wounded' } as const;
  assert.equal(compactLine(why), '[Actions] The game mechanics chose: Attack Odo (why: focus the wounded)');
  const { loadSystem } = await import('../../src/systems/registry.ts');
  assert.match(fullLine(await loadSystem('3d6'), why), /\(why: focus the wounded\)$/, 'replay --show and l print the reason too');
  assert.ok(compactLine({ type: 'state', rule: '1', text: 'x'.repeat(300) }).length <= WIDTH);
  const lost = { type: 'state', rule: 'melee-assigning-hits', text: 'a kill die of 1 is lost' } as const;
  assert.deepEqual(compactLog([lost, lost, lost], 10), ['[melee assigning hits] a kill die of 1 is lost (×3)']);
  const many = Array.from({ length: 40 }, (_, i) => ({ type: 'state', rule: '1', text: `line ${i}` }) as const);
  const shown = compactLog([{ type: 'roll', rule: '1', text: 'dice' }, { type: 'state', rule: '1', text: 'Odds: 50%' }, ...many], 12);
  assert.equal(shown.length, 12);
  assert.equal(shown[0], '[1] line 0', 'dice and odds lines are left to l');
  assert.equal(shown[shown.length - 1], '[1] line 39', 'the latest line is shown');
  assert.match(shown.join('\n'), /… 29 more lines \(l shows every line of this answer\)/);
});

test('at a decision, b prints the board, s the sheets, l every line of the last answer; the option numbers answer as before', async () => {
  const { playLoop } = await import('../../src/cli/play.ts');
  const { loadSystem } = await import('../../src/systems/registry.ts');
  const { parseOptions } = await import('../../src/core/engine.ts');
  const system = await loadSystem('2hdc');
  const script = ['b', 's', '9', 'l', 'q'];
  const printed: string[] = [];
  const after: Record<string, string[]> = {};
  let last = '';
  const io = {
    print: (l: string) => void (printed.push(l), (after[last] ??= []).push(l)),
    ask: async () => (last = script.shift() ?? 'q'),
    close() {},
  };
  await playLoop({ system, seed: 1, options: parseOptions(system, {}), dice: 'seeded', auto: false, savePath: join(home, 'bs.json') }, io);
  assert.match(after.b!.join('\n'), /^Turn 0 · /, 'b: the board');
  assert.doesNotMatch(after.b!.join('\n'), /^Band:/m, 'b: not the sheets');
  assert.match(after.s!.join('\n'), /^Band:\nTreasure: /, 's: the sheets');
  assert.match(after['9']!.join('\n'), /Player chose: Human/, '9: the ninth race, as numbered before');
  assert.match(after['9']!.join('\n'), /1\) Healer - Healing: /, 'a profession says what it does');
  assert.match(after.l!.join('\n'), /^\[7\.0\] Player chose: Human$/m, 'l: the last answer in full');
  assert.match(printed.join('\n'), /\b1\) Beastman - Rage: \+1 success/, 'a race says what it does');
});
