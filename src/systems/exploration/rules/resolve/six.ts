/**
 * The default resolver: the 3d6 rules. A named check is a Feat of the
 * ability the adventure gives it, at the difficulty its level falls in
 * (`levels`); a fight is 3d6 grid combat against the bestiary monsters the
 * adventure's creatures stand for, the Leader acting first among the party;
 * a rest is eight hours of Vigor healing with the daily Wound test.
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { pct } from '../../../../core/odds-text.ts';
import { toNumber } from '../../../../core/odds.ts';
import { DEFAULT_DATA, type Difficulty, EXIT_FAR, feat, featOdds, featScore, makeMonster, newFight, restHours, runFight, tendTheFallen, woundTest } from '../../../3d6/api.ts';
import type { AdventureData } from '../../data/index.ts';
import type { Check } from '../../data/schema.ts';
import { SEC } from '../../sections.ts';
import type { Explorer, ExploreState } from '../../state.ts';
import type { FightOutcome, FightSpec, Resolver } from './types.ts';
import { fightMap } from './fight-map.ts';

/** Ours: a rest is a night's sleep, eight hours. */
const REST_HOURS = 8;
/** The 3d6 options a fight plays with: 3d6's defaults. */
const SIX_RULES = { dying: 'at-most', bleeding: 'damage' } as const;

function difficultyOf(d: AdventureData, level: number): Difficulty {
  return d.a.levels.find((l) => level <= l.upTo)!.difficulty;
}

function fighterOf(st: ExploreState, who: Explorer) {
  return st.six!.fighters[who.id]!;
}

/** After a fight the explorers take their fighters' conditions: dead stays dead, unconscious is down. */
function syncConditions(st: ExploreState): void {
  for (const c of st.characters) {
    const f = st.six!.fighters[c.id]!;
    c.condition = f.condition === 'dead' ? 'dead' : f.condition === 'up' ? 'up' : 'down';
  }
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const sixResolver: Resolver = {
  check(ctx: Ctx, st: ExploreState, d: AdventureData, who: Explorer, check: Check, rule: string, what: string): boolean {
    const ability = d.a.checks[check.name]!.ability;
    const difficulty = difficultyOf(d, check.level);
    if (ctx.log) note(ctx, SEC.oursChecks, `${check.name} ${check.level} is rolled as a ${cap(difficulty)} Feat of ${cap(ability)} (3d6; the adventure sets each check's ability and difficulty).`);
    return feat(ctx, fighterOf(st, who), ability, difficulty, rule, what);
  },

  checkOdds(st: ExploreState, d: AdventureData, who: Explorer, check: Check) {
    const ability = d.a.checks[check.name]!.ability;
    const r = featOdds(featScore(fighterOf(st, who), ability), difficultyOf(d, check.level));
    return { chance: toNumber(r), of: `passes ${check.name} ${check.level}`, text: pct(r) };
  },

  fight(ctx: Ctx, st: ExploreState, d: AdventureData, spec: FightSpec): FightOutcome {
    const six = st.six!;
    const names = new Map(d.a.monsters.map((m) => [m.id, m]));
    const foes = spec.foes.map((id, i) => {
      const m = names.get(id)!;
      const same = spec.foes.filter((x) => x === id).length > 1;
      const name = same ? `${m.name} ${spec.foes.slice(0, i + 1).filter((x) => x === id).length}` : m.name;
      // Where the creature was placed on the map (creatures.ts placeCreatures, in the order of `spec.foes`).
      return makeMonster(DEFAULT_DATA.monsters[m.six]!, `r${st.round}-${i}-${id}`, name, st.creatures[i]?.pos ?? { x: 0, y: 0 });
    });
    six.party = spec.order.slice();
    // The fight is on the map: its squares and coordinates, everyone where he stands (fight-map.ts).
    const fight = newFight(six, spec.order, foes, d.W, d.H);
    const party = spec.order.map((id) => st.characters.find((c) => c.id === id)!);
    for (const c of party) six.fighters[c.id]!.pos = { ...c.pos };
    foes.forEach((f, i) => (f.pos = { ...(st.creatures[i]?.pos ?? f.pos) }));
    fight.map = fightMap(d, st, party.map((c) => c.pos), foes.map((f) => f.pos));
    // The revealed rooms' pits and obstacles are crossed with a Feat in the fight (3d6 combat/terrain.ts).
    const terrain = d.a.rooms.filter((r) => st.revealed.includes(r.id)).flatMap((r) => r.terrain.map((t) => ({ x: t.at[0], y: t.at[1], kind: t.kind })));
    if (terrain.length) fight.terrain = terrain;
    six.fight = fight;
    if (ctx.log) note(ctx, SEC.oursFights, `The ${spec.kind} is fought with 3d6 combat on the map, each where he stands; ${party[0]?.name} acts first of the party. A side leaves the fight from ${EXIT_FAR} squares or more from where every foe began.`);
    const out = runFight(ctx, six, DEFAULT_DATA, SIX_RULES);
    // The characters stay where the fight left them.
    for (const c of party) c.pos = { ...six.fighters[c.id]!.pos };
    six.fight = null;
    for (const f of foes) delete six.fighters[f.id];
    six.party = st.characters.map((c) => c.id);
    if (out === 'fled') for (const c of st.characters) {
      const f = six.fighters[c.id]!;
      if (f.condition === 'unconscious') {
        f.condition = 'dead';
        st.story.push(`${c.name} was left behind.`);
      }
    }
    if (out !== 'lost') tendTheFallen(ctx, six);
    syncConditions(st);
    return out === 'on' ? 'won' : out;
  },

  rest(ctx: Ctx, st: ExploreState): void {
    for (const c of st.characters) {
      const f = st.six!.fighters[c.id]!;
      if (f.condition === 'dead') continue;
      restHours(ctx, f, REST_HOURS);
      woundTest(ctx, f, 'adventuring');
    }
    syncConditions(st);
  },
};
