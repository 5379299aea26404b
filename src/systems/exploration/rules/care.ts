/**
 * Healing out of a fight (issue 25 item 12), with 3d6 resolving: as his ACT
 * a character may cast a healing spell he has the SP for, or give a draught
 * from his pack, to a hurt character in the same room (3d6's out-of-combat
 * care: rules/out-of-combat.ts; Magic, Combat: Actions: Use Item). A
 * character down who is healed to 1 HP or more is up again.
 */
import type { Ctx } from '../../../core/engine.ts';
import { choice, type Option } from '../../../core/request.ts';
import { type Care, careOptions, DEFAULT_DATA, doCare } from '../../3d6/api.ts';
import type { AdventureData } from '../data/index.ts';
import type { Explorer, ExploreState } from '../state.ts';
import { roomAt } from './map.ts';

/** The care `c` may give as an ACT: `mend:<caster>:<spell>:<patient>`, `draught:<owner>:<item>:<patient>`; none at the table or in a fight. */
export function careActs(d: AdventureData, st: ExploreState, c: Explorer): Option<Care>[] {
  if (!st.six || st.six.fight || st.combat) return [];
  const here = roomAt(d, c.pos);
  const near = new Set(st.characters.filter((x) => x.condition !== 'dead' && roomAt(d, x.pos) === here).map((x) => x.id));
  return careOptions(st.six, DEFAULT_DATA)
    .filter((o) => o.value.by.id === c.id && near.has(o.value.to.id))
    .map((o) => choice(o.value, o.id, o.label));
}

/** Gives the care, then brings the characters' conditions in line with their 3d6 fighters. */
export function giveCare(ctx: Ctx, st: ExploreState, care: Care): void {
  doCare(ctx, st.six!, DEFAULT_DATA, { dying: 'at-most' }, care);
  for (const x of st.characters) {
    const f = st.six!.fighters[x.id]!;
    if (x.condition === 'down' && f.condition === 'up') x.condition = 'up';
  }
}
