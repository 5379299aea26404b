/**
 * The legal actions of one fighter on its turn (Combat: Actions), as request
 * options with stable ids: `attack:<target>:<weapon>`, `charge:...`,
 * `move:<target>` / `move:exit` / `leave`, `cross:<x,y>:<x,y>` (terrain.ts), `stand`, `dodge`, `brace`,
 * `guard:<ward>`, `cover:<foe>`, `reload`, `feat:shove:<target>`, `feat:yield:foes`,
 * `aid:<patient>`, `retrieve:<item>`, `use:<item>:<patient>`,
 * `spell:<spell>:<target>`, `prepare:<spell>:<target>`. Labels carry the odds
 * only when a person reads them (`withOdds`).
 */
import type { Option } from '../../../../core/request.ts';
import { act, type Action } from './action.ts';
import { pct } from '../../../../core/odds-text.ts';
import type { GameData } from '../../data/index.ts';
import type { Spell } from '../../data/schema.ts';
import type { Fighter, GameState, Pos } from '../../state.ts';
import { combatFeatOptions } from './feat-action.ts';
import { crossOptions, terrainNear } from './terrain.ts';
import { caught, defence, spellOdds } from '../magic.ts';
import { attackOdds, attackParts } from './attack.ts';
import { acAgainst } from './effects.ts';
import { atExit, blockedGrid, distance, EXIT_FAR, fieldFrom, pathWithin, stepsWithin, type Field } from './grid.ts';
import { alliesOf, canAttackWith, coverLevels, inFight, isThrow, standingFoes, weaponsOf } from './who.ts';
import { total } from '../../../../core/parts.ts';
import { counted } from '../../../../core/text.ts';
import { keptField } from '../../speed/fields.ts';
import { fieldRead } from '../../speed/near-terrain.ts';

/** Where a fighter can walk from where it stands now (shared: read it, never write it). */
export function fieldOf(st: GameState, f: Fighter): Field {
  return keptField(st, f, walkField);
}

/** The blocking: every square taken (the fled have left); the field is f's, from where f stands (into `into`, with the blocking in `blocked`, when given: speed/fields.ts). */
function walkField(st: GameState, f: Fighter, into?: Field, blocked?: Uint8Array): Field {
  const fight = st.fight!;
  return fieldFrom(fight, blockedGrid(fight, inFight(st), f, blocked), f.pos, into);
}

/** The squares a fighter would walk towards a target, to come within `reach`; null when no way is open. */
export function pathToward(st: GameState, f: Fighter, t: Fighter, reach: number, field: Field = fieldOf(st, f)): Pos[] | null {
  return pathWithin(st.fight!, field, t.pos, reach);
}

/** Whether a spell can reach this target now. */
function spellTargets(st: GameState, f: Fighter, s: Spell): { id: string; name: string; t: Fighter | null }[] {
  if (s.shape === 'allies') return [{ id: 'all', name: 'every ally near', t: null }];
  if (s.shape === 'ally') {
    return alliesOf(st, f)
      .filter((a) => distance(a.pos, f.pos) <= s.range && (s.effect.kind !== 'heal' || a.hp < a.maxHp))
      .map((a) => ({ id: a.id, name: a === f ? 'yourself' : a.name, t: a }));
  }
  if (s.shape === 'area' && s.range === 0) return [{ id: 'self', name: 'around you', t: null }];
  return standingFoes(st, f).filter((t) => distance(t.pos, f.pos) <= s.range).map((t) => ({ id: t.id, name: t.name, t }));
}

/**
 * Loops here are indexed, not `for...of`: this function is too big for the
 * optimiser to drop the iterators (2-3% of a 3d6 game's garbage, measured).
 */
export function legalActions(st: GameState, d: GameData, f: Fighter, withOdds: boolean): Option<Action>[] {
  const out: Option<Action>[] = [];
  const foes = standingFoes(st, f);
  const weapons = weaponsOf(d, f);
  if (f.prone) {
    out.push(act(['stand'], 'Move: stand up (your action this turn)'));
    if (f.bleeding > 0) out.push(act(['aid', 'self'], `First Aid on yourself: stop the bleeding (${f.bleeding} turns left)`));
    f.items.forEach((it, i) => {
      if (it.ready && f.hp < f.maxHp) out.push(act(['use', i, f.id], `Use Item: ${d.items[it.id]!.name} on yourself`));
    });
    return out;
  }
  for (let i1 = 0; i1 < foes.length; i1++) {
    const t = foes[i1]!;
    for (let i2 = 0; i2 < weapons.length; i2++) {
      const w = weapons[i2]!;
      if (!canAttackWith(f, t, w)) continue;
      // A weapon used beyond its reach is thrown (ours, see the rulings): the option says so, and that it is gone until the fight ends.
      const thrown = isThrow(f, t, w);
      const label = withOdds
        ? `${thrown ? 'Throw' : 'Attack'} ${thrown ? `the ${w.name.toLowerCase()} at ${t.name}` : `${t.name} with the ${w.name.toLowerCase()}`} (hit ${pct(attackOdds(total(attackParts(f, w)), acAgainst(t, false), w.size).hit)}${thrown ? '; thrown, it is out of your hand until the fight ends' : ''})`
        : `${thrown ? 'Throw at' : 'Attack'} ${t.name}`;
      out.push(act(['attack', t.id, w.id], label));
    }
  }
  // bestReach(d, f), from the weapons in hand already listed.
  let reach = 0;
  for (let k = 0; k < weapons.length; k++) if (weapons[k]!.reach > reach) reach = weapons[k]!.reach;
  reach ||= 1;
  // The field is read only for a foe beyond reach or terrain near enough to cross: else not searched (speed/near-terrain.ts).
  let beyond = false;
  for (let i = 0; i < foes.length; i++) if (distance(f.pos, foes[i]!.pos) > reach) beyond = true;
  const near = terrainNear(st, f);
  const field = fieldRead(beyond, near) ? fieldOf(st, f) : null;
  for (let i3 = 0; field !== null && i3 < foes.length; i3++) {
    const t = foes[i3]!;
    if (distance(f.pos, t.pos) <= reach) continue;
    for (let i4 = 0; i4 < weapons.length; i4++) {
      const w = weapons[i4]!;
      if (w.reach === 0) continue;
      // Only the path's length is read here: counted on the field, no path built.
      const steps = stepsWithin(st.fight!, field, t.pos, w.reach);
      if (steps > 0 && steps <= f.speed) {
        out.push(act(['charge', t.id, w.id], withOdds ? `Charge ${t.name} with the ${w.name.toLowerCase()} (${counted(steps, 'square')}; hit ${pct(attackOdds(total(attackParts(f, w)), acAgainst(t, true), w.size).hit)}; -2 AC until their next turn ends)` : `Charge ${t.name}`));
      }
    }
  }
  for (let i5 = 0; field !== null && i5 < foes.length; i5++) {
    const t = foes[i5]!;
    if (distance(f.pos, t.pos) <= reach) continue;
    const steps = stepsWithin(st.fight!, field, t.pos, reach);
    if (steps > 0) out.push(act(['move', t.id], `Move towards ${t.name} (${Math.min(steps, f.speed)} of ${counted(steps, 'square')})`));
  }
  // Copied in a loop: a spread into push goes through the array's iterator (garbage on every turn).
  if (field !== null && near) {
    const crosses = crossOptions(st, f, field, withOdds);
    for (let i = 0; i < crosses.length; i++) out.push(crosses[i]!);
  }
  const onMap = st.fight!.map !== undefined;
  if (atExit(st.fight!, f.side, f.pos)) out.push(act(['leave'], onMap ? 'Leave the fight from here' : 'Leave the fight by your side\'s edge'));
  else out.push(act(['move', 'exit'], onMap ? `Move back towards a way out (${EXIT_FAR} squares or more from where every foe began)` : 'Move back towards your side\'s edge'));
  out.push(act(['dodge'], `Dodge: +${f.speed} AC until the end of the foes' next turn`));
  out.push(act(['brace'], `Brace: +2 AC against a charge${weapons.some((w) => w.set) ? '; +2 damage with a set weapon on a hit next turn' : ''}`));
  const allies = alliesOf(st, f);
  if (weapons.some((w) => w.reach > 0)) {
    for (let i6 = 0; i6 < allies.length; i6++) {
      const a = allies[i6]!;
      if (a !== f && a.condition !== 'dead' && distance(a.pos, f.pos) <= reach) out.push(act(['guard', a.id], `Guard ${a.name}: attack at +2 the first foe who attacks them`));
    }
  }
  const shooter = weapons.find((w) => coverLevels(f, w) > 0 && (w.reload === 0 || f.loaded));
  if (shooter) {
    for (let k = 0; k < foes.length; k++) {
      const t = foes[k]!;
      if (distance(t.pos, f.pos) <= shooter.range) out.push(act(['cover', t.id], `Cover the ${coverLevels(f, shooter)} square${coverLevels(f, shooter) === 1 ? '' : 's'} in front of ${t.name}: shoot at +2 whoever enters`));
    }
  }
  if (!f.loaded && weapons.some((w) => w.reload > 0)) out.push(act(['reload'], 'Reload'));
  const feats = combatFeatOptions(st, f, withOdds);
  for (let k = 0; k < feats.length; k++) out.push(feats[k]!);
  for (let i7 = 0; i7 < allies.length; i7++) {
    const a = allies[i7]!;
    if (a !== f && a.hp < 0 && a.condition === 'unconscious' && distance(a.pos, f.pos) <= 1) out.push(act(['aid', a.id], `First Aid on ${a.name} (${a.hp} HP): +1 HP, no dying test this round`));
  }
  if (f.bleeding > 0) out.push(act(['aid', 'self'], `First Aid on yourself: stop the bleeding (${f.bleeding} turns left)`));
  for (let i = 0; i < f.items.length; i++) {
    const it = f.items[i]!;
    const item = d.items[it.id]!;
    if (!it.ready) out.push(act(['retrieve', i], `Retrieve Item: get the ${item.name.toLowerCase()} out of the pack`));
    else {
      for (let k = 0; k < allies.length; k++) {
        const a = allies[k]!;
        if (a.hp < a.maxHp && distance(a.pos, f.pos) <= 1) out.push(act(['use', i, a.id], `Use Item: ${item.name} on ${a === f ? 'yourself' : a.name}`));
      }
    }
  }
  for (let i8 = 0; i8 < f.spells.length; i8++) {
    const sid = f.spells[i8]!;
    const s = d.spells[sid]!;
    if (s.sp > f.sp) continue;
    const prep = f.preparing?.kind === 'spell' && f.preparing.what === sid ? f.preparing : null;
    for (let i9 = 0, targets = spellTargets(st, f, s); i9 < targets.length; i9++) {
      const x = targets[i9]!;
      const odds = withOdds && x.t && s.target !== 'none' ? ` (takes effect ${pct(spellOdds(s.potency, f.level, defence(x.t, s)))})` : '';
      // An area names the friends it would catch, before the choice (issue 21).
      const friends = withOdds && s.shape === 'area' ? caught(st, f, s, x.t ? x.t.pos : f.pos).filter((c) => c.f.side === f.side).map((c) => c.f.name) : [];
      const catches = friends.length ? `; catches ${friends.length === 1 ? friends[0] : `${friends.slice(0, -1).join(', ')} and ${friends[friends.length - 1]}`}` : '';
      if (s.prepare === 0 || (prep && prep.done >= prep.needs && prep.target === x.id)) out.push(act(['spell', sid, x.id], `Spell: ${s.name} on ${x.name}, ${s.sp} SP${odds}${catches}`));
      else if (!prep || prep.target === x.id) out.push(act(['prepare', sid, x.id], `Prepare ${s.name} on ${x.name} (round ${(prep?.done ?? 0) + 1} of ${s.prepare}, then the casting)${odds}${catches}`));
    }
  }
  return out;
}
