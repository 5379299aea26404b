/**
 * Ye Olde Shoppe, after a game of a campaign the heroes did not lose: the
 * treasure stacks carried out become gold, then the heroes' player picks a
 * hero and spends that hero's own gold (power-ups and abilities stay with
 * the hero who paid). Nobody buys an ability twice, or one it has (a
 * power-up included); one familiar a hero.
 */
import { note } from '../../../../core/engine.ts';
import { choice, type Option } from '../../../../core/request.ts';
import { SEC } from '../../sections.ts';
import type { Model } from '../../state.ts';
import { seat, seatOf, who, type G } from '../game.ts';
import { magicPowerUp } from '../dungeon/chests.ts';
import { isHero } from '../dungeon/features.ts';
import { kitOf, spellName, takePowerUp } from '../dungeon/kit.ts';
import { NEW_SKILLS, OTHER_SKILLS, PRICES, SHOP_SPELLS, priceOf } from './prices.ts';

const ITEM_LABEL: Record<string, string> = {
  'health-potion': 'a Healing Potion', 'major-health-potion': 'a Major Healing Potion', familiar: 'a Familiar', 'familiar-flyer': 'a flying Familiar',
  'magic-power-up': 'a Magic Power Up (a random spell)', 'ranged-power-up': 'a Ranged Weapon Power Up', 'weapon-power-up': 'a Weapon Attack Power Up',
};

/**
 * The kit's record of each power-up for sale (chests.ts, kit.ts). Power-ups are among the Purchasable Abilities and no
 * ability is bought twice (ruling): a hero who has one (bought or found) may not buy it again.
 */
const POWER_UP_OF: Record<string, string> = { 'magic-power-up': 'magic', 'ranged-power-up': 'ranged', 'weapon-power-up': 'weapon' };

/** What hero `h` may buy now, with its price. */
/** What a hero can buy: the value is the ware's id ("traps", "listen"...). */
export function wares(h: Model): Option<string>[] {
  const k = kitOf(h);
  const out: Option<string>[] = [];
  const offer = (id: string, label: string) => {
    const price = priceOf(id);
    if (price <= k.gold) out.push(choice(id, `buy:${id}`, `${label}: ${price} gold`));
  };
  for (const id of Object.keys(PRICES)) {
    if ((id === 'familiar' || id === 'familiar-flyer') && k.familiar !== 'none') continue;
    if (POWER_UP_OF[id] && k.powerUps.includes(POWER_UP_OF[id])) continue;
    offer(id, ITEM_LABEL[id]!);
  }
  for (const a of [...NEW_SKILLS, ...OTHER_SKILLS]) if (!h.abilities.includes(a)) offer(a, `the skill ${spellName(a)}`);
  for (const s of SHOP_SPELLS) if (!h.abilities.includes(s)) offer(s, `the spell ${spellName(s)}`);
  return out;
}

function buy(g: G, h: Model, id: string): void {
  const k = kitOf(h);
  k.gold -= priceOf(id);
  g.st.shop!.bought.push(`${h.kind}:${id}`);
  if (g.ctx.log) note(g.ctx, SEC.shopPrices, `${who(h)} buys ${ITEM_LABEL[id] ?? spellName(id)} for ${priceOf(id)} gold: ${k.gold} left`);
  switch (id) {
    case 'health-potion': case 'major-health-potion':
      k.items.push(id);
      return;
    case 'familiar':
      k.familiar = 'walker';
      return;
    case 'familiar-flyer':
      k.familiar = 'flyer';
      return;
    case 'magic-power-up':
      return magicPowerUp(g, h);
    case 'ranged-power-up':
      return takePowerUp(g, h, 'ranged', SEC.rangedPowerUp);
    case 'weapon-power-up':
      return takePowerUp(g, h, 'weapon', SEC.weaponPowerUp);
  }
  if (SHOP_SPELLS.includes(id)) k.spells.push(id);
  else k.skills.push(id);
  h.abilities.push(id);
}

export function runShop(g: G): void {
  const { ctx, st } = g;
  st.shop = { open: true, bought: [] };
  const heroes = st.models.filter((m) => isHero(m) && m.kit);
  for (const h of heroes) {
    const k = h.kit!;
    if (k.stacks) {
      k.gold += 25 * k.stacks;
      if (ctx.log) note(ctx, SEC.keeping, `${who(h)} turns ${k.stacks} treasure ${k.stacks === 1 ? 'stack' : 'stacks'} into ${25 * k.stacks} gold`);
      k.stacks = 0;
    }
    k.keys = [];
    k.asleep = false;
  }
  if (ctx.log) note(ctx, SEC.shop, `Ye Olde Shoppe: ${heroes.map((h) => `${who(h)} ${h.kit!.gold} gold`).join(', ')}`);
  for (let guard = 0; guard < 200; guard++) {
    const shoppers = heroes.filter((h) => wares(h).length > 0);
    if (!shoppers.length) break;
    const h = ctx.ask({ who: seat(st, 'heroes'), rule: SEC.shop, kind: 'shop-hero', prompt: 'Ye Olde Shoppe: who spends gold next?', options: [...shoppers.map((x) => choice<Model | null>(x, x.id, `${who(x)} (${x.kit!.gold} gold)`)), choice(null, 'leave', 'Leave the shop')] });
    if (h === null) break;
    const ware = ctx.ask({ who: seatOf(st, h), rule: SEC.shopSkills, kind: 'shop-buy', prompt: `What does ${who(h)} buy with ${h.kit!.gold} gold?`, options: [...wares(h), choice(null, 'done', 'Nothing more')] });
    if (ware !== null) buy(g, h, ware);
  }
  st.shop.open = false;
}
