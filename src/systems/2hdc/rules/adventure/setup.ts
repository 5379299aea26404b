/**
 * Before going down (13.0, 33.0–36.2): the Stars and the band, the Big Bad
 * (34.1), the Reason Why (34.3), the number of tiles (36.2) and the first
 * tile (36.1).
 */
import { note, type Ctx } from '../../../../core/engine.ts';
import { roll, halfD6 } from '../../../../core/dice.ts';
import { lookup, lookupDice } from '../../../../core/tables.ts';
import { diceRead, part } from '../../../../core/parts.ts';
import { createStar, makeEnemy, recruitBand } from '../api.ts';
import type { Character } from '../../state.ts';
import { BIG_BAD_REP_34_1, REASON_NAMES, REASON_WHY_34_3, bigBadColumn } from '../../tables/dungeon-setup.ts';
import { newMap } from '../dungeon/map.ts';
import { placeFirstTile } from '../dungeon/generate.ts';
import type { AdventureOptions } from '../../options.ts';
import { starOptions } from './stars.ts';
import { emptyCoins, idTable, star, type AdventureState } from '../../state-adventure.ts';
import { counted, plural, withArticle } from '../../../../core/text.ts';
import { mapPacked } from '../../speed/packed.ts';
import { sortSmall } from '../../speed/sort.ts';

export function newAdventure(options: AdventureOptions): AdventureState {
  return {
    phase: 'setup', players: options.players.slice(), band: [], groups: [], nextGroupId: 1,
    bigBad: null, bigBadMet: false, bigBadDefeated: false, reason: 'explore',
    map: newMap(0), pefs: [], nextPefId: 1, pefThreeDice: false, enemyGroups: [], nextEnemyId: 1,
    turn: 0, treasure: { coins: emptyCoins(), magic: [] }, captives: 0, captivesFound: false,
    treasureRoomLooted: false, roomsCleared: 0, exited: false, outside: [], wentOut: [], activeGroup: null, carried: idTable(), movedOn: idTable(), speedFor: null, shares: idTable(), diceRolled: 0, itemsFound: 0, starStartRep: 5, runAway: [], leftBehind: [], outcome: 'in-progress',
    repChanges: [], fights: 0, lastFight: null, battle: { board: null }, story: [],
  };
}

/** 13.0/33.0: one Star per player; the band is recruited by the Leader, the highest Rep Star, and never exceeds his Rep. */
export function formBand(ctx: Ctx, state: AdventureState, options: AdventureOptions): void {
  const carried = options.campaign.band as unknown as Character[];
  if (carried.length > 0) {
    state.band = carried.map((c) => JSON.parse(JSON.stringify(c)) as Character);
    for (const c of state.band) {
      if (c.status !== 'obviously-dead') c.status = 'carry-on';
      c.originalRep = c.rep;
      if (c.star) c.starPower = c.rep;
      c.usedThisAdventure = [];
      c.castingLoss = 0;
      // The purse carried from earlier adventures is kept apart from coins won by kills (42.1.2).
      state.shares[c.id] = c.coins;
      c.coins = emptyCoins();
    }
    state.band = state.band.filter((c) => c.status !== 'obviously-dead');
    if (ctx.log) note(ctx, '33.1', `Campaign: the band of ${state.band.length} carries on from the last adventure.`);
  } else {
    const stars = mapPacked(options.players, (p, i) => createStar(ctx, `player:${p}`, starOptions(ctx, options, i, p)));
    let leader = stars[0]!;
    for (const s of stars) if (s.rep > leader.rep) leader = s;
    const band = recruitBand(ctx, leader, `player:${leader.owner ?? options.players[0]}`).members;
    const grunts = band.filter((c) => !c.star);
    // 13.1: Stars and Grunts together never exceed the Leader's Rep.
    const room = Math.max(0, leader.rep - stars.length);
    // concat, not a spread: V8's optimized spread can make a holey array, a second shape for every band.
    state.band = stars.concat(grunts.slice(0, room));
  }
  const s = star(state);
  state.starStartRep = s.rep;
  state.groups = [{ id: state.nextGroupId++, members: mapPacked(marchOrder(state.band), (c) => c.id), tile: 0, facing: 0 }];
  state.story.push(`${s.name} (Rep ${s.rep}) leads a band of ${state.band.length}.`);
}

/** 17.1/36.6: the highest Rep characters march in front. */
export function marchOrder(chars: readonly Character[]): Character[] {
  return sortSmall(chars.slice(), (a, b) => b.rep - a.rep || Number(b.star) - Number(a.star));
}

/**
 * 34.1: the Big Bad from the Star's column, an NPC from its Race List (not a
 * Star: the book gives it none of 6.3's advantages, only the 1–3 magic item
 * chance of 29.3); when the Star outranks it, its Rep rises to match (1d6),
 * before its magic items are rolled with that Rep (29.3).
 */
export function chooseBigBad(ctx: Ctx, state: AdventureState): void {
  const leader = star(state);
  const race = lookupDice(ctx, bigBadColumn(leader.rep), roll(ctx, 2, 6, '34.1', 'Big Bad'), 'sum');
  const raise = (rep: number): number => {
    if (leader.rep <= rep) return rep;
    const up = lookupDice(ctx, BIG_BAD_REP_34_1, roll(ctx, 1, 6, '34.1', 'Big Bad Rep'), 'face');
    if (ctx.log) note(ctx, '34.1', `The Star outranks the Big Bad: its Rep becomes ${leader.rep + up}.`);
    return leader.rep + up;
  };
  const bb = makeEnemy(ctx, race, undefined, { id: 'big-bad', name: `the Big Bad (${race})`, bigBad: true, adjustRep: raise });
  state.bigBad = bb;
  state.story.push(`The Big Bad is ${withArticle(race)} of Rep ${bb.rep}.`);
}

/** 34.3: chosen, or 1d6 plus the Star Leader's Rep. Rescue: 1/2d6 captives wait in the Treasure Room. */
export function chooseReason(ctx: Ctx, state: AdventureState, options: AdventureOptions): void {
  if (options.reasonWhy === 'roll') {
    const d = roll(ctx, 1, 6, '34.3', 'Reason Why');
    const rep = star(state).rep;
    state.reason = lookup(ctx, REASON_WHY_34_3, d[0]! + rep, '', ctx.log ? [diceRead(d, 'face'), part(rep, "the Star's Rep")] : null);
  } else {
    state.reason = options.reasonWhy;
    if (ctx.log) note(ctx, '34.3', `The band goes down for: ${REASON_NAMES[state.reason]}.`);
  }
  if (state.reason === 'rescue') {
    state.captives = halfD6(roll(ctx, 1, 6, '34.3', 'Captives (1/2d6)')[0]!);
    if (ctx.log) note(ctx, '34.3', `${counted(state.captives, 'captive')} ${plural(state.captives, 'waits', 'wait')} in the Treasure Room.`);
  }
  state.story.push(`Reason Why: ${REASON_NAMES[state.reason]}.`);
}

/** 36.2: four tiles per point of the Big Bad's Rep; 36.1: the first is a corridor. */
export function buildDungeon(ctx: Ctx, state: AdventureState): void {
  const total = 4 * (state.bigBad?.rep ?? 4);
  state.map = newMap(total);
  if (ctx.log) note(ctx, '36.2', `The dungeon has ${total} tiles (4 × the Big Bad's Rep).`);
  placeFirstTile(ctx, state.map);
}
