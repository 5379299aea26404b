/**
 * The bot's sense of danger: the chance of dying in a fight against a monster
 * of each value, worked out exactly for a simplified fight (every drawn card
 * equally likely to be any value 1-13, every attack hitting half the time,
 * either side first half the time) by a small dynamic programme over the two
 * sides' HP. The programme runs ahead of time (`npm run gen:risk` writes
 * risk-data.ts; a test checks the file against it), so a game only reads.
 *
 * The fight follows the book (Battles 2): a Warrior's hit loses the shield's
 * absorption, a Mage attacks with a spell while it has mana and the monster
 * more than 1 HP (else melees for 1), and shields a hit of 4 or more or any
 * deadly hit, as the bot does. Normal difficulty caps a hit at the monster's
 * value (ruling R6). Mana regeneration is left out (the estimate is careful).
 */

import { MAGE_DEATH_HARDCORE, MAGE_DEATH_NORMAL, WARRIOR_DEATH } from './risk-data.ts';

/** Card values 1..13, each equally likely in the model. */
const V = 13;
/** A Warrior's HP are at most 13; a Mage's at most 7 (half a king, rounded up). */
const WARRIOR_HP = 13;
const MAGE_HP = 7;
/** A Mage shields a hit this large, or any deadly hit (the bot's rule, policies.ts). */
export const SHIELD_FROM = 4;

/**
 * Warrior: DIE[(m - 1) * 14 + hp] is the chance that a Warrior with `hp` HP
 * (1..13) whose shield absorbs `absorb` dies fighting a fresh monster of value m.
 */
export function warriorTable(absorb: number, hardcore: boolean): Float64Array {
  const out = new Float64Array(V * (WARRIOR_HP + 1));
  // pm[h][k], pp[h][k]: death chance with the monster (pm) or the Warrior (pp) to act, h HP against k monster HP.
  const W = WARRIOR_HP + 1;
  for (let m = 1; m <= V; m++) {
    const pm = new Float64Array(W * (m + 1));
    const pp = new Float64Array(W * (m + 1));
    for (let k = 1; k <= m; k++) {
      for (let h = 1; h <= WARRIOR_HP; h++) {
        // The Warrior's hit: any value a takes a off the monster; a value reaching 0 ends the fight (death chance 0).
        let a = 0;
        for (let v = 1; v < k; v++) a += pm[h * (m + 1) + k - v]!;
        a /= V;
        // The monster's hit: damage d(v) after the cap and the shield; no damage leaves h as it is.
        let zero = 0;
        let b = 0;
        for (let v = 1; v <= V; v++) {
          const d = Math.max(0, (hardcore ? v : Math.min(v, m)) - absorb);
          if (d === 0) zero++;
          else b += d >= h ? 1 : pp[(h - d) * (m + 1) + k]!;
        }
        b /= V;
        const c = (1 + zero / V) / 2;
        const mon = (c * a + b) / 2 / (1 - c / 2);
        pm[h * (m + 1) + k] = mon;
        pp[h * (m + 1) + k] = (mon + a) / 2;
      }
    }
    for (let h = 1; h <= WARRIOR_HP; h++) out[(m - 1) * W + h] = (pm[h * (m + 1) + m]! + pp[h * (m + 1) + m]!) / 2;
  }
  return out;
}

/**
 * Mage: DIE[((m - 1) * 14 + mana) * 8 + hp] is the chance that a Mage with
 * `hp` HP (1..7) and `mana` cards (0..13) dies fighting a fresh monster of value m.
 */
export function mageTable(hardcore: boolean): Float64Array {
  const H = MAGE_HP + 1;
  const J = V + 1;
  const out = new Float64Array(V * J * H);
  for (let m = 1; m <= V; m++) {
    const K = m + 1;
    // index (j * K + k) * H + h
    const pm = new Float64Array(J * K * H);
    const pp = new Float64Array(J * K * H);
    const at = (j: number, k: number, h: number): number => (j * K + k) * H + h;
    for (let j = 0; j <= V; j++) {
      for (let k = 1; k <= m; k++) {
        for (let h = 1; h <= MAGE_HP; h++) {
          // The monster's hit, then perhaps a shield spell: x is the death chance after a hit, averaged over its value.
          let x = 0;
          for (let v = 1; v <= V; v++) {
            const d = hardcore ? v : Math.min(v, m);
            if (j > 0 && (d >= SHIELD_FROM || d >= h)) {
              // The shield card s absorbs up to s: d - s is left when s < d.
              let y = (V - d + 1) * pp[at(j - 1, k, h)]!;
              for (let s = 1; s < d; s++) y += d - s >= h ? 1 : pp[at(j - 1, k, h - d + s)]!;
              x += y / V;
            } else x += d >= h ? 1 : pp[at(j, k, h - d)]!;
          }
          x /= V;
          if (j > 0 && k > 1) {
            // Attack spell: the card is spent whether or not it hits.
            let y = 0;
            for (let v = 1; v < k; v++) y += pm[at(j - 1, k - v, h)]!;
            const p = (pm[at(j - 1, k, h)]! + y / V) / 2;
            pp[at(j, k, h)] = p;
            pm[at(j, k, h)] = (p + x) / 2;
          } else {
            // Melee for 1: a miss hands the turn back, so solve the two together.
            const y = k > 1 ? pm[at(j, k - 1, h)]! : 0;
            const mon = (y / 2 + x) / 2 / (1 - 1 / 4);
            pm[at(j, k, h)] = mon;
            pp[at(j, k, h)] = (mon + y) / 2;
          }
        }
      }
    }
    for (let j = 0; j <= V; j++) for (let h = 1; h <= MAGE_HP; h++) out[((m - 1) * J + j) * H + h] = (pm[at(j, m, h)]! + pp[at(j, m, h)]!) / 2;
  }
  return out;
}

/** Chances are stored in ten-thousandths (risk-data.ts). */
const RISK_SCALE = 10000;

/**
 * Fills row[m] (m = 1..13) with the chance of dying against a monster of value m:
 * for a Warrior `gear` is the shield's absorption, for a Mage the mana cards held.
 * Reads the tables computed ahead (risk-data.ts), so a game pays nothing to build them.
 */
export function deathRow(mage: boolean, hardcore: boolean, hp: number, gear: number, row: Float64Array): Float64Array {
  if (mage) {
    const t = hardcore ? MAGE_DEATH_HARDCORE : MAGE_DEATH_NORMAL;
    const first = Math.min(gear, V) * MAGE_HP + Math.min(hp, MAGE_HP) - 1;
    const stride = (V + 1) * MAGE_HP;
    for (let m = 1; m <= V; m++) row[m] = t[first + (m - 1) * stride]! / RISK_SCALE;
  } else {
    const t = WARRIOR_DEATH[Math.min(gear, MAX_ABSORB) * 2 + (hardcore ? 1 : 0)]!;
    const first = Math.min(hp, WARRIOR_HP) - 1;
    for (let m = 1; m <= V; m++) row[m] = t[first + (m - 1) * WARRIOR_HP]! / RISK_SCALE;
  }
  return row;
}

/** The largest shield absorption: half a king. */
const MAX_ABSORB = 6;

/**
 * The tables in the compact layout of risk-data.ts, from the programmes
 * above: a Warrior's [m][hp] per shield and difficulty, a Mage's
 * [m][mana][hp] per difficulty, in ten-thousandths, without the empty hp 0.
 */
export function compactTables(): { warrior: number[][]; mageNormal: number[]; mageHardcore: number[] } {
  const warrior: number[][] = [];
  for (let absorb = 0; absorb <= MAX_ABSORB; absorb++) {
    for (const hardcore of [false, true]) {
      const t = warriorTable(absorb, hardcore);
      const out: number[] = [];
      for (let m = 1; m <= V; m++) for (let h = 1; h <= WARRIOR_HP; h++) out.push(Math.round(t[(m - 1) * (WARRIOR_HP + 1) + h]! * RISK_SCALE));
      warrior.push(out);
    }
  }
  const mage = (hardcore: boolean): number[] => {
    const t = mageTable(hardcore);
    const out: number[] = [];
    for (let m = 1; m <= V; m++) for (let j = 0; j <= V; j++) for (let h = 1; h <= MAGE_HP; h++) out.push(Math.round(t[((m - 1) * (V + 1) + j) * (MAGE_HP + 1) + h]! * RISK_SCALE));
    return out;
  };
  return { warrior, mageNormal: mage(false), mageHardcore: mage(true) };
}

/** The chance that a Warrior with `hp` HP and a shield absorbing `absorb` dies fighting a monster of value m (1..13). */
export function warriorDeath(hp: number, absorb: number, hardcore: boolean, m: number): number {
  return deathRow(false, hardcore, hp, absorb, new Float64Array(V + 1))[m]!;
}

/** The chance that a Mage with `hp` HP and `mana` mana cards dies fighting a monster of value m (1..13). */
export function mageDeath(hp: number, mana: number, hardcore: boolean, m: number): number {
  return deathRow(true, hardcore, hp, mana, new Float64Array(V + 1))[m]!;
}
