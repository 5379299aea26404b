/**
 * Nothing hidden gets out before it is revealed: over many auto-played games
 * (the shipped scenarios and generated dungeons), at every request of either
 * seat, no option label, prompt, log line or view-model hint names a square
 * the heroes' view does not draw (an area not yet revealed), and none names a
 * monster that is not on a revealed square.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run, type Ctx, type GameSystem } from '../../src/core/engine.ts';
import type { Request } from '../../src/core/request.ts';
import { dwSystem, type DwState } from '../../src/systems/dungeon-world/index.ts';
import { SCENARIOS } from '../../src/systems/dungeon-world/data/scenarios.ts';
import { isRevealed } from '../../src/systems/dungeon-world/rules/grid.ts';
import { who } from '../../src/systems/dungeon-world/rules/game.ts';
import { dwViewModel } from '../../src/systems/dungeon-world/view/view-model.ts';
import { PLAYERS } from '../../src/core/view-model.ts';

const GAMES = Number(process.env.DW_LEAK_GAMES ?? 150);

/** The problems of one text: squares not drawn in `rows`, models not shown. */
function leaks(st: DwState, rows: readonly string[], text: string): string[] {
  const out: string[] = [];
  for (const [, x, y] of text.matchAll(/\((\d+), (\d+)\)/g)) {
    const ch = rows[Number(y)]?.[Number(x)];
    if (ch === ' ') out.push(`the square (${x}, ${y}) is not drawn`);
  }
  for (const m of st.models) {
    if (m.side !== 'monsters') continue;
    const shown = m.status === 'in-play' && isRevealed(st.board, m.x, m.y);
    if (shown || m.status === 'dead') continue;
    if (new RegExp(`\\b${who(m)}(?!\\d)`).test(text)) out.push(`${who(m)} is not on a revealed square (${m.status} at (${m.x}, ${m.y}))`);
  }
  return out;
}

test(`${GAMES} auto-played games: no request, log line or hint names a square or monster not yet revealed`, () => {
  const scenarios = [...Object.keys(SCENARIOS), 'generated', 'generated'];
  const setups = dwSystem.setups!;
  const found = new Map<string, string>();
  let requests = 0;
  for (let seed = 1; seed <= GAMES; seed++) {
    let ctx: Ctx | null = null;
    let logged = 0;
    const check = (req: Request, st: DwState) => {
      requests++;
      const vm = dwViewModel(st, PLAYERS, req);
      const say = (what: string, text: string) => {
        for (const p of leaks(st, vm.rows, text)) if (!found.has(`${req.kind} ${what}: ${p.replace(/\d+/g, 'n')}`)) found.set(`${req.kind} ${what}: ${p.replace(/\d+/g, 'n')}`, `seed ${seed} (${st.scenario}), ${what} "${text}": ${p}`);
      };
      say('prompt', req.prompt);
      for (const o of req.options) say('label', o.label);
      for (const h of vm.hints) for (const q of h.at ? [...h.squares, h.at] : h.squares) say('hint', `(${q.x}, ${q.y})`);
      const log = ctx?.log ?? [];
      for (; logged < log.length; logged++) {
        const e = log[logged]!;
        if (e.type !== 'decision' && 'text' in e && typeof e.text === 'string') say(`log ${e.type}`, e.text);
      }
    };
    const options = { ...setups[seed % setups.length]!.options, scenario: scenarios[seed % scenarios.length] };
    const watched: GameSystem<DwState> = {
      ...dwSystem,
      play: (c, st, o) => ((ctx = c), dwSystem.play(c, st, o)),
      mechanics: (req: Request, st: DwState) => (check(req, st), dwSystem.mechanics(req, st)),
    };
    const r = run({ system: watched, seed, options, chooser: (req: Request, st: DwState) => (check(req, st), dwSystem.bot(req, st)) });
    assert.equal(r.status, 'over');
  }
  assert.ok(requests > GAMES * 20, `${requests} requests checked`);
  assert.deepEqual([...found.values()], []);
});
