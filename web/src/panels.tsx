/** The parts of the game screen around the board: choices, physical entry, report, the keys (the log: LogPanel.tsx). */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { GameView } from './api.ts';
import type { OptionView } from '../../src/server/api-types.ts';
import { OddsView } from './OddsView.tsx';
import { groupOptions } from './option-groups.ts';
import { boardTakesFocus } from './boards/GridPicks.tsx';

/**
 * Lets go of the focus on an option button before a new view is drawn. The
 * new decision's buttons replace the old ones, and a focused element taken
 * out of the page makes the browser lay the whole page out there and then,
 * half drawn (and again once drawn). Let go now, while the page is as it was
 * painted, it costs nothing; the focus then goes where it went before: the
 * new decision's first option (Choices' effect).
 */
export function releaseOptionFocus(): void {
  const a = document.activeElement;
  if (!(a instanceof HTMLElement) || !a.closest('.choices .options')) return;
  // As when the button is taken out: nothing else changes (the option pointed at is still shown until the new view).
  releasing = true;
  a.blur();
  releasing = false;
}
let releasing = false;

export function Choices(p: { view: GameView; busy: boolean; onChoose: (id: string) => void; onUndo: () => void; onEntry: (text: string) => void; entryError: string | null; chosen?: string | null; onFocusOption?: (id: string | null) => void; noUndo?: boolean; onBoard?: number }) {
  const v = p.view;
  const req = v.request;
  const box = useRef<HTMLElement>(null);
  /** A focus the page gave (after an answer), not the reader: it shows nothing on the board. */
  const quiet = useRef(false);
  const canAnswer = !!req && req.yours && !p.busy && v.replay === null;
  // After an answer (or a move seen live), the first option of the new decision has the focus, when the
  // focus was nowhere in particular (the button answered is gone) or on the choices; never taken from a
  // field, the log or the board (a square answered by the keyboard hands the focus to the next square, DwPicks.tsx).
  // Before the new view is painted (a layout effect): no frame shows the focus nowhere.
  useLayoutEffect(() => {
    if (!canAnswer) return;
    // After the other layout effects of this drawing (a board answered by the keyboard keeps the focus on its squares: boardTakesFocus).
    queueMicrotask(() => {
      const a = document.activeElement;
      if (boardTakesFocus()) return;
      if (a && a !== document.body && !a.closest('.choices')) return;
      const first = box.current?.querySelector<HTMLButtonElement>('button.option[data-n="0"]');
      if (!first || first === a) return;
      quiet.current = true;
      first.focus({ preventScroll: true });
      quiet.current = false;
    });
  }, [v, canAnswer]);
  const groups = req ? groupOptions(req.options) : null;
  const button = (o: OptionView, i: number) => (
    <li key={o.id}>
      <button
        type="button"
        data-n={i}
        class={p.chosen === o.id ? 'option chosen' : 'option'}
        disabled={p.busy || v.replay !== null || !req!.yours}
        aria-current={p.chosen === o.id ? 'true' : undefined}
        onClick={() => p.onChoose(o.id)}
        onMouseEnter={() => p.onFocusOption?.(o.id)}
        onMouseLeave={() => p.onFocusOption?.(null)}
        onFocus={() => quiet.current || p.onFocusOption?.(o.id)}
        onBlur={() => releasing || p.onFocusOption?.(null)}
      >
        <kbd aria-hidden="true">{i + 1}</kbd>{' '}
        <span class="option-label">
          {o.label}
          {o.about && <span class="muted about"> ({o.about})</span>}
        </span>
        {o.odds && <OddsView odds={o.odds} />}
      </button>
    </li>
  );
  const listClass = (p.onBoard ?? 0) > 8 ? 'options scroll' : 'options';
  return (
    <section class="choices" role="region" aria-label="Choices" ref={box}>
      <h2 class="sr-only">Choices</h2>
      {req && (
        <>
          <p class="prompt">
            <span class="rule">{req.title ?? req.rule}</span> {req.who.startsWith('player:') && !req.prompt.startsWith(req.who.slice(7)) && <span class="who">{req.who.slice(7)}: </span>}
            {req.prompt}
          </p>
          {(p.onBoard ?? 0) > 0 && <p class="muted on-board">Or click a highlighted square on the board ({p.onBoard} of these {req.options.length} options).</p>}
          {groups ? (
            <div class="option-groups">
              {groups.map((g) => (
                <details key={g.name} class="option-group" open>
                  <summary>
                    {g.name} <span class="muted">({g.options.length})</span>
                  </summary>
                  <ol class={listClass}>{g.options.map((x) => button(x.option, x.index))}</ol>
                </details>
              ))}
            </div>
          ) : (
            <ol class={listClass}>{req.options.map((o, i) => button(o, i))}</ol>
          )}
        </>
      )}
      {v.chance && !v.replay && <Entry key={v.step} chance={v.chance} busy={p.busy} onEntry={p.onEntry} error={p.entryError} />}
      {v.chance && v.replay && <p class="prompt">Waiting for a physical {v.chance.kind === 'dice' ? 'roll' : 'card'}: {v.chance.label}</p>}
      {v.status === 'over' && <p class="prompt">The game is over.</p>}
      {!v.replay && v.status !== 'over' && !p.noUndo && (
        <p class="undo">
          <button type="button" onClick={p.onUndo} disabled={p.busy} aria-describedby={v.undo.allowed ? undefined : 'undo-reason'}>
            Undo <kbd aria-hidden="true">u</kbd>
          </button>{' '}
          {!v.undo.allowed && (
            <span id="undo-reason" class="muted">
              {v.undo.reason}
            </span>
          )}
        </p>
      )}
    </section>
  );
}

function Entry(p: { chance: NonNullable<GameView['chance']>; busy: boolean; onEntry: (text: string) => void; error: string | null }) {
  const c = p.chance;
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Each step mounts a new entry (its `key`), so the field starts empty at once:
  // clearing it in an effect, after the paint, could wipe what the player had begun to type.
  useEffect(() => {
    input.current?.focus();
  }, []);
  const what = c.kind === 'dice' ? `Roll ${c.count}d${c.sides}` : `Draw a card (${c.cardsLeft} left in the pool)`;
  return (
    <form
      class="entry"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) p.onEntry(text);
      }}
    >
      <p class="prompt">
        <span class="rule">{c.title ?? c.rule}</span> {what} for {c.label}.
      </p>
      <label>
        {c.kind === 'dice' ? 'What came up' : 'The card you drew'}{' '}
        <input ref={input} name="entry" autoComplete="off" value={text} placeholder={c.kind === 'dice' ? (c.count === 1 ? 'e.g. 4' : 'e.g. 3 5') : 'e.g. QH, 10S, ace of spades'} onInput={(e) => setText(e.currentTarget.value)} />
      </label>{' '}
      <button type="submit" disabled={p.busy}>
        Enter
      </button>
      {p.error && (
        <p role="alert" class="error">
          {p.error}
        </p>
      )}
    </form>
  );
}

export function ReportPanel(p: { view: GameView; onHighScore: (name: string) => void; busy: boolean }) {
  const r = p.view.report;
  const [name, setName] = useState('');
  if (!r) return null;
  const hs = p.view.highScore;
  return (
    <section class="report" role="region" aria-label="Report">
      <h2>End of the game: {r.outcomeText ?? r.outcome}</h2>
      {r.players.length > 0 && (
        <ul>
          {r.players.map((x, i) => (
            <li key={i}>
              <strong>{x.name}</strong> ({x.role}): {x.fate}
            </li>
          ))}
        </ul>
      )}
      <dl class="numbers">
        {Object.entries(r.numbers).map(([k, n]) => {
          // The report's words for each number; a name ending in "?" is a yes/no (as the terminal prints it).
          const name = r.labels?.[k] ?? k;
          return (
            <div key={k}>
              <dt>{name}</dt>
              <dd>{name.endsWith('?') ? (n ? 'yes' : 'no') : n}</dd>
            </div>
          );
        })}
      </dl>
      {r.story.length > 0 && (
        <ol class="story">
          {r.story.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ol>
      )}
      {hs && !p.view.replay && (
        <form
          class="high-score"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) p.onHighScore(name);
          }}
        >
          <p>
            A high score: {hs.score} points ({hs.difficulty === 'hardcore' ? 'hard core' : 'normal'}).
          </p>
          <label>
            Your name for the sheet <input name="name" maxLength={24} value={name} onInput={(e) => setName(e.currentTarget.value)} />
          </label>{' '}
          <button type="submit" disabled={p.busy}>
            Record
          </button>
        </form>
      )}
    </section>
  );
}

export const KEYS: [string, string][] = [
  ['1 … 9', 'pick that option (two digits quickly for 10 and up)'],
  ['u', 'undo your last choice (when no die was rolled or card drawn since)'],
  ['?', 'show or hide this list'],
  ['Escape', 'hide this list'],
];

export function KeysHelp(p: { onClose: () => void }) {
  return (
    <section class="keys" role="dialog" aria-label="Keys" aria-modal="false">
      <h2>Keys</h2>
      <dl>
        {KEYS.map(([k, what]) => (
          <div key={k}>
            <dt>
              <kbd>{k}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={p.onClose}>
        Close
      </button>
    </section>
  );
}
