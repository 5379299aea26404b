/** Dungeon World's speed tricks (src/systems/dungeon-world/speed/) answer as the plain code does. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stairLinks } from '../../src/systems/dungeon-world/rules/grid.ts';
import { stairMemo } from '../../src/systems/dungeon-world/speed/stairs.ts';
import { freshInt16, freshInt32, freshUint8, slabMemo } from '../../src/systems/dungeon-world/speed/slab.ts';
import { atSquare } from '../../src/systems/dungeon-world/bots/common.ts';
import { dungeonGame } from './dungeon-helpers.ts';

const stairs = (colour: string, x: number, y: number) => ({ kind: 'stairs', x, y, colour });

/** The logs of seeded bot games on these setups and seeds with a speed switch set to `on` (set back on afterwards). */
async function seededLogs(flag: { on: boolean }, on: boolean, setups: readonly { options: unknown }[], seeds: readonly number[]): Promise<string[]> {
  const { run } = await import('../../src/core/engine.ts');
  const { dwSystem } = await import('../../src/systems/dungeon-world/index.ts');
  flag.on = on;
  try {
    return setups.flatMap((s) => seeds.map((seed) => JSON.stringify(run({ system: dwSystem, options: s.options, seed, chooser: dwSystem.bot, log: true }).events)));
  } finally {
    flag.on = true;
  }
}

test('speed: kept stair links are the links searched for, on every square, asked twice', () => {
  const { g } = dungeonGame(`
    ###########
    #.1#####A.#
    #.........#
    ###########`, {}, [stairs('blue', 2, 1), stairs('blue', 8, 1), stairs('blue', 5, 2), stairs('red', 1, 2), stairs('red', 9, 2)], []);
  const b = g.st.board;
  assert.ok(b.stairs?.length, 'the board has staircases');
  let linked = 0;
  for (let y = 0; y < b.height; y++) {
    for (let x = 0; x < b.width; x++) {
      stairMemo.on = false;
      const want = stairLinks(b, { x, y }).map((p) => ({ ...p }));
      stairMemo.on = true;
      assert.deepEqual(stairLinks(b, { x, y }).map((p) => ({ ...p })), want, `(${x}, ${y}), first ask`);
      assert.deepEqual(stairLinks(b, { x, y }).map((p) => ({ ...p })), want, `(${x}, ${y}), kept`);
      if (want.length) linked++;
    }
  }
  assert.equal(linked, 5, 'every staircase square has its other ends');
  assert.deepEqual(stairLinks(b, { x: 2, y: 1 }).map((p) => [p.x, p.y]), [[8, 1], [5, 2]]);
});

test('speed: arrays cut from the slab are zeroed and never share memory, across slabs too', () => {
  slabMemo.on = true;
  const made: (Int16Array | Int32Array | Uint8Array)[] = [];
  // Enough to use up several of the core's slabs.
  for (let i = 0; i < 600; i++) {
    const a = i % 3 === 0 ? freshInt16(400) : i % 3 === 1 ? freshInt32(400) : freshUint8(400);
    assert.equal(a.length, 400);
    assert.ok(a.every((v) => v === 0), `array ${i} is zeroed`);
    a.fill(i % 100 + 1);
    made.push(a);
  }
  made.forEach((a, i) => assert.ok(a.every((v) => v === i % 100 + 1), `array ${i} kept what was written to it`));
});

test('speed: atSquare answers with the model on the square and puts it back, even when the question throws', () => {
  const m = { x: 1, y: 2 } as Parameters<typeof atSquare>[0];
  assert.deepEqual(atSquare(m, 5, 6, () => [m.x, m.y]), [5, 6]);
  assert.deepEqual([m.x, m.y], [1, 2]);
  assert.throws(() => atSquare(m, 7, 8, () => {
    throw new Error('asked');
  }), /asked/);
  assert.deepEqual([m.x, m.y], [1, 2]);
});

test('speed: a bot answering once (speed/answer.ts) plays the same seeded games as one that asks afresh each time', async () => {
  const { dwSystem } = await import('../../src/systems/dungeon-world/index.ts');
  const { answerMemo } = await import('../../src/systems/dungeon-world/speed/answer.ts');
  // Every third setup: the dungeons (keys, stairs, teleporters) and the open boards.
  const setups = (dwSystem.setups ?? []).filter((_, i) => i % 3 === 0);
  assert.ok(setups.length >= 4);
  const afresh = await seededLogs(answerMemo, false, setups, [7]);
  assert.deepEqual(await seededLogs(answerMemo, true, setups, [7]), afresh);
  assert.ok(afresh.every((l) => l.includes('"why"')), 'the bots\' reasons are in the logs compared');
});

test('speed: lines walked without closures (speed/lines.ts) see, block and cover as the walks with them do, on random boards with models', async () => {
  const { drawn } = await import('./helpers.ts');
  const { seesForShot, inCover, clearLine } = await import('../../src/systems/dungeon-world/rules/sight.ts');
  const { blocksSight, terrainAt } = await import('../../src/systems/dungeon-world/rules/grid.ts');
  const { clearWalk, plainLines, WALLS } = await import('../../src/systems/dungeon-world/speed/lines.ts');
  // A fixed little generator: walls, rock slides (cover), heroes and orcs scattered.
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  let compared = 0;
  let seen = 0;
  let covered = 0;
  for (let k = 0; k < 12; k++) {
    const rows: string[] = [];
    for (let y = 0; y < 7; y++) {
      let r = '';
      for (let x = 0; x < 8; x++) {
        const v = next();
        r += v < 0.12 ? '#' : v < 0.22 ? 'r' : v < 0.28 ? String(1 + ((x + y) % 4)) : v < 0.36 ? 'ABCD'[(x * y) % 4] : '.';
      }
      rows.push(r);
    }
    const d = drawn(rows.join('\n'));
    const b = d.board;
    for (const s of d.models) {
      for (let t = 0; t < b.width * b.height; t++) {
        const q = { x: t % b.width, y: Math.floor(t / b.width) };
        for (const master of [false, true]) {
          plainLines.on = false;
          const want = [seesForShot(b, d.models, s, q, master), inCover(b, s, q)];
          plainLines.on = true;
          assert.deepEqual([seesForShot(b, d.models, s, q, master), inCover(b, s, q)], want, `board ${k}: ${s.id} to (${q.x}, ${q.y})${master ? ', Master Shot' : ''}\n${rows.join('\n')}`);
          compared++;
          if (want[0]) seen++;
          if (want[1]) covered++;
        }
        assert.equal(clearWalk(WALLS, b, [], null, false, s, q), clearLine(s, q, (x, y) => blocksSight(terrainAt(b, x, y))));
      }
    }
  }
  assert.ok(compared > 1000 && seen > 100 && covered > 50 && seen < compared, `lines of every kind compared (${compared}, ${seen} seen, ${covered} in cover)`);
});

test('speed: kept odds (speed/odds-memo.ts) are the odds counted afresh, asked twice', async () => {
  const { woundsAtLeast, spawnOdds } = await import('../../src/systems/dungeon-world/rules/odds.ts');
  const { oddsMemo } = await import('../../src/systems/dungeon-world/speed/odds-memo.ts');
  const ask = () => {
    const out: string[] = [];
    for (let dice = 0; dice <= 6; dice++) for (let toHit = 2; toHit <= 7; toHit++) for (let armour = 2; armour <= 7; armour++) for (let k = 0; k <= 4; k++) {
      const r = woundsAtLeast(dice, toHit, armour, k);
      out.push(`${r.num}/${r.den}`);
    }
    for (let n = 0; n <= 4; n++) out.push(`${spawnOdds(n).num}/${spawnOdds(n).den}`);
    return out;
  };
  oddsMemo.on = false;
  const afresh = ask();
  oddsMemo.on = true;
  assert.deepEqual(ask(), afresh, 'first ask');
  assert.deepEqual(ask(), afresh, 'kept');
  assert.ok(new Set(afresh).size > 50, 'many different odds compared');
});

test('speed: distance fields kept by their squares (speed/fields.ts) are the fields kept by string keys, and a new terrain forgets them', async () => {
  const { distanceField } = await import('../../src/systems/dungeon-world/bots/field.ts');
  const { fieldKeys } = await import('../../src/systems/dungeon-world/speed/fields.ts');
  const { boardFrom, setTerrain } = await import('../../src/systems/dungeon-world/rules/grid.ts');
  const b = boardFrom(['#########', '#...#...#', '#.,.+.,.#', '#...#...#', '#########']);
  const goalSets = [[{ x: 1, y: 1 }], [{ x: 7, y: 3 }, { x: 1, y: 1 }], [{ x: 1, y: 1 }, { x: 7, y: 3 }], [{ x: 20, y: 1 }, { x: 6, y: 2 }], []];
  const ask = () => goalSets.map((g) => Array.from(distanceField(b, g)).join(','));
  fieldKeys.on = false;
  const want = ask();
  fieldKeys.on = true;
  assert.deepEqual(ask(), want, 'first ask');
  assert.deepEqual(ask(), want, 'kept');
  assert.equal(distanceField(b, goalSets[1]!), distanceField(b, goalSets[1]!), 'the kept field itself');
  assert.equal(want[1], want[2], 'the goals\' order does not change a field (kept apart all the same)');
  setTerrain(b, 4, 2, '/');
  fieldKeys.on = false;
  const opened = ask();
  fieldKeys.on = true;
  assert.deepEqual(ask(), opened, 'after the door opens');
  assert.notDeepEqual(opened, want, 'the open door changes the fields');
});

test('speed: a bot working out only what it reads (speed/lazy-plans.ts) plays the same seeded games as the plain bot', async () => {
  const { dwSystem } = await import('../../src/systems/dungeon-world/index.ts');
  const { lazyPlans } = await import('../../src/systems/dungeon-world/speed/lazy-plans.ts');
  // Every other setup, two seeds: dungeons (exploring, keys) and open boards (shooters standing off).
  const setups = (dwSystem.setups ?? []).filter((_, i) => i % 2 === 1);
  assert.ok(setups.length >= 4);
  const plain = await seededLogs(lazyPlans, false, setups, [3, 12]);
  assert.deepEqual(await seededLogs(lazyPlans, true, setups, [3, 12]), plain);
  assert.ok(plain.some((l) => l.includes('keeps its range')), 'a shooter stood off in the games compared');
  assert.ok(plain.some((l) => l.includes('explore')), 'a hero explored in the games compared');
});

test('speed: spawn squares kept across a spawning (speed/spawn-squares.ts) are the squares weighed afresh, as heroes move, doors open, areas are revealed and monsters stand', async () => {
  const { spawnSquares } = await import('../../src/systems/dungeon-world/rules/spawning.ts');
  const { spawnMemo } = await import('../../src/systems/dungeon-world/speed/spawn-squares.ts');
  const { setTerrain } = await import('../../src/systems/dungeon-world/rules/grid.ts');
  const { THREE_ROOMS_AREAS } = await import('./dungeon-helpers.ts');
  const { d, g } = dungeonGame(`
    ############
    #1..+...#.A#
    #...#...#..#
    ############`, {}, [{ kind: 'grill', x: 6, y: 2 }], [], undefined, {}, { ...THREE_ROOMS_AREAS, hidden: [2] });
  const st = g.st;
  const squares = (on: boolean, underfoot: boolean) => {
    spawnMemo.on = on;
    try {
      return spawnSquares(st, underfoot).map((p) => `${p.x},${p.y}`);
    } finally {
      spawnMemo.on = true;
    }
  };
  const both = (what: string) => {
    const plain = squares(false, true);
    assert.deepEqual(squares(true, true), plain, `${what}, first ask`);
    assert.deepEqual(squares(true, true), plain, `${what}, kept`);
    assert.deepEqual(squares(true, false), squares(false, false), `${what}, without Underfoot Attack`);
    return plain;
  };
  const start = both('the door shut');
  assert.ok(start.includes('6,2') && start.includes('5,1'), 'the room behind the shut door is out of sight');
  assert.ok(start.includes('2,1'), 'Underfoot Attack: beside the hero');
  setTerrain(st.board, 4, 1, '/');
  const open = both('the door open');
  assert.ok(!open.includes('5,1'), 'the open door shows the second room to the hero');
  d.at('1').x = 2;
  both('the hero moved');
  st.board.revealed[2] = true;
  const shown = both('the third room revealed');
  assert.ok(shown.includes('9,1') && !shown.includes('10,1'), 'the third room\'s squares, but the monster\'s');
  d.at('A').y = 2;
  const stood = both('the monster moved');
  assert.ok(stood.includes('10,1') && !stood.includes('10,2'));
  st.respawns.push({ x: 9, y: 1 });
  assert.ok(!both('a re-spawning square').includes('9,1'));
});

test('speed: the move search\'s kept entry costs (speed/plain-entry.ts) and the kept heroes\' ways (speed/ways-memo.ts) play the same seeded games as without them', async () => {
  const { dwSystem } = await import('../../src/systems/dungeon-world/index.ts');
  const { plainMemo } = await import('../../src/systems/dungeon-world/speed/plain-entry.ts');
  const { waysMemo } = await import('../../src/systems/dungeon-world/speed/ways-memo.ts');
  // The setups the lazy-plans test leaves out, one seed each: dungeons with doors, stairs and pits, and open boards.
  const setups = (dwSystem.setups ?? []).filter((_, i) => i % 2 === 0);
  assert.ok(setups.length >= 4);
  const kept = await seededLogs(plainMemo, true, setups, [5]);
  assert.deepEqual(await seededLogs(plainMemo, false, setups, [5]), kept, 'plain entry off');
  assert.deepEqual(await seededLogs(waysMemo, false, setups, [5]), kept, 'ways memo off');
  assert.ok(kept.some((l) => l.includes('opens the')), 'a door was opened in the games compared');
});

test('speed: the move search with kept entry costs reaches what the enter hook allows, for heroes, monsters and flyers, before and after a door opens and an area is revealed', async () => {
  const { reachable } = await import('../../src/systems/dungeon-world/rules/movement.ts');
  const { moveRules } = await import('../../src/systems/dungeon-world/rules/game.ts');
  const { plainMemo } = await import('../../src/systems/dungeon-world/speed/plain-entry.ts');
  const { setTerrain } = await import('../../src/systems/dungeon-world/rules/grid.ts');
  const { d, g } = dungeonGame(`
    ############
    #1..+..,,.A#
    #.~.#..OO..#
    ############`, {}, [], [], undefined, {}, { rows: ['000001111222', '000001111222', '000001111222', '000001111222'], hidden: [1] });
  const st = g.st;
  const search = (on: boolean, id: string, fly: boolean) => {
    plainMemo.on = on;
    const m = d.at(id);
    const had = m.abilities;
    if (fly) m.abilities = [...had, 'fly'];
    try {
      const r = reachable(st.board, st.models, m, moveRules(g.o, st), 6);
      return { ends: r.ends.map((e) => `${e.x},${e.y}:${e.cost}`), cost: [...r.cost] };
    } finally {
      m.abilities = had;
      plainMemo.on = true;
    }
  };
  const both = (what: string) => {
    for (const id of ['1', 'A']) {
      for (const fly of [false, true]) {
        const plain = search(false, id, fly);
        assert.deepEqual(search(true, id, fly), plain, `${what}: ${id}${fly ? ' flying' : ''}`);
        assert.deepEqual(search(true, id, fly), plain, `${what}: ${id}${fly ? ' flying' : ''}, kept`);
      }
    }
  };
  both('the door shut');
  assert.ok(!search(true, '1', false).ends.some((e) => e.startsWith('5,')), 'the shut door stops the hero');
  setTerrain(st.board, 4, 1, '/');
  both('the door open');
  assert.ok(search(true, '1', false).ends.some((e) => e.startsWith('5,')), 'the open door lets the hero through');
  assert.ok(!search(true, 'A', false).ends.some((e) => e.startsWith('8,')), 'the monster keeps out of the hidden area');
  st.board.revealed[1] = true;
  both('the middle area revealed');
  assert.ok(search(true, 'A', false).ends.some((e) => e.startsWith('8,')), 'the monster walks into the revealed area');
});

test('speed: string and object lists made in their final array kind (speed/arrays.ts) hold what plain literals hold, and the games play the same', async () => {
  const { words, wordsOf, objects, wordArrays } = await import('../../src/systems/dungeon-world/speed/arrays.ts');
  const { dwSystem } = await import('../../src/systems/dungeon-world/index.ts');
  const a = words();
  assert.equal(a.length, 0);
  a.push('shield');
  assert.deepEqual(a, ['shield']);
  assert.notEqual(words(), words(), 'a new array each time: one model\'s list never becomes another\'s');
  const src = ['fly', 'stealth'];
  const copy = wordsOf(src);
  assert.deepEqual(copy, src);
  copy.push('x');
  assert.deepEqual(src, ['fly', 'stealth'], 'a copy, not the data\'s own array');
  assert.deepEqual(wordsOf([]), []);
  const o = objects<{ x: number }>();
  assert.equal(o.length, 0);
  assert.equal(JSON.stringify({ a: words(), o }), '{"a":[],"o":[]}', 'empty lists save as before');
  const setups = (dwSystem.setups ?? []).filter((_, i) => i % 3 === 1);
  assert.ok(setups.length >= 4);
  const plain = await seededLogs(wordArrays, false, setups, [9]);
  assert.deepEqual(await seededLogs(wordArrays, true, setups, [9]), plain);
});
