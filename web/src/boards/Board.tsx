/**
 * The system's board in SVG with its text alternative (the terminal's view of
 * the same moment). Drawn again only when the board's data or text changed:
 * many answers (a recruit declined, a choice of target) leave the drawing as
 * it was, and comparing the data costs far less than drawing it.
 */
import { Component } from 'preact';
import type { GameView } from '../api.ts';
import { CardsBoard } from './CardsBoard.tsx';
import { TwoHourBoard } from './TwoHourBoard.tsx';
import { ThreeD6Board } from './ThreeD6Board.tsx';
import { ExplorationBoard } from './ExplorationBoard.tsx';

interface Props {
  view: GameView;
}

export class Board extends Component<Props> {
  private drawn = '';
  shouldComponentUpdate(next: Props): boolean {
    return next.view.text !== this.props.view.text || JSON.stringify(next.view.board) !== this.drawn;
  }
  render() {
    const b = this.props.view.board;
    this.drawn = JSON.stringify(b);
    return (
      <section class="board" role="region" aria-label="Board">
        {b?.system === 'cards' ? <CardsBoard m={b} /> : b?.system === '2hdc' ? <TwoHourBoard m={b} /> : b?.system === '3d6' ? <ThreeD6Board m={b} /> : b?.system === 'exploration' ? <ExplorationBoard m={b} /> : null}
        <details class="board-text">
          <summary>The board as text</summary>
          <pre id="board-text">{this.props.view.text}</pre>
        </details>
      </section>
    );
  }
}
