/**
 * The terminal's grids mark what the browser board marks (issue 21): at a
 * decision, `b` shows each option's number on the square it goes to; `b N`
 * shows option N's way (`*`) and its number where it ends, and names the
 * figures it touches; no door is drawn as a letter, so the Leader (a capital
 * letter) is never taken for one. Over the first decisions of bot games of
 * exploration (the map and the fight grid) and 3d6 (the fight grid).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run, type GameSystem } from '../../src/core/engine.ts';
import { NeedDecision, type Request } from '../../src/core/request.ts';
import { PLAYERS, type BoardPick } from '../../src/core/view-model.ts';
import { explorationSystem } from '../../src/systems/exploration/index.ts';
import { explorationParts } from '../../src/systems/exploration/view/text.ts';
import type { ExplorationViewModel } from '../../src/systems/exploration/view/view-model.ts';
import { sixSystem } from '../../src/systems/3d6/index.ts';
import { cellWidth, sixParts } from '../../src/systems/3d6/view/text.ts';
import type { SixViewModel } from '../../src/systems/3d6/view/view-model.ts';

/** The character on square (x, y) of a grid drawn with axes: `index(x)` its column in a row's text, the row found by its y label. */
function at(lines: readonly string[], y: number, col: number, pad: number, width = 1): string | undefined {
  const row = lines.find((l) => l.slice(0, pad).trim() === String(y) && l[pad - 1] === ' ');
  return row === undefined ? undefined : row.slice(col, col + width).padEnd(width);
}

/** The decisions met playing `system` by its bot, each with its state, up to `n`. */
function decisions<S>(system: GameSystem<S>, seed: number, options: Record<string, unknown>, n: number, keep: (req: Request, st: S) => boolean): { req: Request; st: S }[] {
  const out: { req: Request; st: S }[] = [];
  run({
    system,
    seed,
    options,
    log: true,
    chooser: (req: Request, st: S) => {
      if (keep(req, st)) out.push({ req, st: structuredClone(st) });
      if (out.length >= n) throw new NeedDecision(req);
      return system.bot(req, st);
    },
  });
  return out;
}

const squareOf = (k: string) => k.slice(3).split(',').map(Number) as [number, number];

/** Checks `b` and `b N` of one decision on a grid: `draw(focus)` the board's lines, `cell(lines, x, y)` a square's character(s). */
function checkMarks(req: Request, picks: readonly BoardPick[], draw: (focus: number | null) => string[], cell: (lines: string[], x: number, y: number) => string | undefined, free: (s: string | undefined) => boolean): number {
  let checked = 0;
  const plain = draw(null);
  for (const p of picks) {
    if (!p.at.startsWith('sq:')) continue;
    const n = req.options.findIndex((o) => o.id === p.option) + 1;
    const [x, y] = squareOf(p.at);
    const c = cell(plain, x, y);
    // A square another option goes to first shows that one's number; a figure or a token stays drawn.
    const first = picks.find((q) => q.at === p.at)!;
    if (first !== p || c === undefined) continue;
    // Its number, unless a figure or a token stands there, or the number is too long for a square of one character.
    assert.ok(c.trim() === String(n) || /[A-Za-z?]/.test(c) || (free(c) && String(n).length > c.length), `option ${n} (${p.at}) on the map: "${c}"\n${plain.join('\n')}`);
    checked++;
  }
  for (const p of picks) {
    const n = req.options.findIndex((o) => o.id === p.option) + 1;
    const lines = draw(n - 1);
    const key = lines.find((l) => l.startsWith(`Option ${n} (`));
    assert.ok(key, `b ${n} says what option ${n} touches:\n${lines.join('\n')}`);
    for (const k of p.touches ?? []) {
      if (!k.startsWith('sq:') || k === p.at) continue;
      const [x, y] = squareOf(k);
      const c = cell(lines, x, y);
      assert.ok(c === undefined || c.trim() === '*' || /[A-Za-z?]/.test(c), `b ${n}: ${k} of its way marked *, not "${c}"\n${lines.join('\n')}`);
      if (c?.trim() === '*') checked++;
    }
  }
  return checked;
}

test('exploration: b marks where each option goes, b N its way; doors are no letters, so the Leader is never a door', () => {
  let checked = 0;
  let ways = 0;
  for (const seed of [1, 2, 3]) {
    const system = explorationSystem;
    const found = decisions(system, seed, system.setups?.[seed % system.setups.length]?.options ?? {}, 40, (req) => req.kind === 'move' || req.kind === 'act' || req.kind === 'action');
    for (const { req, st } of found) {
      const vm = system.viewModel!(st, PLAYERS, req) as ExplorationViewModel;
      const draw = (focus: number | null) => explorationParts(vm, { options: req.options, focus }).board;
      const maxY = vm.extent.y + vm.extent.h - 1;
      const pad = String(maxY).length + 1;
      if (vm.fight) {
        const fpad = String(vm.fight.height - 1).length + 1;
        const cw = cellWidth(vm.fight);
        checked += checkMarks(req, vm.fight.picks, draw, (lines, x, y) => at(lines.slice(lines.findIndex((l) => l.startsWith('Round '))), y, fpad + cw * x, fpad, cw), (c) => c?.trim() === '.');
      } else {
        checked += checkMarks(req, vm.picks, draw, (lines, x, y) => at(lines, y, pad + 2 * (x - vm.extent.x) + 1, pad), (c) => c === '.');
        ways += vm.picks.filter((p) => (p.touches?.length ?? 0) > 2).length;
      }
      const key = draw(null).find((l) => l.startsWith('Key: '))!;
      // Letters are the characters (x a creature: 24 characters would be needed to meet it).
      assert.doesNotMatch(key.replace(', x creature', ''), /, [A-Za-z] /, `no mark in the key is a letter: ${key}`);
    }
  }
  assert.ok(checked > 200 && ways > 20, `${checked} marks checked, ${ways} ways`);
});

test('3d6: the fight grid draws each fighter by its token\'s mark and marks where each option goes (b) and the way of one (b N), as the browser does', () => {
  let checked = 0;
  for (const seed of [1, 2]) {
    const found = decisions(sixSystem, seed, sixSystem.setups?.[seed]?.options ?? {}, 30, (req, st) => req.kind === 'action' && (sixSystem.viewModel!(st, PLAYERS, req) as SixViewModel).fight!.picks.length > 0);
    for (const { req, st } of found) {
      const vm = sixSystem.viewModel!(st, PLAYERS, req) as SixViewModel;
      const pad = String(vm.fight!.height - 1).length + 1;
      for (const f of vm.fight!.fighters) if (f.condition !== 'dead') assert.equal(at(sixParts(vm).board, f.pos.y, pad + cellWidth(vm.fight!) * f.pos.x, pad, cellWidth(vm.fight!))!.trim(), f.mark, `${f.name} drawn by its token's mark`);
      checked += checkMarks(req, vm.fight!.picks, (focus) => sixParts(vm, { options: req.options, focus }).board, (lines, x, y) => at(lines, y, pad + cellWidth(vm.fight!) * x, pad, cellWidth(vm.fight!)), (c) => c?.trim() === '.');
    }
  }
  assert.ok(checked > 100, `${checked} marks checked`);
});

test('at a decision the terminal takes b N: the board with option N marked', async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { playLoop } = await import('../../src/cli/play.ts');
  const { parseOptions } = await import('../../src/core/engine.ts');
  const home = mkdtempSync(join(tmpdir(), 'dc-marks-'));
  const script = ['b 2', 'b', 'q'];
  const after: Record<string, string[]> = {};
  let last = '';
  const io = {
    print: (l: string) => void (after[last] ??= []).push(l),
    ask: async () => (last = script.shift() ?? 'q'),
    close() {},
  };
  await playLoop({ system: explorationSystem, seed: 1, options: parseOptions(explorationSystem, {}), dice: 'seeded', auto: false, savePath: join(home, 'marks.json') }, io);
  assert.match(after['b 2']!.join('\n'), /^Option 2 \(/m, 'b 2: option 2 marked on the board');
  assert.doesNotMatch(after.b!.join('\n'), /^Option 2 \(/m, 'b: no option singled out');
  assert.match(after.b!.join('\n'), /^Key: /m, 'b: the map with its key');
});
