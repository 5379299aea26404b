/**
 * The Log region: the newest lines last, each with its rule as a button that
 * opens what that section is about (the system's glossary, GET
 * /api/systems/:id/rules), the table row a lookup used, and why the game
 * mechanics took a decision. Lines are drawn once: an answer adds lines, and
 * only the new ones render (a line keeps its object from answer to answer).
 */
import { Component } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { LogLine } from '../../src/server/api-types.ts';
import { api } from './api.ts';
import { RollDice } from './Dice.tsx';

/** How many of the newest log lines are drawn (the whole log is in the save and `replay --show`). */
const SHOWN = 200;
/**
 * An answer that adds more lines than this (a 2HDC fight, a Draken Master
 * phase, monsters' turns: up to 150 lines with their dice) draws its newest
 * FIRST lines in the frame that shows the answer and the ones above them just
 * after it is painted: the log shows its end, so those are out of view, and
 * drawing them all at once was most of such a click's time (issue 21).
 */
const FIRST = 30;

type Glossary = Record<string, string>;
const glossaries = new Map<string, Promise<Glossary>>();

/** The system's glossary, fetched once per page. */
function glossaryOf(system: string): Promise<Glossary> {
  let g = glossaries.get(system);
  if (!g) {
    g = api.rules(system).catch(() => ({}));
    glossaries.set(system, g);
  }
  return g;
}

/** The entry for a section, or the nearest enclosing one's (core/glossary.ts explainRule). */
function explain(g: Glossary, section: string): { section: string; text: string } | null {
  for (let s = section; s; s = s.includes('.') ? s.slice(0, s.lastIndexOf('.')) : '') if (g[s] !== undefined) return { section: s, text: g[s]! };
  return null;
}

interface ItemProps {
  line: LogLine;
  n: number;
  open: boolean;
  glossary: Glossary | null;
  onToggle: (n: number) => void;
  /** Added by an answer since the page opened: its dice tumble as they appear. */
  fresh: boolean;
}

/** One line; redrawn only when it opens or closes, or the glossary arrives while open. */
class Item extends Component<ItemProps> {
  private el: HTMLLIElement | null = null;
  private readonly keep = (el: HTMLLIElement | null): void => {
    this.el = el;
  };
  shouldComponentUpdate(next: ItemProps): boolean {
    const p = this.props;
    return next.line !== p.line || next.open !== p.open || (next.open && next.glossary !== p.glossary);
  }
  componentDidUpdate(prev: ItemProps): void {
    // An explanation opened (or filled in) at the bottom of the scrolled list is brought into view.
    if (this.props.open && (!prev.open || prev.glossary !== this.props.glossary)) this.el?.scrollIntoView({ block: 'nearest' });
  }
  render() {
    const { line: l, n, open, glossary } = this.props;
    const id = `rule-${n}`;
    const e = open && glossary ? explain(glossary, l.rule) : null;
    return (
      <li class={`ev-${l.kind}`} data-n={n + 1} ref={this.keep}>
        {l.rule && (
          <button type="button" class="rule" aria-expanded={open} aria-controls={open ? id : undefined} aria-label={`rule ${l.title ?? l.rule}: what it says`} onClick={() => this.props.onToggle(n)}>
            {l.title ?? l.rule}
          </button>
        )}{' '}
        {l.text}
        {l.kind === 'roll' && <RollDice text={l.text} rolling={this.props.fresh} />}
        {open && (
          <div class="explain" id={id} role="note" aria-label={`Rule ${l.title ?? l.rule}`}>
            {!glossary ? (
              <p>Loading…</p>
            ) : e ? (
              <p>
                <strong>{e.section === l.rule ? (l.title ?? e.section) : e.section}</strong> {e.text}
              </p>
            ) : (
              <p>No explanation of {l.title ?? l.rule} yet.</p>
            )}
            {l.table && (
              <p class="table-row">
                Table: <strong>{l.table.name}</strong> ({l.table.section}) · rolled <strong>{l.table.roll}</strong> → {l.table.row}
              </p>
            )}
            {l.why && <p class="why">Why: {l.why}</p>}
          </div>
        )}
      </li>
    );
  }
}

/** A short summary of the lines an answer added, for the live region: how many, and the last thing that happened. */
export function summary(added: readonly LogLine[]): string {
  if (added.length === 0) return '';
  const last = [...added].reverse().find((l) => l.kind !== 'decision' && l.kind !== 'start') ?? added[added.length - 1]!;
  const text = last.text.replace(/\s+/g, ' ').trim();
  const short = text.length > 160 ? `${text.slice(0, 157)}…` : text;
  return `${added.length} new ${added.length === 1 ? 'line' : 'lines'}: ${short}`;
}

/** Scrolled to within this many pixels of the end counts as reading the newest lines. */
const AT_END = 24;

/**
 * The log: beside the board on a wide screen, in a drawer (opened by its
 * button) on a narrow one. It follows the newest line after each answer
 * unless the reader scrolled up (then a button brings the newest back). The
 * list itself is not a live region: a screen reader hears one short summary
 * per answer instead of every line.
 */
export function LogPanel(p: { lines: LogLine[]; system: string }) {
  const list = useRef<HTMLOListElement>(null);
  const [all, setAll] = useState(false);
  const [open, setOpen] = useState(-1);
  const [glossary, setGlossary] = useState<Glossary | null>(null);
  const [drawer, setDrawer] = useState(false);
  /** The reader scrolled up and lines came since: the "newest" button shows. */
  const [behind, setBehind] = useState(false);
  const [said, setSaid] = useState('');
  /** Lines added while the drawer was shut (narrow screens). */
  const [unseen, setUnseen] = useState(0);
  const follow = useRef(true);
  /** Where the list was scrolled to last, by the page or the reader: a scroll up from there is the reader's. */
  const top = useRef(0);
  const seen = useRef(p.lines.length);
  /** The lines there were when the page opened (lines after them are an answer's). */
  const opened = useRef(p.lines.length).current;
  /** The lines at the last render, and the answer's lines [from, to) held back until its frame is painted (FIRST). */
  const drawnLen = useRef(p.lines.length);
  const held = useRef<[number, number] | null>(null);
  const [, release] = useState(0);
  if (p.lines.length !== drawnLen.current) {
    const before = drawnLen.current;
    drawnLen.current = p.lines.length;
    held.current = before > 0 && p.lines.length - before > FIRST ? [before, p.lines.length - FIRST] : null;
  }
  const holding = held.current !== null;
  const toEnd = () => {
    const el = list.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    top.current = el.scrollTop;
  };
  /**
   * To the end in the next frame, before it is painted, and again in the one
   * after. Not at once: reading the list's height while the page is still
   * being drawn (the board, the choices) would lay the whole page out there,
   * and again in the frame; in the frame's own callback it is laid out once.
   */
  const toEndSoon = () => {
    let f = requestAnimationFrame(() => {
      if (follow.current) toEnd();
      f = requestAnimationFrame(() => follow.current && toEnd());
    });
    return () => cancelAnimationFrame(f);
  };
  // The new lines are drawn scrolled into view in the frame that first shows them, not in a second frame.
  useLayoutEffect(() => {
    const before = seen.current;
    seen.current = p.lines.length;
    if (p.lines.length > before && before > 0) {
      setSaid(summary(p.lines.slice(before)));
      if (!drawer) setUnseen((n) => n + p.lines.length - before);
    }
    if (follow.current) return toEndSoon();
    if (p.lines.length > before) setBehind(true);
    return undefined;
  }, [p.lines.length]);
  useLayoutEffect(() => {
    if (drawer) {
      follow.current = true;
      setBehind(false);
      setUnseen(0);
      return toEndSoon();
    }
    return undefined;
  }, [drawer]);
  // The "newest" button gone (clicked, or the reader scrolled down to the end): the list, now taller, to its end.
  useLayoutEffect(() => {
    if (!behind && follow.current) return toEndSoon();
    return undefined;
  }, [behind]);
  // The held lines drawn once the answer's frame is painted (a timer after the frame after it: this effect may run
  // before that first frame, when the list re-renders at once), the list kept on its newest line.
  useEffect(() => {
    if (!holding) return undefined;
    let t = 0;
    let f = requestAnimationFrame(() => {
      f = requestAnimationFrame(() => {
        t = window.setTimeout(() => {
          held.current = null;
          release((n) => n + 1);
        });
      });
    });
    return () => {
      cancelAnimationFrame(f);
      clearTimeout(t);
    };
  }, [holding, p.lines.length]);
  useLayoutEffect(() => {
    if (!holding && follow.current) toEnd();
  }, [holding]);
  // The list's box changes height when the choices above it do: still on the newest line.
  useEffect(() => {
    const el = list.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const o = new ResizeObserver(() => follow.current && toEnd());
    o.observe(el);
    return () => o.disconnect();
  }, []);
  useEffect(() => {
    if (open < 0 || glossary) return;
    let live = true;
    void glossaryOf(p.system).then((g) => live && setGlossary(g));
    return () => {
      live = false;
    };
  }, [open, p.system]);
  const toggle = useRef((n: number) => setOpen((o) => (o === n ? -1 : n))).current;
  // Only the reader scrolling up stops the following (lines growing under the page's own scroll do not); back at the end, it follows again.
  const onScroll = (e: Event) => {
    const el = e.currentTarget as HTMLElement;
    if (el.scrollTop < top.current - 4) follow.current = false;
    top.current = el.scrollTop;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < AT_END) {
      follow.current = true;
      setBehind(false);
    }
  };
  const start = all ? 0 : Math.max(0, p.lines.length - SHOWN);
  const shown = p.lines.slice(start);
  return (
    <>
      <p class="sr-only log-said" aria-live="polite" aria-atomic="true">
        {said}
      </p>
      <button type="button" class="log-toggle" aria-expanded={drawer} aria-controls="log" onClick={() => setDrawer(!drawer)}>
        {drawer ? 'Close the log' : 'Log'}
        {!drawer && unseen > 0 && <span class="badge"> {unseen} new</span>}
      </button>
      <section id="log" class={drawer ? 'log open' : 'log'} role="log" aria-label="Log" aria-live="off">
        <h2>Log</h2>
        {start > 0 && (
          <p class="muted">
            {start} earlier lines hidden.{' '}
            <button type="button" class="link" onClick={() => setAll(true)}>
              Show all {p.lines.length}
            </button>
          </p>
        )}
        <ol ref={list} onScroll={onScroll}>
          {shown.map((l, i) =>
            held.current && start + i >= held.current[0] && start + i < held.current[1] ? null : (
              <Item key={start + i} line={l} n={start + i} open={open === start + i} glossary={glossary} onToggle={toggle} fresh={start + i >= opened} />
            ),
          )}
        </ol>
        {behind && (
          <button
            type="button"
            class="newest"
            onClick={() => {
              follow.current = true;
              setBehind(false);
            }}
          >
            newest ↓
          </button>
        )}
      </section>
    </>
  );
}
