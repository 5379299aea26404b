/**
 * The squares of the Dungeon World board that answer the decision asked now
 * (view/picks.ts), laid over the drawing as a second SVG of the same size:
 * each highlighted, focusable (Tab in reading order), a button named by its
 * option; a click, Enter or Space answers with that option, as its button in
 * the Choices does. A square with several options (a move and a shot on one
 * model) opens a short list of them under the board. Hovering or focusing a
 * square shows its option's hint on the board (its line of sight and odds).
 * After an answer by the keyboard the next decision's first square has the
 * focus.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { OptionView } from '../../../src/server/api-types.ts';
import type { DwOptionHint } from '../../../src/systems/dungeon-world/view/view-model.ts';
import { boardPicks, type DwPick } from '../../../src/systems/dungeon-world/view/picks.ts';

export interface PickProps {
  options: OptionView[];
  onChoose: (id: string) => void;
  onFocusOption: (id: string | null) => void;
}

/** An answer given by the keyboard on a square: the next decision's first square takes the focus, so the keyboard stays on the board. */
let refocus = false;

/** An option's words for a square's name and title: its label and its odds. */
const words = (o: OptionView) => (o.odds ? `${o.label} (${o.odds.text})` : o.label);

export function DwPicks(p: PickProps & { hints: readonly DwOptionHint[]; S: number; width: number; viewBox: string }) {
  const byId = new Map(p.options.map((o) => [o.id, o]));
  const picks = boardPicks(p.hints, p.options);
  const [open, setOpen] = useState<string | null>(null);
  const menu = useRef<HTMLDivElement>(null);
  const key = (k: DwPick) => `${k.at.x},${k.at.y}:${k.options.join(' ')}`;
  const shown = picks.find((k) => key(k) === open);
  const layer = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (shown) menu.current?.querySelector('button')?.focus();
  }, [open]);
  const at = picks.map(key).join('|');
  useEffect(() => {
    if (!refocus) return;
    refocus = false;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) layer.current?.querySelector<SVGGElement>('.pick')?.focus();
  }, [at]);
  if (!picks.length) return null;
  const S = p.S;
  const choose = (k: DwPick) => {
    if (k.options.length === 1) p.onChoose(k.options[0]!);
    else setOpen(key(k));
  };
  const name = (k: DwPick) => {
    const os = k.options.map((id) => byId.get(id)!);
    return os.length === 1 ? words(os[0]!) : `(${k.at.x}, ${k.at.y}): ${os.length} options: ${os.map(words).join('; ')}`;
  };
  return (
    <>
      <svg ref={layer} class="dw-picks" viewBox={p.viewBox} width={p.width} role="group" aria-label={`Squares to choose on the board: ${picks.length}`}>
        {picks.map((k) => (
          <g
            key={key(k)}
            class={`pick${k.options.length > 1 ? ' several' : ''}`}
            role="button"
            tabIndex={0}
            aria-label={name(k)}
            data-square={`${k.at.x},${k.at.y}`}
            onClick={() => choose(k)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                refocus = k.options.length === 1;
                choose(k);
              }
            }}
            onMouseEnter={() => p.onFocusOption(k.options[0]!)}
            onMouseLeave={() => p.onFocusOption(null)}
            onFocus={() => p.onFocusOption(k.options[0]!)}
            onBlur={() => p.onFocusOption(null)}
          >
            <title>{name(k)}</title>
            <rect x={k.at.x * S + 2} y={k.at.y * S + 2} width={S - 4} height={S - 4} rx={3} class="pick-sq" />
          </g>
        ))}
      </svg>
      {shown && (
        <div
          class="pick-menu"
          role="group"
          aria-label={`Options at (${shown.at.x}, ${shown.at.y})`}
          ref={menu}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(null);
          }}
        >
          <span class="muted">
            ({shown.at.x}, {shown.at.y}):
          </span>
          {shown.options.map((id) => (
            <button key={id} type="button" class="option" onClick={() => p.onChoose(id)} onMouseEnter={() => p.onFocusOption(id)} onFocus={() => p.onFocusOption(id)} onMouseLeave={() => p.onFocusOption(null)} onBlur={() => p.onFocusOption(null)}>
              {words(byId.get(id)!)}
            </button>
          ))}
          <button type="button" onClick={() => setOpen(null)}>
            Cancel
          </button>
        </div>
      )}
    </>
  );
}
