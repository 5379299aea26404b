/**
 * Issue 21: decisions whose options name a tile, an exit, a figure or a card
 * can be answered on the board. Over whole bot games of 2HDC and the card
 * game, each decision with an option that names a board element (defined per
 * request kind in src/systems/2hdc/view/picks.ts and
 * src/systems/cards/view/picks.ts) counts as answerable on the board when
 * every such option has a pick in the view model, on an element the board
 * draws (a placed tile and one of its exits, a fighter on a square, a card on
 * the table). At least 90% of them must be, in each system; and a viewer who
 * may not answer (a spectator) gets no picks.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../../src/core/engine.ts';
import { LOCAL } from '../../src/core/view-model.ts';
import { loadSystem } from '../../src/systems/registry.ts';
import { namesBoardElement } from '../../src/systems/2hdc/view/picks.ts';
import { namesCard } from '../../src/systems/cards/view/picks.ts';
import type { TwoHourViewModel } from '../../src/systems/2hdc/view/view-model.ts';
import type { CardsViewModel } from '../../src/systems/cards/view/view-model.ts';

/** The board elements a 2HDC view model draws, as pick keys. */
function twoHourElements(m: TwoHourViewModel): Set<string> {
  const s = new Set<string>();
  if (m.board) {
    for (const f of m.board.fighters) if (f.x >= 0 && f.y >= 0) s.add(`fig:${f.mark}`);
    return s;
  }
  for (const t of m.tiles) {
    s.add(`tile:${t.id}`);
    // Each side of a tile: an exit's, or a wall a Secret Room may open in (TwoHourBoard draws a pick on any side).
    for (let d = 0; d < 4; d++) s.add(`exit:${t.id}:${d}`);
  }
  return s;
}

function cardElements(m: CardsViewModel): Set<string> {
  const s = new Set<string>(['card:pool']);
  if (m.monster) s.add('card:monster');
  if (m.hero?.card) s.add('card:hero');
  if (m.mana) {
    s.add('card:mp');
    if (m.mana.faceDown > 0) s.add('card:mana');
  }
  return s;
}

interface Count {
  naming: number;
  onBoard: number;
  kinds: Map<string, [number, number]>;
}

async function measure(systemId: string, games: { seed: number; options?: unknown }[]): Promise<Count> {
  const system = await loadSystem(systemId);
  const c: Count = { naming: 0, onBoard: 0, kinds: new Map() };
  for (const g of games) {
    run({
      system,
      seed: g.seed,
      options: g.options,
      log: false,
      chooser: (req, state) => {
        const names = systemId === '2hdc' ? (id: string) => namesBoardElement(req.kind, id) : (id: string) => namesCard(req.kind, id);
        const naming = req.options.filter((o) => names(o.id));
        if (naming.length > 0) {
          const m = system.viewModel!(state, LOCAL, req) as TwoHourViewModel | CardsViewModel;
          const there = m.system === '2hdc' ? twoHourElements(m) : cardElements(m);
          // A group's move goes through an exit of the tile the acting group stands on.
          const acting = m.system === '2hdc' && req.kind === 'action' ? m.tiles.find((t) => t.acting) : undefined;
          const right = (at: string) => !acting || at.startsWith(`exit:${acting.id}:`);
          const ok = naming.every((o) => m.picks.some((p) => p.option === o.id && there.has(p.at) && right(p.at)));
          c.naming++;
          if (ok) c.onBoard++;
          const k = c.kinds.get(req.kind) ?? [0, 0];
          k[0]++;
          if (ok) k[1]++;
          c.kinds.set(req.kind, k);
          const spectator = system.viewModel!(state, { spectator: true }, req) as TwoHourViewModel | CardsViewModel;
          assert.deepEqual(spectator.picks, [], 'a spectator gets no picks');
        }
        return system.bot(req, state);
      },
    });
  }
  return c;
}

const report = (c: Count) => `${c.onBoard} of ${c.naming} (${[...c.kinds].map(([k, [n, ok]]) => `${k} ${ok}/${n}`).join(', ')})`;

test('2HDC: at least 90% of the decisions naming a tile, an exit or a figure are answerable on the board', async () => {
  const c = await measure('2hdc', Array.from({ length: 12 }, (_, i) => ({ seed: 100 + i })));
  assert.ok(c.naming > 100, `enough such decisions to measure: ${c.naming}`);
  assert.ok(c.onBoard >= 0.9 * c.naming, report(c));
  console.log(`2hdc: ${report(c)}`);
});

test('cards: at least 90% of the decisions naming a card, a spell or the monster are answerable on the board', async () => {
  const games = Array.from({ length: 16 }, (_, i) => ({ seed: 200 + i, options: { character: i % 2 ? 'mage' : 'warrior', difficulty: 'normal' } }));
  const c = await measure('cards', games);
  assert.ok(c.naming > 30, `enough such decisions to measure: ${c.naming}`);
  assert.ok(c.onBoard >= 0.9 * c.naming, report(c));
  console.log(`cards: ${report(c)}`);
});
