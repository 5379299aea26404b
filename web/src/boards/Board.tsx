/** The system's board in SVG with its text alternative (the terminal's view of the same moment). */
import type { GameView } from '../api.ts';
import { CardsBoard } from './CardsBoard.tsx';
import { TwoHourBoard } from './TwoHourBoard.tsx';

export function Board(p: { view: GameView }) {
  const b = p.view.board;
  return (
    <section class="board" role="region" aria-label="Board">
      {b?.system === 'cards' ? <CardsBoard m={b} /> : b?.system === '2hdc' ? <TwoHourBoard m={b} /> : null}
      <details class="board-text">
        <summary>The board as text</summary>
        <pre id="board-text">{p.view.text}</pre>
      </details>
    </section>
  );
}
