/**
 * Dungeon Crawl Exploration in SVG: the revealed rooms on their grid
 * (Grid.tsx: coordinates on the edges, the ones the log names squares by;
 * solid squares, the ways between rooms: closed doors drawn as doors on the
 * wall, locked ones red and barred, doors opening this round, archways and
 * openings), search tokens left (diamonds with a ?), the characters
 * (circles with their marks; the Leader with a gold star, apart from any
 * door) and creatures (squares) standing on the map. The squares, tokens,
 * doors and characters that answer the decision are laid over it
 * (GridPicks.tsx). During a 3d6 fight, 3d6's grid (ThreeD6Board.tsx), drawn
 * the same way. Then the goals, the party and the journal read so far.
 * Nothing hidden is in the model it draws: the picture covers the revealed
 * extent (its coordinates), so its size tells nothing of the rooms
 * still hidden. The text alternative is Board's.
 */
import type { ExplorationViewModel } from '../../../src/systems/exploration/index.ts';
import { RowTable } from './RowTable.tsx';
import { SixFight } from './ThreeD6Board.tsx';
import { FigureLegend, Grid, Token, squareBox, type Box, type PickProps } from './Grid.tsx';

/** Square size. */
const S = 36;

type Way = ExplorationViewModel['ways'][number];

/** The box of a way on its wall, in squares: a thin band across the edge between its two sides' squares. */
function wayBox(w: Way): Box {
  const [a, b] = w.squares[0]!;
  const n = w.squares.length;
  if (a.x !== b.x) return { x: Math.max(a.x, b.x) - 0.3, y: Math.min(...w.squares.map(([p]) => p.y)), w: 0.6, h: n };
  return { x: Math.min(...w.squares.map(([p]) => p.x)), y: Math.max(a.y, b.y) - 0.3, w: n, h: 0.6 };
}

const wayWords = (w: Way) => `The ${w.name}: ${w.state === 'way' ? 'always open' : w.state === 'opening' ? "opened, removed at the round's end" : w.lock === 'locked' ? 'closed and locked' : w.state}`;

function WayMark(p: { w: Way }) {
  const { w } = p;
  return (
    <g class="way">
      <title>{wayWords(w)}</title>
      {w.squares.map(([a, b], i) => {
        const vertical = a.x !== b.x;
        const ex = Math.max(a.x, b.x) * S;
        const ey = Math.max(a.y, b.y) * S;
        const [x1, y1, x2, y2] = vertical ? [ex, a.y * S + 4, ex, a.y * S + S - 4] : [a.x * S + 4, ey, a.x * S + S - 4, ey];
        if (w.state === 'way') return <line key={i} x1={x1} y1={y1} x2={x2} y2={y2} class="x-open" />;
        if (w.state === 'opening') return <line key={i} x1={x1} y1={y1} x2={x2} y2={y2} class="x-opening" />;
        // A closed door: a thick plank across the wall; a locked one red with a bar across it.
        return (
          <g key={i}>
            <line x1={x1} y1={y1} x2={x2} y2={y2} class={`x-door${w.lock === 'locked' ? ' locked' : ''}`} />
            {w.lock === 'locked' && (vertical ? <line x1={ex - 6} y1={a.y * S + S / 2} x2={ex + 6} y2={a.y * S + S / 2} class="x-door-bar" /> : <line x1={a.x * S + S / 2} y1={ey - 6} x2={a.x * S + S / 2} y2={ey + 6} class="x-door-bar" />)}
          </g>
        );
      })}
    </g>
  );
}

/** The revealed rooms (floor, solid squares, walls) and their ways: the map under its figures, and under a fight. */
function RoomsLayer(p: { m: ExplorationViewModel }) {
  const m = p.m;
  return (
    <>
      {m.rooms.map((r) => (
        <g key={r.id} class="explore-room">
          <title>{r.name}</title>
          {Array.from({ length: r.w * r.h }, (_, i) => {
            const x = r.x + (i % r.w);
            const y = r.y + Math.floor(i / r.w);
            const solid = r.walls.some((w) => w.x === x && w.y === y);
            return <rect key={i} x={x * S} y={y * S} width={S} height={S} class={solid ? 'sq-solid' : 'sq-floor'} />;
          })}
          {(r.terrain ?? []).map((t) => (
            <rect key={`t${t.x},${t.y}`} x={t.x * S + 1} y={t.y * S + 1} width={S - 2} height={S - 2} rx={t.kind === 'pit' ? S / 4 : 2} class={`sq-terrain sq-${t.kind}`}>
              <title>{`${t.kind === 'pit' ? 'A pit' : t.kind === 'rubble' ? 'Rubble' : 'A narrow gap'} at (${t.x}, ${t.y}): walked out of a fight, crossed only with a Feat in one`}</title>
            </rect>
          ))}
          <rect x={r.x * S} y={r.y * S} width={r.w * S} height={r.h * S} class="room-edge" />
        </g>
      ))}
      {m.ways.map((w) => (
        <WayMark key={w.id} w={w} />
      ))}
    </>
  );
}

function MapGrid(p: { m: ExplorationViewModel; focus: string | null; picks: PickProps | null }) {
  const m = p.m;
  const chars = new Map(m.characters.map((c) => [c.id, c]));
  const ways = new Map(m.ways.map((w) => [w.id, w]));
  const place = (at: string): Box | null => {
    if (at.startsWith('fig:')) {
      const c = chars.get(at.slice(4));
      return c ? { x: c.pos.x, y: c.pos.y, w: 1, h: 1 } : null;
    }
    if (at.startsWith('way:')) {
      const w = ways.get(at.slice(4));
      return w ? wayBox(w) : null;
    }
    return squareBox(at);
  };
  const nameOf = (at: string) => {
    if (at.startsWith('way:')) return `the ${ways.get(at.slice(4))?.name ?? 'way'}`;
    const c = at.startsWith('fig:') ? chars.get(at.slice(4)) : undefined;
    const q = place(at);
    return c ? `${c.name} at (${c.pos.x}, ${c.pos.y})` : q ? `(${q.x}, ${q.y})` : at;
  };
  const option = p.focus ? p.picks?.options.find((o) => o.id === p.focus) : undefined;
  return (
    <figure class="explore-map">
      <figcaption>
        {m.title}: round {m.round} of {m.rounds}, {m.rooms.length} room{m.rooms.length === 1 ? '' : 's'} revealed
      </figcaption>
      <Grid
        axes={m.axes}
        S={S}
        label={`The map: ${m.rooms.map((r) => r.name).join(', ')}; ${m.characters.length} characters, ${m.tokens.length} search tokens, ${m.creatures.length} creatures`}
        place={place}
        nameOf={nameOf}
        picks={m.picks}
        pickable={p.picks}
        focus={p.focus}
      >
        <RoomsLayer m={m} />
        {m.tokens.map((t) => {
          const cx = t.at.x * S + S / 2;
          const cy = t.at.y * S + S / 2;
          return (
            <g key={t.id} class="x-search">
              <title>{`A search token at (${t.at.x}, ${t.at.y})`}</title>
              <rect x={cx - S * 0.25} y={cy - S * 0.25} width={S * 0.5} height={S * 0.5} transform={`rotate(45 ${cx} ${cy})`} class="x-token" />
              <text x={cx} y={cy} text-anchor="middle" dominant-baseline="central" class="x-token-mark" style={{ fontSize: `${S * 0.36}px` }}>
                ?
              </text>
            </g>
          );
        })}
        {m.creatures.map((c) => (
          <Token key={c.id} x={c.pos.x} y={c.pos.y} S={S} label={c.mark} side="monster" title={`${c.name} at (${c.pos.x}, ${c.pos.y})`} />
        ))}
        {m.characters
          .filter((c) => c.condition !== 'dead')
          .map((c) => (
            <g key={c.id}>
              <Token x={c.pos.x} y={c.pos.y} S={S} label={c.mark} side="hero" out={c.condition !== 'up'} acting={m.acting === c.id} title={`${c.mark} ${c.name}${c.leader ? ', the Leader' : ''}${m.acting === c.id ? ', taking a turn' : ''} (${c.condition}) at (${c.pos.x}, ${c.pos.y})`} />
              {c.leader && (
                <path d={star(c.pos.x * S + S - 7, c.pos.y * S + 7, 7)} class="x-leader">
                  <title>The Leader</title>
                </path>
              )}
            </g>
          ))}
      </Grid>
      <p class="grid-hint" aria-live="polite">
        {option ? option.label : p.picks && m.picks.length ? 'Click a marked square, token, door or character to choose there.' : ''}
      </p>
      <FigureLegend figures={[...m.characters.map((c) => ({ key: c.id, label: c.mark, name: `${c.name}${c.leader ? ' (the Leader, ★)' : ''}`, side: 'hero' as const, out: c.condition === 'dead' })), ...m.creatures.map((c) => ({ key: c.id, label: c.mark, name: c.name, side: 'monster' as const }))]} />
      <p class="legend muted">Circles: the characters (★ the Leader) · squares: creatures · ◆? a search token · a brown bar on a wall: a closed door (red and barred: locked; dashed: opening this round) · a gap: an open way</p>
    </figure>
  );
}

/** A five-pointed star's path centred on (cx, cy). */
function star(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 ? r * 0.45 : r;
    pts.push(`${(cx + k * Math.cos(a)).toFixed(1)},${(cy + k * Math.sin(a)).toFixed(1)}`);
  }
  return `M${pts.join('L')}Z`;
}

export function ExplorationBoard(p: { m: ExplorationViewModel; focus?: string | null; picks?: PickProps | null }) {
  const m = p.m;
  return (
    <div class="explore-board">
      <p class="summary">
        {m.outcome === 'playing' ? `Round ${m.round}, ${m.characters.find((c) => c.leader)?.name} leads` : `Over: ${m.outcome}`} · goals {m.goals.filter((g) => g.met).length} of {m.goals.length}
        {m.combat ? ` · fighting a ${m.combat.kind}: ${m.combat.foes.join(', ')}` : ''}
      </p>
      {m.fight ? <SixFight fight={m.fight} focus={p.focus ?? null} picks={p.picks ?? null} size={S} under={<RoomsLayer m={m} />} /> : <MapGrid m={m} focus={p.focus ?? null} picks={p.picks ?? null} />}
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
