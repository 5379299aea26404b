/**
 * 3d6 in SVG: during a fight the room's grid (Grid.tsx: coordinates on its
 * edges, the ones the log names squares by) with the party (circles) and
 * the monsters (squares), each marked by a short label that fits its token
 * (the full names in the legend, the table and on hover), who acts, HP, the
 * fallen struck through, each side's edge to leave by (on Exploration's
 * map, its floor and the party's ways out); the fighters and
 * squares that answer the party's action are laid over it (GridPicks.tsx),
 * and pointing at an option marks what it touches: a move's path, the
 * target, an area spell's squares with each friend it catches marked.
 * Between fights the rooms entered so far. Always the party's sheets (HP,
 * SP, Wounds, Luck). The text alternative is Board's.
 */
import type { ComponentChildren } from 'preact';
import type { SixSheet, SixViewModel } from '../../../src/systems/3d6/view/view-model.ts';
import { RowTable } from './RowTable.tsx';
import { FigureLegend, Grid, Token, squareBox, type Box, type PickProps } from './Grid.tsx';

const S = 44; // square size
const SIX_S = S;

function hpText(f: SixSheet): string {
  return `${f.hp}/${f.maxHp} HP`;
}

/** The terrain's names on the board (src/systems/3d6/tables/terrain.ts). */
const TERRAIN_NAME: Readonly<Record<string, string>> = { pit: 'A pit', rubble: 'Rubble', narrow: 'A narrow gap' };

function fighterText(f: SixSheet, acting: boolean): string {
  return `${f.mark} ${f.name} (${f.side === 'party' ? 'party' : 'monster'}, ${hpText(f)}, ${f.condition}${f.states.length ? `, ${f.states.join(', ')}` : ''}) at (${f.pos.x}, ${f.pos.y})${acting ? ', choosing now' : ''}`;
}

/**
 * A fight on a map (Exploration): its floor within the board's axes (walls
 * and unrevealed rooms blank, as on the map), or the map's own drawing
 * (`under`), with the squares the party may leave the fight from tinted.
 */
function MapFloor(p: { fight: NonNullable<SixViewModel['fight']>; exits: readonly { x: number; y: number }[]; S: number; under?: ComponentChildren }) {
  const { fight: b, S } = p;
  const walls = new Set(b.walls.map((w) => `${w.x},${w.y}`));
  const floor = [];
  if (!p.under) {
    for (let y = b.axes.y0; y < b.axes.y0 + b.axes.height; y++) {
      for (let x = b.axes.x0; x < b.axes.x0 + b.axes.width; x++) if (!walls.has(`${x},${y}`)) floor.push(<rect key={`${x},${y}`} x={x * S} y={y * S} width={S} height={S} class="sq-floor" />);
    }
  }
  return (
    <g class="map-floor">
      {p.under ?? floor}
      <g class="exits">
        <title>The party may leave the fight from a tinted square</title>
        {p.exits.map((e) => (
          <rect key={`${e.x},${e.y}`} x={e.x * S + 2} y={e.y * S + 2} width={S - 4} height={S - 4} class="sq-exit" />
        ))}
      </g>
    </g>
  );
}

/** The fight's grid; `picks` while the viewer may answer the party's action. Exploration draws its fights with it too. */
export function SixFight(p: { fight: NonNullable<SixViewModel['fight']>; focus?: string | null; picks?: PickProps | null; size?: number; under?: ComponentChildren }) {
  const b = p.fight;
  // Exploration draws its map under the fight at the map's square size.
  const S = p.size ?? SIX_S;
  const byId = new Map(b.fighters.map((f) => [f.id, f]));
  const place = (at: string): Box | null => {
    if (at.startsWith('fig:')) {
      const f = byId.get(at.slice(4));
      return f ? { x: f.pos.x, y: f.pos.y, w: 1, h: 1 } : null;
    }
    return squareBox(at);
  };
  const nameOf = (at: string) => {
    const f = at.startsWith('fig:') ? byId.get(at.slice(4)) : undefined;
    const q = place(at);
    return f ? `${f.name} at (${f.pos.x}, ${f.pos.y})` : q ? (q.x < b.axes.x0 || q.x >= b.axes.x0 + b.axes.width ? 'off the edge' : `(${q.x}, ${q.y})`) : at;
  };
  const focus = p.focus ?? null;
  const option = focus ? p.picks?.options.find((o) => o.id === focus) : undefined;
  const touched = focus ? b.picks.find((k) => k.option === focus) : undefined;
  return (
    <figure class="battle">
      <figcaption>
        The room, round {b.round} · {b.acting === null ? 'between turns' : b.acting === 'party' ? 'the party acts' : 'the monsters act'}
        {b.actor ? ` · ${b.fighters.find((f) => f.id === b.actor)?.name ?? b.actor} is choosing` : ''}
      </figcaption>
      <Grid
        axes={b.axes}
        S={S}
        label={`The room's grid, ${b.width} by ${b.height}, with ${b.fighters.length} fighters standing or fallen`}
        place={place}
        nameOf={nameOf}
        friend={(at) => byId.get(at.slice(4))?.side === 'party'}
        picks={b.picks}
        pickable={p.picks ?? null}
        focus={focus}
        pad={b.exits ? undefined : { left: 1, right: 1 }}
      >
        {b.exits ? (
          <MapFloor fight={b} exits={b.exits} S={S} under={p.under} />
        ) : (
          Array.from({ length: b.width * b.height }, (_, i) => <rect key={i} x={(i % b.width) * S} y={Math.floor(i / b.width) * S} width={S} height={S} class="sq-floor" />)
        )}
        {b.exits ? null : <g class="edges">
          <title>The party leaves the fight by the left edge, the monsters by the right</title>
          <rect x={-S + 3} y={3} width={S - 6} height={b.height * S - 6} rx={4} class="edge-exit" />
          <text x={-S / 2} y={(b.height * S) / 2} text-anchor="middle" dominant-baseline="central" class="exit-arrow" style={{ fontSize: `${S * 0.5}px` }}>
            ←
          </text>
          <rect x={b.width * S + 3} y={3} width={S - 6} height={b.height * S - 6} rx={4} class="edge-exit" />
          <text x={b.width * S + S / 2} y={(b.height * S) / 2} text-anchor="middle" dominant-baseline="central" class="exit-arrow" style={{ fontSize: `${S * 0.5}px` }}>
            →
          </text>
        </g>}
        {b.terrain?.length ? (
          <g class="terrain">
            {b.terrain.map((t) => (
              <g key={`${t.x},${t.y}`}>
                <title>{`${TERRAIN_NAME[t.kind]} at (${t.x}, ${t.y}): crossed only with a Feat`}</title>
                <rect x={t.x * S + 1} y={t.y * S + 1} width={S - 2} height={S - 2} rx={t.kind === 'pit' ? S / 4 : 2} class={`sq-terrain sq-${t.kind}`} />
              </g>
            ))}
          </g>
        ) : null}
        {b.fighters.map((f) => (
          <Token key={f.id} x={f.pos.x} y={f.pos.y} S={S} label={f.mark} side={f.side === 'party' ? 'hero' : 'monster'} out={f.condition !== 'up'} acting={b.actor === f.id} hp={f.maxHp > 0 ? f.hp / f.maxHp : 0} title={fighterText(f, b.actor === f.id)} />
        ))}
      </Grid>
      <p class="grid-hint" aria-live="polite">
        {option ? `${option.label}${touched?.catches?.length && !/catches/.test(option.label) ? ` (catches ${touched.catches.join(', ')})` : ''}` : p.picks && b.picks.length ? 'Click a marked fighter or square to choose there; point at an option to see what it touches.' : ''}
      </p>
      {b.terrain?.length ? <p class="grid-ground">Ground: {[...new Set(b.terrain.map((t) => t.kind))].map((k) => `${TERRAIN_NAME[k]!.toLowerCase()} (${k === 'pit' ? 'dark' : k === 'rubble' ? 'grey' : 'dotted'})`).join(', ')}: never walked in a fight, crossed only by a Move with a Feat.</p> : null}
      <FigureLegend figures={b.fighters.map((f) => ({ key: f.id, label: f.mark, name: `${f.name} (${hpText(f)})`, side: f.side === 'party' ? 'hero' : 'monster', out: f.condition === 'dead' }))} />
      <RowTable
        class="fighters"
        columns={['Mark', 'Name', 'Side', 'HP', 'AC', 'State', 'Square']}
        rows={b.fighters.map((f) => ({
          key: f.id,
          acting: b.actor === f.id,
          cells: [f.mark, f.name, f.side === 'party' ? 'party' : 'monster', hpText(f), f.ac, [f.condition, ...f.states].join(', '), `(${f.pos.x}, ${f.pos.y})`],
        }))}
      />
    </figure>
  );
}

function Rooms(p: { m: SixViewModel }) {
  const m = p.m;
  const W = 86;
  return (
    <figure class="rooms">
      <figcaption>
        {m.scenario ?? "The dungeon"}: {m.rooms.length} of {m.totalRooms} rooms entered
      </figcaption>
      <svg viewBox={`0 0 ${m.totalRooms * W} 52`} style={{ width: '100%', maxWidth: `${Math.min(m.totalRooms * W, 640)}px` }} role="img" aria-label={`${m.rooms.length} of ${m.totalRooms} rooms entered, ${m.rooms.filter((r) => r.cleared).length} cleared`} aria-describedby="board-text">
        {Array.from({ length: m.totalRooms }, (_, i) => {
          const r = m.rooms[i];
          return (
            <g key={i} transform={`translate(${i * W + 3},3)`} class={`room${r ? (r.cleared ? ' cleared' : ' entered') : ' unknown'}`}>
              <title>{r ? `Room ${r.n}${r.name ? ` (${r.name})` : ""}: ${r.contents}${r.foes.length ? `, ${r.foes.join(', ')}` : ''}${r.cleared ? ', cleared' : ''}${r.coins ? `, ${r.coins} coins` : ''}` : `Room ${i + 1}: not entered`}</title>
              {i > 0 && <line x1={-W + 74} y1={23} x2={0} y2={23} class="passage" />}
              <rect width={74} height={46} rx={4} class="square" />
              <text x={37} y={20} text-anchor="middle" class="svg-tiny">
                {`Room ${i + 1}`}
              </text>
              <text x={37} y={36} text-anchor="middle" class="svg-tiny">
                {r ? (r.cleared ? 'cleared' : r.foes.length ? `${r.foes.length} foe${r.foes.length > 1 ? 's' : ''}` : 'entered') : '?'}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

export function ThreeD6Board(p: { m: SixViewModel; focus?: string | null; picks?: PickProps | null }) {
  const m = p.m;
  return (
    <div class="six-board">
      <p class="summary">
        Rooms {m.rooms.length} of {m.totalRooms} · {m.coins} coins · {m.outcome === 'playing' ? 'in the dungeon' : m.outcome}
      </p>
      {m.fight ? <SixFight fight={m.fight} focus={p.focus ?? null} picks={p.picks ?? null} /> : <Rooms m={m} />}
      <RowTable
        class="sheets-2hdc sheets-3d6"
        caption="The party"
        columns={['Name', 'Role', 'HP', 'SP', 'Wounds', 'Luck', 'AC', 'State']}
        markCurrent={false}
        rows={m.party.map((c) => ({
          key: c.id,
          acting: m.fight?.actor === c.id,
          cells: [c.name, `${c.role}, level ${c.level}${c.follower ? `, ${c.follower}` : ""}`, hpText(c), `${c.sp}/${c.maxSp}`, c.wounds, c.luck, c.ac, [c.condition, ...c.states].join(', ')],
        }))}
      />
    </div>
  );
}
