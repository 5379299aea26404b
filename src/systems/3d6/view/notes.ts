/**
 * What a spell or a role does, in a few words, for the options that name one
 * (a spell cast in a fight, a spell or a role chosen for a new character):
 * the terminal prints the note after the option's label. Spells are read
 * from the data (data/spells.json), so a note never disagrees with the rules;
 * a spell of a data set of the player's own, unknown here, gets none.
 */
import type { Option, Request } from '../../../core/request.ts';
import { DEFAULT_DATA } from '../data/index.ts';
import type { Spell } from '../data/schema.ts';

const DIE = { strong: 'high', moderate: 'middle', weak: 'low' } as const;
const CONDITION = { stunned: 'stuns', asleep: 'puts to sleep', prone: 'knocks down' } as const;

/** A spell's effect from its data: "damage: middle die + 1, an area of 0-2 squares; Reflex resists; half on a miss". */
function spellNote(s: Spell): string {
  const e = s.effect;
  const rounds = (n: number) => (n > 0 ? ` for ${n} round${n === 1 ? '' : 's'}` : '');
  const what =
    e.kind === 'damage' ? `damage: the ${DIE[s.potency]} die${e.bonus ? ` + ${e.bonus}` : ''}`
    : e.kind === 'heal' ? `heals the ${DIE[s.potency]} die${e.bonus ? ` + ${e.bonus}` : ''} HP`
    : e.kind === 'buff' ? `+${e.amount} ${e.stat === 'ac' ? 'AC' : 'to attacks'}${rounds(e.rounds)}`
    : `${CONDITION[e.condition]}${rounds(e.rounds)}`;
  const r = s.bands[s.bands.length - 1] ?? 0;
  const area = s.shape === 'area' ? `, an area ${r} square${r === 1 ? '' : 's'} around the point aimed at` : s.shape === 'allies' ? ', every ally near' : '';
  const resist = s.target !== 'none' ? `; ${s.target[0]!.toUpperCase()}${s.target.slice(1)} resists` : '';
  const miss = e.kind === 'damage' && e.onMiss === 'half' ? ', half damage if resisted' : '';
  const prep = s.prepare ? `; ${s.prepare} round${s.prepare === 1 ? '' : 's'} to prepare` : '';
  return `${what}${area}${resist}${miss}${prep}`;
}

/** The roles of the ready-made characters, short. */
const ROLES: Readonly<Record<string, string>> = {
  fighter: 'armour, shield and the best weapons: the front line',
  rogue: 'quick and lucky: bows, light blades and feats',
  wizard: 'attack spells from afar, little armour',
  cleric: 'healing and blessing spells, a mace and armour',
};

export function sixNote(req: Request, o: Option<string>): string | undefined {
  if (req.kind === 'create-role') return ROLES[o.id];
  if (req.kind === 'create-spell') {
    const s = DEFAULT_DATA.spells[o.id];
    return s ? spellNote(s) : undefined;
  }
  const m = /^spell:([^:]+):/.exec(o.id);
  if (m) {
    const s = DEFAULT_DATA.spells[m[1]!];
    return s ? spellNote(s) : undefined;
  }
  return undefined;
}
