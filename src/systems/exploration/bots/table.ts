/**
 * The bot's answers at the table (`resolve=table`), standing in for players
 * who resolve checks and fights with the host game. With no dice of its own
 * (a policy rolls nothing), it reads a number from the moment in the game
 * (round, checks and fights so far, who acts), so the same game always gets
 * the same answers: a check of level L passes on 11 - L in 10, a fight is
 * won 9 in 10, and after a fight one character is down 1 in 5.
 */
import type { Request } from '../../../core/request.ts';
import type { ExploreState } from '../state.ts';

/** A number from 0 to 9 read from the moment. */
function momentDigit(st: ExploreState, salt: number): number {
  let h = 2166136261;
  for (const v of [st.round, st.counts.checksPassed, st.counts.checksFailed, st.counts.encounters, st.counts.skirmishes, st.leader, st.characters.findIndex((c) => c.id === st.acting), salt]) {
    h = Math.imul(h ^ (v & 0xffff), 16777619);
    h ^= h >>> 13;
  }
  return (h >>> 0) % 10;
}

export function tableAnswer(req: Request, st: ExploreState): string {
  if (req.kind === 'table-check') {
    const level = (req.options[0]?.value as { level?: number } | undefined)?.level ?? 4;
    return momentDigit(st, 1) >= level - 1 ? 'passed' : 'failed';
  }
  if (req.kind === 'table-fight') return momentDigit(st, 2) === 0 ? 'lost' : 'won';
  if (momentDigit(st, 3 + st.characters.filter((c) => c.condition === 'down').length) < 2) return req.options[1]!.id;
  return 'none';
}
