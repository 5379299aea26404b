/**
 * Dice drawn as dice (issue 21): a roll's faces read from its log line
 * ("3d6 [6,5,3]", "1d10 [4]"), each die drawn with its face: a six-sided
 * die with its pips, other dice as their shape (a d4 a triangle, a d8 a
 * diamond, a d10 a kite, a d12 a pentagon, a d20 a hexagon) with the number.
 * A new roll tumbles for a third of a second (CSS, only under
 * prefers-reduced-motion: no-preference); it never holds anything up, the
 * options answer at once. The numbers are in the line's text too, so the
 * drawing is hidden from screen readers where the text is beside it.
 */
import './boards/boards2.css';
import { diceIn } from './dice-faces.ts';

export { diceIn };

const PIPS: Record<number, [number, number][]> = {
  1: [[12, 12]],
  2: [[7, 7], [17, 17]],
  3: [[7, 7], [12, 12], [17, 17]],
  4: [[7, 7], [17, 7], [7, 17], [17, 17]],
  5: [[7, 7], [17, 7], [12, 12], [7, 17], [17, 17]],
  6: [[7, 7], [17, 7], [7, 12], [17, 12], [7, 17], [17, 17]],
};

/** The outline of a die of `sides` that is not a cube, in a 24-unit box. */
const SHAPES: Record<number, string> = {
  4: '12,1.5 23,21.5 1,21.5',
  8: '12,1 23,12 12,23 1,12',
  10: '12,1 22,10 12,23 2,10',
  12: '12,1 23,9.5 18.8,22.5 5.2,22.5 1,9.5',
  20: '12,1 22,6.5 22,17.5 12,23 2,17.5 2,6.5',
};

/** A die drawn with its face; `rolling`: it tumbles once as it appears. */
export function Die(p: { face: number; sides?: number; rolling?: boolean; label?: boolean }) {
  const sides = p.sides ?? 6;
  const cls = `pb-die d${sides}${p.rolling ? ' rolling' : ''}`;
  const a11y = p.label === false ? { 'aria-hidden': true as const } : { role: 'img' as const, 'aria-label': sides === 6 ? `a ${p.face}` : `a ${p.face} on a d${sides}` };
  if (sides === 6)
    return (
      <svg viewBox="0 0 24 24" class={cls} {...a11y}>
        <rect x={1} y={1} width={22} height={22} rx={4} />
        {(PIPS[p.face] ?? []).map(([x, y], i) => (
          <circle key={i} cx={x} cy={y} r={2.2} />
        ))}
      </svg>
    );
  return (
    <svg viewBox="0 0 24 24" class={cls} {...a11y}>
      {SHAPES[sides] ? <polygon points={SHAPES[sides]} /> : <rect x={1} y={1} width={22} height={22} rx={8} />}
      <text x={12} y={sides === 4 ? 18 : 16} text-anchor="middle" class="die-n" style={{ fontSize: p.face >= 10 ? '8px' : '10px' }}>
        {p.face}
      </text>
    </svg>
  );
}

/** A d6 of a log line: one element, its face drawn by its class (boards2.css `.die6`), as a log line may roll dozens. */
function LogDie(p: { face: number; rolling: boolean }) {
  return <span class={`pb-die die6 f${p.face}${p.rolling ? ' rolling' : ''}`} data-face={p.face} />;
}

/** A roll line's dice, drawn (nothing when the line names no dice). */
export function RollDice(p: { text: string; rolling: boolean }) {
  const dice = diceIn(p.text);
  if (!dice.length) return null;
  return (
    <span class="pb-dice log-dice" aria-hidden="true">
      {dice.map((d, i) => (d.sides === 6 ? <LogDie key={i} face={d.face} rolling={p.rolling} /> : <Die key={i} face={d.face} sides={d.sides} rolling={p.rolling} label={false} />))}
    </span>
  );
}
