/** What a viewer sees of the toy: everything is open (nothing hidden). */
import type { SystemViewModel, Viewer } from '../../../src/core/view-model.ts';
import type { ToyState } from '../state.ts';

export interface ToyViewModel extends SystemViewModel {
  system: 'toy';
  hp: number;
  gold: number;
  room: number;
  rooms: number;
  monster: boolean;
}

export function toyViewModel(st: ToyState, _viewer: Viewer): ToyViewModel {
  return { system: 'toy', hp: st.hp, gold: st.gold, room: st.room, rooms: st.rooms, monster: st.monster };
}
