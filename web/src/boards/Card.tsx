/** One playing card in SVG: face up (rank, suit, value) or face down. */
import type { CardFace } from '../../../src/systems/cards/view/view-model.ts';

const SUIT: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
export const CARD_W = 70;
export const CARD_H = 98;

export function CardSvg(p: { x: number; y: number; card: CardFace | null; scale?: number; dim?: boolean }) {
  const s = p.scale ?? 1;
  const c = p.card;
  const w = CARD_W * s;
  const h = CARD_H * s;
  if (!c)
    return (
      <g transform={`translate(${p.x},${p.y})`}>
        <rect width={w} height={h} rx={6 * s} class="card-back" />
        <rect x={5 * s} y={5 * s} width={w - 10 * s} height={h - 10 * s} rx={4 * s} class="card-back-inner" />
      </g>
    );
  const rank = c.code.slice(0, -1);
  const suit = SUIT[c.code.slice(-1)] ?? '?';
  return (
    <g transform={`translate(${p.x},${p.y})`} class={`${c.red ? 'card red' : 'card black'}${p.dim ? ' dim' : ''}`}>
      <title>{`${c.name} (${c.value})`}</title>
      <rect width={w} height={h} rx={6 * s} class="card-face" />
      <text x={6 * s} y={18 * s} font-size={15 * s} class="card-ink">
        {rank}
      </text>
      <text x={6 * s} y={34 * s} font-size={14 * s} class="card-ink">
        {suit}
      </text>
      <text x={w / 2} y={h / 2 + 14 * s} font-size={34 * s} text-anchor="middle" class="card-ink">
        {suit}
      </text>
    </g>
  );
}
