/**
 * Typed decisions: `ctx.ask` returns the chosen option's value (the data the
 * rules need), whoever answers: a recorded decision, a chooser, the
 * mechanics or a simulation's bot. Saves and the log keep the option's id.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { run, Simulator, type GameSystem } from '../../src/core/engine.ts';
import { choice, lazyChoice, LazyRequest, MECHANICS, option, valueOf, type Option } from '../../src/core/request.ts';
import { testCtx } from '../../src/core/testing.ts';

interface Square {
  x: number;
  y: number;
}
interface S {
  went: Square[];
  mood: 'calm' | 'cross' | null;
}

const SQUARES: readonly Option<Square>[] = [choice({ x: 1, y: 2 }, 'sq:1,2', 'North'), choice({ x: 3, y: 4 }, 'sq:3,4', 'South')];

const system: GameSystem<S> = {
  id: 'typed',
  name: 'Typed',
  rulesVersion: 1,
  options: z.object({}),
  optionHelp: {},
  setup: () => ({ went: [], mood: null }),
  play(ctx, st) {
    for (let k = 0; k < 2; k++) st.went.push(ctx.ask({ who: 'player:P', rule: 'T1', kind: 'square', prompt: 'Where?', options: SQUARES }));
    st.mood = ctx.ask({ who: MECHANICS, rule: 'T2', kind: 'mood', prompt: 'Mood?', options: [option('calm'), option('cross')] });
  },
  mechanics: (req) => req.options[req.options.length - 1]!.id,
  bot: (req) => req.options[1]!.id,
  view: () => '',
  report: () => ({ system: 'typed', outcome: 'over', players: [], numbers: {}, story: [] }),
};

test('recorded decisions come back to the rules as the options\' values; the save keeps the ids', () => {
  const r = run({ system, seed: 1, decisions: ['sq:3,4', 'sq:1,2'] });
  assert.equal(r.status, 'over');
  assert.equal(r.state.went[0], SQUARES[1]!.value, 'the very value the option carries');
  assert.deepEqual(r.state.went, [{ x: 3, y: 4 }, { x: 1, y: 2 }]);
  assert.equal(r.state.mood, 'cross', 'the mechanics\' answer too is the value of its option');
  assert.deepEqual(r.decisions, ['sq:3,4', 'sq:1,2']);
  const logged = r.events.filter((e) => e.type === 'decision').map((e) => e.type === 'decision' && e.choice);
  assert.deepEqual(logged, ['sq:3,4', 'sq:1,2', 'cross']);
});

test('a chooser and a simulation\'s bot answer with ids; the rules get values', () => {
  const r = run({ system, seed: 1, chooser: system.bot });
  assert.deepEqual(r.state.went, [{ x: 3, y: 4 }, { x: 3, y: 4 }]);
  assert.deepEqual(r.decisions, ['sq:3,4', 'sq:3,4']);
  const st = new Simulator(system).play(1, {}) as S;
  assert.deepEqual(st.went, [{ x: 3, y: 4 }, { x: 3, y: 4 }]);
  assert.equal(st.mood, 'cross');
});

test('a test context answers with values as well', () => {
  const ctx = testCtx({ answers: ['sq:1,2'] });
  assert.equal(ctx.ask({ who: 'player:P', rule: 'T1', kind: 'square', prompt: 'Where?', options: SQUARES }), SQUARES[0]!.value);
});

test('an id that is no option of the request is refused', () => {
  const req = { who: 'player:P', rule: 'T1', kind: 'square', prompt: 'Where?', options: SQUARES };
  assert.throws(() => valueOf(req, 'sq:9,9'), /not an option/);
  assert.throws(() => run({ system, seed: 1, decisions: ['sq:9,9'] }), /not a legal answer/);
});

test('an option made from an id alone means its id', () => {
  assert.equal(option('calm').value, 'calm');
  assert.equal(option('calm', 'Stay calm', { chance: 0.5, of: 'x', text: '50%' }).value, 'calm');
});

test('a lazy option and request build their words only when read, and give plain data as JSON', () => {
  let made = 0;
  const o = lazyChoice({ x: 1, y: 2 }, 'sq:1,2', () => (made++, 'North'), () => ({ chance: 0.5, of: 'a hit', text: '50%' }));
  const req = new LazyRequest('player:P', 'T1', 'square', [o, choice({ x: 3, y: 4 }, 'sq:3,4', 'South')], () => (made++, 'Where?'));
  assert.equal(valueOf(req, 'sq:1,2'), o.value, 'chosen by id, its value back, nothing built');
  assert.equal(made, 0);
  assert.equal(o.label, 'North');
  assert.equal(req.prompt, 'Where?');
  assert.equal(made, 2);
  assert.deepEqual(JSON.parse(JSON.stringify(req)), { who: 'player:P', rule: 'T1', kind: 'square', prompt: 'Where?', options: [{ id: 'sq:1,2', label: 'North', odds: { chance: 0.5, of: 'a hit', text: '50%' } }, { id: 'sq:3,4', label: 'South' }] });
});
