/**
 * Exact odds in the browser: an expression in the odds language of
 * `dungeon-crawl odds` (src/core/odds-*.ts, pure, run here in the page), its
 * distribution drawn and tabled, the chances it asks for as percentages and
 * fractions. The address holds the expression (`/odds?e=3d6%20%3E%3D%2010`), so
 * a link shares it.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { evaluateOdds, holds, parseOddsExpr, type OddsExpr, type OddsResult } from '../../src/core/odds-expr.ts';
import { toNumber, type Ratio } from '../../src/core/odds.ts';
import { Chart } from './bench/Chart.tsx';
import './bench/bench.css';

function percent(r: Ratio): string {
  const x = toNumber(r) * 100;
  if (x !== 0 && x < 0.01) return `${x.toPrecision(2)}%`;
  return `${x.toFixed(2).replace(/\.?0+$/, '')}%`;
}
function fraction(r: Ratio): string {
  if (r.num === r.den) return '1';
  if (r.num === 0n) return '0';
  return r.den <= 1_000_000n ? `${r.num}/${r.den}` : '';
}

function fromAddress(): string {
  return new URLSearchParams(location.search).get('e') ?? '3d6 >= 10';
}

export function Odds() {
  const [text, setText] = useState(fromAddress);
  const [asked, setAsked] = useState(fromAddress);
  useEffect(() => {
    document.title = `Odds: ${asked}`;
    const url = `/odds?e=${encodeURIComponent(asked)}`;
    if (location.pathname + location.search !== url) history.replaceState(null, '', url);
  }, [asked]);
  useEffect(() => {
    const on = () => {
      const e = fromAddress();
      setText(e);
      setAsked(e);
    };
    addEventListener('popstate', on);
    return () => removeEventListener('popstate', on);
  }, []);
  const result = useMemo((): { r: OddsResult; e: OddsExpr } | Error => {
    try {
      const e = parseOddsExpr(asked);
      return { r: evaluateOdds(e), e };
    } catch (e) {
      return e as Error;
    }
  }, [asked]);
  return (
    <div class="workbench odds-page">
      <h1>Odds</h1>
      <form
        class="sim-row"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim() !== asked) history.pushState(null, '', `/odds?e=${encodeURIComponent(text.trim())}`);
          setAsked(text.trim());
        }}
      >
        <label>
          Expression <input name="expression" size={32} value={text} onInput={(e) => setText(e.currentTarget.value)} spellcheck={false} autoComplete="off" />
        </label>
        <button type="submit" class="primary">
          Show
        </button>
      </form>
      <p class="muted">
        The language of <code>dungeon-crawl odds</code>: <code>2d6+1</code>, <code>3d6 &gt;= 10</code>, <code>4d6 keep high 3</code>, <code>4d6 pass 5 vs 3d6 pass 4</code>, <code>1/2d6</code>, <code>card red</code>… The address of this page keeps the expression: copy it to share.
      </p>
      {result instanceof Error ? (
        <p role="alert" class="error">
          {result.message}
        </p>
      ) : (
        <OddsView r={result.r} e={result.e} />
      )}
    </div>
  );
}

function OddsView(p: { r: OddsResult; e: OddsExpr }) {
  const { r } = p;
  // A single test with a comparison: the values that pass it are drawn in the accent colour.
  const cmp = p.e.kind === 'single' ? p.e.test.cmp : null;
  return (
    <section aria-labelledby="h-odds">
      <h2 id="h-odds">{r.text}</h2>
      {r.summary.length > 0 && (
        <ul class="findings" aria-label="Chances">
          {r.summary.map((s) => {
            const f = fraction(s.p);
            return (
              <li key={s.label}>
                <strong>{s.label}</strong> = {percent(s.p)}
                {f && f !== '0' && f !== '1' ? ` (${f})` : ''}
              </li>
            );
          })}
        </ul>
      )}
      {r.tables.map((t) => {
        const data = t.rows.map((row) => ({ label: row.label, value: row.value, p: toNumber(row.p), passes: cmp ? holds(row.value, cmp) : true }));
        const label = `Distribution of ${t.title}: ${t.rows.map((row) => `${row.label} ${percent(row.p)}`).join(', ')}; mean ${t.mean.toFixed(2)}${cmp ? `; the values ${cmp.op} ${cmp.value} drawn dark, the others light` : ''}`;
        return (
          <div class="pair" key={t.title}>
            <figure>
              <figcaption>
                {t.title} <span class="muted">(mean {t.mean.toFixed(2)})</span>
              </figcaption>
              <Chart
                label={label}
                deps={[t]}
                draw={(Plot, width) =>
                  Plot.plot({
                    width: Math.min(width, 640),
                    height: 220,
                    x: { label: t.title, domain: data.map((d) => d.label) },
                    y: { label: 'chance (%)', percent: true, grid: true },
                    marks: [Plot.barY(data, { x: 'label', y: 'p', fill: (d: { passes: boolean }) => (d.passes ? '#7a3b12' : '#d9b99b'), title: (d: { label: string; p: number }) => `${d.label}: ${(d.p * 100).toFixed(2)}%` }), Plot.ruleY([0])],
                  })
                }
              />
            </figure>
            <div class="scroll">
              <table>
                <caption>{t.title}</caption>
                <thead>
                  <tr>
                    <th scope="col">Value</th>
                    <th scope="col">Chance</th>
                    <th scope="col">Exact</th>
                    <th scope="col">At least</th>
                    <th scope="col">At most</th>
                  </tr>
                </thead>
                <tbody>
                  {t.rows.map((row) => (
                    <tr key={row.value}>
                      <th scope="row">{row.label}</th>
                      <td class="num">{percent(row.p)}</td>
                      <td class="num">{fraction(row.p)}</td>
                      <td class="num">{percent(row.atLeast)}</td>
                      <td class="num">{percent(row.atMost)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        );
      })}
    </section>
  );
}
