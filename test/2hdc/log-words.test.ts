/**
 * What a player reads: every test shows its dice count as named parts and its
 * result in words; rules stand apart from the text; prompts, views and the
 * end report use the board's and the book's words, not keys.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, run } from '../../src/core/engine.ts';
import { renderEvent, type GameEvent } from '../../src/core/events.ts';
import { explain, part } from '../../src/core/parts.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import { renderReport } from '../../src/session/report.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import type { AdventureState } from '../../src/systems/2hdc/state-adventure.ts';
import type { Request } from '../../src/core/request.ts';

const games: GameEvent[][] = [];
for (let seed = 0; seed < 60; seed++) games.push(autoplay(twoHourSystem, seed, seed % 3 ? {} : { stars: [{ race: 'Human', profession: 'Caster', rep: 5 }] }, true).events);
const all = games.flat();

test('a number as a sum of named parts reads "Rep 5, +1 two weapons, +1 won the Charge into Melee, -1 Dazzled"', () => {
  assert.equal(explain([part(5, 'Rep'), part(1, 'two weapons'), part(1, 'won the Charge into Melee'), part(-1, 'Dazzled')]), 'Rep 5, +1 two weapons, +1 won the Charge into Melee, -1 Dazzled');
});

test('a rule stands apart from the text: [24.2] Player melee ...', () => {
  assert.equal(renderEvent({ type: 'state', rule: '24.2', text: 'Player melee' }), '[24.2] Player melee');
});

test('melee and Charge into Melee rolls give their dice count as named parts, starting from the Rep', () => {
  const rolls = all.filter((e) => e.type === 'roll' && (e.rule === '24.2' || e.rule === '21.0'));
  assert.ok(rolls.length > 500);
  for (const e of rolls) {
    assert.ok(e.type === 'roll' && e.count && e.count[0]!.label === 'Rep', e.text);
    assert.match(e.text, /\d+d6 \(Rep \d+.*\) \[/);
    assert.match(e.text, /success/);
  }
});

test('a Resolute fighter who rolls no success is told why it counts as one', () => {
  const zero = all.filter((e) => e.type === 'roll' && e.rule === '24.2' && e.dice!.every((d) => d > 3) && /^(Player|Human)/.test(e.text));
  assert.ok(zero.length > 0, 'some Human rolled no success');
  for (const e of zero) assert.match(e.text, /Resolute counts it as 1 success/, e.text);
});

test('melee damage names its Impact as parts; several damage dice read the lowest, never "best of"', () => {
  for (const e of all) assert.doesNotMatch(e.text, /best of \d+d6 vs Impact/);
  const dmg = all.filter((e) => e.type === 'roll' && e.rule === '24.4');
  assert.ok(dmg.length > 100);
  for (const e of dmg) assert.match(e.text, /\(Impact: won by \d+/, e.text);
});

test('shooting damage names its Impact as parts, from the weapon (or the hazard) on', () => {
  const dmg = all.filter((e) => e.type === 'roll' && e.rule === '23.5');
  assert.ok(dmg.length > 20);
  for (const e of dmg) assert.match(e.text, /\(Impact: (bow|crossbow|sling|firearm|axe|True Arrows|dungeon level|a fall|vermin) \d+/, e.text);
});

test('Reason Why shows the Star\'s Rep it adds', () => {
  const rw = all.filter((e) => e.type === 'table' && e.table === '34.3');
  assert.ok(rw.length > 0);
  for (const e of rw) assert.match(e.text, /\+\d the Star's Rep = \d+/, e.text);
});

test('Fast Move, PEF movement and Rep rolls say passed or failed and where it went', () => {
  for (const ev of games) {
    for (let i = 0; i < ev.length; i++) {
      const e = ev[i]!;
      if (e.type === 'roll' && e.rule === '18.2' && e.text.startsWith('Fast Move, group')) assert.match(ev[i + 1]!.text, /Fast Move( passed| failed|:)/);
      if (e.type === 'roll' && e.rule === '39.3') assert.match(e.text, /(up to 2 tiles|1 tile)$/, e.text);
      if (e.type === 'roll' && (e.rule === '42.1.1' || e.rule === '42.2.1')) assert.match(e.text, /(passed|failed|a 1|not a 1)/, e.text);
    }
  }
  assert.ok(all.some((e) => e.rule === '39.3' && /PEF \d+ (moves from tile \d+ to tile \d+|stays on tile)/.test(e.text)));
});

test('target prompts name the figure as the Battle Board does: "c: Goblin, Rep 4, AC 4, square 2,4"', () => {
  const picks = all.filter((e) => e.type === 'decision' && e.rule === '22.3.1');
  assert.ok(picks.length > 20);
  for (const e of picks) assert.match(e.text, /chose: [a-zA-Z]\d*: .+, Rep \d+, AC \d( and shield)?, square \d+,\d+$/, e.text);
});

test('recruiting shows the band so far and says when the band is full', () => {
  const r = run({ system: twoHourSystem, seed: 5, decisions: ['Human', 'Warrior', '0'] });
  assert.equal(r.request?.kind, 'recruit');
  assert.match(r.request!.prompt, /The band so far \(1 of at most 5\): Player \(Star\), Rep 5/);
  assert.ok(all.some((e) => e.rule === '13.1' && /The band is full: 5 of at most 5/.test(e.text)));
});

test('leaving the dungeon on the first turn asks to confirm', () => {
  const d = ['Human', 'Warrior', '0', 'stop', 'leave'];
  const r = run({ system: twoHourSystem, seed: 5, decisions: d });
  assert.equal(r.request?.kind, 'confirm-leave');
  const back = run({ system: twoHourSystem, seed: 5, decisions: [...d, 'stay'] });
  assert.equal(back.request?.kind, 'action', 'staying asks for the action again');
});

test('the end report names every band member\'s fate and the numbers in words', () => {
  for (let seed = 0; seed < 20; seed++) {
    const r = autoplay(twoHourSystem, seed);
    const rep = twoHourSystem.report(r.state);
    // Grunts who left the band after the adventure (13.1) are in its report too.
    assert.equal(rep.players.length, r.state.band.length + (r.state.departed?.length ?? 0));
    const text = renderReport(rep);
    assert.doesNotMatch(text, /\b[a-z]+[A-Z][a-zA-Z]*:/, text);
    if (r.state.itemsFound > 0) assert.match(text, /Magic items carried out: /);
  }
  const cards = renderReport(cardsSystem.report(autoplay(cardsSystem, 1, { character: 'warrior', difficulty: 'normal' }).state));
  assert.match(cards, /goes on the high score sheet\? (yes|no)/);
  assert.doesNotMatch(cards, /recordable/);
});

test('the view lists the magic items found and names statuses and weapons in words', () => {
  let seen = '';
  // The view at the first group's turn (16.0) with magic items in the pool.
  const chooser = (req: Request, s: AdventureState): string => {
    if (!seen && req.kind === 'action' && s.treasure.magic.length > 0) seen = twoHourSystem.view(s);
    return twoHourSystem.bot(req, s);
  };
  for (let seed = 0; seed < 40 && !seen; seed++) run({ system: twoHourSystem, seed, log: false, chooser });
  assert.match(seen, /magic items: [A-Z]/);
  assert.doesNotMatch(seen, /\[carry-on\]/);
});
