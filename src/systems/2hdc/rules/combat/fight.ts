/**
 * The whole fight on the Battle Board (21.0–26.1): placing, potions, the
 * Charge into Melee Test, then the sides act in turn, each action followed
 * by both sides' Crisis Tests, until one side has nobody up or the band
 * flees. Then Out of the Fight losers are dispatched or captured (23.7) and
 * their belongings are left as loot.
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { noCoins, playerOf, type Character, type Coins, type Weapon } from '../../state.ts';
import { COMBAT_DEFAULTS, type CombatOptions } from './options.ts';
import { leaderOf } from '../characters/adventure.ts';
import type { BattleResult, BattleSetup, BoardFighter, BoardView } from '../api-types.ts';
import { markFor, newFighter, up, whoFor, type Fighter, type FightState } from './fighter.ts';
import { adjacent, place } from './board.ts';
import { chargeTest } from './charge.ts';
import { crisisTest, noteCrisis, type Tester } from './crisis.ts';
import { CAPTURE_OPTIONS, FIGHT_FIRST, FLEE_FIRST, FightRequest } from './requests.ts';
import { duckBack, flee } from './shooting.ts';
import { sideActs } from './actions.ts';
import { meleeDamage, meleeRound } from './melee.ts';
import { killCoin } from './damage.ts';
import { drinkPotions } from '../magic/potions.ts';
import { meleeMods } from './melee-mods.ts';
import { releaseFallen } from './wounded.ts';
import { sortSmall } from '../../speed/sort.ts';

/** 25.0: carried off the Battle Board by a carrier who fled (20.3, 26.0). */
function carriedAway(st: FightState, f: Fighter): boolean {
  return f.carriedBy >= 0 && st.fighters[f.carriedBy]!.c.status === 'fled';
}

const MAX_TURNS = 60;

/** Someone of `side` is still up (the fight goes on while both sides have someone). */
function anyUp(st: FightState, side: 0 | 1): boolean {
  for (const f of st.fighters) if (f.side === side && up(f)) return true;
  return false;
}

function upCount(st: FightState, side: 0 | 1): number {
  let n = 0;
  for (const f of st.fighters) if (f.side === side && up(f)) n++;
  return n;
}

/** 19.0: both sides test for Man Down and Received Fire after an action. */
function crisisTests(ctx: Ctx, st: FightState): void {
  for (let s = 0; s < 2; s++) {
    const side = s === 0 ? 0 : 1;
    let manDown = false;
    let fire = false;
    for (const f of st.fighters) {
      if (f.side !== side) continue;
      if (f.downed) manDown = true;
      if (f.receivedFire) fire = true;
      f.downed = false;
      f.receivedFire = false;
    }
    if (!manDown && !fire) continue;
    const group: Fighter[] = [];
    for (const f of st.fighters) if (f.side === side && up(f)) group.push(f);
    if (group.length === 0) continue;
    const mine = group.length;
    const theirs = upCount(st, side === 0 ? 1 : 0);
    const reason = manDown && fire ? 'both' : manDown ? 'man-down' : 'received-fire';
    const leader = st.leaders[side];
    const testers: Tester[] = [];
    for (const f of group) testers.push({ c: f.c, reason, facing3to1: theirs >= 3 * mine, courage: f.courage, who: whoFor(st, f) });
    const results = crisisTest(ctx, testers, leader !== undefined && up(leader));
    for (let i = 0; i < group.length; i++) {
      const f = group[i]!;
      const r = results[i]!;
      noteCrisis(ctx, f.c, r);
      if (r === 'duck-back') duckBack(ctx, st, f, '20.2');
      else if (r === 'flee') flee(ctx, f, '20.3');
    }
  }
}

/**
 * 26.0: the band breaks off: fighters carry wounded friends (25.0), drop half
 * their kill coins (the adventure drops half of the band's treasure they
 * hold, adventure/dropped.ts); Paladins fight one more round (9.0.3). Those
 * who flee are added to `fleeing`.
 */
export function bandFlees(ctx: Ctx, st: FightState, dropped: Coins, fleeing: Character[] = []): void {
  note(ctx, '26.0', 'The band flees the Battle Board');
  const band = st.fighters.filter((f) => f.side === 0);
  for (const f of band) {
    if (!up(f)) continue;
    if (f.c.attributes.includes('Martyr')) {
      const foe = st.fighters.find((o) => o.side === 1 && up(o) && adjacent(f, o)) ?? st.fighters.find((o) => o.side === 1 && up(o));
      if (foe) {
        if (ctx.log) note(ctx, '9.0.3', `${f.c.name} stays for one more round of melee`);
        const diff = meleeRound(ctx, st, f, foe);
        meleeDamage(ctx, st, diff > 0 ? f : foe, diff > 0 ? foe : f, Math.abs(diff));
        f.meleeLoss = 0;
        foe.meleeLoss = 0;
        if (!up(f)) continue;
      }
    }
    const lost = { bronze: 0, silver: 0, gold: 0 };
    for (const k of ['bronze', 'silver', 'gold'] as const) {
      const half = Math.floor(f.c.coins[k] / 2);
      f.c.coins[k] -= half;
      dropped[k] += half;
      lost[k] = half;
    }
    if (ctx.log && lost.bronze + lost.silver + lost.gold > 0) note(ctx, '26.0', `${f.c.name} drops half his kill coins (42.1.2, rounded down): ${lost.bronze} bronze, ${lost.silver} silver and ${lost.gold} gold`);
    const wounded = f.carrying === null ? band.find((o) => o.c.status === 'out-of-the-fight' && o.carriedBy < 0) : undefined;
    if (wounded) {
      wounded.carriedBy = st.fighters.indexOf(f);
      f.carrying = wounded;
      if (ctx.log) note(ctx, '25.0', `${f.c.name} carries ${wounded.c.name} away`);
    }
    flee(ctx, f, '26.0');
    fleeing.push(f.c);
  }
}

function bandWantsToFlee(ctx: Ctx, st: FightState, mayFlee: boolean): boolean {
  if (!mayFlee) return false;
  const mine = upCount(st, 0);
  const theirs = upCount(st, 1);
  // The first option is the sensible one for a bot: flee when outnumbered 3:1 or more.
  const opts = theirs >= 3 * mine ? FLEE_FIRST : FIGHT_FIRST;
  return ctx.ask(new FightRequest(st.who, '26.0', 'flee', opts, 'Fight on or flee? (still up: % of yours, # of theirs)', mine, theirs)) === 'flee';
}

function addCoins(to: Coins, from: Coins): void {
  to.bronze += from.bronze;
  to.silver += from.silver;
  to.gold += from.gold;
}

/** The live Battle Board (api.ts BoardView) for the fighters in board order: marks A, B... for the band, a, b... for the enemies. */
function newBoard(st: FightState, place: 'corridor' | 'room'): BoardView {
  const fighters: BoardFighter[] = [];
  // Each side's fighters counted in board order as they come (markOf counts again for each).
  const counts = [0, 0];
  for (const f of st.fighters) {
    const mark = markFor(f.side, counts[f.side]!++);
    fighters.push({ mark, name: f.c.name, side: f.side === 0 ? 'band' : 'enemies', star: f.c.star, rep: 0, status: f.c.status, x: -1, y: -1, weapon: null, carrying: null });
  }
  const b: BoardView = { place, width: st.width, length: st.length, turn: 0, active: 'band', fighters };
  refreshBoard(b, st);
  return b;
}

/** A copy of the board as it stands, for the log (the live one changes in place). */
function copyBoard(b: BoardView): BoardView {
  return { ...b, fighters: b.fighters.map((f) => ({ ...f })) };
}

/** Copies the fighters' squares, Rep, status, weapon in use (32.3) and friend carried (25.0) into the board, in place. */
function refreshBoard(b: BoardView, st: FightState): void {
  const fs = st.fighters;
  for (let i = 0; i < fs.length; i++) {
    const f = fs[i]!;
    const v = b.fighters[i]!;
    v.rep = f.c.rep;
    v.status = f.c.status;
    v.x = f.x;
    v.y = f.y;
    v.weapon = f.hand ?? f.c.weapons[0] ?? null;
    v.carrying = f.carrying === null ? null : b.fighters[fs.indexOf(f.carrying)]!.mark;
  }
}

/**
 * 14.0/33.0 same side: the player deciding for the band is the Leader's
 * player while a Star of his is up, else the player of the highest Rep Star
 * still up (ruling: a player whose Star is down does not decide for the others).
 */
function bandDecider(st: FightState, first: string): string {
  let best: Fighter | undefined;
  for (const f of st.fighters) {
    if (f.side !== 0 || !f.c.star || !f.c.owner || !up(f)) continue;
    if (playerOf(f.c.owner) === first) return first;
    if (!best || f.c.rep > best.c.rep) best = f;
  }
  return best ? playerOf(best.c.owner!) : first;
}

/** Whether the band's Stars belong to more than one player. */
function severalPlayers(st: FightState): boolean {
  let one: string | undefined;
  for (const f of st.fighters) {
    if (f.side !== 0 || !f.c.star || !f.c.owner) continue;
    if (one === undefined) one = f.c.owner;
    else if (f.c.owner !== one) return true;
  }
  return false;
}

/** The ruling options, the defaults where the setup gives none: `{ ...COMBAT_DEFAULTS, ...given }` field by field (the spread of two objects cost more than the rest of a fight's setup). */
function optionsOf(o: Partial<CombatOptions> | undefined): CombatOptions {
  const d = COMBAT_DEFAULTS;
  if (o === undefined) return { chargeBonus: d.chargeBonus, duty: d.duty, shieldInMelee: d.shieldInMelee, castingLoss: d.castingLoss, defendVsDamage: d.defendVsDamage };
  return {
    chargeBonus: o.chargeBonus ?? d.chargeBonus,
    duty: o.duty ?? d.duty,
    shieldInMelee: o.shieldInMelee ?? d.shieldInMelee,
    castingLoss: o.castingLoss ?? d.castingLoss,
    defendVsDamage: o.defendVsDamage ?? d.defendVsDamage,
  };
}

/**
 * The fight. The live board (battle.live) is refreshed at the start of each
 * turn and when the fight pauses for a player's decision or a physical die
 * (the engine unwinds through here, and the view is shown then): nothing is
 * paid on each decision a bot or a recorded answer gives.
 */
export function fight(ctx: Ctx, battle: BattleSetup): BattleResult {
  const opts = optionsOf(battle.options);
  const fighters: Fighter[] = [];
  for (const c of battle.band) if (c.status === 'carry-on' || c.status === 'duck-back') fighters.push(newFighter(c, 0));
  for (const c of battle.enemies) if (c.status === 'carry-on' || c.status === 'duck-back') fighters.push(newFighter(c, 1));
  for (const f of fighters) f.c.status = 'carry-on';
  const st: FightState = { fighters, width: battle.place === 'room' ? 4 : 2, length: 6, opts, chargeWinner: 0, activeSide: 0, firstAction: true, leaders: [undefined, undefined], who: battle.who };
  // 18.4: the live Battle Board, for the view (battle.live) and the log.
  const board = battle.live || ctx.log ? newBoard(st, battle.place) : null;
  if (battle.live) battle.live.board = board;
  try {
    const r = fightOn(ctx, st, battle, board);
    if (battle.live) battle.live.board = null;
    return r;
  } catch (e) {
    if (board) refreshBoard(board, st);
    throw e;
  }
}

function fightOn(ctx: Ctx, st: FightState, battle: BattleSetup, board: BoardView | null): BattleResult {
  const { fighters, opts } = st;
  const result: BattleResult = { winner: 'none', bandFled: false, fled: [], enemiesFled: [], dispatched: [], captured: [], bandCaptured: [], loot: { coins: noCoins(), items: [], magic: [] }, dropped: noCoins(), fledByChoice: [], turns: 0 };

  for (let s = 0; s < 2; s++) {
    const side = s === 0 ? 0 : 1;
    const group: Fighter[] = [];
    const chars: Character[] = [];
    for (const f of fighters) {
      if (f.side !== side) continue;
      group.push(f);
      chars.push(f.c);
    }
    const leaderC = leaderOf(chars);
    const leader = group.find((f) => f.c === leaderC);
    st.leaders[side] = leader;
    sortSmall(group, (a, b) => (a === leader ? -1 : b === leader ? 1 : b.c.rep - a.c.rep));
    place(st, side, group);
  }
  if (board) refreshBoard(board, st);
  if (ctx.log) note(ctx, '21.1', `Battle Board (${battle.place}): ${fighters.filter((f) => f.side === 0).length} of the band against ${fighters.filter((f) => f.side === 1).length}`);
  drinkPotions(ctx, st, 0);
  drinkPotions(ctx, st, 1);
  // The melee modifiers that hold for the whole fight, once (melee-mods.ts).
  for (const f of fighters) f.mods = meleeMods(f);

  const [l0, l1] = st.leaders;
  if (l0 && l1) {
    const n0 = upCount(st, 0);
    const n1 = upCount(st, 1);
    st.chargeWinner = chargeTest(
      ctx,
      { leader: l0, active: battle.active === 'band', fleeing: battle.bandFleeing ?? false, outnumber: n0 >= 2 * n1 },
      { leader: l1, active: battle.active === 'enemies', fleeing: battle.enemiesFleeing ?? false, outnumber: n1 >= 2 * n0 },
      opts.duty,
    );
    if (ctx.log) note(ctx, '21.3', `${st.chargeWinner === 0 ? 'The band' : 'The enemies'} act first`);
  }

  let side: 0 | 1 = st.chargeWinner;
  const several = severalPlayers(st);
  if (board) board.active = side === 0 ? 'band' : 'enemies';
  let bandFled = false;
  const dropped = noCoins();
  for (let turn = 0; turn < MAX_TURNS && anyUp(st, 0) && anyUp(st, 1); turn++) {
    st.firstAction = turn === 0;
    if (several) st.who = bandDecider(st, battle.who);
    if (board) {
      board.turn = turn + 1;
      board.active = side === 0 ? 'band' : 'enemies';
      refreshBoard(board, st);
      // The board as data: the view draws it (view/board-text.ts), the rules only say whose turn it is.
      if (ctx.log) note(ctx, '18.4', `Battle Board, turn ${board.turn}: ${board.active === 'band' ? 'the band acts' : 'the enemies act'}`, { board: copyBoard(board) });
    }
    if (side === 0 && turn > 0 && bandWantsToFlee(ctx, st, battle.mayFlee ?? true)) {
      bandFlees(ctx, st, dropped, result.fledByChoice);
      bandFled = true;
      break;
    }
    sideActs(ctx, st, side);
    crisisTests(ctx, st);
    result.turns = turn + 1;
    side = side === 0 ? 1 : 0;
  }
  if (several) st.who = bandDecider(st, battle.who);
  return finish(ctx, st, battle, result, bandFled, dropped);
}

/**
 * 42.1.2 (ruling): who dispatches an enemy left Out of the Fight after the
 * fight: the band member who put him there if he is still up, else the
 * highest Rep band member up (board order on ties).
 */
function dispatcher(st: FightState, victim: Fighter): Fighter | null {
  const by = victim.downedBy;
  if (by && by.side === 0 && up(by)) return by;
  let best: Fighter | null = null;
  for (const f of st.fighters) if (f.side === 0 && up(f) && (!best || f.c.rep > best.c.rep)) best = f;
  return best;
}

/** Someone of the band fled the board (20.3, 26.0). */
function anyFled(st: FightState): boolean {
  for (const f of st.fighters) if (f.side === 0 && f.c.status === 'fled') return true;
  return false;
}

/** 23.7/26.0: who holds the board, what happens to the wounded left on it, and the loot. */
function finish(ctx: Ctx, st: FightState, battle: BattleSetup, result: BattleResult, bandFled: boolean, dropped: Coins): BattleResult {
  releaseFallen(ctx, st);
  const band0 = upCount(st, 0);
  const enemies0 = upCount(st, 1);
  result.winner = band0 > 0 && enemies0 === 0 ? 'band' : enemies0 > 0 && band0 === 0 ? 'enemies' : 'none';
  result.bandFled = bandFled || (band0 === 0 && anyFled(st));
  for (const f of st.fighters) {
    if (f.c.status === 'fled' || carriedAway(st, f)) (f.side === 0 ? result.fled : result.enemiesFled).push(f.c);
    f.dazzled = false;
    if (st.opts.castingLoss === 'fight' && f.c.castingLoss > 0) {
      f.c.rep += f.c.castingLoss;
      f.c.castingLoss = 0;
    }
  }
  if (result.winner === 'band') {
    let capacity = 0;
    for (const f of st.fighters) if (f.side === 0 && up(f)) capacity += f.c.rep;
    // The enemies left Out of the Fight on the board (deciding for one changes nobody else's standing).
    for (const f of st.fighters) {
      if (f.side !== 1 || f.c.status !== 'out-of-the-fight' || carriedAway(st, f)) continue;
      const a = capacity > 0 ? ctx.ask(new FightRequest(st.who, '23.7', 'capture', CAPTURE_OPTIONS, 'Dispatch or capture %?', f.c.name)) : 'dispatch';
      if (a === 'capture') {
        capacity--;
        f.c.status = 'captured';
        result.captured.push(f.c);
      } else f.c.status = 'obviously-dead';
      if (ctx.log) note(ctx, '23.7', `${f.c.name} is ${a === 'capture' ? 'captured' : 'dispatched'}`);
      if (a !== 'capture') killCoin(ctx, dispatcher(st, f), f);
    }
    for (const f of st.fighters) {
      if (f.side !== 1 || (f.c.status !== 'obviously-dead' && f.c.status !== 'captured')) continue;
      if (f.c.status === 'obviously-dead') result.dispatched.push(f.c);
      addCoins(result.loot.coins, f.c.coins);
      f.c.coins = noCoins();
      result.loot.items.push(...f.c.items);
      result.loot.magic.push(...f.c.magic);
      f.c.items = [];
      f.c.magic = [];
    }
    for (const f of st.fighters) if (f.side === 0 && f.c.axeThrown) { f.c.weapons = (['A'] as Weapon[]).concat(f.c.weapons); f.c.axeThrown = false; }
  } else {
    for (const f of st.fighters) {
      if (f.side !== 0 || f.c.status !== 'out-of-the-fight' || carriedAway(st, f)) continue;
      if (result.winner === 'enemies' || bandFled) {
        const a = ctx.ask(new FightRequest('mechanics', '23.7', 'capture', CAPTURE_OPTIONS, 'Dispatch or capture %?', f.c.name));
        f.c.status = a === 'capture' ? 'captured' : 'obviously-dead';
        if (a === 'capture') result.bandCaptured.push(f.c);
        if (ctx.log) note(ctx, '23.7', `${f.c.name} is ${a === 'capture' ? 'captured' : 'dispatched'} by the enemy`);
      }
    }
    // 26.0: what the fleeing band dropped stays on the tile the enemy holds: it is not the band's loot.
    addCoins(result.dropped, dropped);
    for (const f of st.fighters) if (f.side === 0 && f.c.axeThrown) f.c.axeThrown = false; // lost (23.1)
  }
  for (const f of st.fighters) {
    // Off the board, listed in fled; a friend carried away stays Out of the Fight (25.0).
    if (f.c.status === 'fled' || f.c.status === 'duck-back') f.c.status = 'carry-on';
  }
  if (ctx.log) note(ctx, '26.0', `Battle over: ${result.winner === 'band' ? 'the band holds the Battle Board' : result.winner === 'enemies' ? 'the enemies hold the Battle Board' : 'nobody holds the Battle Board'}`);
  return result;
}

export type { Character };
