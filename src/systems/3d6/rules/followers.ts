/**
 * Charm in the adventure (Abilities: Charm; the procedure is ours): the
 * party may take on followers, ready-made characters of the data who are not
 * in it. A henchman is a character's own sworn follower: loyal, unpaid, and
 * no character has more than Charm of them. A hireling works for a wage in
 * coins, paid from the treasure when the adventure ends; before each fight
 * the player may order each hireling in, a dangerous order that takes a
 * Charm Feat of the one who hired it, harder the more dangerous the fight.
 * A hireling who refuses, or is kept back, sits the fight out.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { pct } from '../../../core/odds-text.ts';
import { toNumber } from '../../../core/odds.ts';
import { choice, option, type Option } from '../../../core/request.ts';
import type { GameData } from '../data/index.ts';
import type { SixOptions } from '../options.ts';
import { SEC } from '../sections.ts';
import type { Fighter, GameState } from '../state.ts';
import { DIFFICULTY_WORD, type Difficulty } from '../tables/core.ts';
import { hirelingObeys, maxHenchmen } from './abilities.ts';
import { makeCharacter } from './characters.ts';
import { featOdds, featScore } from './feats.ts';

/** Ours: at most this many followers with the party at a time. */
const MAX_FOLLOWERS = 4;
/** Ours: a hireling's wage when the dungeon offers one (a scenario names its own). */
const OUR_WAGE = 25;

export interface Offer {
  character: string;
  wage: number;
}

/** The party's own characters (not followers). */
function heroes(st: GameState): Fighter[] {
  return st.party.map((id) => st.fighters[id]!).filter((f) => !f.follower);
}

function followers(st: GameState): Fighter[] {
  return st.party.map((id) => st.fighters[id]!).filter((f) => f.follower);
}

/** Henchmen sworn to `f`, alive. */
function henchmenOf(st: GameState, f: Fighter): number {
  return followers(st).filter((x) => x.follower!.kind === 'henchman' && x.follower!.of === f.id && x.condition !== 'dead').length;
}

/** Ours: at the entrance of a generated dungeon, the data's characters not with the party are offered for hire, in the data's order. */
export function entranceOffers(st: GameState, d: GameData): Offer[] {
  const taken = new Set(st.party.map((id) => st.fighters[id]!.ref));
  return Object.keys(d.characters).filter((c) => !taken.has(c)).slice(0, MAX_FOLLOWERS).map((character) => ({ character, wage: OUR_WAGE }));
}

/** Offers each character in turn: hire, take on as a henchman (within Charm), or pass. */
export function offerFollowers(ctx: Ctx, st: GameState, d: GameData, o: Pick<SixOptions, 'hp'>, offers: readonly Offer[]): void {
  for (const offer of offers) {
    const live = followers(st).filter((f) => f.condition !== 'dead');
    if (live.length >= MAX_FOLLOWERS) return;
    const c = d.characters[offer.character]!;
    if (st.party.some((id) => st.fighters[id]!.ref === c.id)) continue;
    // The value: the hero who takes them on as a henchman; 'hire' or 'pass'.
    const opts: Option<Fighter | 'hire' | 'pass'>[] = [option('hire', `Hire ${c.name} (${c.role}) for ${offer.wage} coins of the treasure; sending them into a fight takes a Charm Feat`)];
    for (const h of heroes(st)) {
      if (h.condition === 'dead') continue;
      const n = henchmenOf(st, h);
      if (n < maxHenchmen(h)) opts.push(choice(h, `henchman:${h.id}`, `Take ${c.name} on as ${h.name}'s henchman: loyal and unpaid (${h.name} has ${n} of at most Charm ${h.abilities.charm})`));
    }
    opts.push(option('pass', `Go on without ${c.name}`));
    const pick = ctx.ask({ who: st.player, rule: SEC.charm, kind: 'hire', prompt: ctx.log ? `${c.name} the ${c.role} offers to join you. ${live.length} of at most ${MAX_FOLLOWERS} followers.` : 'hire', options: opts });
    if (pick === 'pass') continue;
    const id = `hire-${c.id}`;
    const f = makeCharacter(d, c, id, o.hp);
    const leader = pick === 'hire' ? bestCharm(st) : pick;
    f.follower = pick === 'hire' ? { kind: 'hireling', of: leader?.id ?? st.party[0]!, wage: offer.wage } : { kind: 'henchman', of: leader!.id, wage: 0 };
    st.fighters[id] = f;
    st.party.push(id);
    const of = st.fighters[f.follower.of]!;
    if (ctx.log) note(ctx, SEC.charm, pick === 'hire' ? `${c.name} is hired by ${of.name} for ${offer.wage} coins.` : `${c.name} swears to follow ${of.name} (${henchmenOf(st, of)} of at most Charm ${of.abilities.charm}).`);
    st.story.push(pick === 'hire' ? `${c.name} was hired.` : `${c.name} became ${of.name}'s henchman.`);
  }
}

/** The party's standing character with the best Charm (the one who gives orders when the hirer cannot). */
function bestCharm(st: GameState): Fighter | null {
  return heroes(st).filter((f) => f.condition === 'up').sort((a, b) => featScore(b, 'charm') - featScore(a, 'charm'))[0] ?? null;
}

/** Ours: how dangerous a fight is, from the foes' levels against the standing party's: the Charm Feat's difficulty. */
export function dangerOf(foes: readonly Fighter[], party: readonly Fighter[]): Difficulty {
  const them = foes.reduce((a, f) => a + f.level, 0);
  const us = party.reduce((a, f) => a + f.level, 0);
  return them * 2 <= us ? 'low' : them <= us ? 'moderate' : 'high';
}

/**
 * Before a fight: each standing hireling is ordered in (a Charm Feat of its
 * hirer, or of the best Charm standing when the hirer is down) or kept back.
 * Returns the ids that sit this fight out.
 */
export function orderHirelings(ctx: Ctx, st: GameState, foes: readonly Fighter[]): Set<string> {
  const out = new Set<string>();
  const hirelings = followers(st).filter((f) => f.follower!.kind === 'hireling' && f.condition === 'up');
  if (!hirelings.length) return out;
  const danger = dangerOf(foes, st.party.map((id) => st.fighters[id]!).filter((f) => f.condition === 'up'));
  for (const h of hirelings) {
    const hirer = st.fighters[h.follower!.of];
    const boss = hirer && hirer.condition === 'up' ? hirer : bestCharm(st);
    if (!boss) {
      out.add(h.id);
      continue;
    }
    const odds = featOdds(featScore(boss, 'charm'), danger);
    const c = ctx.ask({ who: st.player, rule: SEC.charm, kind: 'order', prompt: ctx.log ? `${h.name} the hireling: into this fight (${foes.map((f) => f.name).join(', ')})?` : 'order', options: [option('order', `Order ${h.name} into the fight: ${boss.name}'s ${DIFFICULTY_WORD[danger]} Charm Feat (${pct(odds)})`, { chance: toNumber(odds), of: `${h.name} obeys`, text: pct(odds) }), option('back', `Keep ${h.name} back: they sit this fight out`)] });
    if (c === 'back' || !hirelingObeys(ctx, boss, danger, 'go into the fight')) {
      out.add(h.id);
      if (ctx.log) note(ctx, SEC.charm, `${h.name} stays back from this fight.`);
    }
  }
  return out;
}

/** When the adventure ends: each hireling alive takes its wage from the coins (as far as they go). */
export function payHirelings(ctx: Ctx, st: GameState): void {
  for (const h of followers(st)) {
    if (h.follower!.kind !== 'hireling' || h.condition === 'dead' || !h.follower!.wage) continue;
    const paid = Math.min(st.coins, h.follower!.wage);
    st.coins -= paid;
    if (ctx.log) note(ctx, SEC.charm, `${h.name} takes ${paid} coins in wages${paid < h.follower!.wage ? ` (of ${h.follower!.wage} owed)` : ''}.`);
  }
}
