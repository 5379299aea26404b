/**
 * The same game as the engine's `cards` system with its default options and
 * its bot, written as one plain loop: numbers for cards, typed arrays for the
 * piles, no engine, no requests, no events. It draws exactly as the engine
 * does (same generator and the same draw function as the seeded chance
 * source, same pool order, same swap-removal, same discard
 * order), so a seed gives the same game in both; test/cards/loop.test.ts
 * checks that. Run it to print its speed:
 *   node --import tsx bench/cards-loop.ts [seconds]
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformBelow } from '../src/core/uniform.ts';
import { leaveBeforeRoom, mayLeave } from '../src/systems/cards/bots/policies.ts';
import { deathRow } from '../src/systems/cards/bots/risk.ts';
import { measure } from './cards-lib.ts';

/** Card n: suit n / 13 in the order S, H, D, C; face value n % 13 + 1. */
const face = (c: number): number => (c % 13) + 1;
const red = (c: number): boolean => c >= 13 && c < 39;

export interface LoopResult {
  outcome: 'left' | 'died';
  score: number;
  rooms: number;
  drawn: number;
}

const MAX_ROOMS = 40;

// The piles live at module level: no closures per game (tsx wraps every
// closure it creates in a naming helper, which would slow the loop down).
let rng = xoroshiro128plus(0);
let pool = new Int8Array(52);
let disc = new Int8Array(52);
let poolLen = 0;
let discLen = 0;
const hpC = new Int8Array(13);
const monC = new Int8Array(13);
const mana = new Int8Array(13);
const table = new Int8Array(8);
const unseen = new Int8Array(14);
const deaths = new Float64Array(14);
const FACE = Int8Array.from({ length: 52 }, (_, c) => face(c));
let hpLen = 0;
let monLen = 0;
let manaLen = 0;
let tableLen = 0;
let drawn = 0;
let score = 0;
let maxMana = 0;
let mage = false;

function draw(): number {
  if (poolLen === 0) {
    const t = pool;
    pool = disc;
    disc = t;
    poolLen = discLen;
    discLen = 0;
  }
  const i = uniformBelow(rng, poolLen);
  const c = pool[i]!;
  pool[i] = pool[--poolLen]!;
  drawn++;
  return c;
}

function clearTable(): void {
  while (tableLen > 0) disc[discLen++] = table[--tableLen]!;
}

function canRegen(): boolean {
  return mage && manaLen < maxMana && score >= 10;
}

function regen(): void {
  score -= 10;
  while (manaLen < maxMana) mana[manaLen++] = draw();
}

export function playLoop(seed: number, isMage = false, hardcore = false): LoopResult {
  rng = xoroshiro128plus(seed | 0);
  for (let i = 0; i < 52; i++) pool[i] = i;
  poolLen = 52;
  discLen = hpLen = monLen = manaLen = tableLen = drawn = score = maxMana = 0;
  mage = isMage;

  const heroV = face(draw());
  const maxHp = mage ? Math.max(1, heroV >> 1) : heroV;
  let hp = maxHp;
  for (let k = 0; k < maxHp; k++) hpC[hpLen++] = draw();
  let absorb = 0;
  if (mage) {
    maxMana = face(draw());
    for (let k = 0; k < maxMana; k++) mana[manaLen++] = draw();
  } else absorb = face(draw()) >> 1;

  let rooms = 0;
  for (;;) {
    rooms++;
    const monCard = draw();
    const monMax = face(monCard);
    let monHp = monMax;
    for (let k = 0; k < monMax; k++) monC[monLen++] = draw();
    // Initiative, ties drawn again.
    let monsterNext: boolean;
    for (;;) {
      const m = draw();
      table[tableLen++] = m;
      const p = draw();
      table[tableLen++] = p;
      clearTable();
      if (face(m) !== face(p)) {
        monsterNext = face(m) > face(p);
        break;
      }
    }
    while (hp > 0 && monHp > 0) {
      if (monsterNext) {
        const atk = draw();
        table[tableLen++] = atk;
        const dmg = hardcore ? face(atk) : Math.min(face(atk), monMax);
        const ev = draw();
        table[tableLen++] = ev;
        if (red(atk) === red(ev)) {
          let taken = dmg;
          if (!mage) taken = Math.max(0, dmg - absorb);
          else {
            for (;;) {
              if (manaLen === 0 && !canRegen()) break;
              const deadly = dmg >= hp;
              if (manaLen > 0 && (deadly || dmg >= 4)) {
                const s = mana[--manaLen]!;
                table[tableLen++] = s;
                taken = dmg - Math.min(dmg, face(s));
                break;
              }
              if (deadly && canRegen()) {
                regen();
                continue;
              }
              break;
            }
          }
          const lost = Math.min(taken, hp);
          hp -= lost;
          for (let k = 0; k < lost; k++) disc[discLen++] = hpC[--hpLen]!;
        }
        clearTable();
      } else {
        let atk: number;
        let dmg: number;
        if (!mage) {
          atk = draw();
          table[tableLen++] = atk;
          dmg = face(atk);
        } else {
          if (manaLen === 0 && canRegen()) regen();
          if (manaLen > 0 && monHp > 1) {
            atk = mana[--manaLen]!;
            table[tableLen++] = atk;
            dmg = face(atk);
          } else {
            atk = draw();
            table[tableLen++] = atk;
            dmg = 1;
          }
        }
        const ev = draw();
        table[tableLen++] = ev;
        if (red(atk) === red(ev)) {
          const lost = Math.min(dmg, monHp);
          monHp -= lost;
          for (let k = 0; k < lost; k++) disc[discLen++] = monC[--monLen]!;
        }
        clearTable();
      }
      monsterNext = !monsterNext;
    }
    if (hp === 0) return { outcome: 'died', score: hardcore ? 0 : score, rooms, drawn };
    score += monMax;
    disc[discLen++] = monCard;
    while (monLen > 0) disc[discLen++] = monC[--monLen]!;
    if (rooms >= MAX_ROOMS) return { outcome: 'left', score, rooms, drawn };
    // The bot's weighing of the next room, from the values of the cards not seen: the pool and the face-down mana.
    const row = deathRow(mage, hardcore, hp, mage ? manaLen : absorb, deaths);
    if (mayLeave(row, hardcore, score)) {
      unseen.fill(0);
      for (let i = 0; i < poolLen; i++) unseen[FACE[pool[i]!]!]!++;
      for (let i = 0; i < manaLen; i++) unseen[FACE[mana[i]!]!]!++;
      if (leaveBeforeRoom(row, hardcore, score, unseen)) return { outcome: 'left', score, rooms, drawn };
    }
  }
}

/**
 * The setups `simulate cards` mixes by default (the system's `setups`): game
 * i plays setup i mod 4, as `dungeon-crawl simulate cards` does.
 */
const MIX: readonly (readonly [mage: boolean, hardcore: boolean])[] = [
  [false, false],
  [false, true],
  [true, false],
  [true, true],
];

/** Game i of the mix, seeded with i. */
export function playMix(i: number): LoopResult {
  const [isMage, hardcore] = MIX[i % MIX.length]!;
  return playLoop(i, isMage, hardcore);
}

// Run as a script (bundled or not), not when another benchmark bundles it in.
if (/cards-loop\.(ts|mjs)$/.test(process.argv[1] ?? '')) {
  console.log(
    measure('cards-loop', Number(process.argv[2] ?? 5), (from, to) => {
      let cards = 0;
      for (let i = from; i < to; i++) cards += playMix(i).drawn;
      return cards;
    }),
  );
}
