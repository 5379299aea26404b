/**
 * The odds on the Mage's options (request.ts `Odds`), from the cards the
 * player has not seen: the battle pool and the face-down mana cards, whose
 * faces the player cannot tell apart, so any unseen card is as likely as any
 * other to be the next one turned over or drawn (after a reshuffle this is an
 * estimate: a player who counted the discards knows the new pool). Exact
 * fractions; built only when the log is on (a person is playing).
 */
import { ratio, type Ratio } from '../../../core/odds.ts';
import { pct } from '../../../core/odds-text.ts';
import { option, type Odds, type Option } from '../../../core/request.ts';
import { toNumber } from '../../../core/odds.ts';
import { FACE_OF, RED_OF } from './deck.ts';
import type { CardsOptions } from '../options.ts';
import type { CardsState } from '../state.ts';

interface Unseen {
  n: number;
  red: number;
  /** By face value 1..13: how many unseen cards, and how many of them red. */
  byValue: number[];
  redByValue: number[];
}

function unseen(st: CardsState): Unseen {
  const u: Unseen = { n: 0, red: 0, byValue: new Array(14).fill(0), redByValue: new Array(14).fill(0) };
  for (const pile of [st.pool, st.mana]) {
    for (const c of pile) {
      u.n++;
      u.byValue[FACE_OF[c]!]++;
      if (RED_OF[c]) {
        u.red++;
        u.redByValue[FACE_OF[c]!]++;
      }
    }
  }
  return u;
}

function odds(r: Ratio, of: string, text: string): Odds {
  return { chance: toNumber(r), of, text };
}

/** Two different unseen cards of one colour: the attack card and the monster's evasion card. */
function sameColour(u: Unseen): Ratio {
  const b = u.n - u.red;
  return ratio(u.red * (u.red - 1) + b * (b - 1), u.n * (u.n - 1));
}

/** An attack spell (a mana card turned over) hits, and kills the monster: its face value at least the monster's HP. */
export function spellOdds(st: CardsState, o: CardsOptions): Odds | null {
  const u = unseen(st);
  if (u.n < 2) return null;
  const hp = st.monsterHp;
  let kills = 0;
  let strong = 0;
  for (let v = Math.max(1, hp); v <= 13; v++) {
    const red = u.redByValue[v]!;
    const black = u.byValue[v]! - red;
    strong += red + black;
    // The evasion card is another unseen card of the same colour.
    kills += red * (u.red - 1) + black * (u.n - u.red - 1);
  }
  if (!o.spellsCanMiss) {
    const k = ratio(strong, u.n);
    return odds(ratio(1, 1), 'hits', `always hits (spells cannot be evaded); kills the monster (${hp} HP) ${pct(k)}`);
  }
  const hit = sameColour(u);
  const k = ratio(kills, u.n * (u.n - 1));
  return odds(hit, 'hits', `hits ${pct(hit)} (the evasion card the same colour); kills the monster (${hp} HP) ${pct(k)}`);
}

/** A Mage's melee: a drawn card for its colour and the monster's evasion card; 1 damage. */
export function meleeOdds(st: CardsState): Odds | null {
  const u = unseen(st);
  if (u.n < 2 || st.pool.length < 2) return null;
  const hit = sameColour(u);
  return odds(hit, 'hits', `hits ${pct(hit)} for 1 damage${st.monsterHp <= 1 ? ', which kills the monster' : ''}`);
}

/** A shield spell: the mana card turned over absorbs its face value; the chance it takes the whole hit. */
export function shieldOdds(st: CardsState, dmg: number): Odds | null {
  const u = unseen(st);
  if (u.n < 1) return null;
  let enough = 0;
  for (let v = Math.max(1, dmg); v <= 13; v++) enough += u.byValue[v]!;
  const r = ratio(enough, u.n);
  return odds(r, 'absorbs the whole hit', `absorbs all ${dmg} damage ${pct(r)}`);
}

/** A list of options with the odds of the spell and melee ones added (the same ids and labels). */
export function withOdds(opts: readonly Option<string>[], oddsOf: (id: string) => Odds | null): readonly Option<string>[] {
  return opts.map((x) => {
    const o = oddsOf(x.id);
    return o ? option(x.id, x.label, o) : x;
  });
}
