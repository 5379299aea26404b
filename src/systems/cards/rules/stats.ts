/** Parts 1-3: choose a character, draw the stats, lay out the cards. */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { DECK, drawCounters, drawIndex, face, FACE_OF, show } from './deck.ts';
import type { CardsOptions } from '../options.ts';
import { SEC } from '../sections.ts';
import type { CardsState, Character } from '../state.ts';
import { askPlayer, CHOICES } from './ask.ts';
import { counted } from '../../../core/text.ts';

/** 1 Choose: the option fixes the character, else the player chooses. */
export function chooseCharacter(ctx: Ctx, st: CardsState, o: CardsOptions): Character {
  const c: Character = o.character !== 'choose' ? o.character : (askPlayer(ctx, o, SEC.choose, 'character', 'Play as a Warrior or a Mage?', CHOICES.character) as Character);
  st.character = c;
  if (ctx.log) note(ctx, SEC.choose, `You play a ${c === 'warrior' ? 'Warrior' : 'Mage'}.`);
  return c;
}

/** 1 Mage: half the HP card; ruling R3 rounds down with a floor of 1 (or up). */
export function mageHp(cardValue: number, o: CardsOptions): number {
  return o.mageHp === 'up' ? Math.ceil(cardValue / 2) : Math.max(1, Math.floor(cardValue / 2));
}

/** 1 Warrior: the shield absorbs half its face value, rounded down, from every hit. */
export function shieldAbsorb(cardValue: number): number {
  return cardValue >> 1;
}

/** 2 Stats: character card and HP counters, then the MP card and mana pool (Mage) or the shield card (Warrior). */
export function drawStats(ctx: Ctx, st: CardsState, o: CardsOptions): void {
  const h = drawIndex(ctx, st, o, SEC.stats, 'Character (HP) card');
  const hero = DECK[h]!;
  st.heroCard = hero;
  const v = FACE_OF[h]!;
  st.maxHp = st.character === 'mage' ? mageHp(v, o) : v;
  st.hp = st.maxHp;
  if (ctx.log) note(ctx, st.character === 'mage' ? SEC.mage : SEC.warrior, `${show(hero)} gives ${st.maxHp} HP${st.character === 'mage' ? ' (a Mage gets half the face value)' : ''}.`);
  drawCounters(ctx, st, o, st.maxHp, st.hpCounters, SEC.stats, 'HP counter');

  if (st.character === 'mage') {
    const k = drawIndex(ctx, st, o, SEC.stats, 'MP card');
    const mp = DECK[k]!;
    st.manaCard = mp;
    st.maxMana = FACE_OF[k]!;
    if (ctx.log) note(ctx, SEC.mage, `${show(mp)} gives a mana pool of ${counted(st.maxMana, 'card')}.`);
    for (let k = 1; k <= st.maxMana; k++) {
      const c = drawIndex(ctx, st, o, SEC.stats, ctx.log ? `Mana card ${k} of ${st.maxMana}` : 'Mana card', 'face-down');
      st.mana.push(c);
    }
  } else {
    const k = drawIndex(ctx, st, o, SEC.stats, 'Shield card');
    const sh = DECK[k]!;
    st.shieldCard = sh;
    st.absorb = shieldAbsorb(FACE_OF[k]!);
    if (ctx.log) note(ctx, SEC.warrior, `${show(sh)}: every hit you take loses ${st.absorb} damage (half of ${face(sh)}, rounded down).`);
  }
  if (ctx.log) note(ctx, SEC.layout, `Cards laid out; ${counted(st.pool.length, 'card')} left in the battle pool.`);
}

/** Battles: normal or hard core, decided before the first room. */
export function chooseDifficulty(ctx: Ctx, st: CardsState, o: CardsOptions): void {
  const d = o.difficulty !== 'choose' ? o.difficulty : askPlayer(ctx, o, SEC.battles, 'difficulty', 'Normal or hard core difficulty?', CHOICES.difficulty);
  st.hardcore = d === 'hardcore';
  if (ctx.log) note(ctx, SEC.battles, st.hardcore ? 'Hard core difficulty: monsters have no damage cap.' : 'Normal difficulty: a monster deals at most its card value.');
}
