/**
 * The squares and figures of a grid board that answer the decision asked now
 * (the view model's `picks`, core/view-model.ts BoardPick), for 3d6,
 * exploration and Dungeon World alike: each a focusable button laid over the
 * element it names (Tab walks them in reading order), named by its option;
 * a click, Enter or Space answers with that option, as its button in the
 * Choices does. An element several options name (a move and a shot on one
 * model, two weapons against one foe) opens a short list of them under the
 * board. Pointing at an element (hover or focus) reports its option upward
 * (onFocusOption), so the board marks what the option touches. After an
 * answer by the keyboard the next decision's first element has the focus.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { BoardPick } from '../../../src/core/view-model.ts';
import type { OptionView } from '../../../src/server/api-types.ts';

/** Where an element sits, in squares of the grid (fractions for a door on a wall). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What a board passes to answer on it: the options of the decision and the chooser. */
export interface PickProps {
  options: OptionView[];
  onChoose: (id: string) => void;
  onFocusOption: (id: string | null) => void;
}

/** The options of one element of the board, in the request's order. */
export interface PickGroup {
  /** The element (`sq:3,2`, `fig:orc-1`, `way:...`): the first pick's. */
  at: string;
  box: Box;
  options: string[];
}

/** Picks gathered by the box they sit on, in reading order (top to bottom, left to right), each group's options in the request's order; picks whose element is not drawn are left to the buttons. */
export function groupPicks(picks: readonly BoardPick[], options: readonly { id: string }[], place: (at: string) => Box | null): PickGroup[] {
  const order = new Map(options.map((o, i) => [o.id, i]));
  const byBox = new Map<string, PickGroup>();
  for (const p of picks) {
    if (!order.has(p.option)) continue;
    const box = place(p.at);
    if (!box) continue;
    const k = `${box.x},${box.y},${box.w},${box.h}`;
    const g = byBox.get(k);
    if (g) g.options.push(p.option);
    else byBox.set(k, { at: p.at, box, options: [p.option] });
  }
  for (const g of byBox.values()) g.options.sort((a, b) => order.get(a)! - order.get(b)!);
  return [...byBox.values()].sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
}

/** An option's words for an element's name and title: its label and its odds. */
export const optionWords = (o: OptionView) => (o.odds ? `${o.label} (${o.odds.text})` : o.label);

/** A group's key, stable while the decision is the same. */
export const groupKey = (g: PickGroup) => `${g.at}:${g.options.join(' ')}`;

/** An answer given by the keyboard on the board: the next decision's first element takes the focus, so the keyboard stays on the board. */
let refocus = false;

/** Whether the board will take the focus for the next decision (the Choices then leave it alone). */
export const boardTakesFocus = (): boolean => refocus;

/** The layer of picks, inside the board's SVG (in grid coordinates: a square is S units). */
export function PickLayer(p: PickProps & { groups: PickGroup[]; S: number; nameOf: (at: string) => string; onOpen: (key: string) => void }) {
  const byId = new Map(p.options.map((o) => [o.id, o]));
  const layer = useRef<SVGGElement>(null);
  const at = p.groups.map(groupKey).join('|');
  useEffect(() => {
    // Kept while the answer is on its way (the board offers nothing while it waits), used by the next decision's squares.
    if (!refocus || !p.groups.length) return;
    refocus = false;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) layer.current?.querySelector<SVGGElement>('.pick')?.focus();
  }, [at]);
  if (!p.groups.length) return null;
  const S = p.S;
  const choose = (g: PickGroup) => {
    if (g.options.length === 1) p.onChoose(g.options[0]!);
    else p.onOpen(groupKey(g));
  };
  const name = (g: PickGroup) => {
    const os = g.options.map((id) => byId.get(id)!);
    return os.length === 1 ? optionWords(os[0]!) : `${p.nameOf(g.at)}: ${os.length} options: ${os.map(optionWords).join('; ')}`;
  };
  return (
    <g ref={layer} class="grid-picks" role="group" aria-label={`Squares and figures to choose on the board: ${p.groups.length}`}>
      {p.groups.map((g) => (
        <g
          key={groupKey(g)}
          class={`pick${g.options.length > 1 ? ' several' : ''}`}
          role="button"
          tabIndex={0}
          aria-label={name(g)}
          data-at={g.at}
          data-square={g.box.w === 1 && g.box.h === 1 ? `${g.box.x},${g.box.y}` : undefined}
          onClick={() => choose(g)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              refocus = g.options.length === 1;
              choose(g);
            }
          }}
          onMouseEnter={() => p.onFocusOption(g.options[0]!)}
          onMouseLeave={() => p.onFocusOption(null)}
          onFocus={() => p.onFocusOption(g.options[0]!)}
          onBlur={() => p.onFocusOption(null)}
        >
          <title>{name(g)}</title>
          <rect x={g.box.x * S + 2} y={g.box.y * S + 2} width={Math.max(4, g.box.w * S - 4)} height={Math.max(4, g.box.h * S - 4)} rx={3} class="pick-sq" />
          {g.options.length > 1 && (
            <text x={(g.box.x + g.box.w) * S - 4} y={g.box.y * S + S * 0.3} text-anchor="end" class="pick-count" aria-hidden="true">
              {g.options.length}
            </text>
          )}
        </g>
      ))}
    </g>
  );
}

/** The options of the element opened (several on one element), as buttons under the board. */
export function PickMenu(p: PickProps & { group: PickGroup; nameOf: (at: string) => string; onClose: () => void }) {
  const byId = new Map(p.options.map((o) => [o.id, o]));
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    menu.current?.querySelector('button')?.focus();
  }, [groupKey(p.group)]);
  const where = p.nameOf(p.group.at);
  return (
    <div
      class="pick-menu"
      role="group"
      aria-label={`Options at ${where}`}
      ref={menu}
      onKeyDown={(e) => {
        if (e.key === 'Escape') p.onClose();
      }}
    >
      <span class="muted">{where}:</span>
      {p.group.options.map((id) => (
        <button key={id} type="button" class="option" onClick={() => p.onChoose(id)} onMouseEnter={() => p.onFocusOption(id)} onFocus={() => p.onFocusOption(id)} onMouseLeave={() => p.onFocusOption(null)} onBlur={() => p.onFocusOption(null)}>
          {optionWords(byId.get(id)!)}
        </button>
      ))}
      <button type="button" onClick={p.onClose}>
        Cancel
      </button>
    </div>
  );
}
