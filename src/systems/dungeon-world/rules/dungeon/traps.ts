/**
 * Dungeon Traps: a hero (never a monster) entering a `?` square stops there,
 * the counter is taken away, and unless the hero has the Traps ability the
 * Draken Master rolls a die: on a 6, a roll on the trap table. Dungeon
 * Conditions: a scenario's squares that set off its own effects when a hero
 * passes them.
 */
import { roll } from '../../../../core/dice.ts';
import { note } from '../../../../core/engine.ts';
import { lookupDice } from '../../../../core/tables.ts';
import { SEC } from '../../sections.ts';
import type { Model, Pos } from '../../state.ts';
import { has } from '../../state.ts';
import { TRAP_TABLE } from '../../tables/dungeon.ts';
import { wound } from '../combat/damage.ts';
import { setTerrain } from '../grid.ts';
import { who, type G } from '../game.ts';
import { placeSpawn } from '../spawning.ts';
import { openDoor, closeDoor } from './doors.ts';
import { featureAt, revealArea } from './features.ts';
import { immuneTo } from '../abilities/use.ts';
import type { Trap } from '../../tables/dungeon.ts';

/** A hero entered a `?` square. */
export function trapCounter(g: G, m: Model): void {
  const { ctx, st } = g;
  const f = featureAt(st, m.x, m.y, 'trap');
  if (f) f.gone = true;
  setTerrain(st.board, m.x, m.y, '.');
  if (has(m, 'traps')) {
    if (ctx.log) note(ctx, SEC.trapsAbility, `${who(m)} finds the trap at (${m.x}, ${m.y}) and takes it away safely (Traps)`);
    return;
  }
  const [d] = roll(ctx, 1, 6, SEC.traps, `The trap at (${m.x}, ${m.y})`, (r) => (r[0] === 6 ? 'it goes off' : 'nothing happens'));
  if (d !== 6) return;
  const r = roll(ctx, 1, 6, SEC.trapTable, 'Trap table');
  springTrap(g, m, lookupDice(ctx, TRAP_TABLE, r, 'face', who(m)), SEC.trapTable);
}

/** The scenario's conditions on square `p` go off for hero `m`. */
export function conditionsAt(g: G, m: Model, p: Pos): void {
  const d = g.st.dungeon;
  if (!d) return;
  for (let i1 = 0, a1 = d.conditions; i1 < a1.length; i1++) {
    const c = a1[i1]!;
    if ((c.once && c.fired) || !c.squares.some((s) => s.x === p.x && s.y === p.y)) continue;
    c.fired = true;
    if (!d.affected.includes(m.id)) d.affected.push(m.id);
    g.ctx.reveal(SEC.conditions, 'a dungeon condition went off');
    for (let i2 = 0, a2 = c.effects; i2 < a2.length; i2++) {
      const e = a2[i2]!;
      if (m.status !== 'in-play' && e.do === 'hits') continue;
      switch (e.do) {
        case 'say':
          g.st.story.push(e.text);
          if (g.ctx.log) note(g.ctx, SEC.conditions, e.text);
          break;
        case 'reveal':
          revealArea(g, e.area, 'A dungeon condition');
          break;
        case 'open':
          openDoor(g, e.at, null);
          break;
        case 'close':
          closeDoor(g, e.at, null);
          break;
        case 'spawn':
          for (let i = 0; i < e.count; i++) placeSpawn(g, e.kind, SEC.conditions);
          break;
        case 'hits':
          wound(g, m, e.hits, SEC.conditions, 'a dungeon condition');
          break;
        case 'trap': {
          if (m.status !== 'in-play') break;
          const r = roll(g.ctx, 1, 6, SEC.trapTable, 'Trap table');
          springTrap(g, m, lookupDice(g.ctx, TRAP_TABLE, r, 'face', who(m)), SEC.trapTable);
        }
      }
    }
  }
}

/** A row of the trap table on a hero: death, automatic hits, poison counters (none on a model immune to poison). */
export function springTrap(g: G, m: Model, t: Trap, rule: string): void {
  if (t.kills) {
    wound(g, m, m.wounds, rule, 'a deadly trap');
    return;
  }
  if (t.poison && !immuneTo(m, 'poison')) {
    m.poison += t.poison;
    if (g.ctx.log) note(g.ctx, rule, `${who(m)} takes ${t.poison} poison ${t.poison === 1 ? 'counter' : 'counters'}`);
  }
  wound(g, m, t.hits, rule, 'a trap');
}
