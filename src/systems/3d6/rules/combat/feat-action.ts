/**
 * The Feat action in a fight (Combat: Actions: Feat): our combat Feats
 * (tables/combat-feats.ts), offered with their odds, and carried out. A long
 * one (more than one round) is the Feat action that many rounds in a row,
 * kept as the fighter's long action; the roll comes with the last round, at
 * the difficulty things stand at then. Option ids: `feat:shove:<target>`,
 * `feat:yield:foes`.
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { pct } from '../../../../core/odds-text.ts';
import type { Option } from '../../../../core/request.ts';
import { act, type Action } from './action.ts';
import type { Ratio } from '../../../../core/odds.ts';
import { actionSec } from '../../sections.ts';
import type { Fighter, GameState } from '../../state.ts';
import { COMBAT_FEATS, type CombatFeat } from '../../tables/combat-feats.ts';
import { DIFFICULTY_WORD, type Difficulty } from '../../tables/core.ts';
import { ABILITY_WORD, feat, featOdds, featScore } from '../feats.ts';
import { advanceLong, roundsLeft } from '../long-actions.ts';
import { distance } from './grid.ts';
import { standingFoes } from './who.ts';

const RULE = actionSec('Feat');

/** Standing foes a call to yield moves when it succeeds: monsters whose tactics ever flee. */
function cowable(st: GameState, f: Fighter): Fighter[] {
  return standingFoes(st, f).filter((t) => t.kind === 'monster' && (t.tactics?.fleeAt ?? 1) < 1);
}

/** Ours: a call to yield is High while the foes hold out, Moderate once half their side is down, dead or gone, Low from three quarters. */
export function yieldDifficulty(st: GameState, f: Fighter): Difficulty {
  // Counted without lists: the bots ask it on every turn.
  let all = 0;
  let down = 0;
  for (const id of st.fight?.fighterIds ?? []) {
    const x = st.fighters[id]!;
    if (x.side === f.side) continue;
    all++;
    if (x.condition !== 'up') down++;
  }
  return down * 4 >= all * 3 ? 'low' : down * 2 >= all ? 'moderate' : 'high';
}

function combatFeatDifficulty(st: GameState, f: Fighter, cf: CombatFeat): Difficulty {
  return cf.difficulty ?? yieldDifficulty(st, f);
}

/** The chance the Feat succeeds if rolled now. */
export function combatFeatOdds(st: GameState, f: Fighter, cf: CombatFeat): Ratio {
  return featOdds(featScore(f, cf.ability), combatFeatDifficulty(st, f, cf));
}

/** "High Charm, round 1 of 2, the roll on round 2" and the odds when a person reads it. */
function featLabel(st: GameState, f: Fighter, cf: CombatFeat, what: string, target: string, withOdds: boolean): string {
  const p = f.preparing?.kind === 'feat' && f.preparing.what === cf.id && f.preparing.target === target ? f.preparing : null;
  const round = (p?.done ?? 0) + 1;
  const rounds = cf.rounds > 1 ? `: round ${round} of ${cf.rounds}, ${round < cf.rounds ? `the roll comes with round ${cf.rounds}` : 'the roll'}` : '';
  const odds = withOdds ? ` (success ${pct(combatFeatOdds(st, f, cf))}${round < cf.rounds ? ' as things stand' : ''})` : '';
  return `Feat: ${what}, ${DIFFICULTY_WORD[combatFeatDifficulty(st, f, cf)]} ${ABILITY_WORD[cf.ability]}${rounds}${odds}`;
}

/** The combat Feats a standing fighter may attempt now. */
export function combatFeatOptions(st: GameState, f: Fighter, withOdds: boolean): Option<Action>[] {
  const out: Option<Action>[] = [];
  const shove = COMBAT_FEATS.shove;
  const foes = standingFoes(st, f);
  for (const t of foes) {
    if (distance(f.pos, t.pos) === 1 && !t.prone) out.push(act(['feat', 'shove', t.id], featLabel(st, f, shove, `shove ${t.name} down`, t.id, withOdds)));
  }
  const y = COMBAT_FEATS.yield;
  // Offered whenever monsters stand against the party: who among them would ever yield is the game master's secret.
  if (f.side === 'party' && foes.some((t) => t.kind === 'monster')) out.push(act(['feat', 'yield', 'foes'], featLabel(st, f, y, 'call on the foes to yield', 'foes', withOdds)));
  return out;
}

/** One round of the Feat action: a long Feat counts the round; the last round (or a one-round Feat) rolls and takes effect. */
export function doCombatFeat(ctx: Ctx, st: GameState, f: Fighter, id: CombatFeat['id'], target: string): void {
  const cf = COMBAT_FEATS[id];
  if (cf.rounds > 1) {
    const p = advanceLong(f, { kind: 'feat', what: id, name: cf.name, target, needs: cf.rounds });
    if (roundsLeft(p) > 0) {
      if (ctx.log) note(ctx, RULE, `${f.name} spends the round on a long Feat, to ${cf.name}: round ${p.done} of ${p.needs}; the roll comes with round ${p.needs}.`);
      return;
    }
    f.preparing = null;
    if (ctx.log) note(ctx, RULE, `${f.name}'s round ${p.needs} of ${p.needs} to ${cf.name}: now the roll.`);
  }
  const difficulty = combatFeatDifficulty(st, f, cf);
  if (id === 'shove') {
    const t = st.fighters[target]!;
    if (feat(ctx, f, cf.ability, difficulty, RULE, `to shove ${t.name} down`)) {
      t.prone = true;
      if (ctx.log) note(ctx, RULE, `${t.name} is knocked down: standing costs an action.`);
    }
    return;
  }
  if (!feat(ctx, f, cf.ability, difficulty, RULE, 'to make the foes yield')) {
    if (ctx.log) note(ctx, RULE, 'The foes will not hear of it.');
    return;
  }
  const moved = cowable(st, f);
  for (const t of moved) {
    t.condition = 'fled';
    st.story.push(`${t.name} yielded to ${f.name} and left.`);
  }
  const deaf = standingFoes(st, f);
  if (ctx.log) note(ctx, RULE, `${moved.length ? `${moved.map((t) => t.name).join(', ')} yield${moved.length === 1 ? 's' : ''} and leave${moved.length === 1 ? 's' : ''} the fight` : 'No one yields'}${deaf.length ? `; ${deaf.map((t) => t.name).join(', ')} ${deaf.length === 1 ? 'pays' : 'pay'} no heed (the mindless and the fearless never yield)` : ''}.`);
}
