/**
 * A round and its end. At its start the Leader may have the party rest
 * (Resting) or, ours, lead it out when everyone standing is back in the
 * first room; otherwise each character able to act takes a turn, the
 * Leader first, then in seating order. The round's end follows the book's
 * summary: (1) doors opened this round are removed, revealing what lies
 * beyond (an unlocked door's opener rolls a d10 for creatures first);
 * (2) if no door was opened, the Leader must pass AWARENESS 4 or the group
 * skirmishes; (3) leadership passes to the next character.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { option, type Option } from '../../../core/request.ts';
import type { AdventureData } from '../data/index.ts';
import type { ExplorationOptions } from '../options.ts';
import { SEC } from '../sections.ts';
import type { ExploreState } from '../state.ts';
import { DOOR_CREATURES, REST_CREATURES, rollOn } from '../tables/rolls.ts';
import { placeCreatures, rollCreatureTable } from './creatures.ts';
import { fight, skirmish } from './fights.ts';
import { checkBeaten, endAdventure } from './goals.ts';
import { readEntries, readRooms, uncoverRooms } from './journal.ts';
import { fromLeader, leaderOf, passLeadership } from './leadership.ts';
import { roomAt, wayId, wayName } from './map.ts';
import { resolverFor } from './resolve/seam.ts';
import { takeTurn } from './turn.ts';

/** The end-of-round skirmish check (End of Round Skirmishes). */
const SKIRMISH_CHECK = { name: 'AWARENESS', level: 4 } as const;

/** The Leader's choice at the start of a round. */
function startOptions(st: ExploreState, d: AdventureData): Option<string>[] {
  const opts: Option<string>[] = [option('explore', 'Explore: every character takes a turn'), option('rest', 'Rest this round (creatures may come; no skirmish roll at its end)')];
  const home = d.a.start.room;
  if (st.characters.every((c) => c.condition !== 'up' || roomAt(d, c.pos) === home)) opts.push(option('leave', 'Leave the dungeon (the goals not met stay unmet)'));
  return opts;
}

export function playRound(ctx: Ctx, st: ExploreState, d: AdventureData, o: ExplorationOptions): void {
  st.round++;
  st.thisRound = { encounter: false, passed: false, rested: false };
  st.opening = [];
  st.phase = 'start';
  const leader = leaderOf(st);
  if (ctx.log) note(ctx, SEC.leadership, `Round ${st.round}: ${leader.name} is the Leader.`);
  const start = ctx.ask({ who: st.player, rule: SEC.resting, kind: 'round-start', prompt: ctx.log ? `Round ${st.round}: ${leader.name}, the Leader, chooses.` : 'start', options: startOptions(st, d) });
  if (start === 'leave') return endAdventure(ctx, st, d, 'left');
  if (start === 'rest') rest(ctx, st, d, o);
  else {
    st.phase = 'turns';
    for (const c of fromLeader(st)) {
      if (c.condition !== 'up') continue;
      takeTurn(ctx, st, d, o, c);
      if (st.outcome !== 'playing') return;
      if (st.thisRound.encounter && o.midEncounter === 'round-ends') break;
    }
  }
  if (st.outcome === 'playing') endOfRound(ctx, st, d);
}

/** Resting: the Leader's choice at the round's start; the normal rest, then creatures from the creature table. */
function rest(ctx: Ctx, st: ExploreState, d: AdventureData, o: ExplorationOptions): void {
  st.thisRound.rested = true;
  st.counts.rests++;
  if (ctx.log) note(ctx, SEC.resting, `${leaderOf(st).name}, the Leader, has the party rest.`);
  readEntries(ctx, st, d.journal.event.get('rest'), SEC.resting);
  resolverFor(st).rest(ctx, st, d);
  const come = o.restCreatures === 'always' || rollOn(ctx, REST_CREATURES, '1d10', SEC.resting, 'Creatures during the rest');
  if (come) skirmish(ctx, st, d, SEC.resting);
}

/** Step 1: doors opened this round are removed, revealing the rooms beyond; an unlocked door's opener rolls for creatures. */
function revealStep(ctx: Ctx, st: ExploreState, d: AdventureData): void {
  for (const op of st.opening) {
    const k = d.connections.get(op.door)!;
    st.doors[op.door] = 'open';
    const opener = st.characters.find((c) => c.id === op.by)!;
    const far = k.between[0] === op.from ? k.between[1] : k.between[0];
    const name = wayName(d, st, k.id, false);
    if (ctx.log) note(ctx, SEC.step1, `The ${name} that ${opener.name} opened is removed from the map; the wall under it is open (Maps).`, { door: wayId(d, k.id) });
    const fresh = uncoverRooms(ctx, st, d, far);
    let foes: readonly string[] = [];
    if (k.lock === 'unlocked') {
      const come = rollOn(ctx, DOOR_CREATURES, '1d10', SEC.unlocked, `${opener.name} rolls for creatures`);
      if (come) foes = rollCreatureTable(ctx, d, `behind the ${name}`);
    }
    for (const r of fresh) foes = foes.concat(d.rooms.get(r)!.encounter);
    if (foes.length) placeCreatures(ctx, st, d, foes, opener, fresh.length ? fresh : [far], SEC.unlocked);
    readRooms(ctx, st, d, fresh);
    if (foes.length) {
      fight(ctx, st, d, 'encounter', foes, SEC.unlocked, 3);
      if (st.outcome !== 'playing') return;
    }
  }
}

export function endOfRound(ctx: Ctx, st: ExploreState, d: AdventureData): void {
  st.phase = 'end';
  revealStep(ctx, st, d);
  if (st.outcome !== 'playing') return;
  // Step 2
  if (st.opening.length) {
    if (ctx.log) note(ctx, SEC.step2, 'A door was opened this round: no skirmish roll.');
  } else if (st.thisRound.rested) {
    if (ctx.log) note(ctx, SEC.resting, 'The party rested: the rest had its own roll for creatures, so no skirmish roll.');
  } else if (st.thisRound.encounter) {
    if (ctx.log) note(ctx, SEC.midEncounter, 'An encounter was fought this round: no skirmish roll.');
  } else {
    const leader = leaderOf(st);
    const ok = resolverFor(st).check(ctx, st, d, leader, SKIRMISH_CHECK, SEC.skirmishes, 'to keep the group out of a skirmish');
    if (ok) st.counts.checksPassed++;
    else st.counts.checksFailed++;
    if (ok && ctx.log) note(ctx, SEC.skirmishes, `${leader.name} passes AWARENESS 4: no skirmish.`);
    if (!ok) {
      if (ctx.log) note(ctx, SEC.skirmishes, `${leader.name} fails AWARENESS 4: the group must skirmish.`);
      skirmish(ctx, st, d, SEC.skirmishes);
      if (st.outcome !== 'playing') return;
    }
  }
  // Step 3
  checkBeaten(ctx, st, d);
  if (st.outcome !== 'playing') return;
  if (!st.thisRound.passed) passLeadership(ctx, st, SEC.step3);
  else if (ctx.log) note(ctx, SEC.step3, 'Leadership already passed after this round\'s encounter.');
  if (st.round >= d.a.rounds) endAdventure(ctx, st, d, 'out-of-time');
}
