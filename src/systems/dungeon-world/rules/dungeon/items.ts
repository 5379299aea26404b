/**
 * Items a hero carries, used in the Mover's Action Phase for no points:
 * the Health Potion (1D6 hits back), the Major Health Potion (all of them),
 * the Poison Antidote (every poison counter gone) and the Portable
 * Teleporter (set down on the hero's square or a clear one beside it,
 * active at once, for good). A hero may also drop a treasure stack to walk
 * faster (Dropping Treasure: lost unless taken back).
 */
import { roll } from '../../../../core/dice.ts';
import { note } from '../../../../core/engine.ts';
import { choice, lazyChoice, type Option } from '../../../../core/request.ts';
import type { Act } from '../acts.ts';
import { SEC } from '../../sections.ts';
import { newFeature, type Model, type Pos } from '../../state.ts';
import { occupancy, setTerrain, STEPS, terrainAt } from '../grid.ts';
import { who, type G } from '../game.ts';
import { featureAt } from './features.ts';
import { kitOf } from './kit.ts';
import { heal } from '../combat/damage.ts';

const LABEL: Record<string, string> = {
  'health-potion': 'Drink a health potion (1D6 hits back)',
  'major-health-potion': 'Drink a major health potion (every hit back)',
  antidote: 'Take the poison antidote (every poison counter gone)',
};

export function itemOptions(g: G, m: Model): Option<Act>[] {
  const k = m.kit;
  if (!k) return [];
  const out: Option<Act>[] = [];
  // Each kind of item once, in the order first carried (a Set's order, without making one: asked every activation).
  const items = k.items;
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    if (items.indexOf(it) !== i) continue;
    if ((it === 'health-potion' || it === 'major-health-potion') && m.wounds < m.maxWounds) out.push(choice<Act>({ act: 'item', item: it }, `do:item:${it}`, LABEL[it]!));
    if (it === 'antidote' && m.poison > 0) out.push(choice<Act>({ act: 'item', item: it }, `do:item:${it}`, LABEL[it]!));
    if (it === 'portable-teleporter') {
      const occ = occupancy(g.st.board, g.st.models);
      for (const [dx, dy] of [[0, 0], ...STEPS] as const) {
        const x = m.x + dx;
        const y = m.y + dy;
        const t = terrainAt(g.st.board, x, y);
        if (t !== '.' || featureAt(g.st, x, y) || (occ[y * g.st.board.width + x] !== 0 && (dx || dy))) continue;
        out.push(lazyChoice<Act>({ act: 'item', item: it, at: { x, y } }, `do:item:portable-teleporter:${x},${y}`, () => `Set the portable teleporter down at (${x}, ${y})`));
      }
    }
  }
  if (k.stacks > 0 && !featureAt(g.st, m.x, m.y)) out.push(choice<Act>({ act: 'item', item: 'drop' }, 'do:item:drop', 'Drop a 25 Gold treasure stack here (to walk faster)'));
  return out;
}

export function useItem(g: G, m: Model, item: string, at?: Pos): void {
  const k = kitOf(m);
  const { ctx, st } = g;
  if (item === 'drop') {
    k.stacks--;
    st.dungeon!.dropped++;
    st.dungeon!.features.push(newFeature(`d${st.nextId++}`, { kind: 'treasure', x: m.x, y: m.y, number: 25 }));
    if (ctx.log) note(ctx, SEC.droppedTreasure, `${who(m)} drops a treasure stack at (${m.x}, ${m.y})`);
    return;
  }
  k.items.splice(k.items.indexOf(item), 1);
  switch (item) {
    case 'health-potion': {
      const [d] = roll(ctx, 1, 6, SEC.healthPotion, `${who(m)}'s health potion`);
      heal(g, m, d!, SEC.healthPotion, 'a health potion');
      return;
    }
    case 'major-health-potion':
      heal(g, m, m.maxWounds, SEC.majorPotion, 'a major health potion');
      return;
    case 'antidote':
      m.poison = 0;
      if (ctx.log) note(ctx, SEC.antidote, `${who(m)} takes the antidote: no poison counters left`);
      return;
    case 'portable-teleporter': {
      const { x, y } = at!;
      setTerrain(st.board, x, y, 'T');
      st.dungeon!.features.push(newFeature(`p${st.nextId++}`, { kind: 'teleporter', x, y, on: true }));
      st.respawns.push({ x, y });
      if (ctx.log) note(ctx, SEC.portableTeleporter, `${who(m)} sets a portable teleporter down at (${x}, ${y}): active for the rest of the game`);
    }
  }
}
