/**
 * A fight on the Battle Board and what it leaves on the Dungeon Tiles: the
 * fight itself is the combat code's (21.0–27.0); here the loot goes to the
 * pool (40.0), the fallen recover or are left behind (27.0, 42.1), fleeing
 * characters run off (18.3.2, 26.0) and survivors stay as an enemy group.
 */
import { note, type Ctx } from '../../../../core/engine.ts';
import { roll } from '../../../../core/dice.ts';
import { rollq } from './quiet.ts';
import { fight, recoverAfterFight, speedDice } from '../api.ts';
import type { Character } from '../../state.ts';
import { isUp, playerOf } from '../../state.ts';
import { stepToward } from '../dungeon/map.ts';
import { fit, pruneGroups, removeMembers, splitGroup, whoFor } from './groups.ts';
import { ADVENTURE_DEFAULTS, type AdventureOptions } from '../../options.ts';
import { owesRunAway } from './runaway.ts';
import { markMoved, stowFound } from './loads.ts';
import { dropHalfTreasure } from './dropped.ts';
import { enterTile } from './move.ts';
import { groupMembers, member, type AdventureState, type FighterLine, type Group } from '../../state-adventure.ts';
import { counted, listAnd, plural } from '../../../../core/text.ts';

export type BattleEnd = 'won' | 'lost' | 'fled';

function combatOpts(o: AdventureOptions) {
  return { chargeBonus: o.chargeBonus, duty: o.duty, shieldInMelee: o.shieldInMelee, castingLoss: o.castingLoss, defendVsDamage: o.defendVsDamage };
}

/** `fleeing`: the band ran into the enemy while fleeing (18.3.2, 26.0): its Leader counts -2d6 on the Charge into Melee Test (21.0). */
export function battle(ctx: Ctx, state: AdventureState, g: Group, enemies: Character[], active: 'band' | 'enemies', options: AdventureOptions, fleeing = false): BattleEnd {
  const tile = state.map.tiles[g.tile]!;
  for (const c of groupMembers(state, g)) if (c.status === 'duck-back' || c.status === 'flee') c.status = 'carry-on';
  const band = fit(state, g);
  if (band.length === 0) return 'lost';
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
  const inDungeon = state.groups.reduce((n, x) => n + x.members.length, 0);
  dropHalfTreasure(ctx, state, g, r.fledByChoice.filter((c) => g.members.includes(c.id)), inDungeon);
  const pool = state.treasure;
  pool.coins.bronze += r.loot.coins.bronze;
  pool.coins.silver += r.loot.coins.silver;
  pool.coins.gold += r.loot.coins.gold;
  const from = pool.magic.length;
  pool.magic.push(...r.loot.magic);
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
  for (const c of groupMembers(state, g)) if (c.status === 'out-of-the-fight' && !state.wentOut.includes(c.id)) state.wentOut.push(c.id);
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
  for (const c of r.bandCaptured) state.leftBehind.push(c.id);
  removeMembers(state, r.bandCaptured.map((c) => c.id));
  pruneGroups(state);
  if (fled.length > 0 && state.groups.includes(g)) {
    // 25.0: the wounded carried off the board recover once away (27.0); the others owe the Run Away! test (26.1).
    const runners = fled.filter(isUp);
    const carried = fled.filter((c) => c.status === 'out-of-the-fight');
    owesRunAway(state, runners);
    fleeAway(ctx, state, g, fled, options);
    if (carried.length > 0) {
      recoverAfterFight(ctx, { members: carried });
      pruneGroups(state);
    }
  }
  return end;
}

/** One fighter in the last fight's summary; those who fled the Battle Board show as fled (their status is Carry On again by now). */
function line(c: Character, fled: readonly Character[]): FighterLine {
  return { name: c.name, rep: c.rep, status: fled.includes(c) ? 'fled' : c.status };
}

/**
 * 18.3.2/26.0 (ruling): the book has each fleeing character take his own
 * Fast Move Test; we take one group roll and the group moves as far as its
 * slowest member (2 tiles when every one of them passes both dice kept, else
 * 1) back toward the way in, so nobody is left alone on a tile. As it is a
 * Fast Move Test (18.2), Boots of Speed (29.1.3) and the Potion of Speed
 * (29.1.5) count as in the ordinary Fast Move (turn.ts): the potion is
 * offered before the roll to each fleeing character able to act whose third
 * die could matter (Rep 1 to 5), and each one on 3d6 rolls one more die of
 * his own after the group's two, keeping the best two.
 * Those who fled are split off as one group when others stay behind.
 * They run tile by tile: a tile holding enemies or a PEF stops them, and
 * they enter it (26.0, 39.4): a PEF is resolved, enemies are fought with
 * the fleeing band's -2d6 on the Charge into Melee Test (21.0).
 */
export function fleeAway(ctx: Ctx, state: AdventureState, g: Group, fled: Character[], options: AdventureOptions = ADVENTURE_DEFAULTS): void {
  const ids = fled.map((c) => c.id).filter((id) => g.members.includes(id));
  if (ids.length === 0) return;
  const ng = ids.length === g.members.length ? g : splitGroup(ctx, state, g, ids);
  let three: string[] | null = null;
  for (const id of ids) {
    const c = member(state, id);
    if (c.rep >= 6 || c.rep <= 0 || (c.status !== 'flee' && !isUp(c))) continue;
    state.speedFor = c.id;
    const n = speedDice(ctx, c, c.star && c.owner ? playerOf(c.owner) : whoFor(state, ng));
    state.speedFor = null;
    if (n === 3) (three ??= []).push(id);
  }
  const dice = roll(ctx, 2, 6, '18.2', 'Fast Move (Flee)');
  let tiles: 1 | 2 = 2;
  for (const id of ids) {
    const c = member(state, id);
    let passes = (dice[0]! <= c.rep ? 1 : 0) + (dice[1]! <= c.rep ? 1 : 0);
    if (three?.includes(id)) passes += rollq(ctx, 1, 6, '18.2', c.name, ': the third die (3d6, best two, fleeing)')[0]! <= c.rep ? 1 : 0;
    if (passes < 2) tiles = 1;
  }
  let ran = 0;
  let met = false;
  for (; ran < tiles && !met; ran++) {
    const next = stepToward(state.map, ng.tile, 0);
    if (next === null) break;
    ng.tile = next;
    met = state.enemyGroups.some((e) => e.tile === next) || state.pefs.some((p) => p.tile === next);
  }
  for (const c of fled) if (c.status === 'flee') c.status = 'carry-on';
  markMoved(state, ng);
  if (ctx.log) note(ctx, '18.3.2', `The fleeing characters run ${counted(ran, 'tile')} back, to tile ${ng.tile}${met ? ', and run into what is there (26.0)' : ''}.`);
  if (met) enterTile(ctx, state, ng, options, 'band', true);
}
