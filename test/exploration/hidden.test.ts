/**
 * A room's journal text never reaches a view, a log line, the report, a
 * request or the readable part of a save before its room is revealed, and
 * revealing marks undo: checked at every decision of auto-played games of
 * an adventure played from a file (sealed in the save) and a shipped one.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, run } from '../../src/core/engine.ts';
import { makeSave } from '../../src/save/save.ts';
import { optionView } from '../../src/server/view.ts';
import { SHIPPED, sealAdventure } from '../../src/systems/exploration/data/index.ts';
import chapel from '../../src/systems/exploration/data/adventures/salt-marsh-chapel.json' with { type: 'json' };
import { PLAYERS } from '../../src/core/view-model.ts';
import type { ExplorationViewModel } from '../../src/systems/exploration/view/view-model.ts';
import { readable, system } from './helpers.ts';

const FILE = { file: sealAdventure(JSON.stringify(chapel)) };

for (const [name, options] of [['a file', FILE], ['a shipped adventure', { adventure: 'salt-marsh-chapel' }]] as const) {
  test(`${name}: unread journal text is in no view, log line, report, request or save`, () => {
    const entries = SHIPPED['salt-marsh-chapel']!.a.journal;
    for (const seed of [3, 8]) {
      const all = autoplay(system, seed, options).decisions;
      for (let k = 0; k < all.length; k += 7) {
        const r = run({ system, seed, options, decisions: all.slice(0, k) });
        assert.equal(r.status, 'decision');
        const seen = readable(r) + JSON.stringify(makeSave(system, r, seed, 'seeded', []));
        for (const e of entries) {
          const read = r.state.journal.some((j: { id: string }) => j.id === e.id);
          assert.equal(seen.includes(e.text.slice(0, 40)), read, `seed ${seed} at decision ${k}: entry ${e.id} ${read ? 'read but not shown' : 'shown before it was read'}`);
        }
      }
    }
  });
}

test('a room revealed cannot be undone: the decision before it is no longer undoable', () => {
  const options = { adventure: 'lantern-cellars' };
  const all = autoplay(system, 4, options).decisions;
  for (let k = 1; k < all.length; k++) {
    const before = run({ system, seed: 4, options, decisions: all.slice(0, k - 1) });
    const after = run({ system, seed: 4, options, decisions: all.slice(0, k) });
    if (after.state.journal.length > before.state.journal.length && after.status === 'decision') {
      assert.equal(after.undoable, 0, `decision ${k} revealed a journal entry`);
      assert.ok(after.undoBlocked, 'the player is told why');
      return;
    }
  }
  assert.fail('no journal entry was read after a decision');
});

/** The chapel with its far corner changed while hidden: the reliquary twice as large, and a room beyond it that the chapel does not have. */
function widened(): unknown {
  const a = structuredClone(chapel) as typeof chapel & { rooms: Record<string, unknown>[]; connections: Record<string, unknown>[] };
  const rel = a.rooms.find((r) => r.id === 'reliquary')!;
  Object.assign(rel, { w: 8, h: 8 });
  a.rooms.push({ id: 'annex', name: 'Annex', x: 28, y: 12, w: 5, h: 6 });
  a.connections.push({ id: 'reliquary-annex', kind: 'door', lock: 'locked', between: ['reliquary', 'annex'], a: [27, 13], b: [28, 13] });
  return a;
}

test('the view model tells nothing of the rooms still hidden: the same whatever their sizes, places and number', () => {
  const other = { file: sealAdventure(JSON.stringify(widened())) };
  let compared = 0;
  for (const seed of [3, 8, 11]) {
    const all = autoplay(system, seed, FILE).decisions;
    for (let k = 0; k < all.length; k += 5) {
      const a = run({ system, seed, options: FILE, decisions: all.slice(0, k) });
      if (a.state.revealed.includes('reliquary')) break;
      const b = run({ system, seed, options: other, decisions: all.slice(0, k) });
      assert.deepEqual(system.viewModel!(b.state, PLAYERS), system.viewModel!(a.state, PLAYERS), `seed ${seed} at decision ${k}`);
      assert.equal(system.view(b.state), system.view(a.state), `seed ${seed} at decision ${k}: the terminal map`);
      compared++;
    }
  }
  assert.ok(compared > 10, `only ${compared} points compared`);
});

test('doors are named by the wall they stand in, never by their id (which may name the room behind): in no log line, prompt, choice or the board\'s names', () => {
  const ids = chapel.connections.map((k) => k.id);
  let doors = 0;
  for (const seed of [3, 8]) {
    const r = autoplay(system, seed, FILE, true);
    const texts = r.events.map((e) => e.text);
    for (let k = 0; k < r.decisions.length; k += 3) {
      const at = run({ system, seed, options: FILE, decisions: r.decisions.slice(0, k) });
      if (at.request) texts.push(at.request.prompt, ...at.request.options.map((o) => o.label));
      texts.push(...(system.viewModel!(at.state, PLAYERS) as ExplorationViewModel).ways.map((w) => `The ${w.name}`));
    }
    doors += texts.filter((t) => / (door|portcullis) in the (north|south|east|west) wall of the /.test(t)).length;
    for (const t of texts) for (const id of ids) assert.ok(!t.includes(id), `seed ${seed}: "${t}" names ${id}`);
  }
  assert.ok(doors > 5, `only ${doors} lines name a door`);
});

/** Keys whose values are prose (names, texts): a hidden room's id may be an ordinary word in them ("the herb garden"). */
const PROSE = new Set(['text', 'name', 'label', 'prompt', 'title', 'about', 'why', 'what']);

/** Every string in `v` that is not prose, with where it was found: the ids and other values a client or a save reader sees. */
function idValues(v: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof v === 'string') out.push([path, v]);
  else if (Array.isArray(v)) v.forEach((x, i) => idValues(x, `${path}[${i}]`, out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (!PROSE.has(k)) idValues(x, `${path}.${k}`, out);
  return out;
}

test('ids that leave the rules are neutral: no connection or token id anywhere, and no hidden room\'s id in any id of a request, log event, view or the save\'s decisions', () => {
  const ways = chapel.connections.map((k) => k.id);
  const tokens = chapel.tokens.map((t) => t.id);
  let checked = 0;
  for (const [name, options] of [['a file', FILE], ['a shipped adventure', { adventure: 'salt-marsh-chapel' }]] as const) {
    for (const seed of [3, 8]) {
      const all = autoplay(system, seed, options).decisions;
      for (let k = 0; k < all.length; k += 3) {
        const r = run({ system, seed, options, decisions: all.slice(0, k) });
        const hidden = chapel.rooms.map((x) => x.id).filter((id) => !r.state.revealed.includes(id));
        const where = `${name}, seed ${seed} at decision ${k}`;
        // An option's value (typed decisions) stays in the program: what leaves it is what the server and terminal show of an option (server/view.ts optionView: id, label, odds).
        const shown = { request: r.request ? { ...r.request, options: r.request.options.map((o) => optionView(o)) } : null, events: r.events, view: system.viewModel!(r.state, PLAYERS), decisions: makeSave(system, r, seed, 'seeded', []).decisions };
        const text = JSON.stringify(shown) + system.view(r.state);
        for (const id of ways) assert.ok(!text.includes(id), `${where}: connection id ${id} is shown`);
        for (const id of tokens) assert.ok(!text.includes(id), `${where}: search token id ${id} is shown (tokens go by their square)`);
        for (const [path, value] of idValues(shown, '', [])) {
          for (const word of value.split(/[^A-Za-z0-9]+/)) assert.ok(!hidden.includes(word), `${where}: ${path} = "${value}" names the hidden room ${word}`);
          checked++;
        }
      }
    }
  }
  assert.ok(checked > 1000, `only ${checked} values checked`);
});
