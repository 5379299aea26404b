/**
 * Leadership Changes: the Leader passes to the next character at the end of
 * every round (not while an encounter lasts), and after a mid-round
 * encounter. Ours: a character who is down or dead is passed over.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import type { Explorer, ExploreState } from '../state.ts';

export function leaderOf(st: ExploreState): Explorer {
  return st.characters[st.leader]!;
}

/** The characters able to act, in seating order from the Leader. */
export function fromLeader(st: ExploreState): Explorer[] {
  const n = st.characters.length;
  const out: Explorer[] = [];
  for (let k = 0; k < n; k++) {
    const c = st.characters[(st.leader + k) % n]!;
    if (c.condition === 'up') out.push(c);
  }
  return out;
}

export function passLeadership(ctx: Ctx, st: ExploreState, rule: string): void {
  if (st.combat) throw new Error('leadership does not change while an encounter lasts');
  const n = st.characters.length;
  const from = leaderOf(st);
  for (let k = 1; k <= n; k++) {
    const i = (st.leader + k) % n;
    if (st.characters[i]!.condition === 'up') {
      st.leader = i;
      break;
    }
  }
  st.thisRound.passed = true;
  if (ctx.log) note(ctx, rule, st.characters[st.leader] === from ? `${from.name} stays the Leader: no one else can lead.` : `Leadership passes from ${from.name} to ${leaderOf(st).name}.`);
}
