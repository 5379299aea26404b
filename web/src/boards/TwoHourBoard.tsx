/**
 * 2HDC in SVG: the dungeon map as explored so far (one level at a time, the
 * band's first), each tile numbered as the options and the log number it,
 * its exits (open, not yet explored, a blank wall, a way down), the band's
 * groups, PEFs and enemy groups as tokens of their own shape; during a fight
 * the Battle Board, large, every figure with its label for the whole game
 * (view/names.ts) and a legend of their full names; then the band's sheets.
 * Exits, tiles and figures an option names answer on the board
 * (BoardPicks.tsx); the option pointed at marks what it touches.
 */
import { useState } from 'preact/hooks';
import type { TwoHourViewModel, TileView, BattleView } from '../../../src/systems/2hdc/view/view-model.ts';
import { RowTable } from './RowTable.tsx';
import { usePicks, type PickApi, type Picks } from './BoardPicks.tsx';
import './boards2.css';

const T = 100; // a tile's side
const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];
const DIR = ['north', 'east', 'south', 'west'];

/** An exit drawn at its side of the tile: a passage (open), dashed with a "?" (not explored), a barred wall, a way down (arrow). */
function Exit(p: { t: TileView; e: TileView['exits'][number]; pk: Picks }) {
  const { t, e, pk } = p;
  const c = T / 2;
  const dx = DX[e.dir]!;
  const dy = DY[e.dir]!;
  const key = `exit:${t.id}:${e.dir}`;
  const ex = c + dx * (c - 4);
  const ey = c + dy * (c - 4);
  const hit = pk.props(key, `Tile ${t.id}, ${DIR[e.dir]} exit`);
  const what = e.state === 'wall' ? 'a blank wall' : e.state === 'unexplored' ? 'not explored yet' : `to tile ${e.to}`;
  return (
    <g class={`th-exit ${e.state}${e.down ? ' down' : ''}${pk.touched(key) ? ' touched' : ''}`}>
      <title>{`Tile ${t.id}, ${DIR[e.dir]} exit: ${what}${e.down ? ', one level down' : ''}`}</title>
      {e.state === 'wall' ? (
        <line x1={ex - dy * 16} y1={ey - dx * 16} x2={ex + dy * 16} y2={ey + dx * 16} class="th-wall" />
      ) : (
        <line x1={c + dx * 22} y1={c + dy * 22} x2={c + dx * c} y2={c + dy * c} class="th-way" />
      )}
      {e.state === 'unexplored' && (
        <text x={c + dx * 36} y={c + dy * 36 + 5} text-anchor="middle" class="th-q">
          ?
        </text>
      )}
      {e.down && <polygon points={`${c + dx * 34 - 7},${c + dy * 34 - 4} ${c + dx * 34 + 7},${c + dy * 34 - 4} ${c + dx * 34},${c + dy * 34 + 7}`} class="th-down" />}
      {hit && (
        <g {...hit}>
          <rect x={c + dx * 36 - 15} y={c + dy * 36 - 15} width={30} height={30} rx={6} class="bp-area" />
        </g>
      )}
    </g>
  );
}

/** A side with no exit that an option names (a Secret Room opening there, 37.0). */
function Side(p: { t: TileView; d: number; pk: Picks }) {
  const key = `exit:${p.t.id}:${p.d}`;
  const hit = p.pk.props(key, `Tile ${p.t.id}, ${DIR[p.d]} side`);
  const c = T / 2;
  if (!hit && !p.pk.touched(key)) return null;
  const x = c + DX[p.d]! * 36;
  const y = c + DY[p.d]! * 36;
  const box = <rect x={x - 15} y={y - 15} width={30} height={30} rx={6} class={hit ? 'bp-area' : 'th-side-touched'} />;
  return hit ? <g {...hit}>{box}</g> : box;
}

function Tile(p: { t: TileView; x: number; y: number; m: TwoHourViewModel; pk: Picks }) {
  const { t, pk } = p;
  const room = t.kind === 'room';
  const inset = room ? 8 : 30;
  const groups = p.m.groups.filter((g) => g.tile === t.id);
  const tokens: { kind: 'band' | 'pef' | 'enemy'; label: string; title: string; acting?: boolean }[] = [
    ...groups.map((g) => ({ kind: 'band' as const, label: `G${g.id}`, title: `Group ${g.id}: ${g.members.length} of the band${g.acting ? ', acting now' : ''}`, acting: g.acting })),
    ...(t.pefs > 0 ? [{ kind: 'pef' as const, label: t.pefs > 1 ? `P${t.pefs}` : 'P', title: `${t.pefs} PEF${t.pefs > 1 ? 's' : ''} (something out there)` }] : []),
    ...(t.enemies > 0 ? [{ kind: 'enemy' as const, label: String(t.enemies), title: `${t.enemies} enem${t.enemies > 1 ? 'ies' : 'y'} left from a fight` }] : []),
  ];
  const touched = pk.touched(`tile:${t.id}`);
  return (
    <g transform={`translate(${p.x},${p.y})`} class={`th-tile ${room ? 'room' : 'corridor'}${t.visited ? ' visited' : ''}${t.treasureRoom ? ' treasure' : ''}${t.acting ? ' acting' : ''}${touched ? ' touched' : ''}`} data-tile={t.id}>
      <title>{`Tile ${t.id}: ${t.name}, level ${t.level}${t.treasureRoom ? ', Treasure Room' : ''}${t.searched ? ', searched' : ''}${t.acting ? ', the acting group is here' : ''}`}</title>
      <rect x={inset} y={inset} width={T - 2 * inset} height={T - 2 * inset} rx={room ? 4 : 2} class="th-floor" />
      {t.exits.map((e) => (
        <Exit key={e.dir} t={t} e={e} pk={pk} />
      ))}
      {[0, 1, 2, 3].map((d) => (t.exits.some((e) => e.dir === d) ? null : <Side key={`side${d}`} t={t} d={d} pk={pk} />))}
      {(t.acting || touched) && <rect x={3} y={3} width={T - 6} height={T - 6} rx={6} class="th-ring" />}
      <rect x={4} y={4} width={t.id >= 10 ? 26 : 18} height={18} rx={4} class="th-num-bg" />
      <text x={t.id >= 10 ? 17 : 13} y={18} text-anchor="middle" class="th-num">
        {t.id}
      </text>
      {t.treasureRoom && (
        <text x={T - 14} y={20} text-anchor="middle" class="th-treasure">
          $
        </text>
      )}
      {tokens.map((k, i) => {
        const n = tokens.length;
        const cx = T / 2 + (i - (n - 1) / 2) * 28;
        const cy = T / 2 + 4;
        return (
          <g key={i} class={`th-token ${k.kind}${k.acting ? ' acting' : ''}`}>
            <title>{k.title}</title>
            {k.kind === 'band' ? <circle cx={cx} cy={cy} r={13} /> : k.kind === 'pef' ? <polygon points={`${cx - 14},${cy - 11} ${cx + 14},${cy - 11} ${cx},${cy + 14}`} /> : <rect x={cx - 12} y={cy - 12} width={24} height={24} rx={2} />}
            {k.acting && <circle cx={cx} cy={cy} r={17} class="th-acting" />}
            <text x={cx} y={cy + (k.kind === 'pef' ? 0 : 4)} text-anchor="middle" class="th-token-label">
              {k.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function Legend() {
  return (
    <p class="th-legend">
      <svg viewBox="0 0 24 24" class="th-key" aria-hidden="true">
        <circle cx={12} cy={12} r={9} class="th-key-band" />
      </svg>
      band's group (G1) ·{' '}
      <svg viewBox="0 0 24 24" class="th-key" aria-hidden="true">
        <polygon points="3,4 21,4 12,21" class="th-key-pef" />
      </svg>
      PEF ·{' '}
      <svg viewBox="0 0 24 24" class="th-key" aria-hidden="true">
        <rect x={4} y={4} width={16} height={16} class="th-key-enemy" />
      </svg>
      enemies (how many) · <b>$</b> Treasure Room · <b>?</b> exit not explored · <span class="th-key-wall">┃</span> blank wall ·{' '}
      <svg viewBox="0 0 24 24" class="th-key" aria-hidden="true">
        <polygon points="5,7 19,7 12,19" class="th-key-down" />
      </svg>
      way down
    </p>
  );
}

function Dungeon(p: { m: TwoHourViewModel; pk: Picks }) {
  const { m, pk } = p;
  const levels = [...new Set(m.tiles.map((t) => t.level))].sort((a, b) => a - b);
  const bandLevel = m.tiles.find((t) => t.acting)?.level ?? m.tiles.find((t) => t.groups.length > 0)?.level ?? levels[0] ?? 1;
  const [chosen, setChosen] = useState<{ level: number; from: number } | null>(null);
  // A level chosen by the player holds until the band goes to another one.
  const level = chosen && chosen.from === bandLevel && levels.includes(chosen.level) ? chosen.level : bandLevel;
  if (levels.length === 0) return <p class="muted">No tile placed yet.</p>;
  const tiles = m.tiles.filter((t) => t.level === level);
  const minX = Math.min(...tiles.map((t) => t.x));
  const minY = Math.min(...tiles.map((t) => t.y));
  const w = (Math.max(...tiles.map((t) => t.x)) - minX + 1) * T;
  const h = (Math.max(...tiles.map((t) => t.y)) - minY + 1) * T;
  return (
    <div class="th-dungeon">
      {levels.length > 1 && (
        <div class="th-levels" role="group" aria-label="Dungeon level shown">
          {levels.map((l) => (
            <button key={l} type="button" aria-pressed={l === level} onClick={() => setChosen({ level: l, from: bandLevel })}>
              Level {l}
              {l === bandLevel ? ' (the band)' : ''}
            </button>
          ))}
        </div>
      )}
      <svg class="th-map" style={{ maxWidth: `${(w + 8) * 1.4}px` }} viewBox={`-4 -4 ${w + 8} ${h + 8}`} role="group" aria-label={`Dungeon level ${level}: ${tiles.length} tiles, numbered`} aria-describedby="board-text">
        {tiles.map((t) => (
          <Tile key={t.id} t={t} m={m} pk={pk} x={(t.x - minX) * T} y={(t.y - minY) * T} />
        ))}
      </svg>
      <Legend />
    </div>
  );
}

/** The Battle Board (18.4): squares with their coordinates, the enemies' edge at the top as the terminal prints it. */
function BattleBoard(p: { b: BattleView; pk: Picks; names: TwoHourViewModel['statusNames'] }) {
  const { b, pk } = p;
  // The view model's words for a status (the figures carry its id, as the log's boards do).
  const statusWords = (s: BattleView['fighters'][number]['status']) => p.names[s];
  const S = 90;
  const M = 28; // margin for the axes
  const TOP = 44; // the enemies' edge and the column numbers
  const W = b.width * S;
  const H = b.length * S;
  const onBoard = b.fighters.filter((f) => f.x >= 0 && f.y >= 0 && f.x < b.width && f.y < b.length);
  return (
    <figure class="th-battle">
      <figcaption>
        Battle Board ({b.place}, {b.width} wide) · {b.turn === 0 ? 'before the first turn' : `turn ${b.turn}, ${b.active === 'band' ? 'the band acts' : 'the enemies act'}`}
      </figcaption>
      <div class="th-battle-row">
        <svg class="th-bb" viewBox={`0 0 ${W + M + 4} ${H + TOP + M}`} role="group" aria-label={`Battle Board with ${onBoard.length} figures on its squares`} aria-describedby="board-text">
          <text x={M + W / 2} y={16} text-anchor="middle" class="th-edge">
            enemies' edge
          </text>
          <text x={M + W / 2} y={H + TOP + 20} text-anchor="middle" class="th-edge">
            band's edge
          </text>
          {Array.from({ length: b.width * b.length }, (_, i) => {
            const x = i % b.width;
            const row = Math.floor(i / b.width);
            return <rect key={i} x={M + x * S} y={TOP + row * S} width={S} height={S} class={`th-sq${(x + row) % 2 ? ' alt' : ''}`} />;
          })}
          {Array.from({ length: b.width }, (_, x) => (
            <text key={`x${x}`} x={M + x * S + S / 2} y={TOP - 6} text-anchor="middle" class="th-axis">
              {x}
            </text>
          ))}
          {Array.from({ length: b.length }, (_, y) => (
            <text key={`y${y}`} x={M - 10} y={TOP + (b.length - 1 - y) * S + S / 2 + 5} text-anchor="middle" class="th-axis">
              {y}
            </text>
          ))}
          {onBoard.map((f) => {
            const cx = M + f.x * S + S / 2;
            const cy = TOP + (b.length - 1 - f.y) * S + S / 2;
            const r = S / 2 - 12;
            const key = `fig:${f.mark}`;
            const hit = pk.props(key, f.name);
            const down = f.status !== 'carry-on' && f.status !== 'duck-back';
            const cls = `th-fig ${f.side}${f.star ? ' star' : ''}${down ? ' down' : ''}${b.acting === f.mark ? ' acting' : ''}${pk.touched(key) ? ' touched' : ''}`;
            const body = (
              <>
                <title>{`${f.name} (${f.side === 'band' ? (f.star ? 'band, Star' : 'band') : 'enemy'}, Rep ${f.rep}, ${statusWords(f.status)}, square ${f.x},${f.y})${b.acting === f.mark ? ', deciding now' : ''}`}</title>
                {(b.acting === f.mark || pk.touched(key)) && <circle cx={cx} cy={cy} r={r + 8} class="th-fig-ring" />}
                {f.side === 'band' ? <circle cx={cx} cy={cy} r={r} class="th-fig-body" /> : <polygon points={`${cx},${cy - r - 4} ${cx + r + 4},${cy} ${cx},${cy + r + 4} ${cx - r - 4},${cy}`} class="th-fig-body" />}
                {f.star && (
                  <text x={cx + r - 2} y={cy - r + 8} text-anchor="middle" class="th-star">
                    ★
                  </text>
                )}
                <text x={cx} y={cy + 8} text-anchor="middle" class="th-fig-label">
                  {f.label}
                </text>
                {down && <line x1={cx - r} y1={cy + r} x2={cx + r} y2={cy - r} class="th-fig-x" />}
              </>
            );
            return hit ? (
              <g key={f.mark} {...hit} class={`${hit.class} ${cls}`} data-figure={f.mark}>
                {body}
              </g>
            ) : (
              <g key={f.mark} class={cls} data-figure={f.mark}>
                {body}
              </g>
            );
          })}
        </svg>
        <div class="th-scroll th-fighters">
        <RowTable
          class="fighters"
          caption="Who is who"
          columns={['Label', 'Name', 'Side', 'Rep', 'Status', 'Square']}
          rows={b.fighters.map((f) => ({
            key: f.mark,
            acting: b.acting === f.mark,
            cells: [f.label, f.name, f.side === 'band' ? (f.star ? 'band, Star' : 'band') : 'enemy', f.rep, statusWords(f.status), f.x >= 0 && f.y >= 0 ? `${f.x},${f.y}` : f.carrying ? `carrying ${b.fighters.find((o) => o.mark === f.carrying)?.label ?? f.carrying}` : 'off the board'],
          }))}
        />
        </div>
      </div>
    </figure>
  );
}

/** "2 gold, 1 bronze"; empty when none. */
function coins(k: { gold: number; silver: number; bronze: number }): string {
  return [k.gold && `${k.gold} gold`, k.silver && `${k.silver} silver`, k.bronze && `${k.bronze} bronze`].filter(Boolean).join(', ');
}

export function TwoHourBoard(p: { m: TwoHourViewModel; focus?: string | null; picks?: PickApi | null }) {
  const m = p.m;
  const pk = usePicks(m.picks, p.picks ?? null, p.focus ?? null);
  return (
    <div class="twohour-board" ref={pk.ref}>
      <p class="summary">
        Turn {m.turn} · {m.reason} · Big Bad: {m.bigBad ? `${m.bigBad.race} Rep ${m.bigBad.rep}${m.bigBad.defeated ? ' (defeated)' : m.bigBad.met ? ' (met)' : ''}` : 'unknown'} · tiles {m.tiles.length} of {m.tilesTotal} · treasure {coins(m.treasure) || 'no coins'}, {m.treasure.magicItems} magic item{m.treasure.magicItems === 1 ? '' : 's'}
        {m.captives ? ` · captives ${m.captives.found ? 'found' : 'not found'} (${m.captives.count})` : ''}
      </p>
      {m.board ? <BattleBoard b={m.board} pk={pk} names={m.statusNames} /> : <Dungeon m={m} pk={pk} />}
      {pk.menu}
      <div class="th-scroll">
      <RowTable
        class="sheets-2hdc"
        caption="The band"
        columns={['Name', 'Race, profession', 'Rep', 'AC', 'Weapons', 'Status', 'Magic', 'Items', 'Coins', 'Where']}
        rows={m.band.map((c) => ({
          key: c.id,
          class: [c.star ? 'star' : '', c.yours ? 'yours' : ''].filter(Boolean).join(' '),
          cells: [
            // With several players, each Star's player; the viewer's own Star says so in words (not by colour alone).
            `${c.star ? '★ ' : ''}${c.name}${c.yours ? ' (yours)' : c.star && c.owner && m.band.filter((x) => x.star).length > 1 ? ` (${c.owner}'s)` : ''}`,
            `${c.race} ${c.professions.join('/')}`,
            c.rep,
            `${c.armor}${c.shield ? '+shield' : ''}`,
            c.weapons.join('/'),
            `${c.statusName}${c.starPower !== null ? ` · Star Power ${c.starPower}` : ''}`,
            c.magic.join(', '),
            c.items.join(', '),
            coins(c.coins),
            c.where,
          ],
        }))}
      />
      </div>
      {!m.board && m.lastFight && (
        <p class="muted">
          Last fight (turn {m.lastFight.turn}, tile {m.lastFight.tile}): {m.lastFight.bandFled ? 'the band fled' : m.lastFight.winner === 'band' ? 'the band held the Battle Board' : m.lastFight.winner === 'enemies' ? 'the enemies held it' : 'nobody held it'}.
        </p>
      )}
    </div>
  );
}
