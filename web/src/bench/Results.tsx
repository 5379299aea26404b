/**
 * A kept run drawn: the comparison of A and B in words, in a table and a
 * chart; each side's outcome rates with their 95% intervals; a histogram of
 * each key number; each table's rows rolled against expected. Every chart
 * has its numbers in a table beside it. A row's "Games" button, or a click on
 * a histogram's bar, asks for the games behind it (`onList`).
 */
import { useState } from 'preact/hooks';
import { Chart } from './Chart.tsx';
import { ALL_GAMES, type Comparison, type Histogram, type RateRow, type RunResults, type SimRun, type TableCheck } from './sim-api.ts';

export type ListRequest = { side: 'a' | 'b'; title: string; setup?: string; outcome?: string; key?: string; lo?: number; hi?: number };

export function pct(p: number): string {
  const x = p * 100;
  return `${x !== 0 && Math.abs(x) < 1 ? x.toFixed(2) : x.toFixed(1)}%`;
}
function pts(d: number): string {
  const x = d * 100;
  return `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(x).toFixed(1)}`;
}
const num = (n: number) => n.toLocaleString('en');
const setupName = (s: string) => (s === ALL_GAMES ? 'All games' : s);

export function RunView(p: { run: SimRun; onList: (r: ListRequest) => void }) {
  const { run } = p;
  const c = run.comparison;
  const [side, setSide] = useState<'a' | 'b'>('a');
  const shown = side === 'b' && c ? c.b : run.a;
  return (
    <div class="run">
      <p>
        Run {run.id}: {num(run.a.games)} games{c ? ` each of A and B` : ''} of {run.system}, seed {run.seed} (game k plays seed + k){run.a.stopped ? `, stopped before ${num(run.a.asked)}` : ''}; version {run.version}.{' '}
        <a href={`/api/sim/runs/${run.id}/export.json`} download>
          Export JSON
        </a>{' '}
        ·{' '}
        <a href={`/api/sim/runs/${run.id}/export.csv`} download>
          Export CSV
        </a>
      </p>
      {c && <CompareView c={c} />}
      {c && (
        <fieldset class="side-pick">
          <legend>Details of</legend>
          <label>
            <input type="radio" name="side" checked={side === 'a'} onChange={() => setSide('a')} /> A ({optionsText(run.optionsA)})
          </label>
          <label>
            <input type="radio" name="side" checked={side === 'b'} onChange={() => setSide('b')} /> B ({optionsText(run.optionsB ?? {})})
          </label>
        </fieldset>
      )}
      <SideView key={side} r={shown} side={side} onList={p.onList} />
    </div>
  );
}

export function optionsText(o: Record<string, unknown>): string {
  const e = Object.entries(o);
  return e.length ? e.map(([k, v]) => `${k} ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(', ') : 'every setup, default options';
}

function CompareView(p: { c: Comparison }) {
  const { c } = p;
  const outcomes = [...new Set(c.rows.map((r) => r.outcome))];
  return (
    <section aria-labelledby="h-compare" class="compare">
      <h3 id="h-compare">A against B: {c.change}</h3>
      <ul class="findings">
        {c.rows.map((r) => (
          <li key={r.label + r.outcome} class={r.verdict === 'within chance' ? 'muted' : ''}>
            {r.words}
          </li>
        ))}
      </ul>
      {outcomes.map((o) => {
        const rows = c.rows.filter((r) => r.outcome === o);
        const label = `"${o}" rate of A and of B for ${rows.map((r) => setupName(r.label)).join(', ')}, each with its 95% interval: ${rows.map((r) => `${setupName(r.label)} ${pct(r.a.rate)} against ${pct(r.b.rate)}`).join('; ')}`;
        const data = rows.flatMap((r) => [
          { y: `${setupName(r.label)} · A`, side: 'A', rate: r.a.rate, lo: r.a.lo, hi: r.a.hi },
          { y: `${setupName(r.label)} · B`, side: 'B', rate: r.b.rate, lo: r.b.lo, hi: r.b.hi },
        ]);
        return (
          <div class="pair" key={o}>
            <Chart label={label} deps={[c]} draw={(Plot, width) => ratePlot(Plot, width, data, `"${o}": share of games, A against B`)} />
            <div class="scroll">
            <table>
              <caption>"{o}": B against A</caption>
              <thead>
                <tr>
                  <th scope="col">Setup</th>
                  <th scope="col">A</th>
                  <th scope="col">B</th>
                  <th scope="col">B − A, points (95%)</th>
                  <th scope="col">Beyond chance?</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.label}>
                    <th scope="row">{setupName(r.label)}</th>
                    <td class="num">{pct(r.a.rate)}</td>
                    <td class="num">{pct(r.b.rate)}</td>
                    <td class="num">
                      {pts(r.diff)} ({pts(r.lo)} to {pts(r.hi)})
                    </td>
                    <td>{r.verdict}</td>
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

type RateDatum = { y: string; side?: string; rate: number; lo: number; hi: number };

function ratePlot(Plot: typeof import('@observablehq/plot'), width: number, data: RateDatum[], xLabel: string) {
  return Plot.plot({
    width: Math.min(width, 640),
    height: 40 + 28 * data.length,
    marginLeft: Math.min(220, 8 + 7 * Math.max(...data.map((d) => d.y.length))),
    x: { domain: [0, 100], percent: true, label: `${xLabel} (%)`, grid: true },
    y: { label: null, domain: data.map((d) => d.y) },
    color: { domain: ['A', 'B'], range: ['#7a3b12', '#1d5fa8'] },
    marks: [
      Plot.ruleY(data, { y: 'y', x1: 'lo', x2: 'hi', stroke: (d: RateDatum) => d.side ?? 'A', strokeWidth: 3 }),
      Plot.dot(data, { x: 'rate', y: 'y', fill: (d: RateDatum) => d.side ?? 'A', r: 4, title: (d: RateDatum) => `${d.y}: ${pct(d.rate)} (${pct(d.lo)} to ${pct(d.hi)})` }),
    ],
  });
}

function SideView(p: { r: RunResults; side: 'a' | 'b'; onList: (r: ListRequest) => void }) {
  const { r } = p;
  const [of, setOf] = useState(ALL_GAMES);
  const setups = [...new Set(r.histograms.map((h) => h.setup))];
  return (
    <>
      <section aria-labelledby={`h-rates-${p.side}`}>
        <h3 id={`h-rates-${p.side}`}>Outcomes by setup</h3>
        {r.outcomes.map((o) => (
          <OutcomeView key={o} outcome={o} rows={r.rates.filter((x) => x.outcome === o)} side={p.side} onList={p.onList} />
        ))}
      </section>
      <section aria-labelledby={`h-numbers-${p.side}`}>
        <h3 id={`h-numbers-${p.side}`}>Key numbers</h3>
        <p class="muted">Click a bar, or a row's Games button, to list the games in it.</p>
        {setups.length > 1 && (
          <label>
            Of{' '}
            <select value={of} onChange={(e) => setOf(e.currentTarget.value)}>
              {setups.map((x) => (
                <option key={x} value={x}>
                  {setupName(x)}
                </option>
              ))}
            </select>
          </label>
        )}
        {r.histograms.length === 0 && <p class="muted">No key number varies from game to game.</p>}
        {r.histograms
          .filter((h) => h.setup === of)
          .map((h) => (
            <HistogramView key={`${h.setup}/${h.key}`} h={h} side={p.side} onList={p.onList} />
          ))}
      </section>
      <section aria-labelledby={`h-tables-${p.side}`}>
        <h3 id={`h-tables-${p.side}`}>Tables: rolled against expected</h3>
        {r.tables.length === 0 ? <p class="muted">This system's rules consult no table of the book (its chances are in the cards and dice themselves).</p> : r.tables.map((t) => <TableView key={t.section} t={t} />)}
      </section>
    </>
  );
}

function OutcomeView(p: { outcome: string; rows: RateRow[]; side: 'a' | 'b'; onList: (r: ListRequest) => void }) {
  const { outcome, rows } = p;
  const label = `Share of games ending "${outcome}", by setup, each with its 95% interval: ${rows.map((r) => `${setupName(r.setup)} ${pct(r.rate)} (${pct(r.lo)} to ${pct(r.hi)})`).join('; ')}`;
  return (
    <div class="pair">
      <Chart label={label} deps={[rows]} draw={(Plot, width) => ratePlot(Plot, width, rows.map((r) => ({ y: setupName(r.setup), rate: r.rate, lo: r.lo, hi: r.hi })), `"${outcome}": share of games`)} />
      <div class="scroll">
      <table>
        <caption>"{outcome}"</caption>
        <thead>
          <tr>
            <th scope="col">Setup</th>
            <th scope="col">Games</th>
            <th scope="col">"{outcome}"</th>
            <th scope="col">Rate (95% interval)</th>
            <th scope="col">
              <span class="sr-only">List</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.setup}>
              <th scope="row">{setupName(r.setup)}</th>
              <td class="num">{num(r.games)}</td>
              <td class="num">{num(r.count)}</td>
              <td class="num">
                {pct(r.rate)} ({pct(r.lo)} to {pct(r.hi)})
              </td>
              <td>
                <button type="button" class="link" aria-label={`Games: ${setupName(r.setup)}, ${outcome}`} disabled={r.count === 0} onClick={() => p.onList({ side: p.side, title: `${setupName(r.setup)}: "${outcome}"`, setup: r.setup, outcome })}>
                  Games
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </div>
  );
}

function range(lo: number, hi: number): string {
  return lo === hi ? String(lo) : `${lo} to ${hi}`;
}

function HistogramView(p: { h: Histogram; side: 'a' | 'b'; onList: (r: ListRequest) => void }) {
  const { h } = p;
  const list = (i: number) => {
    const b = h.bins[i];
    if (b && b.count > 0) p.onList({ side: p.side, title: `${h.setup === ALL_GAMES ? '' : `${h.setup}: `}${h.label} ${range(b.lo, b.hi)}`, setup: h.setup, key: h.key, lo: b.lo, hi: b.hi });
  };
  const top = [...h.bins].sort((a, b) => b.count - a.count)[0];
  const label = `Histogram of ${h.label} over ${h.setup === ALL_GAMES ? 'all games' : `the games of ${h.setup}`}: from ${h.bins[0]?.lo} to ${h.bins[h.bins.length - 1]?.hi}, mean ${h.mean.toFixed(2)}${top ? `, most often ${range(top.lo, top.hi)} (${num(top.count)} games)` : ''}`;
  return (
    <div class="pair">
      <figure>
        <figcaption>
          {h.label} <span class="muted">(mean {h.mean.toFixed(2)})</span>
        </figcaption>
        <Chart
          label={label}
          deps={[h]}
          onMark={list}
          draw={(Plot, width) =>
            Plot.plot({
              width: Math.min(width, 640),
              height: 200,
              x: { label: h.label },
              y: { label: 'games', grid: true },
              marks: [
                Plot.rectY(h.bins, { x1: (b: { lo: number }) => b.lo - 0.5, x2: (b: { hi: number }) => b.hi + 0.5, y: 'count', fill: '#7a3b12', inset: 0.5, title: (b: { lo: number; hi: number; count: number }) => `${range(b.lo, b.hi)}: ${num(b.count)} games (click to list them)` }),
                Plot.ruleY([0]),
              ],
            })
          }
        />
      </figure>
      <div class="scroll">
        <table>
          <caption>{h.label}</caption>
          <thead>
            <tr>
              <th scope="col">Value</th>
              <th scope="col">Games</th>
              <th scope="col">
                <span class="sr-only">List</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {h.bins.map((b, i) => (
              <tr key={b.lo}>
                <th scope="row">{range(b.lo, b.hi)}</th>
                <td class="num">{num(b.count)}</td>
                <td>
                  <button type="button" class="link" aria-label={`Games: ${h.label} ${range(b.lo, b.hi)}`} disabled={b.count === 0} onClick={() => list(i)}>
                    Games
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function TableView(p: { t: TableCheck }) {
  const { t } = p;
  const data = t.rows.map((r) => ({ label: r.label.length > 18 ? r.label.slice(0, 17) + '…' : r.label, rolled: t.total ? r.rolled / t.total : 0, expected: r.expected }));
  const known = t.rows.some((r) => r.expected !== null);
  const label = `${t.section} ${t.name}: share of ${num(t.total)} lookups per row${known ? ', against the share its dice give (black ticks)' : ''}: ${t.rows.map((r) => `${r.label} ${pct(t.total ? r.rolled / t.total : 0)}${r.expected === null ? '' : ` (expected ${pct(r.expected)})`}`).join('; ')}`;
  return (
    <div class="pair">
      <figure>
        <figcaption>
          {t.section} {t.name} <span class="muted">({t.dice || 'dice vary'}; {num(t.total)} lookups{known ? '' : '; the chances vary with who rolls, so no single expectation'})</span>
        </figcaption>
        <Chart
          label={label}
          deps={[t]}
          draw={(Plot, width) =>
            Plot.plot({
              width: Math.min(width, 640),
              height: 220,
              marginBottom: 70,
              marginLeft: 70,
              x: { label: null, tickRotate: -30, domain: data.map((d) => d.label) },
              y: { label: 'share of lookups (%)', percent: true, grid: true },
              marks: [Plot.barY(data, { x: 'label', y: 'rolled', fill: '#1d5fa8' }), Plot.tickY(data.filter((d) => d.expected !== null), { x: 'label', y: 'expected', stroke: 'black', strokeWidth: 3 }), Plot.ruleY([0])],
            })
          }
        />
      </figure>
      <div class="scroll">
        <table>
          <caption>
            {t.section} {t.name}
          </caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Rolled</th>
              <th scope="col">Share</th>
              <th scope="col">Expected</th>
              <th scope="col">Beyond chance?</th>
            </tr>
          </thead>
          <tbody>
            {t.rows.map((r) => (
              <tr key={r.label}>
                <th scope="row">{r.label}</th>
                <td class="num">{num(r.rolled)}</td>
                <td class="num">{pct(t.total ? r.rolled / t.total : 0)}</td>
                <td class="num">{r.expected === null ? '—' : pct(r.expected)}</td>
                <td>{r.verdict ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
