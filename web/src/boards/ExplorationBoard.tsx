/**
 * Dungeon Crawl Exploration in SVG: the revealed rooms on their grid (solid
 * squares, the ways between rooms: closed doors, doors opening this round,
 * archways and openings), search tokens left, the characters (the Leader
 * ringed) and creatures standing on the map; during a 3d6 fight, 3d6's
 * grid; the goals, the party and the journal read so far. Nothing hidden is
 * in the model it draws: the picture covers the revealed extent and a
 * margin of one square, so its size tells nothing of the rooms still hidden.
 * The text alternative is Board's.
 */
import type { ExplorationViewModel } from '../../../src/systems/exploration/index.ts';
import { RowTable } from './RowTable.tsx';
import { Grid } from './ThreeD6Board.tsx';

/** Square size: wide enough that a figure's two-letter mark (bold, 15px in the shared style) sits inside its circle, apart from its neighbours'. */
const S = 34;
/** Squares of margin around the revealed extent (room for a door's line on an outer wall). */
const MARGIN = 1;

function Map(p: { m: ExplorationViewModel }) {
  const m = p.m;
  const e = m.extent;
  const [vx, vy, vw, vh] = [(e.x - MARGIN) * S, (e.y - MARGIN) * S, (e.w + 2 * MARGIN) * S + 2, (e.h + 2 * MARGIN) * S + 2];
  const wayClass = (w: ExplorationViewModel['ways'][number]) => (w.state === 'closed' ? `way-door${w.lock === 'locked' ? ' locked' : ''}` : w.state === 'opening' ? 'way-opening' : 'way-open');
  return (
    <figure class="explore-map">
      <figcaption>
        {m.title}: round {m.round} of {m.rounds}, {m.rooms.length} room{m.rooms.length === 1 ? '' : 's'} revealed
      </figcaption>
      <svg viewBox={`${vx} ${vy} ${vw} ${vh}`} width={Math.min(vw, 720)} role="img" aria-label={`The map: ${m.rooms.map((r) => r.name).join(', ')}; ${m.characters.length} characters, ${m.tokens.length} search tokens, ${m.creatures.length} creatures`} aria-describedby="board-text">
        {m.rooms.map((r) => (
          <g key={r.id} class="explore-room">
            <title>{r.name}</title>
            {Array.from({ length: r.w * r.h }, (_, i) => {
              const x = r.x + (i % r.w);
              const y = r.y + Math.floor(i / r.w);
              const solid = r.walls.some((w) => w.x === x && w.y === y);
              return <rect key={i} x={1 + x * S} y={1 + y * S} width={S} height={S} class={solid ? 'square solid' : 'square'} />;
            })}
            <rect x={1 + r.x * S} y={1 + r.y * S} width={r.w * S} height={r.h * S} class="room-wall" />
          </g>
        ))}
        {m.ways.flatMap((w) =>
          w.squares.map(([a, b], i) => {
            const vertical = a.x !== b.x;
            const ex = 1 + Math.max(a.x, b.x) * S;
            const ey = 1 + Math.max(a.y, b.y) * S;
            return (
              <line key={`${w.id}-${i}`} x1={vertical ? ex : 1 + a.x * S + 3} y1={vertical ? 1 + a.y * S + 3 : ey} x2={vertical ? ex : 1 + a.x * S + S - 3} y2={vertical ? 1 + a.y * S + S - 3 : ey} class={wayClass(w)}>
                <title>{`The ${w.name}: ${w.state === 'way' ? 'always open' : w.state === 'opening' ? 'opened, removed at the round\'s end' : w.state}`}</title>
              </line>
            );
          }),
        )}
        {m.tokens.map((t) => (
          <g key={t.id} class="token">
            <title>A search token</title>
            <rect x={1 + t.at.x * S + 7} y={1 + t.at.y * S + 7} width={S - 14} height={S - 14} transform={`rotate(45 ${1 + t.at.x * S + S / 2} ${1 + t.at.y * S + S / 2})`} />
          </g>
        ))}
        {m.creatures.map((c) => (
          <g key={c.id} class="figure enemies">
            <title>{c.name}</title>
            <circle cx={1 + c.pos.x * S + S / 2} cy={1 + c.pos.y * S + S / 2} r={S / 2 - 6} />
          </g>
        ))}
        {m.characters
          .filter((c) => c.condition !== 'dead')
          .map((c) => {
            const cx = 1 + c.pos.x * S + S / 2;
            const cy = 1 + c.pos.y * S + S / 2;
            return (
              <g key={c.id} class={`figure band${c.condition !== 'up' ? ' out' : ''}`}>
                <title>{`${c.name}${c.leader ? ', the Leader' : ''}${m.acting === c.id ? ', taking a turn' : ''} (${c.condition})`}</title>
                {(c.leader || m.acting === c.id) && <circle cx={cx} cy={cy} r={S / 2 - 1} class="acting-ring" />}
                <circle cx={cx} cy={cy} r={S / 2 - 4} />
                <text x={cx} y={cy} text-anchor="middle" dominant-baseline="central" class="svg-tiny">
                  {c.name.slice(0, 2)}
                </text>
              </g>
            );
          })}
      </svg>
    </figure>
  );
}

export function ExplorationBoard(p: { m: ExplorationViewModel }) {
  const m = p.m;
  return (
    <div class="explore-board">
      <p class="summary">
        {m.outcome === 'playing' ? `Round ${m.round}, ${m.characters.find((c) => c.leader)?.name} leads` : `Over: ${m.outcome}`} · goals {m.goals.filter((g) => g.met).length} of {m.goals.length}
        {m.combat ? ` · fighting a ${m.combat.kind}: ${m.combat.foes.join(', ')}` : ''}
      </p>
      {m.fight ? <Grid fight={m.fight} /> : <Map m={m} />}
      <RowTable class="sheets-2hdc" caption="The party" columns={['Name', 'State', 'HP', 'Square', 'Carries']} markCurrent={false} rows={m.characters.map((c) => ({ key: c.id, acting: m.acting === c.id, cells: [`${c.name}${c.leader ? ' (Leader)' : ''}`, c.condition, c.hp === null ? '-' : `${c.hp}/${c.maxHp}`, `${c.pos.x},${c.pos.y}`, c.items.join(', ') || '-'] }))} />
      <h3>Goals</h3>
      <ul class="goals">
        {m.goals.map((g) => (
          <li key={g.id}>{`${g.met ? '✓' : '○'} ${g.text}`}</li>
        ))}
      </ul>
      <details class="journal" open>
        <summary>Journal ({m.journal.length} read)</summary>
        {m.journal
          .slice()
          .reverse()
          .map((j) => (
            <p key={j.id}>{`${j.round === 0 ? 'On the way in' : `Round ${j.round}`}: ${j.text}`}</p>
          ))}
      </details>
    </div>
  );
}
