/**
 * Meeting what is out there (39.4–39.9.1): resolving a PEF, What Are They,
 * How Many, the Big Bad's Minions, Rival parties and Talk the Talk.
 */
import { rollq } from './quiet.ts';
import { note, type Ctx } from '../../../../core/engine.ts';
import { best, hasDoubles, inRange, randomIndex, roll } from '../../../../core/dice.ts';
import { lookup, lookupDice } from '../../../../core/tables.ts';
import { diceRead } from '../../../../core/parts.ts';
import { option } from '../../../../core/request.ts';
import type { Character } from '../../state.ts';
import { PEF_RESOLUTION_39_4, RIVALS_39_9, TALK_THE_TALK_39_9_1, WHAT_ARE_THEY_39_7 } from '../../tables/dungeon-pef.ts';
import type { BattleEnd } from './battle.ts';
import { enemies, howMany, minions } from './foes.ts';
import { fitCount, whoFor } from './groups.ts';
import type { AdventureOptions } from '../../options.ts';
import { springTrap } from './traps.ts';
import { groupLeader, star, type AdventureState, type Group } from '../../state-adventure.ts';
import { counted, plural } from '../../../../core/text.ts';
import { keptId } from '../../speed/interned-ids.ts';

export type EncounterEnd = BattleEnd | 'clear';

/**
 * What a meeting comes to: nothing to fight ('clear'), or a fight with these
 * foes, which the caller has fought (move.ts `fightIfMet`: a fight may end
 * in a flight onto the next tile, so the fighting is the moving code's).
 */
export type Meeting = 'clear' | { readonly foes: Character[]; readonly active: 'band' | 'enemies'; readonly fleeing: boolean };

/** 39.4: 2d6 (3d6 after "something is out there") against the Target Number (move.ts `resolvePef` fights what it meets). */
export function meetPef(ctx: Ctx, state: AdventureState, g: Group, active: 'band' | 'enemies', options: AdventureOptions, fleeing = false): Meeting {
  const n = state.pefThreeDice ? 3 : 2;
  state.pefThreeDice = false;
  const dice = rollq(ctx, n, 6, '39.4', n === 3 ? 'PEF resolution (3d6 vs ' : 'PEF resolution (2d6 vs ', options.pefTarget, ')');
  ctx.reveal('39.4', 'a PEF was resolved');
  // 39.4 (ruling): the table counts 0-2 dice passed; on 3d6 the best two count (three passed is still "2 passed").
  const result = n === 3
    ? lookupDice(ctx, PEF_RESOLUTION_39_4, best(dice, 2, 'low'), 'passed', '', options.pefTarget, 'the Target Number (best two of 3d6)', dice)
    : lookupDice(ctx, PEF_RESOLUTION_39_4, dice, 'passed', '', options.pefTarget, 'the Target Number');
  if (result === 'nerves') return 'clear';
  if (result === 'something') {
    state.pefThreeDice = true;
    return 'clear';
  }
  if (hasDoubles(dice)) {
    note(ctx, '39.4', 'Contact with doubles: a trap is triggered (37.1.4).');
    springTrap(ctx, state, g, options);
    return 'clear';
  }
  return whatAreThey(ctx, state, g, active, options, fleeing);
}

/** 39.7: 2d6 against the dungeon level. */
function whatAreThey(ctx: Ctx, state: AdventureState, g: Group, active: 'band' | 'enemies', options: AdventureOptions, fleeing = false): Meeting {
  const level = state.map.tiles[g.tile]!.level;
  const dice = rollq(ctx, 2, 6, '39.7', 'What Are They? (vs level ', level, ')');
  const what = lookupDice(ctx, WHAT_ARE_THEY_39_7, dice, 'passed', '', level, 'the dungeon level');
  const size = fitCount(state, g);
  if (what === 'rivals-or-minions' && hasDoubles(dice)) return rivals(ctx, state, g, options);
  const count = howMany(ctx, size);
  let foes: Character[];
  if (what === 'big-bad' && !state.bigBadMet && state.bigBad) {
    state.bigBadMet = true;
    state.story.push(`Turn ${state.turn}: the band meets the Big Bad.`);
    if (ctx.log) note(ctx, '39.7', `It is the Big Bad, with ${counted(count - 1, 'Minion')}.`);
    foes = [state.bigBad, ...(count > 1 ? minions(ctx, state, count - 1) : [])];
  } else {
    foes = minions(ctx, state, count);
  }
  return { foes, active, fleeing };
}

/** 39.9 and 39.9.1: who the rivals are, then the two Leaders talk. */
export function rivals(ctx: Ctx, state: AdventureState, g: Group, options: AdventureOptions): Meeting {
  const size = fitCount(state, g);
  const r = lookupDice(ctx, RIVALS_39_9, roll(ctx, 2, 6, '39.9', 'Rivals'), 'sum');
  const party = enemies(ctx, state, r.race, Math.max(1, size + r.delta));
  const theirs = rivalLeader(ctx, party);
  const ours = groupLeader(state, g);
  const myDice = rollq(ctx, ours.rep, 6, '39.9.1', 'Talk the Talk: ', ours.name, ctx.log ? ` (Rep ${ours.rep})` : '');
  const theirDice = rollq(ctx, theirs.rep, 6, '39.9.1', 'Talk the Talk: rival ', theirs.name, ctx.log ? ` (Rep ${theirs.rep})` : '');
  const mine = inRange(myDice, 1, 3);
  const them = inRange(theirDice, 1, 3);
  const why = ctx.log ? [diceRead(theirDice, 'successes', `the rival ${theirs.name}'s successes`), diceRead(myDice, 'successes', `${ours.name}'s successes`, undefined, undefined, undefined, true)] : null;
  const talk = lookup(ctx, TALK_THE_TALK_39_9_1, them - mine, '', why);
  if (talk === 'attack') return { foes: party, active: 'band', fleeing: false };
  const who = whoFor(state, g);
  const outnumbered = size >= 3 * party.length;
  const choice = ctx.ask({
    who, rule: '39.9.1', kind: 'rivals',
    prompt: `${counted(party.length, `rival ${r.race}`)} ${outnumbered ? plural(party.length, 'offers', 'offer') + ' to join you' : plural(party.length, 'passes', 'pass') + ' by peacefully'}.`,
    options: [...(outnumbered ? [option('join', 'Let them join the band')] : []), option('part', 'Let them go'), option('attack', 'Attack them (they count as active)')],
  });
  if (choice === 'attack') return { foes: party, active: 'enemies', fleeing: false };
  if (choice === 'join') join(ctx, state, g, party, options.campaign.adventures + 1);
  else note(ctx, '39.9.1', 'The rivals go their way.');
  return 'clear';
}

/**
 * 39.9: the highest Rep in the party leads; among several at that Rep the
 * Leader is rolled for (a d6, rolled again above their number). He is put
 * first, so he leads them in a fight too.
 */
export function rivalLeader(ctx: Ctx, party: Character[]): Character {
  const top = Math.max(...party.map((c) => c.rep));
  const equals = party.filter((c) => c.rep === top);
  const leader = equals[randomIndex(ctx, equals.length, '39.9', `Who leads the rivals (the ${equals.length} at Rep ${top}; a d6, rolled again above ${equals.length})`)]!;
  if (ctx.log && equals.length > 1) note(ctx, '39.9', `${leader.name} leads the rivals, rolled for among the ${equals.length} at Rep ${top}.`);
  party.splice(party.indexOf(leader), 1);
  party.unshift(leader);
  return leader;
}

/**
 * Rivals who join become Grunts, as far as 13.1 allows: the band no larger than the Star's Rep, every Grunt below it.
 * A joiner leaves its enemy id (`e3`: the next adventure numbers its enemies from `e1` again) for a band id
 * unique in the campaign: the Star's id, the adventure's number and the joiner's number in it.
 */
function join(ctx: Ctx, state: AdventureState, g: Group, party: Character[], adventure: number): void {
  const s = star(state);
  for (const c of party.sort((a, b) => b.rep - a.rep)) {
    const size = state.band.filter((m) => m.status !== 'obviously-dead' && !state.leftBehind.includes(m.id)).length;
    if (size >= state.starStartRep || c.rep >= state.starStartRep) continue;
    c.star = false;
    c.id = keptId(joinedId(state, s.id, adventure));
    if (s.owner) c.owner = s.owner;
    state.band.push(c);
    g.members.push(c.id);
    if (ctx.log) note(ctx, '39.9.1', `${c.name} joins the band.`);
  }
}

/** The next free band id for a rival who joins in this adventure: "<star>-joined-<adventure>-<n>". */
function joinedId(state: AdventureState, starId: string, adventure: number): string {
  const prefix = `${starId}-joined-${adventure}-`;
  let n = 1;
  while (state.band.some((m) => m.id === prefix + n)) n++;
  return prefix + n;
}
