/**
 * 18.4 in the log: the rules record the Battle Board as data (who stands
 * where, status, whose turn) with a one-line text; the terminal draws the
 * board from that data (view/board-text.ts through GameSystem.logText), so
 * a player reading the log still sees the board at every turn.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, eventText } from '../../src/core/engine.ts';
import { renderEvent, type StateEvent } from '../../src/core/events.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import type { BoardView } from '../../src/systems/2hdc/rules/api.ts';
import { renderBoard } from '../../src/systems/2hdc/view/board-text.ts';

function boardEvents(seed: number): StateEvent[] {
  const r = autoplay(twoHourSystem, seed, { stars: [{ race: 'Human', profession: 'Warrior', rep: 5 }] }, true);
  return r.events.filter((e): e is StateEvent => e.type === 'state' && e.rule === '18.4');
}

test('each turn of a fight logs the board as data, and the terminal draws it from that data', () => {
  let events: StateEvent[] = [];
  for (let seed = 1; seed <= 20 && events.length < 2; seed++) events = boardEvents(seed);
  assert.ok(events.length >= 2, 'some adventure had a fight of two turns or more');
  for (const e of events) {
    const b = e.board as BoardView;
    assert.ok(b && Array.isArray(b.fighters) && b.fighters.length >= 2, 'the event carries the board');
    assert.ok(!e.text.includes('\n'), `one line of text: ${e.text}`);
    assert.match(e.text, new RegExp(`turn ${b.turn}: the (band acts|enemies act)`));
    const line = eventText(twoHourSystem, e);
    assert.equal(line, `[18.4] ${renderBoard(b)}`);
    assert.match(line, /enemies' edge[\s\S]*band's edge/);
  }
  // Each event keeps the board as it stood then: the turns count up.
  assert.ok(events.some((e, k) => k > 0 && (e.board as BoardView).turn > (events[k - 1]!.board as BoardView).turn));
});

test('other events read as renderEvent writes them', () => {
  const e = { type: 'state' as const, rule: '21.3', text: 'The band act first' };
  assert.equal(eventText(twoHourSystem, e), renderEvent(e));
  assert.equal(eventText(twoHourSystem, { type: 'state', rule: '18.4', text: 'no board here' }), '[18.4] no board here');
});
