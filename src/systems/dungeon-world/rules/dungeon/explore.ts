/**
 * Exploring furnishings and pick-ups (Exploring New Areas & Pick Ups): a
 * hero beside an item (or on it, for the things lying on the floor) spends 2
 * points to explore it. Some replace the hero's whole action instead: the
 * campfire, the altar, the bed, a pool or well, a coffin to smash.
 */
import { halfD6, roll } from '../../../../core/dice.ts';
import { note } from '../../../../core/engine.ts';
import { option } from '../../../../core/request.ts';
import { SEC } from '../../sections.ts';
import type { Feature, Model } from '../../state.ts';
import { heal, wound } from '../combat/damage.ts';
import { setTerrain } from '../grid.ts';
import { seatOf, who, type G } from '../game.ts';
import { openChest, takeItem } from './chests.ts';
import { featureName } from './features.ts';
import { kitOf, learnSpell, spellName, SPELLS, takePowerUp } from './kit.ts';

/** Explored with the hero's whole action (nothing else this move). */
export const WHOLE_ACTION = new Set(['campfire', 'altar', 'bed', 'pool', 'well', 'coffin']);
/** Lying on the floor: explored from the square itself or beside it. */
export const PICK_UPS = new Set(['key', 'treasure', 'chest', 'health-potion', 'major-health-potion', 'antidote', 'portable-teleporter']);
/** Nothing to explore. */
export const PASSIVE = new Set(['door', 'stairs', 'teleporter', 'trap', 'table', 'chair', 'torture-rack', 'grill', 'trapdoor']);

function remove(g: G, f: Feature): void {
  f.gone = true;
  if (!PICK_UPS.has(f.kind)) setTerrain(g.st.board, f.x, f.y, '.');
}

function chooseSpell(g: G, m: Model, rule: string): string | null {
  const left = SPELLS.filter((s) => !m.abilities.includes(s));
  if (!left.length) return null;
  return g.ctx.ask({ who: seatOf(g.st, m), rule, kind: 'spell', prompt: `Which spell does ${who(m)} study?`, options: left.map((s) => option(s, spellName(s))) });
}

/** `m` explores `f`. */
export function explore(g: G, m: Model, f: Feature): void {
  const { ctx, st } = g;
  const say = (rule: string, text: string) => ctx.log && note(ctx, rule, text);
  say(SEC.explore, `${who(m)} explores the ${featureName(f)} at (${f.x}, ${f.y})`);
  const heroes = st.models.filter((h) => h.status === 'in-play' && h.side === 'heroes' && h.species !== 'familiar');
  switch (f.kind) {
    case 'chest':
      return openChest(g, m, f);
    case 'key':
      kitOf(m).keys.push(f.colour ?? 'plain');
      remove(g, f);
      return void say(SEC.keyDoors, `${who(m)} takes the ${f.colour ?? ''} key`);
    case 'treasure':
      remove(g, f);
      if ((f.number ?? 25) === 25) {
        if (st.dungeon && st.dungeon.dropped > 0) st.dungeon.dropped--;
        return takeItem(g, m, 'gold-25');
      }
      kitOf(m).gold += f.number!;
      return void say(SEC.goldCoins, `${who(m)} takes ${f.number} gold coins`);
    case 'health-potion': case 'major-health-potion': case 'antidote': case 'portable-teleporter':
      remove(g, f);
      return takeItem(g, m, f.kind);
    case 'campfire':
      st.dungeon!.warding[m.id] = { x: f.x, y: f.y };
      return void say(SEC.campfire, `${who(m)} wards off the monsters with brands from the fire this move`);
    case 'altar':
      if (!st.dungeon!.reading.includes(m.id)) st.dungeon!.reading.push(m.id);
      return void say(SEC.altar, `${who(m)} reads the runes: +1 to the heroes' initiative next move while beside the altar`);
    case 'crate-apples':
      remove(g, f);
      heal(g, m, 2, SEC.crateApples, 'a crate of apples');
      return;
    case 'crate-skulls': {
      remove(g, f);
      const [d] = roll(ctx, 1, 6, SEC.crateSkulls, `${who(m)} searching the skulls`, (r) => (r[0]! >= 3 ? 'a hit regained' : 'a hit lost'));
      if (d! >= 3) heal(g, m, 1, SEC.crateSkulls, 'a crate of skulls');
      else wound(g, m, 1, SEC.crateSkulls, 'a crate of skulls');
      return;
    }
    case 'weapons-rack':
      remove(g, f);
      for (const h of heroes) takePowerUp(g, h, 'rack', SEC.weaponsRack);
      return;
    case 'wizards-table':
      remove(g, f);
      return takePowerUp(g, m, 'wizard', SEC.wizardsTable);
    case 'food':
      remove(g, f);
      heal(g, m, m.maxWounds, SEC.food, 'a feast');
      for (const h of heroes) if (h !== m) heal(g, h, 1, SEC.food, 'the feast shared');
      return;
    case 'bed': {
      const [d] = roll(ctx, 1, 6, SEC.bed, `${who(m)} resting (1D3)`);
      heal(g, m, halfD6(d!), SEC.bed, 'a night in a bed');
      kitOf(m).asleep = true;
      return void say(SEC.bed, `${who(m)} falls asleep`);
    }
    case 'bookcase': case 'tome': {
      remove(g, f);
      const rule = f.kind === 'tome' ? SEC.tome : SEC.bookcase;
      const spell = chooseSpell(g, m, rule);
      if (!spell) return void say(rule, `${who(m)} knows every spell already`);
      const need = f.kind === 'tome' ? 5 : 4;
      const [d] = roll(ctx, 1, 6, rule, `${who(m)} studying ${spellName(spell)} (${need}+)`, (r) => (r[0]! >= need ? 'learnt' : 'not understood'));
      if (d! >= need) learnSpell(m, spell);
      return;
    }
    case 'coffin': {
      const [d] = roll(ctx, 1, 6, SEC.coffins, `${who(m)} smashing the coffin (4+)`, (r) => (r[0]! >= 4 ? 'destroyed' : 'it holds'));
      if (d! >= 4) remove(g, f);
      return;
    }
    case 'pool': case 'well': {
      const [d] = roll(ctx, 1, 6, f.kind === 'pool' ? SEC.pool : SEC.well, `${who(m)} drinking`, (r) => (r[0]! <= 2 ? 'a hit regained' : 'no effect'));
      if (d! <= 2) heal(g, m, 1, SEC.pool, 'a drink of water');
      return;
    }
  }
}
