/**
 * A table of figures or sheets: one header cell per column, one row per
 * figure. The acting figure's row is marked (class `acting`, aria-current).
 */
import type { ComponentChildren } from 'preact';

export interface Row {
  key: string;
  cells: ComponentChildren[];
  /** The figure acting now. */
  acting?: boolean;
  class?: string;
}

export function RowTable(p: { class: string; caption?: string; columns: string[]; rows: Row[]; markCurrent?: boolean }) {
  return (
    <table class={p.class}>
      {p.caption && <caption>{p.caption}</caption>}
      <thead>
        <tr>
          {p.columns.map((c) => (
            <th scope="col" key={c}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {p.rows.map((r) => (
          <tr key={r.key} class={[r.class, r.acting ? 'acting' : ''].filter(Boolean).join(' ') || undefined} aria-current={p.markCurrent !== false && r.acting ? 'true' : undefined}>
            {r.cells.map((c, i) => (
              <td key={i}>{c}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
