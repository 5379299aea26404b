/**
 * An answer that resolved many steps (a 2HDC fight, a Draken Master phase,
 * monsters' turns) played back on the board, step by step, beside the log
 * lines of each step (GameView.steps, server/steps.ts), then the board as it
 * stands, waiting for the next decision. Next, Previous, Pause and Skip, and
 * a speed; it goes on by itself (paused from the start under
 * prefers-reduced-motion, where the dice do not roll either). A new view (the
 * next answer) ends it. Presentation only: nothing here is sent anywhere.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import type { GameView } from './api.ts';
import type { LogLine } from '../../src/server/api-types.ts';
import { Board } from './boards/Board.tsx';
import { wholeSteps } from '../../src/server/step-changes.ts';
import { Die, diceIn } from './Dice.tsx';
import './boards/boards2.css';

const SPEEDS = [
  { name: 'normal', ms: 1600 },
  { name: 'fast', ms: 800 },
  { name: 'fastest', ms: 350 },
];

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function Playback(p: { view: GameView; lines: LogLine[]; children: ComponentChildren }) {
  const v = p.view;
  // Each step's whole board, put back together once per view (sent as changes: server/step-changes.ts).
  const steps = useMemo(() => wholeSteps(v.steps ?? []), [v]);
  // The view played back, the step shown (steps.length: done), paused or not, the speed.
  const [at, setAt] = useState<{ view: GameView; k: number } | null>(null);
  const [paused, setPaused] = useState(false);
  const [speed, setSpeed] = useState(0);
  // Where the answer's lines begin: the log's length in the view before it.
  const before = useRef<{ view: GameView | null; total: number; start: number }>({ view: null, total: 0, start: 0 });
  if (before.current.view !== v) {
    before.current = { view: v, total: v.log.total, start: before.current.view ? before.current.total : Math.max(0, (steps[0]?.log ?? 0) - 20) };
  }
  // A new view with steps starts at its first (no frame of the board as it stands before it).
  const k = at?.view === v ? at.k : 0;
  const playing = k < steps.length;
  useEffect(() => {
    if (steps.length > 0) setPaused(reducedMotion());
  }, [v]);
  useEffect(() => {
    if (!playing || paused) return;
    const t = setTimeout(() => setAt({ view: v, k: k + 1 }), SPEEDS[speed]!.ms);
    return () => clearTimeout(t);
  }, [playing, paused, k, speed, v]);
  // The board stays where it is in the tree, played back or not: Preact then redraws only what changed in it, instead of
  // building the whole drawing again each time a playback starts or ends (most answers in a fight).
  if (!playing)
    return (
      <div class="pb-off">
        {null}
        {p.children}
      </div>
    );
  const step = steps[k]!;
  const from = k === 0 ? before.current.start : steps[k - 1]!.log;
  const lines = p.lines.slice(from, step.log);
  const lastRoll = [...lines].reverse().find((l) => l.kind === 'roll' && diceIn(l.text).length > 0);
  const go = (n: number) => setAt({ view: v, k: Math.max(0, Math.min(steps.length, n)) });
  // One column of the page's grid, where the board stands when nothing plays back (`pb-off`: a box that lays nothing out, display: contents).
  return (
    <div class="pb-col">
      <section class="pb" role="region" aria-label="Playback">
        <div class="pb-bar">
          <strong>
            Playing back what happened: step {k + 1} of {steps.length}
          </strong>
          <button type="button" onClick={() => go(k - 1)} disabled={k === 0}>
            Previous
          </button>
          <button type="button" onClick={() => go(k + 1)}>
            Next
          </button>
          <button type="button" onClick={() => setPaused(!paused)} aria-pressed={paused}>
            {paused ? 'Play' : 'Pause'}
          </button>
          <button type="button" onClick={() => setSpeed((speed + 1) % SPEEDS.length)}>
            Speed: {SPEEDS[speed]!.name}
          </button>
          <button type="button" class="primary" onClick={() => go(steps.length)}>
            Skip to now
          </button>
          {lastRoll && (
            <span class="pb-dice" aria-label={`dice: ${diceIn(lastRoll.text).map((d) => d.face).join(', ')}`}>
              {diceIn(lastRoll.text).map((d, i) => (
                <Die key={`${k}-${i}`} face={d.face} sides={d.sides} rolling />
              ))}
            </span>
          )}
        </div>
        <ol class="pb-lines" aria-label="This step's log lines" start={from + 1}>
          {lines.map((l, i) => (
            <li key={from + i}>
              {l.rule && <span class="rule">[{l.title ?? l.rule}]</span>}
              {l.text.split('\n')[0]}
            </li>
          ))}
        </ol>
      </section>
      {/* The text alternative stays the board as it stands: the step's own is its log lines, above. */}
      <Board view={{ ...v, board: step.board, request: null }} />
    </div>
  );
}
