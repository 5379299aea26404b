/**
 * A grid board's frame, shared by 3d6, exploration and Dungeon World: one
 * SVG that fills the width it is given (its viewBox scales), the columns
 * and rows numbered on all four edges (GridAxes: the numbers the log and
 * the terminal name squares by), the system's drawing in grid coordinates
 * (square (x, y) at x*S, y*S), what the option pointed at touches (its path,
 * its target, an area with the friends it catches marked), and the layer of
 * picks that answer the decision (GridPicks.tsx). Also the figure token all
 * three draw: a circle for a hero, a square for a monster (shape, not only
 * colour), a short label sized to fit inside it.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { BoardPick, GridAxes } from '../../../src/core/view-model.ts';
import { PickLayer, PickMenu, groupKey, groupPicks, type Box, type PickProps } from './GridPicks.tsx';
import './grid.css';

export type { Box, PickProps } from './GridPicks.tsx';

/** `sq:X,Y` → its box. */
export function squareBox(at: string): Box | null {
  const m = /^sq:(-?\d+),(-?\d+)$/.exec(at);
  return m ? { x: Number(m[1]), y: Number(m[2]), w: 1, h: 1 } : null;
}

export interface GridProps {
  axes: GridAxes;
  /** Square size in SVG units (the drawing scales to the width it gets). */
  S: number;
  /** The drawing's name for a screen reader (the text alternative is the board's). */
  label: string;
  /** Where an element of a pick sits (`sq:`, `fig:`, a system's own). */
  place: (at: string) => Box | null;
  /** An element in words ("Orc 1 at (3, 2)"), for a menu's heading. */
  nameOf: (at: string) => string;
  /** A figure of the side choosing: an option touching it is a warning (an area catching a friend). */
  friend?: (at: string) => boolean;
  picks: readonly BoardPick[];
  /** The options and the chooser while the viewer may answer; null: the picks are not offered. */
  pickable: PickProps | null;
  /** The option pointed at now (on the board or in the Choices). */
  focus: string | null;
  /** Drawn above the marks of the option pointed at (a shot's line, its odds). */
  over?: ComponentChildren;
  /** Space outside the grid for marks off its edge (an exit to leave by), in squares. */
  pad?: { left?: number; right?: number };
  children: ComponentChildren;
}

/** The marks of what the option pointed at touches. */
function Touches(p: { pick: BoardPick; S: number; place: (at: string) => Box | null; friend?: (at: string) => boolean }) {
  const S = p.S;
  const keys = [...new Set([...(p.pick.touches ?? []), p.pick.at])];
  return (
    <g class="touches" aria-hidden="true">
      {keys.map((k) => {
        const b = p.place(k);
        if (!b) return null;
        if (!k.startsWith('fig:')) return <rect key={k} x={b.x * S + 1} y={b.y * S + 1} width={b.w * S - 2} height={b.h * S - 2} class={`touch-sq${k === p.pick.at ? ' touch-at' : ''}`} />;
        const caught = !!p.pick.catches?.length && k !== p.pick.at && p.friend?.(k);
        const cx = (b.x + b.w / 2) * S;
        const cy = (b.y + b.h / 2) * S;
        return (
          <g key={k} class={caught ? 'touch-friend' : `touch-fig${k === p.pick.at ? ' touch-at' : ''}`}>
            <circle cx={cx} cy={cy} r={S * 0.5} />
            {caught && (
              <text x={cx + S * 0.38} y={cy - S * 0.22} text-anchor="middle" class="touch-warn">
                !
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

export function Grid(p: GridProps) {
  const { axes, S } = p;
  const M = Math.round(S * 0.75);
  const left = (p.pad?.left ?? 0) * S;
  const right = (p.pad?.right ?? 0) * S;
  const W = axes.width * S + 2 * M + left + right;
  const H = axes.height * S + 2 * M;
  const [open, setOpen] = useState<string | null>(null);
  const groups = p.pickable ? groupPicks(p.picks, p.pickable.options, p.place) : [];
  const shown = groups.find((g) => groupKey(g) === open);
  const focused = p.focus ? p.picks.find((k) => k.option === p.focus) : undefined;
  const font = Math.min(S * 0.38, 15);
  const cols = Array.from({ length: axes.width }, (_, i) => axes.x0 + i);
  const rows = Array.from({ length: axes.height }, (_, i) => axes.y0 + i);
  const x0 = axes.x0 * S;
  const y0 = axes.y0 * S;
  return (
    <div class="grid-board">
      {/* Never wider than its column (a phone's 390 pixels take a 3d6 room whole), nor drawn too small on a wide one. */}
      <svg class="grid-svg" viewBox={`0 0 ${W} ${H}`} style={{ maxWidth: `${Math.round(W * 1.6)}px`, minWidth: `min(${Math.round(W * 0.6)}px, 100%)` }} role="group" aria-label={p.label} aria-describedby="board-text">
        <g transform={`translate(${M + left - x0},${M - y0})`}>
          <g role="img" aria-label={p.label}>
            {p.children}
            <g class="axes" aria-hidden="true" style={{ fontSize: `${font}px` }}>
              {cols.map((x) => (
                <g key={`c${x}`}>
                  <text x={x * S + S / 2} y={y0 - M * 0.3} text-anchor="middle">
                    {x}
                  </text>
                  <text x={x * S + S / 2} y={y0 + axes.height * S + M * 0.3} text-anchor="middle" dominant-baseline="hanging">
                    {x}
                  </text>
                </g>
              ))}
              {rows.map((y) => (
                <g key={`r${y}`}>
                  <text x={x0 - left - M * 0.2} y={y * S + S / 2} text-anchor="end" dominant-baseline="central">
                    {y}
                  </text>
                  <text x={x0 + axes.width * S + right + M * 0.2} y={y * S + S / 2} dominant-baseline="central">
                    {y}
                  </text>
                </g>
              ))}
            </g>
          </g>
          {focused && <Touches pick={focused} S={S} place={p.place} friend={p.friend} />}
          {p.over}
          {p.pickable && <PickLayer {...p.pickable} groups={groups} S={S} nameOf={p.nameOf} onOpen={setOpen} />}
        </g>
      </svg>
      {p.pickable && shown && <PickMenu {...p.pickable} group={shown} nameOf={p.nameOf} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** A figure's token in grid coordinates: a circle (hero) or a square (monster), its label fitted inside, a ring when acting, an HP bar. */
export function Token(p: { x: number; y: number; S: number; label: string; side: 'hero' | 'monster'; out?: boolean; acting?: boolean; hp?: number; title: string; marked?: string }) {
  const S = p.S;
  const cx = p.x * S + S / 2;
  const cy = p.y * S + S / 2;
  const r = S / 2 - S * 0.12;
  // A wide bold character (W, M) is about 0.8 em: the label fits the token's inner width.
  const size = Math.min(S * 0.44, (r * 1.35) / (0.8 * Math.max(1, p.label.length)));
  const hp = p.hp === undefined ? null : Math.max(0, Math.min(1, p.hp));
  return (
    <g class={`token ${p.side}${p.out ? ' out' : ''}${p.acting ? ' acting' : ''}${p.marked ? ` ${p.marked}` : ''}`}>
      <title>{p.title}</title>
      {p.acting && <circle cx={cx} cy={cy} r={S / 2 - 0.5} class="acting-ring" />}
      {p.side === 'hero' ? <circle cx={cx} cy={cy} r={r} class="token-shape" /> : <rect x={cx - r * 0.9} y={cy - r * 0.9} width={r * 1.8} height={r * 1.8} rx={S * 0.05} class="token-shape" />}
      <text x={cx} y={cy} text-anchor="middle" dominant-baseline="central" class="token-label" style={{ fontSize: `${size.toFixed(1)}px` }}>
        {p.label}
      </text>
      {p.out && <line x1={cx - r * 0.8} y1={cy + r * 0.8} x2={cx + r * 0.8} y2={cy - r * 0.8} class="token-out" />}
      {hp !== null && <rect x={cx - r} y={cy + S / 2 - S * 0.1} width={2 * r * hp} height={S * 0.07} class={`hp-bar${hp <= 0.34 ? ' low' : ''}`} />}
    </g>
  );
}

/** A legend of the figures: each token's label beside its full name (the words a screen reader also gets on the token). */
export function FigureLegend(p: { figures: { key: string; label: string; name: string; side: 'hero' | 'monster'; out?: boolean }[] }) {
  if (!p.figures.length) return null;
  return (
    <ul class="figure-legend" aria-label="Figures on the board">
      {p.figures.map((f) => (
        <li key={f.key} class={f.out ? 'out' : undefined}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" class={`token ${f.side}`}>
            {f.side === 'hero' ? <circle cx={10} cy={10} r={8} class="token-shape" /> : <rect x={2.5} y={2.5} width={15} height={15} rx={1} class="token-shape" />}
          </svg>
          <b>{f.label}</b> {f.name}
        </li>
      ))}
    </ul>
  );
}
