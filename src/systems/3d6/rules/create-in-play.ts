/**
 * Ours (`Ours: Characters`): making characters at the start of play
 * (option `create=N`) by our creation procedure (`createCharacter`), one
 * question at a time: the role, which ability gets the 5, the 4 and the 3
 * of the standard array (the other three get 2), then the name and the kit
 * (create-kit.ts); the items come with the role. The new characters join the party; the ready-made ones
 * are cut from the end so it keeps at most four.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { option } from '../../../core/request.ts';
import type { GameData } from '../data/index.ts';
import { ABILITIES, type Abilities, type Ability, type CharacterData } from '../data/schema.ts';
import type { SixOptions } from '../options.ts';
import { SEC } from '../sections.ts';
import type { GameState } from '../state.ts';
import { STANDARD_ARRAY } from '../tables/characters.ts';
import { createCharacter, makeCharacter } from './characters.ts';
import { chooseKit } from './create-kit.ts';

/** The ready-made character whose kit a role brings: the data's first of that role. */
export function kitOf(d: GameData, role: string): CharacterData {
  return Object.values(d.characters).find((c) => c.role === role)!;
}

/** The roles on offer: each role one of the data's characters has. */
function rolesOf(d: GameData): string[] {
  return [...new Set(Object.values(d.characters).map((c) => c.role))];
}

/** Makes `o.create` characters by asking the player, and seats them in the party. */
export function createInPlay(ctx: Ctx, st: GameState, d: GameData, o: Pick<SixOptions, 'create' | 'hp'> & { names?: readonly string[] }): void {
  if (o.create === 0) return;
  const keepN = Math.min(st.party.length, 4 - o.create);
  for (const id of st.party.slice(keepN)) delete st.fighters[id];
  st.party = st.party.slice(0, keepN);
  for (let i = 0; i < o.create; i++) {
    const role = ctx.ask({ who: st.player, rule: SEC.oursCharacters, kind: 'create-role', prompt: ctx.log ? `New character ${i + 1} of ${o.create}: which role?` : 'create-role', options: rolesOf(d).map((r) => option(r, `${r} (like ${kitOf(d, r).name})`)) });
    st.creating = { role, proficiency: {}, spells: [] };
    const left: Ability[] = [...ABILITIES];
    const scores = {} as Record<Ability, number>;
    for (const score of STANDARD_ARRAY) {
      if (left.length === 1 || STANDARD_ARRAY.slice(STANDARD_ARRAY.indexOf(score)).every((x) => x === score)) {
        for (const a of left) scores[a] = score;
        break;
      }
      const a = ctx.ask({ who: st.player, rule: SEC.oursCharacters, kind: 'create-ability', prompt: ctx.log ? `The new ${role}: which ability gets the ${score}?` : 'create-ability', options: left.map((x) => option(x, `${x} ${score}`)) });
      scores[a] = score;
      left.splice(left.indexOf(a), 1);
    }
    const kit = chooseKit(ctx, st, d, role, o.names ?? [], new Set(st.party.map((id) => st.fighters[id]!.name)));
    delete st.creating;
    const name = kit.name;
    const c = createCharacter({ ...kit, id: `new-${i + 1}`, role: role as CharacterData['role'], items: kitOf(d, role).items.slice(), abilities: scores as Abilities, level: 1 });
    if (typeof c === 'string') throw new Error(`creation: ${c}`);
    const f = makeCharacter(d, c, c.id, o.hp);
    st.fighters[c.id] = f;
    st.party.push(c.id);
    if (ctx.log) note(ctx, SEC.oursCharacters, `${name} the ${role} joins the party: ${ABILITIES.map((a) => `${a} ${scores[a]}`).join(', ')}; ${f.maxHp} HP${f.maxSp ? `, ${f.maxSp} SP` : ''}, AC ${f.baseAc}, Speed ${f.speed}; ${c.weapons.map((w) => d.weapons[w]!.name.toLowerCase()).join(' and ')}${c.spells.length ? `; spells ${c.spells.map((s) => d.spells[s]!.name).join(', ')}` : ''}.`);
  }
  st.story.push(`The player made ${st.party.slice(keepN).map((id) => st.fighters[id]!.name).join(', ')}.`);
}
