/**
 * Answering on a board by its own elements (core/view-model `BoardPick`,
 * issue 21), for boards that draw tiles, exits, figures or cards rather than
 * a grid of squares (2HDC, the card game). A board asks `usePicks` for each
 * element it draws: whether the element answers (props that make it a
 * focusable button: click, Enter or Space answers; hover or focus points at
 * its option) and whether the option pointed at now touches it. An element
 * several options answer (a Move and a Fast Move through one exit) opens a
 * short list of them under the board.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { JSX, RefObject, SVGAttributes } from 'preact';
import type { BoardPick } from '../../../src/core/view-model.ts';
import type { OptionView } from '../../../src/server/api-types.ts';

/** What Board.tsx hands a board while the viewer may answer. */
export interface PickApi {
  options: OptionView[];
  onChoose: (id: string) => void;
  onFocusOption: (id: string | null) => void;
}

/** An option's words on the board: its label and its odds. */
export const optionWords = (o: OptionView) => (o.odds ? `${o.label} (${o.odds.text})` : o.label);

/** An answer given by the keyboard on the board: the next decision's first element takes the focus. */
let refocus = false;

/** What makes an SVG element answer. */
export type PickProps = SVGAttributes<SVGGElement> & { 'data-pick': string };

export interface Picks {
  /** Props that make the element `at` answer, or null when it answers nothing now. */
  props(at: string, what: string): PickProps | null;
  /** The option pointed at (hovered or focused, here or on its button) touches element `key`. */
  touched(key: string): boolean;
  /** Whether anything is pointed at now. */
  pointing: boolean;
  /** The list of options of an element several options answer, when open. */
  menu: JSX.Element | null;
  /** Put on the board's wrapper: finds the first pick again after a keyboard answer. */
  ref: RefObject<HTMLDivElement | null>;
}

export function usePicks(picks: readonly BoardPick[] | undefined, api: PickApi | null, focus: string | null): Picks {
  const live = api && picks ? picks.filter((p) => api.options.some((o) => o.id === p.option)) : [];
  const byAt = new Map<string, string[]>();
  for (const p of live) byAt.set(p.at, [...(byAt.get(p.at) ?? []), p.option]);
  const pointed = focus ? (picks ?? []).find((p) => p.option === focus) : undefined;
  const touches = new Set<string>(pointed ? [pointed.at, ...(pointed.touches ?? [])] : []);
  const [open, setOpen] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const signature = live.map((p) => `${p.at}=${p.option}`).join('|');
  useEffect(() => {
    setOpen(null);
    if (!refocus) return;
    refocus = false;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) ref.current?.querySelector<SVGGElement>('.bp-pick')?.focus();
  }, [signature]);
  useEffect(() => {
    if (open) menuRef.current?.querySelector('button')?.focus();
  }, [open]);
  const byId = new Map((api?.options ?? []).map((o) => [o.id, o]));
  const name = (at: string, what: string) => {
    const ids = byAt.get(at) ?? [];
    return ids.length === 1 ? optionWords(byId.get(ids[0]!)!) : `${what}: ${ids.length} options: ${ids.map((id) => optionWords(byId.get(id)!)).join('; ')}`;
  };
  const choose = (at: string) => {
    const ids = byAt.get(at) ?? [];
    if (ids.length === 1) api!.onChoose(ids[0]!);
    else setOpen(at);
  };
  const props = (at: string, what: string): PickProps | null => {
    const ids = byAt.get(at);
    if (!ids || !api) return null;
    return {
      class: `bp-pick${ids.length > 1 ? ' several' : ''}`,
      role: 'button',
      tabIndex: 0,
      'aria-label': name(at, what),
      'data-pick': at,
      onClick: () => choose(at),
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          refocus = ids.length === 1;
          choose(at);
        }
      },
      onMouseEnter: () => api.onFocusOption(ids[0]!),
      onMouseLeave: () => api.onFocusOption(null),
      onFocus: () => api.onFocusOption(ids[0]!),
      onBlur: () => api.onFocusOption(null),
    };
  };
  const shown = open ? byAt.get(open) : undefined;
  const menu =
    shown && api ? (
      <div class="pick-menu" role="group" aria-label="Options here" ref={menuRef} onKeyDown={(e) => e.key === 'Escape' && setOpen(null)}>
        {shown.map((id) => (
          <button key={id} type="button" class="option" onClick={() => api.onChoose(id)} onMouseEnter={() => api.onFocusOption(id)} onFocus={() => api.onFocusOption(id)} onMouseLeave={() => api.onFocusOption(null)} onBlur={() => api.onFocusOption(null)}>
            {optionWords(byId.get(id)!)}
          </button>
        ))}
        <button type="button" onClick={() => setOpen(null)}>
          Cancel
        </button>
      </div>
    ) : null;
  return { props, touched: (k) => touches.has(k), pointing: touches.size > 0, menu, ref };
}
