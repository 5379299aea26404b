/**
 * The dungeon's moments in a move: the start (last move's warding and
 * conditions forgotten, the altar's reading counted for this initiative),
 * the Draken Master's Mover's Action Phase (each coffin may spring a
 * Vampire on a 6), and the end (a sleeper who fought is awake; tables and
 * chairs beside any model may be smashed).
 */
import { roll } from '../../../../core/dice.ts';
import { note } from '../../../../core/engine.ts';
import { choice } from '../../../../core/request.ts';
import { kindOf } from '../../data/index.ts';
import { dataOf } from '../../data/sets.ts';
import { SEC } from '../../sections.ts';
import { makeModel, type Feature, type GameState, type Side } from '../../state.ts';
import { adjacent, distance, enemiesOf, enterCost, isRevealed, noMonsterStanding, noStanding, occupancy, setTerrain, terrainAt } from '../grid.ts';
import { seat, seatOfAll, who, type G } from '../game.ts';
import { featureName, isHero, live } from './features.ts';

export function startOfMove(g: G): void {
  const d = g.st.dungeon;
  if (!d) return;
  d.warding = {};
  d.affected = [];
  const altars = live(g.st, 'altar');
  d.altarBonus = d.reading.some((id) => {
    const h = g.st.models.find((m) => m.id === id);
    return h && h.status === 'in-play' && altars.some((a) => adjacent(a, h));
  }) ? 1 : 0;
  d.reading = [];
}

/** The altar's +1 for a side's initiative this move (within the +2 cap). */
export function altarBonus(st: GameState, side: Side): number {
  return side === 'heroes' ? st.dungeon?.altarBonus ?? 0 : 0;
}

/** Coffins, in the Draken Master's Mover's Action Phase: a 6 springs a Vampire within 10 squares, not beside a hero. */
export function coffins(g: G): void {
  const { ctx, st } = g;
  for (const c of live(st, 'coffin')) {
    if (!isRevealed(st.board, c.x, c.y)) continue;
    const [d] = roll(ctx, 1, 6, SEC.coffins, `The coffin at (${c.x}, ${c.y})`, (r) => (r[0] === 6 ? 'a vampire rises' : 'it stays shut'));
    if (d !== 6) continue;
    const occ = occupancy(st.board, st.models);
    const heroes = st.models.filter((h) => h.status === 'in-play' && isHero(h));
    const squares = [];
    for (let y = 0; y < st.board.height; y++) {
      for (let x = 0; x < st.board.width; x++) {
        const t = terrainAt(st.board, x, y);
        if (distance(c, { x, y }) > 10 || occ[y * st.board.width + x] !== 0 || enterCost(t) === Infinity || noStanding(t) || noMonsterStanding(t) || !isRevealed(st.board, x, y)) continue;
        if (heroes.some((h) => adjacent(h, { x, y }))) continue;
        squares.push({ x, y });
      }
    }
    if (!squares.length) {
      if (ctx.log) note(ctx, SEC.coffins, 'No square for the vampire: it is lost');
      continue;
    }
    const { x, y } = ctx.ask({ who: seat(st, 'monsters'), rule: SEC.coffins, kind: 'spawn', prompt: 'Where does the Vampire appear?', options: squares.map((p) => choice(p, `${p.x},${p.y}`, `(${p.x}, ${p.y})`)) });
    const v = makeModel(kindOf(dataOf(st), 'vampire'), `m${st.nextId++}`, { x, y });
    st.models.push(v);
    st.spawned++;
    if (ctx.log) note(ctx, SEC.coffins, `${who(v)} springs from the coffin and appears at (${x}, ${y})`);
  }
}

/** The end of a move: sleepers who fought wake; each side may smash tables and chairs beside its models. */
export function endOfMove(g: G): void {
  const { ctx, st } = g;
  if (!st.dungeon) return;
  for (let i1 = 0, a1 = st.models; i1 < a1.length; i1++) {
    const h = a1[i1]!;
    if (h.kit?.asleep && h.status === 'in-play' && enemiesOf(st.models, h.side).some((e) => adjacent(e, h))) {
      h.kit.asleep = false;
      if (ctx.log) note(ctx, SEC.bed, `${who(h)} wakes, fighting`);
    }
  }
  for (let i2 = 0, a2 = ['heroes', 'monsters'] as const; i2 < a2.length; i2++) {
    const side = a2[i2]!;
    for (let i3 = 0, a3 = live(st).filter((t) => t.kind === 'table' || t.kind === 'chair'); i3 < a3.length; i3++) {
      const f = a3[i3]!;
      const beside = st.models.filter((m) => m.status === 'in-play' && m.side === side && adjacent(m, f));
      if (!beside.length) continue;
      const smash = ctx.ask<Feature | null>({ who: seatOfAll(st, beside), rule: SEC.tables, kind: 'smash', prompt: `Smash the ${featureName(f)} at (${f.x}, ${f.y})?`, options: [choice(f, `smash:${f.id}`, `Smash the ${featureName(f)}`), choice(null, 'leave', 'Leave it')] });
      if (smash === null) continue;
      f.gone = true;
      setTerrain(st.board, f.x, f.y, '.');
      if (ctx.log) note(ctx, SEC.tables, `The ${featureName(f)} at (${f.x}, ${f.y}) is smashed`);
    }
  }
}
