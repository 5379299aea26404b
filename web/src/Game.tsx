/** The game screen: board, sheets, choices (buttons and number keys), undo, physical entry, log, report, export. */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { api, ApiError, type GameView } from './api.ts';
import type { LogLine } from '../../src/server/api-types.ts';
import { Link } from './nav.tsx';
import { KeysHelp, releaseOptionFocus } from './panels.tsx';
import { PlayArea } from './PlayArea.tsx';
import { useLive } from './live.ts';
import { useGameKeys } from './keys.ts';

/** An answer slower than this shows its buttons disabled; a quick one is drawn once, with its result (no redraw on the click). */
const SLOW_MS = 250;

export function Game(p: { id: string }) {
  const [view, setView] = useState<GameView | null>(null);
  const [lines, setLines] = useState<LogLine[]>([]);
  /** An answer is on its way and has taken a while: the buttons say so. */
  // An answer in flight (aria-busy on the game: screen readers wait, and so do the browser tests).
  const [acting, setActing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [entryError, setEntryError] = useState<string | null>(null);
  const [help, setHelp] = useState(false);
  /** Answers done (refused or not): `data-answered` on the page, which the browser tests wait on. */
  const [answers, setAnswers] = useState(0);
  // The latest values for the key handler and the calls, which outlive a render.
  const now = useRef({ view, lines });
  now.current = { view, lines };
  /** An answer is on its way: other clicks and keys wait for it. */
  const pending = useRef(false);

  const apply = useCallback((v: GameView) => {
    setLines((prev) => prev.slice(0, v.log.from).concat(v.log.lines));
    setView(v);
    document.title = `${v.systemName}: ${v.status === 'over' ? 'game over' : v.request ? v.request.prompt : 'your roll'}`;
  }, []);

  useEffect(() => {
    api.game(p.id, 0).then(apply, (e: Error) => setError(e.message));
  }, [p.id]);

  // Live (WebSocket): when the game moved elsewhere (another tab or window, or while the server was away), fetch what changed.
  const live = useLive(p.id, (step) => {
    const { view: v, lines: l } = now.current;
    if (!v || pending.current || step === v.step) return;
    api.game(p.id, l.length).then((next) => {
      if (pending.current) return;
      apply(next);
      setError(null);
      setMessage('The game moved on in another window: this is where it stands now.');
    }, (e: Error) => setError(e.message));
  });

  async function act(f: (since: number, step: number) => Promise<GameView>, what: string): Promise<void> {
    const { view: v, lines: l } = now.current;
    if (!v || pending.current) return;
    pending.current = true;
    setActing(true);
    const slow = window.setTimeout(() => setBusy(true), SLOW_MS);
    setError(null);
    setEntryError(null);
    try {
      const next = await f(l.length, v.step);
      releaseOptionFocus();
      apply(next);
      if (next.refusal) setEntryError(next.refusal);
      else setMessage(what);
    } catch (e) {
      if (e instanceof ApiError && e.status === 409 && /step/.test(e.message)) {
        // The game moved on elsewhere (another tab, the terminal): show it as it is now.
        setLines([]);
        apply(await api.game(p.id, 0));
        setError(e.message);
      } else setError((e as Error).message);
    } finally {
      clearTimeout(slow);
      pending.current = false;
      setActing(false);
      setBusy(false);
      setAnswers((n) => n + 1);
    }
  }

  const choose = (id: string) => {
    const label = now.current.view?.request?.options.find((o) => o.id === id)?.label ?? id;
    void act((since, step) => live.ask({ type: 'answer', since, step, choice: id }) ?? api.answer(p.id, since, { step, choice: id }), `You chose: ${label}`);
  };
  const undo = () => {
    const v = now.current.view;
    if (!v) return;
    if (!v.undo.allowed) {
      setMessage(v.undo.reason ?? 'Cannot undo now.');
      return;
    }
    void act((since, step) => live.ask({ type: 'undo', since, step }) ?? api.undo(p.id, since, step), 'Undone: back to your previous choice.');
  };
  const enter = (text: string) => void act((since, step) => live.ask({ type: 'answer', since, step, entry: text }) ?? api.answer(p.id, since, { step, entry: text }), `Entered: ${text}`);
  const highScore = (name: string) => void act(() => api.highScore(p.id, name), 'Your score is on the high-score sheet.');

  // Number keys pick options, u undoes, ? lists the keys (keys.ts, as in a room).
  useGameKeys({
    options: () => now.current.view?.request?.options ?? null,
    choose,
    say: setMessage,
    undo,
    help: (show) => setHelp((h) => (show === 'toggle' ? !h : show)),
  });

  if (!view) return error ? <p role="alert">{error}</p> : <p>Loading…</p>;
  return (
    <div class="game" data-live={live.open ? 'on' : 'off'} data-answered={answers} aria-busy={acting}>
      <div class="game-head">
        <h1>{view.systemName}</h1>
        <span class="muted">
          {view.id}
          {view.seed === null ? '' : ` · seed ${view.seed}`} · {view.dice === 'physical' ? 'your dice and cards' : 'computer dice'}
          {view.campaign ? ` · campaign ${view.campaign}` : ''} · {view.decisions} decisions
        </span>
        <nav class="game-links" aria-label="Game">
          <a href={api.saveUrl(view.id)} download={`${view.id}.json`}>
            Export save
          </a>
          <Link href={`/replay/${view.id}`}>Replay</Link>
          <button type="button" class="link" onClick={() => setHelp(!help)} aria-expanded={help}>
            Keys <kbd aria-hidden="true">?</kbd>
          </button>
        </nav>
      </div>
      {help && <KeysHelp onClose={() => setHelp(false)} />}
      <p class="status" role="status">
        {message}
      </p>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <PlayArea view={view} lines={lines} busy={busy} onChoose={choose} onUndo={undo} onEntry={enter} entryError={entryError} onHighScore={highScore}>
        {view.status === 'over' && view.campaign && !view.replay && (
          <p class="next-game">
            <Link href={`/new/${view.system}?campaign=${encodeURIComponent(view.campaign)}`} class="button primary">
              Next game of the campaign {view.campaign}
            </Link>
          </p>
        )}
      </PlayArea>
    </div>
  );
}
