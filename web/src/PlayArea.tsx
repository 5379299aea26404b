/**
 * The game as a page shows it, whichever page (a game, a room, a replay):
 * the system's board first, and beside it (under it on a narrow screen) the
 * choices, the report and the log (a drawer on a narrow screen). The layout
 * (style.css) keeps the board and the decision in view together. One component, so
 * every system's board is drawn the same way everywhere; the option hovered
 * or focused is shown on the board (a dungeon-world shot's line and odds) for
 * as long as the view it belongs to is on screen. A board that offers the
 * options on its squares (dungeon-world) answers through the same onChoose.
 */
import { useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import type { GameView } from './api.ts';
import type { LogLine } from '../../src/server/api-types.ts';
import { Board } from './boards/Board.tsx';
import { optionsOnBoard } from './boards/picks-of.ts';
import { Choices, ReportPanel } from './panels.tsx';
import { LogPanel } from './LogPanel.tsx';
import { Playback } from './Playback.tsx';

const none = () => {};

export function PlayArea(p: {
  view: GameView;
  lines: LogLine[];
  busy: boolean;
  onChoose: (id: string) => void;
  onEntry?: (text: string) => void;
  entryError?: string | null;
  /** Absent: no undo button (a room, a replay). */
  onUndo?: () => void;
  onHighScore?: (name: string) => void;
  /** The report's form waits (a room, a replay: nobody there owns the game). */
  reportBusy?: boolean;
  /** A replay: the option chosen at this point. */
  chosen?: string | null;
  /** Shown between the report and the log. */
  children?: ComponentChildren;
}) {
  // The option hovered or focused, with the view it was hovered in: a new view (an answer, a move seen live) starts with none.
  const [focus, setFocus] = useState<{ view: GameView; id: string } | null>(null);
  const v = p.view;
  const onFocus = (id: string | null) => setFocus(id === null ? null : { view: v, id });
  const pickable = !!v.request?.yours && !p.busy && v.replay === null;
  // Options the board offers on its squares and figures (the grid boards): a long list of them scrolls in its box, so the board stays in view.
  const onBoard = pickable ? optionsOnBoard(v.board) : 0;
  return (
    <div class="game-grid">
      <Playback view={v} lines={p.lines}>
        <Board view={v} focus={focus?.view === v ? focus.id : null} pickable={pickable} onChoose={p.onChoose} onFocusOption={onFocus} />
      </Playback>
      <div class="side">
        <Choices view={v} busy={p.busy} onChoose={p.onChoose} onUndo={p.onUndo ?? none} noUndo={!p.onUndo} onEntry={p.onEntry ?? none} entryError={p.entryError ?? null} chosen={p.chosen} onFocusOption={onFocus} onBoard={onBoard} />
        <ReportPanel view={v} busy={p.reportBusy ?? p.busy} onHighScore={p.onHighScore ?? none} />
        {p.children}
        <LogPanel lines={p.lines} system={v.system} />
      </div>
    </div>
  );
}
