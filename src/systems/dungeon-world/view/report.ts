/** The end-of-game report: outcome, each hero's fate, the key numbers `simulate` sums. */
import type { GameReport } from '../../../core/engine.ts';
import type { GameState } from '../state.ts';
import { DW_OUTCOMES as OUTCOME } from '../words.ts';


export function reportDw(st: GameState): GameReport {
  const heroes = st.models.filter((m) => m.side === 'heroes');
  return {
    system: 'dungeon-world',
    outcome: st.outcome === 'playing' ? 'unfinished' : st.outcome,
    outcomeText: OUTCOME[st.outcome],
    players: heroes.map((h) => ({ name: h.name, role: 'hero', fate: `${h.status === 'in-play' ? `standing with ${h.wounds}/${h.maxWounds} hits` : 'down'}${h.deaths ? `, killed ${h.deaths} ${h.deaths === 1 ? 'time' : 'times'}` : ''}` })),
    numbers: {
      moves: st.move,
      victoryPoints: st.victoryPoints,
      monstersSlain: st.kills.heroes,
      heroDeaths: st.kills.monsters,
      spawned: st.spawned,
      lost: st.lost,
    },
    labels: { moves: 'moves played', victoryPoints: "the Draken Master's victory points", monstersSlain: 'monsters slain', heroDeaths: 'heroes killed', spawned: 'monsters spawned', lost: 'spawned monsters lost' },
    story: st.story.slice(),
  };
}
