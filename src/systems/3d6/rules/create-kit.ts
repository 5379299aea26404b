/**
 * Ours (`Ours: Characters`): the kit a character made in play chooses, one
 * question at a time, after its role and scores: its name, a main weapon
 * and a second one (or none), armour and a shield (a wizard wears neither;
 * a large weapon takes both hands, so no shield), where its proficiency
 * levels go (among its weapons' groups, up to the role's budget), and for a
 * caster its spells. Items come with the role (the ready-made character's).
 */
import type { Ctx } from '../../../core/engine.ts';
import { option, type Option } from '../../../core/request.ts';
import type { GameData } from '../data/index.ts';
import type { CharacterData } from '../data/schema.ts';
import { SEC } from '../sections.ts';
import type { GameState } from '../state.ts';
import { CASTER_ROLES, PROFICIENCY_PER_LEVEL } from '../tables/characters.ts';

/** Ours: the names offered to a new character, after any the player gave in the option `names`. */
const OUR_NAMES = ['Aldric', 'Maren', 'Tobin', 'Sefa', 'Corwin', 'Hesper', 'Ivo', 'Lenna'] as const;
/** Ours: spells a new caster knows. */
const NEW_SPELLS = 4;

export type Kit = Pick<CharacterData, 'name' | 'weapons' | 'armour' | 'shield' | 'proficiency' | 'spells'>;

function ask(ctx: Ctx, st: GameState, kind: string, prompt: string, options: Option<string>[]): string {
  return options.length === 1 ? options[0]!.id : ctx.ask({ who: st.player, rule: SEC.oursCharacters, kind, prompt: ctx.log ? prompt : kind, options });
}

/** Asks the kit of a new character of `role`; `taken` are names already in the party. */
export function chooseKit(ctx: Ctx, st: GameState, d: GameData, role: string, given: readonly string[], taken: ReadonlySet<string>): Kit {
  const names = [...new Set([...given, ...OUR_NAMES])].filter((n) => !taken.has(n));
  const name = ask(ctx, st, 'create-name', `The new ${role}: what is their name?`, names.slice(0, 12).map((n) => option(n)));
  const arms = Object.values(d.weapons).filter((w) => w.group !== 'natural');
  const main = ask(ctx, st, 'create-weapon', `${name}'s main weapon?`, arms.map((w) => option(w.id, `${w.name} (${w.size} ${w.type}, ${w.group}${w.reach ? `, reach ${w.reach}` : ''}${w.range ? `, range ${w.range}` : ''}${w.reload ? ', reloads' : ''}${w.set ? ', can be set' : ''})`)));
  const second = ask(ctx, st, 'create-weapon2', `${name}'s second weapon?`, [option('none', 'None'), ...arms.filter((w) => w.id !== main).map((w) => option(w.id, `${w.name} (${w.size} ${w.type}, ${w.group})`))]);
  const weapons = second === 'none' ? [main] : [main, second];
  const wizard = role === 'wizard';
  const armours = Object.values(d.armour).filter((a) => a.kind === 'armour');
  const armour = wizard ? 'none' : ask(ctx, st, 'create-armour', `${name}'s armour?`, [option('none', 'None'), ...armours.map((a) => option(a.id, `${a.name} (+${a.ac} AC${a.speed ? `, -${a.speed} Speed` : ''})`))]);
  const twoHands = d.weapons[main]!.size === 'large';
  const shields = Object.values(d.armour).filter((a) => a.kind === 'shield');
  const shield = wizard || twoHands ? 'none' : ask(ctx, st, 'create-shield', `${name}'s shield?`, [option('none', 'None'), ...shields.map((a) => option(a.id, `${a.name} (+${a.ac} AC${a.speed ? `, -${a.speed} Speed` : ''})`))]);
  const proficiency: Record<string, number> = st.creating?.proficiency ?? {};
  const groups = [...new Set(weapons.map((w) => d.weapons[w]!.group))];
  const budget = PROFICIENCY_PER_LEVEL[role] ?? 1;
  for (let i = 1; i <= budget; i++) {
    const g = ask(ctx, st, 'create-proficiency', `${name}'s proficiency level ${i} of ${budget}: which weapon group?`, groups.map((x) => option(x, `${x} (now +${proficiency[x] ?? 0})`)));
    proficiency[g] = (proficiency[g] ?? 0) + 1;
  }
  const spells: string[] = st.creating?.spells ?? [];
  if (CASTER_ROLES.includes(role)) {
    const all = Object.values(d.spells);
    for (let i = 1; i <= Math.min(NEW_SPELLS, all.length); i++) {
      const s = ask(ctx, st, 'create-spell', `${name}'s spell ${i} of ${NEW_SPELLS}?`, all.filter((x) => !spells.includes(x.id)).map((x) => option(x.id, `${x.name} (${x.sp} SP, ${x.shape}, ${x.effect.kind})`)));
      spells.push(s);
    }
  }
  return { name, weapons, armour: armour === 'none' ? null : armour, shield: shield === 'none' ? null : shield, proficiency: { ...proficiency }, spells: spells.slice() };
}
