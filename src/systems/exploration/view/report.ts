/** The end of an exploration game: its outcome, the party's fates and the numbers `simulate` counts. */
import type { GameReport } from '../../../core/engine.ts';
import { adventureOf } from '../data/index.ts';
import type { ExploreState } from '../state.ts';

const OUTCOME_TEXT: Record<ExploreState['outcome'], string> = { playing: 'unfinished', won: 'every goal met', lost: 'the party was beaten', 'out-of-time': 'the light failed (out of rounds)', left: 'the party left the dungeon' };

export function reportExploration(st: ExploreState): GameReport {
  const d = adventureOf(st);
  return {
    system: 'exploration',
    outcome: st.outcome === 'playing' ? 'unfinished' : st.outcome,
    outcomeText: `${d.a.title}: ${OUTCOME_TEXT[st.outcome]}`,
    players: st.characters.map((c) => ({ name: c.name, role: st.six ? st.six.fighters[c.id]!.role : 'explorer', fate: c.condition === 'dead' ? 'died' : c.condition === 'down' ? 'down at the end' : `standing${c.items.length ? `, carrying ${c.items.length} item${c.items.length === 1 ? '' : 's'}` : ''}` })),
    numbers: {
      rounds: st.round,
      goalsMet: st.goalsMet.length,
      goals: d.a.goals.length,
      roomsRevealed: st.revealed.length,
      rooms: d.a.rooms.length,
      doorsOpened: st.counts.doors,
      tokensSearched: st.searched.length,
      itemsFound: st.counts.items,
      encounters: st.counts.encounters,
      skirmishes: st.counts.skirmishes,
      rests: st.counts.rests,
      checksPassed: st.counts.checksPassed,
      checksFailed: st.counts.checksFailed,
      // Those still on their feet, as the fates say ("down at the end" is not standing): the sheets' count.
      standing: st.characters.filter((c) => c.condition === 'up').length,
      dice: st.diceRolled,
    },
    labels: { rounds: 'rounds played', goalsMet: 'goals met', goals: 'goals', roomsRevealed: 'rooms revealed', rooms: 'rooms in the dungeon', doorsOpened: 'doors opened', tokensSearched: 'search tokens searched', itemsFound: 'items found', encounters: 'encounters', skirmishes: 'skirmishes', rests: 'rests', checksPassed: 'checks passed', checksFailed: 'checks failed', standing: 'standing at the end', dice: 'dice rolled' },
    story: st.story.slice(),
  };
}
