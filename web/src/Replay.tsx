/** A replay of any save, decision by decision: a slider, previous and next, the board, the choice made, the log. */
import { useEffect, useState } from 'preact/hooks';
import { api, type GameView } from './api.ts';
import { Link } from './nav.tsx';
import { PlayArea } from './PlayArea.tsx';

export function Replay(p: { id: string }) {
  const [at, setAt] = useState(0);
  const [view, setView] = useState<GameView | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.replay(p.id, at).then(
      (v) => {
        if (!live) return;
        setView(v);
        document.title = `Replay of ${v.id}: decision ${v.replay?.at ?? 0} of ${v.replay?.of ?? 0}`;
      },
      (e: Error) => setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [p.id, at]);
  if (!view) return error ? <p role="alert">{error}</p> : <p>Loading…</p>;
  const of = view.replay?.of ?? 0;
  const none = () => undefined;
  return (
    <div class="game replay">
      <div class="game-head">
        <h1>Replay: {view.systemName}</h1>
        <span class="muted">
          {view.id}
          {view.seed === null ? '' : ` · seed ${view.seed}`}
        </span>
        <nav class="game-links" aria-label="Replay">
          <Link href={`/game/${view.id}`}>Back to the game</Link>
        </nav>
      </div>
      <div class="slider">
        <button type="button" onClick={() => setAt(Math.max(0, at - 1))} disabled={at <= 0}>
          Previous
        </button>
        <label>
          Decision{' '}
          <input type="range" min={0} max={of} value={at} onInput={(e) => setAt(Number(e.currentTarget.value))} aria-valuetext={`before decision ${at + 1} of ${of}`} />
        </label>
        <button type="button" onClick={() => setAt(Math.min(of, at + 1))} disabled={at >= of}>
          Next
        </button>
        <span role="status">
          {view.replay?.at ?? 0} of {of} decisions taken
        </span>
      </div>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <PlayArea view={view} lines={view.log.lines} busy={true} onChoose={none} chosen={view.replay?.chosen} />
    </div>
  );
}
