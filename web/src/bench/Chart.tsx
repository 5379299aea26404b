/**
 * A chart drawn by Observable Plot, loaded on first use (a dynamic import:
 * Vite puts Plot and d3 in a chunk of their own, fetched only by the
 * workbench's pages, never by the game's). The SVG is an image to assistive
 * technology (`role="img"`, its `aria-label` saying what it shows); its
 * numbers are in the table the caller puts beside it. `onMark(i)`: a click
 * on the i-th rect or bar of the chart's first bar mark (a histogram's bar).
 */
import { useEffect, useRef, useState } from 'preact/hooks';

export type PlotModule = typeof import('@observablehq/plot');

let loading: Promise<PlotModule> | null = null;
export function loadPlot(): Promise<PlotModule> {
  return (loading ??= import('@observablehq/plot'));
}

export function Chart(p: { label: string; draw: (Plot: PlotModule, width: number) => SVGSVGElement | HTMLElement; onMark?: (i: number) => void; deps: unknown[] }) {
  const box = useRef<HTMLDivElement>(null);
  // The drawing's own element: Preact renders nothing into it, Plot's SVG replaces its children.
  const holder = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(Math.max(260, Math.floor(el.clientWidth)));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  useEffect(() => {
    const el = holder.current;
    if (!el || width === 0) return;
    let live = true;
    loadPlot().then(
      (Plot) => {
        if (!live) return;
        const chart = p.draw(Plot, width);
        const svg = chart instanceof SVGSVGElement ? chart : chart.querySelector('svg')!;
        svg.setAttribute('role', 'img');
        svg.setAttribute('aria-label', p.label);
        if (p.onMark) {
          const on = p.onMark;
          svg.querySelectorAll<SVGRectElement>('g[aria-label="rect"] rect, g[aria-label="bar"] rect').forEach((r, i) => {
            r.style.cursor = 'pointer';
            r.addEventListener('click', () => on(i));
          });
        }
        el.replaceChildren(chart);
      },
      (e: Error) => setError(`The chart could not be drawn: ${e.message}`),
    );
    return () => {
      live = false;
    };
  }, [width, p.label, ...p.deps]);
  return (
    <div class="chart" ref={box}>
      <div ref={holder} />
      {error && <p class="error">{error}</p>}
    </div>
  );
}
