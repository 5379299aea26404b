/**
 * Combat: rounds of about three seconds. Each round the sides roll
 * initiative; the winner acts first, then the other. The party acts in its
 * seating order, the game master's side in the order its policy picks.
 * A stunned fighter loses its turn; a bleeding one loses 1 HP at the end of
 * each of its turns. At the end of the round the dying test again (Dying).
 * The fight ends when a side has no one standing, or has fled.
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { MECHANICS, option } from '../../../../core/request.ts';
import type { GameData } from '../../data/index.ts';
import type { SixOptions } from '../../options.ts';
import { SEC } from '../../sections.ts';
import type { Fight, Fighter, GameState, Side } from '../../state.ts';
import { randomTarget } from '../abilities.ts';
import { applyDamage, endOfRoundDying } from '../dying.ts';
import { doAction } from './actions.ts';
import { expireEffects } from './effects.ts';
import { rollInitiative } from './initiative.ts';
import { legalActions } from './options.ts';
import { inFight, standingFoes } from './who.ts';
import { dropLong } from '../long-actions.ts';

type O = Pick<SixOptions, 'dying' | 'bleeding'> & Partial<Pick<SixOptions, 'interrupt'>>;

/** Ours: after this many rounds the game master's side loses heart and flees (every fight ends). */
const MAX_ROUNDS = 40;

/** A fight on a grid: the party in a column on the left, the foes on the right. */
export function newFight(st: GameState, partyIds: readonly string[], foes: readonly Fighter[], width = 12, height = 7): Fight {
  const ids: string[] = [];
  const mid = Math.floor(height / 2);
  const rowAt = (i: number) => mid + (i % 2 ? (i + 1) >> 1 : -(i >> 1));
  partyIds.forEach((id, i) => {
    const f = st.fighters[id]!;
    f.pos = { x: i < height ? 1 : 0, y: rowAt(i % height) };
    f.effects = [];
    f.preparing = null;
    ids.push(id);
  });
  foes.forEach((f, i) => {
    f.pos = { x: width - 2 - Math.floor(i / height), y: rowAt(i % height) };
    st.fighters[f.id] = f;
    ids.push(f.id);
  });
  return { width, height, round: 0, turns: { party: 0, foes: 0 }, acting: null, actor: null, luckPick: null, fighterIds: ids, outcome: 'on' };
}

function sideUp(st: GameState, side: Side): Fighter[] {
  return inFight(st).filter((f) => f.side === side && f.condition === 'up');
}

/** Whether anyone of `side` still stands (asked before every turn: no list built). */
function anyUp(st: GameState, side: Side): boolean {
  for (const id of st.fight!.fighterIds) {
    const f = st.fighters[id]!;
    if (f.side === side && f.condition === 'up') return true;
  }
  return false;
}

/** The fight's outcome so far: won when no foe stands, lost when no one of the party stands, fled when they all left. */
function checkEnd(st: GameState): Fight['outcome'] {
  const fight = st.fight!;
  if (!anyUp(st, 'foes')) return 'won';
  if (!anyUp(st, 'party')) return inFight(st).some((f) => f.side === 'party' && f.condition === 'fled') ? 'fled' : 'lost';
  return fight.outcome;
}

/** One fighter's turn: a lost turn when stunned (which breaks a long action: its rounds must come in a row), else one action; bleeding at its end. */
export function fighterTurn(ctx: Ctx, st: GameState, d: GameData, f: Fighter, o: O): void {
  const fight = st.fight!;
  if (f.condition === 'up') {
    if (f.stunned > 0) {
      f.stunned--;
      const asleep = f.asleep;
      if (f.stunned === 0 && f.asleep) f.asleep = false;
      // The cause is read before this turn ends the sleep: a sleeper's last lost turn is the spell's, not a critical's.
      if (ctx.log) note(ctx, asleep ? SEC.oursSpells : SEC.critical, asleep ? `${f.name} sleeps and loses this turn${f.asleep ? '' : '; the sleep ends with it'}.` : `${f.name} is stunned and loses this turn.`);
      dropLong(ctx, f, asleep ? 'sleeps through a turn' : 'loses a turn');
    } else {
      fight.actor = f.id;
      if (f.thrown.length === f.weapons.length) {
        f.thrown = [];
        if (ctx.log) note(ctx, SEC.oursWeapons, `${f.name} has thrown every weapon and picks one back up.`);
      }
      const opts = legalActions(st, d, f, ctx.log !== null && f.side === 'party');
      if (f.tactics?.focus === 'random') {
        const foes = standingFoes(st, f);
        fight.luckPick = foes.length > 1 ? randomTarget(ctx, foes, `as ${f.name}'s target`).id : null;
      }
      const pc = f.side === 'party';
      const a = ctx.ask({ who: pc ? st.player : MECHANICS, rule: SEC.actions, kind: 'action', prompt: ctx.log ? `${f.name}'s turn (HP ${f.hp}/${f.maxHp}${f.maxSp ? `, SP ${f.sp}/${f.maxSp}` : ''}, at ${f.pos.x},${f.pos.y}): what ${pc ? 'do they' : 'does it'} do?` : 'action', options: opts });
      doAction(ctx, st, d, f, a, o);
      fight.actor = null;
      fight.luckPick = null;
    }
  }
  if (f.bleeding > 0 && f.condition !== 'dead' && f.condition !== 'fled') {
    f.bleeding--;
    if (ctx.log) note(ctx, SEC.critical, `${f.name} bleeds (${f.bleeding} more turn${f.bleeding === 1 ? '' : 's'}).`);
    applyDamage(ctx, st, f, 1, SEC.critical, o);
  }
}

/** One side's turn: its fighters act (the party in seating order, the game master's side in its policy's order); effects ending with this turn end. */
export function sideTurn(ctx: Ctx, st: GameState, d: GameData, side: Side, o: O): void {
  const fight = st.fight!;
  const n = ++fight.turns[side];
  fight.acting = side;
  const ids = inFight(st).filter((f) => f.side === side).map((f) => f.id);
  if (side === 'party') {
    for (const id of st.party) {
      if (checkEnd(st) !== 'on') break;
      if (ids.includes(id)) fighterTurn(ctx, st, d, st.fighters[id]!, o);
    }
  } else {
    // The game master's side acts in the order its policy picks: one at a time, from those who have not acted
    // and still stand (Combat: Initiative, "in the order required by the GM"; the slain and the fled are not asked about).
    let left = ids.slice();
    for (;;) {
      left = left.filter((x) => st.fighters[x]!.condition === 'up');
      if (!left.length || checkEnd(st) !== 'on') break;
      const id = left.length === 1 ? left[0]! : ctx.ask({ who: MECHANICS, rule: SEC.combat, kind: 'foe-order', prompt: ctx.log ? "Who of the game master's side acts next?" : 'foe-order', options: left.map((x) => option(x, st.fighters[x]!.name)) });
      left.splice(left.indexOf(id), 1);
      fighterTurn(ctx, st, d, st.fighters[id]!, o);
    }
  }
  expireEffects(inFight(st), side, n);
  fight.acting = null;
}

/** Plays a fight to its end; returns how it ended. */
export function runFight(ctx: Ctx, st: GameState, d: GameData, o: O): Fight['outcome'] {
  const fight = st.fight!;
  while ((fight.outcome = checkEnd(st)) === 'on') {
    fight.round++;
    if (ctx.log) note(ctx, SEC.combat, `Round ${fight.round}.`);
    if (fight.round > MAX_ROUNDS) {
      for (const f of sideUp(st, 'foes')) f.condition = 'fled';
      if (ctx.log) note(ctx, SEC.oursTactics, `After ${MAX_ROUNDS} rounds the game master's side loses heart and flees.`);
      break;
    }
    let firstSide: Side;
    if (fight.round === 1 && fight.ready) {
      firstSide = fight.ready;
      if (ctx.log) note(ctx, SEC.oursDungeon, `${fight.ready === 'foes' ? "The game master's side was" : 'The party was'} ready and waiting: it acts first this round, no initiative roll.`);
    } else firstSide = rollInitiative(ctx, sideUp(st, 'party')[0]!.name);
    for (const side of firstSide === 'party' ? (['party', 'foes'] as const) : (['foes', 'party'] as const)) {
      if (checkEnd(st) !== 'on') break;
      sideTurn(ctx, st, d, side, o);
    }
    endOfRoundDying(ctx, st, inFight(st), o);
  }
  fight.outcome = checkEnd(st) === 'on' ? 'won' : checkEnd(st);
  if (ctx.log) note(ctx, SEC.combat, `The fight is ${fight.outcome === 'won' ? 'won' : fight.outcome === 'lost' ? 'lost' : 'over: the party fled'} after ${fight.round} round${fight.round === 1 ? '' : 's'}.`);
  return fight.outcome;
}

