/**
 * What a spell or a skill does, in a few words, for the options that name
 * one (a spell studied at a bookcase or a tome, a spell or skill bought in
 * Ye Olde Shoppe): the terminal prints the note after the option's label.
 * Spells are summed up here; a skill's note is the first sentence of its
 * glossary entry (rules-glossary.ts), cut short. A model offered to act
 * (a hero, or a monster for a person in the Draken Master's seat) says what
 * it does: its profile as its sheet gives it (the view model `m`).
 */
import type { Option, Request } from '../../../core/request.ts';
import { DW_GLOSSARY } from '../rules-glossary.ts';
import type { DwViewModel } from './view-model.ts';

const SPELLS: Readonly<Record<string, string>> = {
  'hold-portal': 'locks a door within 4 squares by magic; holds on 4+ each move',
  shield: '+2 Armour (at most 6) against the attacks of this move',
  'invulnerable-to-fire': 'no harm from fire attacks this move',
  'invulnerable-to-poison': 'no poison from attacks this move',
  'finger-of-death': 'once a game: an enemy in sight dies at the end of the shooting phase, unless the wizard is shot',
  resurrection: 'brings a killed hero back with full hits; the Draken Master scores nothing',
};

/** A skill's glossary sentence, up to its first full stop or semicolon, at most 120 characters. */
function skillNote(id: string): string | undefined {
  const text = DW_GLOSSARY[`ability-${id}`];
  if (!text) return undefined;
  const first = text.split(/(?<=[.;])\s/)[0]!.replace(/[.;]$/, '');
  return first.length <= 120 ? first : `${first.slice(0, 119)}…`;
}

/** A model's profile in a few words: "Movement 4, Attacks 3, Shooting 7-8, Armour 4, hits 6/6; Multi Shot". */
function profileNote(m: DwViewModel, id: string): string | undefined {
  const x = m.models.find((y) => y.id === id) ?? m.heroes.find((y) => y.id === id);
  if (!x) return undefined;
  return `Movement ${x.movement}, Attacks ${x.attacks}${x.shooting ? `, Shooting ${x.shooting}` : ''}, Armour ${x.armour}, hits ${x.wounds}/${x.maxWounds}${x.abilities.length ? `; ${x.abilities.join(', ')}` : ''}`;
}

export function dwNote(req: Request, o: Option, m?: DwViewModel): string | undefined {
  if (req.kind === 'spell') return SPELLS[o.id];
  if (req.kind === 'activate' && m) return profileNote(m, o.id);
  if (req.kind === 'shop-buy' && o.id.startsWith('buy:')) {
    const id = o.id.slice(4);
    return SPELLS[id] ?? skillNote(id);
  }
  return undefined;
}
