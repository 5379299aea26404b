/**
 * The card game's table in SVG: the character card with HP, the shield or the
 * MP card and the face-down mana pool, the monster card with its HP, the
 * cards of this step, the battle pool and the discards; then the stats.
 */
import type { CardsViewModel } from '../../../src/systems/cards/view/view-model.ts';
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { CARD_H, CARD_W, CardSvg } from './Card.tsx';
import { usePicks, type PickApi, type Picks } from './BoardPicks.tsx';
import './boards2.css';

/**
 * A card (or a stack) that may answer the decision (view/picks.ts): framed,
 * focusable, named by its option while it does; outlined while the option
 * pointed at touches it.
 */
function PickCard(p: { at: string; what: string; x: number; y: number; w?: number; h?: number; pk: Picks; children: ComponentChildren }) {
  const w = p.w ?? CARD_W;
  const h = p.h ?? CARD_H;
  const hit = p.pk.props(p.at, p.what);
  const touched = p.pk.touched(p.at);
  const marks = (
    <>
      {hit && <rect x={p.x - 5} y={p.y - 5} width={w + 10} height={h + 10} rx={9} class="cp-pick-frame" />}
      {touched && <rect x={p.x - 8} y={p.y - 8} width={w + 16} height={h + 16} rx={11} class="cp-touched" />}
    </>
  );
  return hit ? (
    <g {...hit} data-card={p.at}>
      {p.children}
      {marks}
    </g>
  ) : (
    <g data-card={p.at}>
      {p.children}
      {marks}
    </g>
  );
}

function Bar(p: { x: number; y: number; w: number; value: number; max: number; label: string; cls: string }) {
  const f = p.max > 0 ? Math.max(0, Math.min(1, p.value / p.max)) : 0;
  return (
    <g transform={`translate(${p.x},${p.y})`}>
      <rect width={p.w} height={12} rx={3} class="bar-bg" />
      <rect width={p.w * f} height={12} rx={3} class={p.cls} />
      <text x={0} y={28} class="svg-small">
        {p.label}
      </text>
    </g>
  );
}

function Stack(p: { x: number; y: number; count: number; label: string }) {
  const shown = Math.min(4, p.count);
  return (
    <g>
      {p.count === 0 ? <rect x={p.x} y={p.y} width={CARD_W} height={CARD_H} rx={6} class="card-slot" /> : null}
      {Array.from({ length: shown }, (_, i) => (
        <CardSvg key={i} x={p.x + i * 3} y={p.y - i * 3} card={null} />
      ))}
      <text x={p.x + CARD_W / 2} y={p.y + CARD_H + 18} text-anchor="middle" class="svg-small">
        {p.label}
      </text>
    </g>
  );
}

const NARROW = '(max-width: 600px)';

/** A phone's width: the table is laid out in two rows (the monster and this step's cards under the character). */
function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => typeof matchMedia === 'function' && matchMedia(NARROW).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const q = matchMedia(NARROW);
    const on = () => setNarrow(q.matches);
    q.addEventListener('change', on);
    return () => q.removeEventListener('change', on);
  }, []);
  return narrow;
}

export function CardsBoard(p: { m: CardsViewModel; focus?: string | null; picks?: PickApi | null }) {
  const m = p.m;
  const pk = usePicks(m.picks, p.picks ?? null, p.focus ?? null);
  const narrow = useNarrow();
  const who = m.character === 'warrior' ? 'Warrior' : m.character === 'mage' ? 'Mage' : 'No character yet';
  return (
    <div class="cards-board" ref={pk.ref}>
      <svg viewBox={narrow ? '0 0 390 480' : '0 0 760 240'} role="group" aria-label={`The table: ${who}${m.hero ? `, HP ${m.hero.hp} of ${m.hero.maxHp}` : ''}${m.monster ? `; monster ${m.monster.card.name}, HP ${m.monster.hp} of ${m.monster.max}` : ''}; ${m.pool.left} cards in the battle pool`} aria-describedby="board-text">
        <text x={10} y={20} class="svg-title">
          {who}
        </text>
        {m.hero && (
          <g>
            <PickCard at="card:hero" what={`Your character card${m.hero.card ? `, ${m.hero.card.name}` : ''}`} x={10} y={34} pk={pk}>
              <CardSvg x={10} y={34} card={m.hero.card} />
            </PickCard>
            <Bar x={10} y={142} w={150} value={m.hero.hp} max={m.hero.maxHp} label={`HP ${m.hero.hp} of ${m.hero.maxHp}`} cls="bar-hp" />
            {m.hero.counters.slice(0, 10).map((c, i) => (
              <CardSvg key={c.code} x={10 + i * 16} y={190} card={c} scale={0.45} />
            ))}
          </g>
        )}
        {m.shield && (
          <g>
            <CardSvg x={95} y={34} card={m.shield.card} />
            <text x={95} y={28} class="svg-small">
              Shield: absorbs {m.shield.absorb}
            </text>
          </g>
        )}
        {m.mana && (
          <g>
            <PickCard at="card:mp" what={`The MP card, ${m.mana.card.name}`} x={95} y={34} pk={pk}>
              <CardSvg x={95} y={34} card={m.mana.card} />
            </PickCard>
            <PickCard at="card:mana" what={`The mana pool: ${m.mana.faceDown} spell cards face down`} x={180} y={25} w={CARD_W + 9} h={CARD_H + 9} pk={pk}>
              <Stack x={180} y={34} count={m.mana.faceDown} label={`mana ${m.mana.faceDown} of ${m.mana.max}`} />
            </PickCard>
          </g>
        )}
        <g transform={narrow ? 'translate(-120,240)' : undefined}>
        <text x={300} y={20} class="svg-title">
          This step
        </text>
        {m.table.map((c, i) => (
          <CardSvg key={c.code} x={300 + i * (narrow ? 24 : 40)} y={34} card={c} />
        ))}
        </g>
        <g transform={narrow ? 'translate(-510,240)' : undefined}>
        <text x={520} y={20} class="svg-title">
          {m.monster ? 'Monster' : 'No monster'}
        </text>
        {m.monster && (
          <g>
            <PickCard at="card:monster" what={`The monster, ${m.monster.card.name}`} x={520} y={34} pk={pk}>
              <CardSvg x={520} y={34} card={m.monster.card} />
            </PickCard>
            <Bar x={520} y={142} w={140} value={m.monster.hp} max={m.monster.max} label={`HP ${m.monster.hp} of ${m.monster.max}`} cls="bar-monster" />
            <text x={520} y={188} class="svg-small">
              {m.monster.cap === null ? 'no damage cap' : `deals at most ${m.monster.cap}`}
            </text>
            {m.monster.pendingHit > 0 && (
              <text x={600} y={80} class="svg-hit">
                hit {m.monster.pendingHit}
              </text>
            )}
          </g>
        )}
        </g>
        <g transform={narrow ? 'translate(-380,0)' : undefined}>
        <PickCard at="card:pool" what={`The battle pool: ${m.pool.left} cards`} x={680} y={25} w={CARD_W + 9} h={CARD_H + 9} pk={pk}>
          <Stack x={680} y={34} count={m.pool.left} label={`pool ${m.pool.left}`} />
        </PickCard>
        <text x={680} y={CARD_H + 72} class="svg-small" text-anchor="start">
          discards {m.pool.discarded}
        </text>
        </g>
      </svg>
      {pk.menu}
      <dl class="stats">
        <div>
          <dt>Score</dt>
          <dd>{m.score}</dd>
        </div>
        <div>
          <dt>Rooms</dt>
          <dd>{m.rooms}</dd>
        </div>
        <div>
          <dt>Monsters slain</dt>
          <dd>{m.kills}</dd>
        </div>
        <div>
          <dt>Difficulty</dt>
          <dd>{m.difficulty === null ? 'not chosen' : m.difficulty === 'hardcore' ? 'hard core' : 'normal'}</dd>
        </div>
        <div>
          <dt>Battle pool</dt>
          <dd>
            {m.pool.left} left, {m.pool.discarded} discarded{m.pool.reshuffles ? `, ${m.pool.reshuffles} reshuffle(s)` : ''}
          </dd>
        </div>
        {m.finalScore !== null && (
          <div>
            <dt>Final score</dt>
            <dd>{m.finalScore}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
