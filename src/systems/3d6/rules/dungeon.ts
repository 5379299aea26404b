/**
 * Ours (`Ours: Dungeon`): the adventure. The party goes room by room; each
 * room is rolled as its door is reached (door, contents, trap, foes,
 * treasure). Between rooms the player may go on, rest an hour, sleep the
 * night (with the daily Wound test), or leave the dungeon. The game ends
 * when the last room is cleared, the party leaves or flees, or no one of it
 * is left standing.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { keep, rollq } from '../../../core/dice.ts';
import { choice, option, type Option } from '../../../core/request.ts';
import { lookupDice, type Table } from '../../../core/tables.ts';
import type { GameData } from '../data/index.ts';
import type { SixOptions } from '../options.ts';
import { SHIPPED_SCENARIOS, type Scenario, type ScenarioRoom } from '../data/scenario.ts';
import { ratio } from '../../../core/odds.ts';
import { keptAmountOdds, logDamageOdds, logOdds } from './odds.ts';
import { actionSec, SEC } from '../sections.ts';
import type { Fighter, GameState, Room } from '../state.ts';
import { DOOR_TABLE, ENCOUNTER_TABLE, LAIR_TABLE, ROOM_TABLE, TRAP_TABLE, wanderTables, type Door, type Trap, type WanderCheck } from '../tables/dungeon.ts';
import { randomTarget, restHours } from './abilities.ts';
import { makeMonster } from './characters.ts';
import { newFight, runFight } from './combat/fight.ts';
import { roll3 } from './dice.ts';
import { applyDamage, woundTest } from './dying.ts';
import { ABILITY_WORD, feat, featOdds, featScore } from './feats.ts';
import { pct } from '../../../core/odds-text.ts';
import { DIFFICULTY_WORD } from '../tables/core.ts';
import { TERRAIN } from '../tables/terrain.ts';
import { meetTrap } from './traps.ts';
import { careOptions, doCare, type Care } from './out-of-combat.ts';
import { entranceOffers, offerFollowers, orderHirelings, payHirelings } from './followers.ts';
import { counted } from '../../../core/text.ts';

/** The party may sleep this many nights in the dungeon. */
const MAX_NIGHTS = 3;
/** Attempts at a stuck or locked door before the party gives up on it and takes another way. */
const DOOR_TRIES = 3;

function partyOf(st: GameState): Fighter[] {
  return st.party.map((id) => st.fighters[id]!);
}

function standing(st: GameState): Fighter[] {
  return partyOf(st).filter((f) => f.condition === 'up');
}

/**
 * After a fight: the dying are tended to 0 HP (First Aid, no danger out of
 * combat), the fallen who live stay unconscious until healed; thrown weapons
 * are picked up, and a weapon that needs reloading is reloaded (Combat:
 * Actions: Reload takes an action; after the fight there is time for it).
 */
export function tendTheFallen(ctx: Ctx, st: GameState): void {
  for (const f of partyOf(st)) {
    f.effects = [];
    f.thrown = [];
    if (!f.loaded && f.condition !== 'dead') {
      f.loaded = true;
      if (ctx.log) note(ctx, actionSec('Reload'), `After the fight ${f.name} reloads, ready for the next.`);
    }
    f.preparing = null;
    f.stunned = 0;
    f.asleep = false;
    f.bleeding = 0;
    if (f.condition === 'unconscious' && f.hp < 0) {
      if (ctx.log) note(ctx, SEC.dying, `After the fight the party gives ${f.name} First Aid until out of danger: HP ${f.hp} → 0.`);
      f.hp = 0;
    }
    if (f.condition === 'fled') f.condition = 'up';
    if (f.condition === 'up') f.prone = false;
  }
}

/**
 * A door: open, or a Feat by the party's best at it, a few attempts; false
 * when it will not give. Each attempt takes the door's rounds of work (a long
 * Feat outside combat: Feats, Combat: Actions: Feat), and the work is heard
 * (ours): after each attempt 1d6, on the attempt's rounds or less (at most
 * 5), whoever is inside is ready for the party. Returns whether it opened
 * and whether it was heard.
 */
export function openDoor(ctx: Ctx, st: GameState, door: Door): { open: boolean; heard: boolean } {
  if (door.kind === 'open') return { open: true, heard: false };
  const best = whoWorks(ctx, st, door);
  const rounds = Math.max(1, door.rounds);
  let heard = false;
  for (let i = 1; i <= DOOR_TRIES; i++) {
    if (ctx.log) note(ctx, SEC.feats, `${best.name} works at the ${door.kind === 'locked' ? 'lock' : 'door'} for ${rounds} round${rounds === 1 ? '' : 's'}${rounds > 1 ? ' (a long Feat)' : ''}, then rolls.`);
    st.dungeon.rounds = (st.dungeon.rounds ?? 0) + rounds;
    const ok = feat(ctx, best, door.ability, door.difficulty, SEC.oursDungeon, door.kind === 'locked' ? 'to pick the lock' : 'to force the door');
    if (!heard) heard = noticed(ctx, rounds);
    if (ok) return { open: true, heard };
  }
  if (ctx.log) note(ctx, SEC.oursDungeon, 'The door will not give: the party finds another way round, past this room.');
  return { open: false, heard };
}

/**
 * Who works at a door (Feats: the players choose who tries): the party's
 * standing members, the best at the door's ability first with the odds of
 * one attempt; asked only when there is a choice.
 */
function whoWorks(ctx: Ctx, st: GameState, door: Door): Fighter {
  const ranked = standing(st).slice().sort((a, b) => featScore(b, door.ability) - featScore(a, door.ability));
  if (ranked.length === 1) return ranked[0]!;
  const what = door.kind === 'locked' ? 'pick the lock' : 'force the door';
  const opts = ranked.map((f) => choice(f, f.id, `${f.name}: ${DIFFICULTY_WORD[door.difficulty]} Feat of ${ABILITY_WORD[door.ability]} (${featScore(f, door.ability)}) to ${what}, ${pct(featOdds(featScore(f, door.ability), door.difficulty))} an attempt`));
  return ctx.ask({ who: st.player, rule: SEC.feats, kind: 'door-worker', prompt: ctx.log ? `The door is ${door.kind}: who tries to ${what}?` : 'door-worker', options: opts });
}

/** Ours: the noise of `rounds` rounds of work at a door: 1d6, on `rounds` or less (at most 5) whoever is inside has heard. */
export function noticed(ctx: Ctx, rounds: number): boolean {
  const n = Math.min(5, Math.max(1, rounds));
  if (ctx.log) logOdds(ctx, SEC.oursDungeon, `the ${rounds} round${rounds === 1 ? '' : 's'} at the door are heard inside (${n} in 6)`, ratio(n, 6));
  const heard = rollq(ctx, 1, 6, SEC.oursDungeon, 'Heard at the door?')[0]! <= n;
  if (ctx.log) note(ctx, SEC.oursDungeon, heard ? 'Whoever is inside has heard the party and is ready.' : 'No one inside hears the work.');
  return heard;
}

/** A trap (exported for its tests): rolled, or a scenario's; Luck picks its victim among the party; a Feat avoids it, a failure takes the trap's kept die (+ its bonus) as damage. */
export function springTrap(ctx: Ctx, st: GameState, o: SixOptions, given?: Trap): void {
  const trap = given ?? lookupDice(ctx, TRAP_TABLE, rollq(ctx, 1, 6, SEC.oursDungeon, 'Trap'), 'face');
  const who = randomTarget(ctx, standing(st), `to set off the ${trap.name}`);
  if (feat(ctx, who, trap.ability, trap.difficulty, SEC.oursDungeon, `to avoid the ${trap.name}`)) return;
  const bonus = trap.bonus ?? 0;
  logDamageOdds(ctx, SEC.oursDungeon, `the ${trap.name} against ${who.name} at ${who.hp} HP (the ${trap.damage} of 3×6${bonus ? ` + ${bonus}` : ''})`, keptAmountOdds(trap.damage, bonus), who.hp);
  const dice = roll3(ctx, SEC.oursDungeon, ctx.log ? `Damage from the ${trap.name} (keep the ${trap.damage} die)` : '');
  applyDamage(ctx, st, who, keep(dice, trap.damage) + bonus, SEC.oursDungeon, o);
}

/** The scenario a game plays (a file's, or one we ship), or null for the generated dungeon. */
export function scenarioOf(o: Pick<SixOptions, 'scenario' | 'dungeon'>): Scenario | null {
  return o.scenario ?? SHIPPED_SCENARIOS[o.dungeon] ?? null;
}

/** A scenario door as the rules read one: our stuck and locked doors, or its own Feat. */
function scenarioDoor(door: ScenarioRoom['door']): Door {
  if (typeof door !== 'string') return { kind: door.rounds > 1 ? 'locked' : 'stuck', ...door };
  return DOOR_TABLE.rows.find((r) => r.result.kind === door)!.result;
}

/** Monsters for a room, numbered when several share a name. */
function foesFor(d: GameData, ids: readonly string[], room: number | string): Fighter[] {
  return ids.map((id, i) => {
    const m = d.monsters[id]!;
    const same = ids.filter((x) => x === id).length > 1;
    return makeMonster(m, `r${room}-${i}-${id}`, same ? `${m.name} ${ids.slice(0, i + 1).filter((x) => x === id).length}` : m.name, { x: 0, y: 0 });
  });
}

/** A fight against `foes` by the party members standing; false in `won` when it ends the adventure (the party fell or fled). */
function fightFoes(ctx: Ctx, st: GameState, d: GameData, o: SixOptions, foes: Fighter[], where: string, ready = false, terrain: ScenarioRoom['terrain'] = []): { won: boolean; foes: string[]; coins: number; from: string } {
  const names = foes.map((f) => f.name);
  const back = orderHirelings(ctx, st, foes);
  st.fight = newFight(st, st.party.filter((id) => st.fighters[id]!.condition === 'up' && !back.has(id)), foes);
  if (ready) st.fight.ready = 'foes';
  // A scenario room's pits and obstacles (combat/terrain.ts).
  if (terrain.length) {
    st.fight.terrain = terrain.map((t) => ({ x: t.at[0], y: t.at[1], kind: t.kind }));
    if (ctx.log) note(ctx, actionSec('Move'), `The room's ground: ${st.fight.terrain.map((t) => `${TERRAIN[t.kind].name} at ${t.x},${t.y}`).join(', ')}; crossing it takes a Feat.`);
  }
  const out = runFight(ctx, st, d, o);
  st.dungeon.rounds = (st.dungeon.rounds ?? 0) + st.fight.round;
  st.fight = null;
  const slain = foes.filter((f) => f.condition === 'dead' && f.treasure > 0);
  const coins = slain.reduce((a, f) => a + f.treasure, 0);
  // Where the coins came from, for the log: each slain foe's purse (Ours: Bestiary).
  const from = slain.map((f) => `${f.treasure} carried by ${f.name}`).join(', ');
  for (const f of foes) delete st.fighters[f.id];
  if (out === 'lost') {
    for (const id of back) {
      st.fighters[id]!.condition = 'fled';
      st.story.push(`${st.fighters[id]!.name} ran off.`);
    }
    for (const f of partyOf(st)) if (f.condition === 'unconscious') {
      f.condition = 'dead';
      if (ctx.log) note(ctx, SEC.oursDungeon, `With no one left standing, the monsters finish ${f.name}.`);
    }
    st.outcome = 'dead';
    st.story.push(`The party fell in ${where}.`);
    return { won: false, foes: names, coins, from };
  }
  if (out === 'fled') {
    for (const f of partyOf(st)) if (f.condition === 'unconscious') {
      f.condition = 'dead';
      st.story.push(`${f.name} was left behind.`);
    }
    tendTheFallen(ctx, st);
    st.outcome = 'retreated';
    st.story.push(`The party fled from ${where}.`);
    return { won: false, foes: names, coins, from };
  }
  tendTheFallen(ctx, st);
  st.story.push(`${where[0]!.toUpperCase()}${where.slice(1)}: beat ${names.join(', ')}.`);
  return { won: true, foes: names, coins, from };
}

/** A room from the door in, rolled or from the scenario's `plan`: returns false when the adventure is over. */
function enterRoom(ctx: Ctx, st: GameState, d: GameData, o: SixOptions, n: number, plan: ScenarioRoom | null): boolean {
  const last = n === st.dungeon.total;
  ctx.reveal(SEC.oursDungeon, 'a room was entered');
  const door = plan ? scenarioDoor(plan.door) : lookupDice(ctx, DOOR_TABLE, rollq(ctx, 1, 6, SEC.oursDungeon, `Room ${n}: its door`), 'face');
  const room: Room = { n, door: door.kind, contents: '', foes: [], coins: 0, cleared: false };
  if (plan) room.name = plan.name;
  st.dungeon.rooms.push(room);
  if (plan && ctx.log) note(ctx, SEC.oursDungeon, `Room ${n}, ${plan.name}: the door is ${door.kind}.`);
  const opened = openDoor(ctx, st, door);
  if (opened.heard) room.heard = true;
  if (!opened.open && !last) {
    room.contents = 'never entered';
    return true;
  }
  let ids: readonly string[] = [];
  let treasure: number | 'roll' = 0;
  if (plan) {
    if (plan.text && ctx.log) note(ctx, SEC.oursDungeon, plan.text);
    ids = plan.foes;
    treasure = plan.treasure;
    room.contents = [plan.trap ? 'trap' : '', ids.length ? 'monsters' : '', treasure ? 'treasure' : ''].filter(Boolean).join(', ') || 'empty';
    if (plan.trap) {
      meetTrap(ctx, st, o, (t) => springTrap(ctx, st, o, t), plan.trap);
      tendTheFallen(ctx, st);
    }
  } else if (last) {
    ids = lookupDice(ctx, LAIR_TABLE, rollq(ctx, 1, 6, SEC.oursDungeon, 'The lair'), 'face');
    room.contents = 'the lair';
    treasure = 'roll';
  } else {
    const kind = lookupDice(ctx, ROOM_TABLE, roll3(ctx, SEC.oursDungeon, `Room ${n}: what it holds`), 'sum');
    room.contents = kind;
    if (kind === 'trap') {
      meetTrap(ctx, st, o, (t) => springTrap(ctx, st, o, t));
      tendTheFallen(ctx, st);
    }
    if (kind === 'monsters' || kind === 'guarded-treasure') ids = lookupDice(ctx, ENCOUNTER_TABLE, roll3(ctx, SEC.oursDungeon, `Room ${n}: who lives here`), 'sum');
    if (kind === 'guarded-treasure' || kind === 'treasure') treasure = 'roll';
  }
  const sources: string[] = [];
  if (ids.length && standing(st).length) {
    const out = fightFoes(ctx, st, d, o, foesFor(d, ids, n), `room ${n}`, opened.heard, plan?.terrain);
    room.foes = out.foes;
    room.coins += out.coins;
    if (out.from) sources.push(out.from);
    if (!out.won) return false;
  }
  if (standing(st).length === 0 && partyOf(st).every((f) => f.condition === 'dead')) {
    st.outcome = 'dead';
    return false;
  }
  if (treasure === 'roll') {
    const dice = roll3(ctx, SEC.oursDungeon, `Room ${n}: treasure (3d6 × 10 coins)`);
    const sum = dice.reduce((a, b) => a + b, 0);
    room.coins += sum * 10;
    sources.push(`${sum * 10} of treasure (3d6 [${dice.join(',')}] = ${sum}, × 10)`);
  } else if (treasure) {
    room.coins += treasure;
    sources.push(`${treasure} of the room's treasure`);
  }
  if (room.coins) {
    st.coins += room.coins;
    if (ctx.log) note(ctx, SEC.oursDungeon, `The party takes ${room.coins} coins: ${sources.join('; ')} (${st.coins} in all).`);
  }
  room.cleared = true;
  if (plan?.hire.length) offerFollowers(ctx, st, d, o, plan.hire);
  return true;
}

/** Between rooms (exported for its tests): go on, rest an hour, sleep the night, or leave; 'over' when wanderers ended the adventure. */
export function between(ctx: Ctx, st: GameState, d: GameData, o: SixOptions, next: number): 'on' | 'leave' | 'over' {
  const check = wanderTables(d.wandering).check;
  for (;;) {
    const opts: Option<'on' | 'rest' | 'sleep' | 'leave' | Care>[] = [option('on', `Go on to room ${next} of ${st.dungeon.total}`), option('rest', `Rest an hour (HP and SP come back at Vigor an hour${o.wandering === 'on' ? `; wanderers come on ${wanderFaces(check, false)} in 6` : ''})`)];
    if (st.dungeon.nights < MAX_NIGHTS) opts.push(option('sleep', `Sleep the night (8 hours, a Wound test each; ${o.wandering === 'on' ? `wanderers come on ${wanderFaces(check, true)} in 6; ` : ''}${counted(MAX_NIGHTS - st.dungeon.nights, 'night')} left)`));
    // Healing out of combat: a healing spell or a draught (issue 25 item 12; see out-of-combat.ts).
    opts.push(...careOptions(st, d));
    opts.push(option('leave', 'Leave the dungeon'));
    const c = ctx.ask({ who: st.player, rule: SEC.oursDungeon, kind: 'between', prompt: ctx.log ? `Room ${next - 1} is behind you. ${partyOf(st).map((f) => `${f.name} ${f.condition === 'dead' ? 'dead' : `${f.hp}/${f.maxHp} HP${f.wounds ? `, ${f.wounds} W` : ''}`}`).join('; ')}. What now?` : 'between', options: opts });
    if (c === 'on' || c === 'leave') return c;
    if (typeof c === 'object') {
      doCare(ctx, st, d, o, c);
      continue;
    }
    const night = c === 'sleep';
    const hours = night ? 8 : 1;
    if (night) st.dungeon.nights++;
    st.dungeon.hours += hours;
    const foes = o.wandering === 'on' ? wanderers(ctx, d, night, st.dungeon.hours) : null;
    if (foes) {
      // Ours: wanderers arrive halfway through the rest: the first half heals, the fight ends the rest (no Wound test that night).
      for (const f of partyOf(st)) restHours(ctx, f, Math.floor(hours / 2), o.healing);
      const out = fightFoes(ctx, st, d, o, foes, `the rest after room ${next - 1}`);
      st.coins += out.coins;
      if (out.coins && ctx.log) note(ctx, SEC.oursDungeon, `The party takes ${counted(out.coins, 'coin')} from the wanderers: ${out.from} (${st.coins} in all).`);
      if (!out.won) return 'over';
      continue;
    }
    for (const f of partyOf(st)) restHours(ctx, f, hours, o.healing);
    if (night) for (const f of partyOf(st)) woundTest(ctx, f, 'adventuring');
  }
}

/** Ours: the wandering-monster check of one rest, and who comes (null: no one). */
export function wanderers(ctx: Ctx, d: GameData, night: boolean, tag: number): Fighter[] | null {
  const t = wanderTables(d.wandering);
  if (ctx.log) logOdds(ctx, SEC.oursDungeon, `wanderers during ${night ? 'a night\'s sleep' : 'an hour\'s rest'}`, ratio(wanderFaces(t.check, night), 6));
  const check = lookupDice(ctx, t.check, rollq(ctx, 1, 6, SEC.oursDungeon, 'Wandering monsters?'), 'face');
  if (check === 'none' || (check === 'night' && !night)) {
    if (ctx.log) note(ctx, SEC.oursDungeon, 'No one disturbs the party.');
    return null;
  }
  const ids = lookupDice(ctx, t.groups, rollq(ctx, 1, 6, SEC.oursDungeon, 'Who wanders by'), 'face');
  if (ctx.log) note(ctx, SEC.oursDungeon, 'Wandering monsters interrupt the rest halfway through.');
  return foesFor(d, ids, `w${tag}`);
}

/** The faces of the check's 1d6 that bring wanderers to this rest. */
function wanderFaces(check: Table<WanderCheck>, night: boolean): number {
  let n = 0;
  for (const r of check.rows) if (r.result === 'always' || (night && r.result === 'night')) n += r.max - r.min + 1;
  return n;
}

export function playDungeon(ctx: Ctx, st: GameState, d: GameData, o: SixOptions): void {
  const sc = scenarioOf(o);
  if (!sc) offerFollowers(ctx, st, d, o, entranceOffers(st, d));
  if (ctx.log) note(ctx, SEC.oursDungeon, `The party (${partyOf(st).map((f) => f.name).join(', ')}) enters ${sc ? sc.name : 'a dungeon'} of ${st.dungeon.total} rooms.`);
  fromRooms(ctx, st, d, o);
}

/**
 * The adventure from the top of a room (where a live game may go on from:
 * the GameSystem's `resume`). The room to go to is the one after the last
 * entered: every room entered is in `st.dungeon.rooms`, so nothing but the
 * state says where the party is.
 */
export function fromRooms(ctx: Ctx, st: GameState, d: GameData, o: SixOptions): void {
  const sc = scenarioOf(o);
  for (let n = st.dungeon.rooms.length + 1; n <= st.dungeon.total; n++) {
    // A room's top (before the choice between rooms): everything the rest of the game depends on is in the state.
    ctx.checkpoint?.();
    const next = n > 1 ? between(ctx, st, d, o, n) : 'on';
    if (next === 'over') break;
    if (next === 'leave') {
      st.outcome = 'retreated';
      st.story.push(`The party left the dungeon after room ${n - 1}.`);
      break;
    }
    if (!enterRoom(ctx, st, d, o, n, sc?.rooms[n - 1] ?? null)) break;
  }
  if (st.outcome === 'playing') {
    st.outcome = 'cleared';
    st.story.push(`The party cleared all ${st.dungeon.total} rooms.`);
  }
  payHirelings(ctx, st);
  if (ctx.log) note(ctx, SEC.oursDungeon, `The adventure ends: ${st.outcome === 'cleared' ? 'the dungeon is cleared' : st.outcome === 'retreated' ? 'the party got out' : 'the whole party is dead'}, with ${st.coins} coins.`);
  st.diceRolled = ctx.chance.diceRolled;
}
