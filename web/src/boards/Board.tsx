/**
 * The system's board in SVG with its text alternative (the terminal's view of
 * the same moment). Drawn again only when the board's data or text changed:
 * many answers (a recruit declined, a choice of target) leave the drawing as
 * it was, and comparing the data costs far less than drawing it. A board
 * that answers by clicks (dungeon-world) gets the options and the chooser
 * while the viewer may answer (`pickable`).
 */
import { Component } from 'preact';
import type { GameView } from '../api.ts';
import { CardsBoard } from './CardsBoard.tsx';
import { TwoHourBoard } from './TwoHourBoard.tsx';
import { ThreeD6Board } from './ThreeD6Board.tsx';
import { ExplorationBoard } from './ExplorationBoard.tsx';
import { DungeonWorldBoard } from './DungeonWorldBoard.tsx';
import { boardModel } from './board-model.ts';

interface Props {
  view: GameView;
  /** The option hovered or focused now (boards that show what an option does). */
  focus?: string | null;
  /** The viewer may answer the decision now: the board's squares may answer it (onChoose, as the Choices' buttons). */
  pickable?: boolean;
  onChoose?: (id: string) => void;
  onFocusOption?: (id: string | null) => void;
}

/** The options as a board's picks name them (ids and labels). */
const optionsKey = (p: Props) => (p.pickable && p.view.request ? p.view.request.options.map((o) => `${o.id}\u0000${o.label}`).join('\u0001') : '');

export class Board extends Component<Props> {
  private drawn = '';
  shouldComponentUpdate(next: Props): boolean {
    return next.view.text !== this.props.view.text || next.focus !== this.props.focus || optionsKey(next) !== optionsKey(this.props) || JSON.stringify(next.view.board) !== this.drawn;
  }
  // Read at the click, so the latest chooser answers.
  private choose = (id: string) => this.props.onChoose?.(id);
  private focusOption = (id: string | null) => this.props.onFocusOption?.(id);
  render() {
    const b = boardModel(this.props.view.board);
    const req = this.props.view.request;
    const picks = this.props.pickable && req && this.props.onChoose ? { options: req.options, onChoose: this.choose, onFocusOption: this.focusOption } : null;
    this.drawn = JSON.stringify(b);
    return (
      <section class="board" role="region" aria-label="Board">
        <h2 class="sr-only">Board</h2>
        {b?.system === 'cards' ? <CardsBoard m={b} focus={this.props.focus ?? null} picks={picks} /> : b?.system === '2hdc' ? <TwoHourBoard m={b} focus={this.props.focus ?? null} picks={picks} /> : b?.system === '3d6' ? <ThreeD6Board m={b} focus={this.props.focus ?? null} picks={picks} /> : b?.system === 'exploration' ? <ExplorationBoard m={b} focus={this.props.focus ?? null} picks={picks} /> : b?.system === 'dungeon-world' ? <DungeonWorldBoard m={b} focus={this.props.focus ?? null} picks={picks} /> : null}
        <details class="board-text">
          <summary>The board as text</summary>
          <pre id="board-text">{this.props.view.text}</pre>
        </details>
      </section>
    );
  }
}
