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
import { DungeonWorldBoard } from './DungeonWorldBoard.tsx';

interface Props {
  view: GameView;
  /** The option hovered or focused now (boards that show what an option does). */
  focus?: string | null;
}

export class Board extends Component<Props> {
  private drawn = '';
  shouldComponentUpdate(next: Props): boolean {
    return next.view.text !== this.props.view.text || next.focus !== this.props.focus || JSON.stringify(next.view.board) !== this.drawn;
  }
  render() {
    const b = this.props.view.board;
    this.drawn = JSON.stringify(b);
    return (
      <section class="board" role="region" aria-label="Board">
        {b?.system === 'cards' ? <CardsBoard m={b} /> : b?.system === '2hdc' ? <TwoHourBoard m={b} /> : b?.system === '3d6' ? <ThreeD6Board m={b} /> : b?.system === 'exploration' ? <ExplorationBoard m={b} /> : b?.system === 'dungeon-world' ? <DungeonWorldBoard m={b} focus={this.props.focus ?? null} /> : null}
        <details class="board-text">
          <summary>The board as text</summary>
          <pre id="board-text">{this.props.view.text}</pre>
        </details>
      </section>
    );
  }
}
