/**
 * A fight on the Battle Board and what it leaves on the Dungeon Tiles: the
 * fight itself is the combat code's (21.0–27.0); here the loot goes to the
 * pool (40.0), the fallen recover or are left behind (27.0, 42.1) and
 * survivors stay as an enemy group. Those who fled run off afterwards
 * (18.3.2, 26.0): a move, move.ts `battle`.
 */
import { note, type Ctx } from '../../../../core/engine.ts';
import { fight, recoverAfterFight } from '../api.ts';
import type { Character } from '../../state.ts';
import { isUp } from '../../state.ts';
import { fit, pruneGroups, removeMembers, whoFor } from './groups.ts';
import type { AdventureOptions } from '../../options.ts';
import { stowFound } from './loads.ts';
import { dropHalfTreasure } from './dropped.ts';
import { groupMembers, member, type AdventureState, type FighterLine, type Group } from '../../state-adventure.ts';
import { listAnd, plural } from '../../../../core/text.ts';

export type BattleEnd = 'won' | 'lost' | 'fled';

function combatOpts(o: AdventureOptions) {
  return { chargeBonus: o.chargeBonus, duty: o.duty, shieldInMelee: o.shieldInMelee, castingLoss: o.castingLoss, defendVsDamage: o.defendVsDamage };
}

/** How a fight on the tile ended, and who of the group fled the Battle Board (they run off next, move.ts). */
export interface Fought {
  readonly end: BattleEnd;
  readonly fled: Character[];
}

/**
 * The fight and what it leaves on the tile, up to the flight (move.ts `battle` runs the whole).
 * `fleeing`: the band ran into the enemy while fleeing (18.3.2, 26.0): its Leader counts -2d6 on the Charge into Melee Test (21.0).
 */
export function fightOnTile(ctx: Ctx, state: AdventureState, g: Group, enemies: Character[], active: 'band' | 'enemies', options: AdventureOptions, fleeing = false): Fought {
  const tile = state.map.tiles[g.tile]!;
  for (const id of g.members) {
    const c = member(state, id);
    if (c.status === 'duck-back' || c.status === 'flee') c.status = 'carry-on';
  }
  const band = fit(state, g);
  if (band.length === 0) return { end: 'lost', fled: [] };
  state.fights++;
  if (ctx.log) note(ctx, '21.1', `To the Battle Board: ${band.length} against ${enemies.length} in a ${tile.kind === 'room' ? 'room' : 'corridor'}.`);
  const who = whoFor(state, g);
  // 18.4: the fight keeps the live Battle Board in state.battle for the view; 33.0: each Star's own decisions go to his player (combat/fighter.ts whoFor).
  const r = fight(ctx, {
    band, enemies, place: tile.kind === 'room' ? 'room' : 'corridor', active, who, options: combatOpts(options), live: state.battle, bandFleeing: fleeing,
  });
  state.lastFight = {
    turn: state.turn, tile: g.tile, place: tile.kind === 'room' ? 'room' : 'corridor', band: band.map((c) => line(c, r.fled)), enemies: enemies.map((c) => line(c, r.enemiesFled)),
    winner: r.winner, bandFled: r.bandFled, rounds: r.turns,
  };
  // 26.0: those who broke off drop half of the band's treasure they hold (counted before the fallen leave the groups).
  let inDungeon = 0;
  for (const x of state.groups) inDungeon += x.members.length;
  if (r.fledByChoice.length > 0) dropHalfTreasure(ctx, state, g, r.fledByChoice.filter((c) => g.members.includes(c.id)), inDungeon);
  const pool = state.treasure;
  pool.coins.bronze += r.loot.coins.bronze;
  pool.coins.silver += r.loot.coins.silver;
  pool.coins.gold += r.loot.coins.gold;
  const from = pool.magic.length;
  for (const m of r.loot.magic) pool.magic.push(m);
  // 29.4.1/32.2: items taken from the losers are carried by the group, when it holds the tile.
  if (r.winner === 'band' && pool.magic.length > from && state.groups.includes(g)) stowFound(ctx, state, g, from);
  // 34.3 (ruling): Kill the Big Bad needs him dead (dispatched or Obviously Dead); a captured Big Bad is not killed.
  if (state.bigBad && (r.dispatched.includes(state.bigBad) || state.bigBad.status === 'obviously-dead')) {
    if (!state.bigBadDefeated) state.story.push(`Turn ${state.turn}: the Big Bad is killed.`);
    state.bigBadDefeated = true;
  } else if (state.bigBad && r.captured.includes(state.bigBad)) {
    state.story.push(`Turn ${state.turn}: the Big Bad is captured (alive: not killed).`);
    if (ctx.log) note(ctx, '34.3', 'The Big Bad is captured, not killed: a Kill the Big Bad Reason Why needs him dead');
  }
  const survivors = enemies.filter((e) => isUp(e) && !r.dispatched.includes(e) && !r.captured.includes(e) && !r.enemiesFled.includes(e));
  const fled = r.fled.filter((c) => g.members.includes(c.id));
  let end: BattleEnd;
  for (const id of g.members) if (member(state, id).status === 'out-of-the-fight' && !state.wentOut.includes(id)) state.wentOut.push(id);
  if (survivors.length === 0) {
    end = 'won';
    recoverAfterFight(ctx, { members: groupMembers(state, g) });
  } else {
    end = fled.length > 0 || r.bandFled ? 'fled' : 'lost';
    // Those still lying on the tile are left to the enemy (42.1).
    const fallen = groupMembers(state, g).filter((c) => !fled.includes(c) && !isUp(c));
    for (const c of fallen) state.leftBehind.push(c.id);
    removeMembers(state, fallen.map((c) => c.id));
    state.enemyGroups.push({ id: state.nextEnemyId++, tile: g.tile, members: survivors });
    if (fallen.length && ctx.log) note(ctx, '26.0', `${listAnd(fallen.map((c) => c.name))} ${plural(fallen.length, 'is', 'are')} left behind.`);
  }
  if (r.bandCaptured.length > 0) {
    for (const c of r.bandCaptured) state.leftBehind.push(c.id);
    removeMembers(state, r.bandCaptured.map((c) => c.id));
  }
  pruneGroups(state);
  return { end, fled };
}

/** One fighter in the last fight's summary; those who fled the Battle Board show as fled (their status is Carry On again by now). */
function line(c: Character, fled: readonly Character[]): FighterLine {
  return { name: c.name, rep: c.rep, status: fled.includes(c) ? 'fled' : c.status };
}
