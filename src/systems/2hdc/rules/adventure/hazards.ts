/**
 * Secret Rooms (37.0–37.1.7): the search, what is inside and the Cross Over
 * Challenge (traps and vermin, which a PEF and a tile entry meet as well,
 * are traps.ts).
 */
import { note, type Ctx } from '../../../../core/engine.ts';
import { atMost, roll, rollx } from '../../../../core/dice.ts';
import { part } from '../../../../core/parts.ts';
import { lookupDice } from '../../../../core/tables.ts';
import { option } from '../../../../core/request.ts';
import type { Character } from '../../state.ts';
import { isUp, thiefRep } from '../../state.ts';
import { BONEYARD_37_1_1, CROSS_OVER_37_1_6, CROSS_OVER_HELP_37_1_6, CROSS_OVER_HELPER_37_1_6, SECRET_ROOMS_37_0 } from '../../tables/dungeon-rooms.ts';
import { heading, turnLeft, turnRight, type Dir } from '../dungeon/map.ts';
import { openSideExit } from '../dungeon/generate.ts';
import { hazardDamage } from './damage.ts';
import { fit, fitCount, whoFor } from './groups.ts';
import type { AdventureOptions } from '../../options.ts';
import { rollTreasure } from './treasure.ts';
import type { AdventureState, Group } from '../../state-adventure.ts';
import { marchOrder } from './setup.ts';
import { crossOverOdds, pct, searchOdds } from './odds.ts';
import { LazyOption, LazyRequest, rollq } from './quiet.ts';
import { oddsOf } from '../option-odds.ts';
import { battle } from './move.ts';
import { afterHurt, springTrap, vermin } from './traps.ts';
import { enemies, howMany } from './foes.ts';
import { mapPacked } from '../../speed/packed.ts';

/** 37.0: doubles showing the searcher's Rep or less find a Secret Room. */
export function foundSecret(dice: readonly number[], rep: number): boolean {
  for (let i = 0; i < dice.length; i++) for (let j = i + 1; j < dice.length; j++) if (dice[i] === dice[j] && dice[i]! <= rep) return true;
  return false;
}

/**
 * 37.0 with 9.0.6/9.2: one character searches a cleared room or dead end.
 * Others roll 2d6 against their Rep; a Thief rolls 3d6 against his Thief Rep
 * and counts the two best: any pair among the three (ruling).
 */
export function searchSecretRoom(ctx: Ctx, state: AdventureState, g: Group, options: AdventureOptions): void {
  const tile = state.map.tiles[g.tile]!;
  tile.searched = true;
  const who = whoFor(state, g);
  const team = fit(state, g);
  if (team.length === 0) return;
  const opts = mapPacked(team, (c) => new LazyOption(c.id, c, () => {
    const t = thiefRep(c);
    return `${c.name} (${t === null ? `Rep ${c.rep}` : `Thief Rep ${t}, 3d6`}: finds one ${pct(searchOdds(t === null ? 2 : 3, t ?? c.rep))})`;
  }, () => oddsOf(searchOdds(thiefRep(c) === null ? 2 : 3, thiefRep(c) ?? c.rep), 'finds a Secret Room')));
  const searcher = ctx.ask({ who, rule: '37.0', kind: 'searcher', prompt: 'Who searches for a Secret Room?', options: opts });
  const t = thiefRep(searcher);
  const target = t ?? searcher.rep;
  const why = ctx.log ? (t === null ? [part(2, 'Secret Room search')] : [part(2, 'Secret Room search'), part(1, 'Thief')]) : null;
  const dice = rollx(ctx, t === null ? 2 : 3, 6, '37.0', 'Secret Room search by ', ctx.log ? `${searcher.name} (doubles of ${target} or less, vs ${t === null ? 'Rep' : 'Thief Rep'} ${target})` : '', why,
    ctx.log ? (d) => (foundSecret(d, target) ? `doubles of ${target} or less: found` : `no doubles of ${target} or less: not found`) : null);
  ctx.reveal('37.0', 'a search for a Secret Room was made');
  if (!foundSecret(dice, t ?? searcher.rep)) {
    note(ctx, '37.0', 'No Secret Room here.');
    return;
  }
  const h = heading(tile);
  const side = ctx.ask({ who, rule: '37.0', kind: 'secret-side', prompt: 'A Secret Room! On which side does it open?', options: [option('left', 'Left'), option('right', 'Right')] });
  const dir = side === 'left' ? turnLeft(h) : turnRight(h);
  const what = lookupDice(ctx, SECRET_ROOMS_37_0, roll(ctx, 2, 6, '37.0', 'Secret Room'), 'sum');
  ctx.reveal('37.0', 'a Secret Room was opened');
  tile.secret = what;
  if (what === 'vermin') {
    vermin(ctx, state, g);
  } else if (what === 'continues') {
    if (options.secretContinues === 'passage') {
      const e = openSideExit(state.map, tile, false, dir);
      note(ctx, '37.0', e ? 'A hidden passage leads on.' : 'A hidden passage, but it runs into a wall.');
    } else note(ctx, '37.0', 'Nothing but more dungeon.');
  } else if (what === 'boneyard') {
    boneyard(ctx, state, g, options);
  } else {
    crossOver(ctx, state, g, dir);
  }
}

/** 37.1.1: 1d6 for what the boneyard holds. */
function boneyard(ctx: Ctx, state: AdventureState, g: Group, options: AdventureOptions): void {
  const b = lookupDice(ctx, BONEYARD_37_1_1, roll(ctx, 1, 6, '37.1.1', 'Boneyard'), 'face');
  state.map.tiles[g.tile]!.secret = b;
  if (b === 'trap') springTrap(ctx, state, g, options);
  else if (b === 'skeletons' || b === 'zombies') undead(ctx, state, g, options, b === 'skeletons' ? 'Skeleton' : 'Zombie');
  else note(ctx, '37.1.2', 'Empty graves and old bones: nothing of value.');
}

/** 37.1.3/37.1.5: How Many, a fight, then treasure (1–3) counting the number defeated as the Big Bad's Rep. */
function undead(ctx: Ctx, state: AdventureState, g: Group, options: AdventureOptions, race: 'Skeleton' | 'Zombie'): void {
  const n = howMany(ctx, fitCount(state, g));
  const foes = enemies(ctx, state, race, n);
  if (battle(ctx, state, g, foes, 'band', options) !== 'won') return;
  if (roll(ctx, 1, 6, race === 'Skeleton' ? '37.1.3' : '37.1.5', 'Treasure? (1–3)', ctx.log ? atMost(3, 'there is treasure', 'no treasure') : null)[0]! <= 3) rollTreasure(ctx, state, race === 'Skeleton' ? '37.1.3' : '37.1.5', n, `${race}s met, as the Big Bad's Rep`);
}

/**
 * 37.1.6: the player sets the order of crossing (who stands next to whom
 * matters for help); each crosses with 2d6 against Rep; a slip may be saved
 * by the one in front or behind; a fall is an Impact 4 hit and a climb
 * back. When everyone able is across, the way on leads one level down.
 */
export function crossOver(ctx: Ctx, state: AdventureState, g: Group, dir: Dir): void {
  const order = crossingOrder(ctx, state, g);
  const across: Character[] = [];
  for (let i = 0; i < order.length; i++) {
    const c = order[i]!;
    // 37.1.6: one who fell and lives climbs back to where he started with his next test (a climb, not a crossing).
    let below = false;
    for (let attempt = 0; attempt < 3 && isUp(c) && !across.includes(c); attempt++) {
      let r = lookupDice(ctx, CROSS_OVER_37_1_6, rollq(ctx, 2, 6, '37.1.6', below ? 'Cross Over, climbing back: ' : 'Cross Over: ', c.name), 'passed', c.name, c.rep, 'Rep');
      if (r === 'slip') {
        const side = lookupDice(ctx, CROSS_OVER_HELPER_37_1_6, roll(ctx, 1, 6, '37.1.6', 'Who can help'), 'face', c.name);
        const helper = side === 'front' ? order[i - 1] : order[i + 1];
        if (helper && isUp(helper)) r = lookupDice(ctx, CROSS_OVER_HELP_37_1_6, rollq(ctx, 1, 6, '37.1.6', helper.name, ' helps'), 'passed', c.name, helper.rep, `${ctx.log ? helper.name : ''}'s Rep`);
        else {
          r = 'fall';
          if (ctx.log) note(ctx, '37.1.6', `Nobody ${side === 'front' ? 'in front' : 'behind'} can help: ${c.name} falls.`);
        }
      }
      if (r === 'across' && below) {
        below = false;
        if (ctx.log) note(ctx, '37.1.6', `${c.name} climbs back to where he started.`);
      } else if (r === 'across') across.push(c);
      else {
        below = true;
        hazardDamage(ctx, '37.1.6', c, 4);
        afterHurt(ctx, state, c);
      }
    }
    // Ruling: one still below after his three tests is hauled back up by the others (the book lets them go down to him).
    if (below && isUp(c) && ctx.log) note(ctx, '37.1.6', `${c.name} is hauled back up to where he started.`);
  }
  const left = order.filter((c) => isUp(c) && !across.includes(c));
  if (left.length === 0 && across.length > 0) {
    const e = openSideExit(state.map, state.map.tiles[g.tile]!, true, dir);
    note(ctx, '37.1.6', e ? 'All across: the corridor beyond leads one level down.' : 'All across, but the way beyond is blocked.');
  } else note(ctx, '37.1.6', 'Not everyone could cross: the band gives up the crossing.');
}

/** 37.1.6: the player sets the crossing order, one pick at a time, the odds in each label; march order is listed first. */
function crossingOrder(ctx: Ctx, state: AdventureState, g: Group): Character[] {
  const left = marchOrder(fit(state, g));
  const order: Character[] = [];
  const who = whoFor(state, g);
  while (left.length > 1) {
    const k = order.length + 1;
    const opts = mapPacked(left, (c) => new LazyOption(c.id, c, () => {
      const o = crossOverOdds(c.rep);
      // A pass of 2 is not the whole chance of getting across: a slip is saved when the neighbour the die names helps.
      return `${c.name} (Rep ${c.rep}: pass 2 safely across ${pct(o.across)}; pass 1 slips ${pct(o.slip)}, saved if the one in front (1–3) or behind (4–6) passes 1d6; pass 0 falls ${pct(o.fall)})`;
    }, () => {
      const o = crossOverOdds(c.rep);
      return oddsOf(o.across, 'safely across (pass 2)', `pass 2 ${pct(o.across)}, slips ${pct(o.slip)}, falls ${pct(o.fall)}`);
    }));
    const next = ctx.ask(new LazyRequest(who, '37.1.6', 'cross-order', opts, () => `Cross Over: who crosses ${k === 1 ? 'first' : `next (number ${k})`}?`));
    const at = left.indexOf(next);
    order.push(left.splice(at, 1)[0]!);
  }
  order.push(...left);
  return order;
}
