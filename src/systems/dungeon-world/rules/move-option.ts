/** Move options, one per end of a move search (actions.ts, dungeon/act.ts). */
import { LazyOption } from '../../../core/request.ts';
import type { GameState } from '../state.ts';
import { moveAct, squareId, type Act } from './acts.ts';
import { endName } from './dungeon/moves.ts';
import { counted } from '../../../core/text.ts';

/** LazyOption's words, never asked: the label is this class's own. */
const NO_WORDS = (): string => '';

/**
 * A move option (an end of the move search): the shared move act of its
 * square (acts.ts moveAct), worded when read like any lazy option, without a
 * closure per square. `left`: the points a follow-up move had (dungeon/act.ts).
 */
export class MoveOption extends LazyOption<Act> {
  constructor(
    private readonly st: GameState,
    private readonly end: { readonly x: number; readonly y: number; readonly cost: number },
    private readonly disengaging: string,
    private readonly left: number | null,
  ) {
    super(squareId('move:', end.x, end.y), moveAct(end.x, end.y), NO_WORDS);
  }
  override get label(): string {
    const e = this.end;
    if (this.left !== null) return `Move on to ${endName(this.st, e)}, ${e.cost} of ${counted(this.left, 'point')} left`;
    return `Move to ${endName(this.st, e)}, ${e.cost} ${e.cost === 1 ? 'point' : 'points'}${this.disengaging}`;
  }
}

