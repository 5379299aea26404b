/** Undo never takes a decision back past a moment hidden information was shown (ctx.reveal), as after a roll. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { FULL_DECK } from '../../src/core/cards.ts';
import { run, type GameSystem } from '../../src/core/engine.ts';
import { option } from '../../src/core/request.ts';
import { coinSystem } from '../fixtures/coin.ts';

interface PeekState {
  hidden: string;
  seen: string[];
}

/** A card dealt face down before any choice; the player may turn it over (no draw then), then ends the game. */
const peekSystem: GameSystem<PeekState, Record<string, never>> = {
  id: 'peek',
  rulesVersion: 1,
  name: 'Peek (test fixture)',
  options: z.object({}),
  optionHelp: {},
  setup: () => ({ hidden: '', seen: [] }),
  play(ctx, s) {
    s.hidden = ctx.chance.card(FULL_DECK, 'P1', 'Face-down card');
    for (;;) {
      const c = ctx.ask({ who: 'player:P', rule: 'P2', kind: 'act', prompt: 'Turn the card over?', options: [option('turn', 'Turn it over'), option('wait', 'Wait'), option('end', 'End')] });
      if (c === 'end') return;
      if (c === 'turn') {
        s.seen.push(s.hidden);
        ctx.reveal('P2', 'the face-down card was turned over');
      }
    }
  },
  mechanics: (req) => req.options[0]!.id,
  bot: (req) => req.options[0]!.id,
  view: (s) => `seen: ${s.seen.join(',')}`,
  report: () => ({ system: 'peek', outcome: 'over', players: [], numbers: {}, story: [] }),
};

test('a card turned over without a draw blocks undo of the choice that turned it, like a roll', () => {
  const base = { system: peekSystem, seed: 3 };
  const waited = run({ ...base, decisions: ['wait', 'wait'] });
  assert.equal(waited.undoable, 2, 'the draw came before both choices: both can be taken back');
  const turned = run({ ...base, decisions: ['wait', 'turn'] });
  assert.equal(turned.state.seen.length, 1);
  assert.equal(turned.undoable, 0, 'the card was seen after the second choice');
  assert.equal(turned.undoBlocked, 'the face-down card was turned over (P2)');
  assert.equal(turned.revealed, waited.revealed + 1, 'the engine counts the reveal beside the draw');
  const after = run({ ...base, decisions: ['wait', 'turn', 'wait'] });
  assert.equal(after.undoable, 1, 'a choice made after the reveal can still be taken back');
});

test('a roll after a choice is named as the reason undo is refused; before any choice nothing is', () => {
  const rolled = run({ system: coinSystem, seed: 7, decisions: ['A', 'heads'] });
  assert.equal(rolled.undoable, 0);
  assert.equal(rolled.undoBlocked, 'dice were rolled or cards drawn');
  const r = run({ system: peekSystem, seed: 3, decisions: [] });
  assert.equal(r.undoable, 0);
  assert.equal(r.undoBlocked, undefined, 'no choice yet: nothing to explain');
});
