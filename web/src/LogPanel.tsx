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

/** How many of the newest log lines are drawn (the whole log is in the save and `replay --show`). */
const SHOWN = 200;

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
      <li class={`ev-${l.kind}`} ref={this.keep}>
        {l.rule && (
          <button type="button" class="rule" aria-expanded={open} aria-controls={open ? id : undefined} aria-label={`rule ${l.title ?? l.rule}: what it says`} onClick={() => this.props.onToggle(n)}>
            {l.title ?? l.rule}
          </button>
        )}{' '}
        {l.text}
        {open && (
          <div class="explain" id={id} role="note" aria-label={`Rule ${l.title ?? l.rule}`}>
            {!glossary ? (
              <p>Loading…</p>
            ) : e ? (
              <p>
                <strong>{e.section}</strong> {e.text}
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

export function LogPanel(p: { lines: LogLine[]; system: string }) {
  const list = useRef<HTMLOListElement>(null);
  const [all, setAll] = useState(false);
  const [open, setOpen] = useState(-1);
  const [glossary, setGlossary] = useState<Glossary | null>(null);
  // Before the frame is painted: the new lines are drawn scrolled into view at once, not in a second frame.
  useLayoutEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [p.lines.length]);
  useEffect(() => {
    if (open < 0 || glossary) return;
    let live = true;
    void glossaryOf(p.system).then((g) => live && setGlossary(g));
    return () => {
      live = false;
    };
  }, [open, p.system]);
  const toggle = useRef((n: number) => setOpen((o) => (o === n ? -1 : n))).current;
  const start = all ? 0 : Math.max(0, p.lines.length - SHOWN);
  const shown = p.lines.slice(start);
  return (
    <section class="log" role="log" aria-label="Log" aria-live="polite">
      <h2>Log</h2>
      {start > 0 && (
        <p class="muted">
          {start} earlier lines hidden.{' '}
          <button type="button" class="link" onClick={() => setAll(true)}>
            Show all {p.lines.length}
          </button>
        </p>
      )}
      <ol ref={list} start={start + 1}>
        {shown.map((l, i) => (
          <Item key={start + i} line={l} n={start + i} open={open === start + i} glossary={glossary} onToggle={toggle} />
        ))}
      </ol>
    </section>
  );
}
