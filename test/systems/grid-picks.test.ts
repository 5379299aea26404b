/**
 * Answering on the grid boards (issue 21), measured over whole bot games of
 * 3d6, exploration and Dungeon World, with no browser: at every decision of
 * the players, the view model the server sends (for the local players, with
 * the request) and the request's options.
 *
 * A decision "names a square or a figure" when one of its options does; an
 * option does, by request kind:
 * - 3d6 and exploration fights (`action`): it is aimed at a fighter (attack,
 *   charge, guard, cover, shove, first aid, an item on someone, a spell or its
 *   preparation on someone, every ally, or around the caster) or goes to a
 *   square (a move towards a foe or the side's edge, leaving by the edge).
 * - exploration `move`: a square to go to, or staying on the character's;
 *   `act`: a search token, a door to open or to try.
 * - Dungeon World: its id names a square (`move:X,Y`, `charge:`, a
 *   placement `X,Y`, `drop:`, a pool, a pit), a model in play (a shot, a
 *   power, `activate`, `assign`, `shot-assign` by the model's id), a feature
 *   (a door, a chest), or a melee (`melee-order`).
 * Such a decision "can be answered on the board" when every option that
 * names a square or a figure has a pick (BoardPick) in the view model. The
 * share must be at least 90% in each system.
 *
 * Also: a pick's option is an option of the request; a pick's element is a
 * square of the grid or a figure drawn; and Dungeon World's labels never
 * change over whole games, nor do two models in sight share one.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run, type GameSystem } from '../../src/core/engine.ts';
import type { Request } from '../../src/core/request.ts';
import { LOCAL, type BoardPick } from '../../src/core/view-model.ts';
import { sixSystem } from '../../src/systems/3d6/index.ts';
import type { SixViewModel } from '../../src/systems/3d6/view/view-model.ts';
import { explorationSystem } from '../../src/systems/exploration/index.ts';
import type { ExplorationViewModel } from '../../src/systems/exploration/view/view-model.ts';
import { dwSystem } from '../../src/systems/dungeon-world/index.ts';
import type { DwViewModel } from '../../src/systems/dungeon-world/view/view-model.ts';
import type { GameState as DwState } from '../../src/systems/dungeon-world/state.ts';

/** 3d6 options aimed at a fighter or a square (see the file's comment). */
const SIX_NAMES = /^(?:attack|charge|guard|cover|aid|use|spell|prepare|feat:shove|move):|^leave$/;

function sixNames(req: Request, id: string): boolean {
  return req.kind === 'action' && SIX_NAMES.test(id);
}

function exploreNames(req: Request, id: string): boolean {
  if (req.kind === 'action') return sixNames(req, id);
  if (req.kind === 'move') return /^to:\d+,\d+$/.test(id) || id === 'stay';
  if (req.kind === 'act') return /^(?:search|open|unlock):/.test(id);
  return false;
}

function dwNames(req: Request, id: string, st: DwState): boolean {
  if (req.kind === 'melee-order') return true;
  if (/(?:^|:)\d+,\d+$/.test(id)) return true;
  const last = id.split(':').pop()!;
  if (st.models.some((m) => m.id === last && m.status === 'in-play')) return true;
  return /^(?:do:open|do:close|do:explore|portal|smash):/.test(id);
}

interface Tally {
  decisions: number;
  naming: number;
  onBoard: number;
  misses: Map<string, number>;
}

function measure<S>(system: GameSystem<S>, games: { seed: number; options: Record<string, unknown> }[], names: (req: Request, id: string, st: S) => boolean, picksOf: (v: unknown) => readonly BoardPick[], check?: (v: unknown, st: S, req: Request) => void): Tally {
  const t: Tally = { decisions: 0, naming: 0, onBoard: 0, misses: new Map() };
  for (const g of games) {
    const chooser = (req: Request, st: S) => {
      t.decisions++;
      const v = JSON.parse(JSON.stringify(system.viewModel!(st, LOCAL, req)));
      check?.(v, st, req);
      const picks = picksOf(v);
      const ids = new Set(req.options.map((o) => o.id));
      for (const p of picks) assert.ok(ids.has(p.option), `a pick answers an option asked: ${p.option}`);
      const naming = req.options.filter((o) => names(req, o.id, st));
      if (naming.length) {
        t.naming++;
        const picked = new Set(picks.map((p) => p.option));
        const missed = naming.filter((o) => !picked.has(o.id));
        if (!missed.length) t.onBoard++;
        else {
          const k = `${req.kind}: ${missed[0]!.id.replace(/\d+/g, 'N')}`;
          t.misses.set(k, (t.misses.get(k) ?? 0) + 1);
        }
      }
      return system.bot(req, st);
    };
    run({ system, seed: g.seed, options: g.options, chooser, log: true });
  }
  return t;
}

function report(name: string, t: Tally): string {
  const misses = [...t.misses].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, n]) => `${k} ×${n}`).join('; ');
  return `${name}: ${t.onBoard} of ${t.naming} decisions naming a square or a figure answerable on the board (${((100 * t.onBoard) / t.naming).toFixed(1)}%), of ${t.decisions} decisions${misses ? `; missed: ${misses}` : ''}`;
}

const gamesOf = (system: GameSystem<never> | GameSystem<any>, n: number) => Array.from({ length: n }, (_, i) => ({ seed: i + 1, options: system.setups?.[i % system.setups.length]?.options ?? {} }));

/** The picks' elements are drawn: a square inside the grid's axes (or just off the side's edge, to leave by), a figure on it. */
function sixElements(f: SixViewModel['fight']): void {
  if (!f) return;
  const ids = new Set(f.fighters.map((x) => x.id));
  const { x0, y0, width, height } = f.axes;
  for (const p of f.picks) {
    const m = /^sq:(-?\d+),(-?\d+)$/.exec(p.at);
    if (m) assert.ok(Number(m[1]) >= x0 - 1 && Number(m[1]) <= x0 + width && Number(m[2]) >= y0 && Number(m[2]) < y0 + height, `square ${p.at} on the grid`);
    else assert.ok(p.at.startsWith('fig:') && ids.has(p.at.slice(4)), `figure ${p.at} drawn`);
  }
}

test('3d6: at least 90% of the decisions naming a fighter or a square are answered on the room grid', (t) => {
  const tally = measure(sixSystem, gamesOf(sixSystem, 8), sixNames, (v) => (v as SixViewModel).fight?.picks ?? [], (v) => sixElements((v as SixViewModel).fight));
  t.diagnostic(report('3d6', tally));
  assert.ok(tally.naming > 100, `${tally.naming} decisions naming a square or a figure`);
  assert.ok(tally.onBoard / tally.naming >= 0.9, report('3d6', tally));
});

/**
 * A move on the map shows its way, not only where it ends: the pick marks the
 * character and each square walked, one step apart from the character's
 * square to the one the move ends on, as many as the option's "(N squares)".
 */
function movePaths(m: ExplorationViewModel, req: Request): number {
  const me = m.characters.find((c) => c.id === m.acting)!;
  let n = 0;
  for (const p of m.picks) {
    if (!p.option.startsWith('to:')) continue;
    const label = req.options.find((o) => o.id === p.option)!.label;
    const steps = Number(/\((\d+) squares?\)$/.exec(label)?.[1]);
    const touches = p.touches ?? [];
    assert.equal(touches[0], `fig:${me.id}`, `${label}: the character marked`);
    const way = touches.slice(1).map((k) => k.slice(3).split(',').map(Number) as [number, number]);
    assert.equal(way.length, steps, `${label}: ${touches.join(' ')}`);
    assert.equal(touches[touches.length - 1], p.at, `${label}: the way ends where the move does`);
    let at: [number, number] = [me.pos.x, me.pos.y];
    for (const q of way) {
      assert.equal(Math.max(Math.abs(q[0] - at[0]), Math.abs(q[1] - at[1])), 1, `${label}: one step at a time (${touches.join(' ')})`);
      at = q;
    }
    n++;
  }
  return n;
}
let moves = 0;

test('exploration: at least 90% of the decisions naming a square, a token, a door or a figure are answered on the map or the fight grid', (t) => {
  const tally = measure(
    explorationSystem,
    gamesOf(explorationSystem, 6),
    exploreNames,
    (v) => {
      const m = v as ExplorationViewModel;
      return m.fight ? m.fight.picks : m.picks;
    },
    (v, _st, req) => {
      const m = v as ExplorationViewModel;
      sixElements(m.fight);
      const ways = new Set(m.ways.map((w) => w.id));
      for (const p of m.fight ? [] : m.picks) if (p.at.startsWith('way:')) assert.ok(ways.has(p.at.slice(4)), `door ${p.at} drawn`);
      if (!m.fight && req.kind === 'move') moves += movePaths(m, req);
    },
  );
  t.diagnostic(report('exploration', tally));
  t.diagnostic(`${moves} moves' ways checked`);
  assert.ok(moves > 100, `${moves} moves' ways checked`);
  assert.ok(tally.naming > 100, `${tally.naming} decisions naming a square or a figure`);
  assert.ok(tally.onBoard / tally.naming >= 0.9, report('exploration', tally));
});

test('dungeon-world: at least 90% of the decisions naming a square or a model are answered on the board; every model keeps one label for the whole game', (t) => {
  const labels = new Map<string, string>();
  let game = 0;
  let seen = 0;
  let shots = 0;
  const check = (v: unknown, _st: DwState, req: Request) => {
    const m = v as DwViewModel;
    // A shot's odds on the board are its button's: one figure from one function (rules/actions.ts shotChances).
    for (const h of m.hints) {
      if (h.kind !== 'shot') continue;
      const o = req.options.find((x) => x.id === h.option);
      assert.ok(o?.odds && h.odds, `${h.option} has odds on its button and on the board`);
      assert.equal(h.odds.wound, o.odds.chance, `${o.label}: a hit taken off`);
      const kill = /kills it (<1|>99|\d+)%/.exec(o.odds.text)?.[1];
      const p = (h.odds.slay ?? -1) * 100;
      assert.equal(kill, p > 0 && p < 1 ? '<1' : p > 99 && p < 100 ? '>99' : String(Math.round(p)), `${o.label} ${o.odds.text}: killed`);
      shots++;
    }
    const inSight = new Set<string>();
    for (const x of m.models) {
      const key = `${game}:${x.id}`;
      const was = labels.get(key);
      if (was === undefined) labels.set(key, x.label);
      else assert.equal(x.label, was, `${x.fullName} keeps its label`);
      assert.ok(!inSight.has(x.label), `no two models in sight share the label ${x.label}`);
      inSight.add(x.label);
      seen++;
    }
    const ids = new Set(m.models.map((x) => x.id));
    for (const p of m.picks) if (p.at.startsWith('fig:')) assert.ok(ids.has(p.at.slice(4)), `figure ${p.at} drawn`);
  };
  const games = gamesOf(dwSystem, 8);
  const tally: Tally = { decisions: 0, naming: 0, onBoard: 0, misses: new Map() };
  for (const g of games) {
    game++;
    const one = measure(dwSystem, [g], dwNames, (v) => (v as DwViewModel).picks, check);
    tally.decisions += one.decisions;
    tally.naming += one.naming;
    tally.onBoard += one.onBoard;
    for (const [k, n] of one.misses) tally.misses.set(k, (tally.misses.get(k) ?? 0) + n);
  }
  t.diagnostic(report('dungeon-world', tally));
  t.diagnostic(`${labels.size} models labelled, ${seen} model views checked, ${shots} shots' odds compared`);
  assert.ok(shots > 20, `${shots} shots compared`);
  assert.ok(tally.naming > 100 && labels.size > 40, `${tally.naming} decisions, ${labels.size} models`);
  assert.ok(tally.onBoard / tally.naming >= 0.9, report('dungeon-world', tally));
});
