/**
 * 2HDC in SVG: the dungeon as explored so far (each level's tiles on its grid,
 * ways on, PEFs, enemies, the band), during a fight the Battle Board with
 * every figure, and the band's sheets.
 */
import type { TwoHourViewModel, TileView } from '../../../src/systems/2hdc/view/view-model.ts';
import { RowTable } from './RowTable.tsx';

const T = 44; // tile size
const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

function Tile(p: { t: TileView; x: number; y: number }) {
  const { t } = p;
  const room = t.kind === 'room';
  const c = T / 2;
  const inset = room ? 4 : 13;
  return (
    <g transform={`translate(${p.x},${p.y})`} class={`tile${t.visited ? ' visited' : ''}${t.treasureRoom ? ' treasure' : ''}${t.acting ? ' acting' : ''}`}>
      <title>{`Tile ${t.id}: ${t.name}, level ${t.level}${t.treasureRoom ? ', Treasure Room' : ''}${t.searched ? `, searched (${t.secret})` : ''}${t.acting ? ', the acting group is here' : ''}`}</title>
      {t.acting && <rect x={1} y={1} width={T - 2} height={T - 2} class="tile-acting" />}
      <rect x={inset} y={inset} width={T - 2 * inset} height={T - 2 * inset} class="tile-floor" />
      {t.exits.map((e) => (
        <line key={e.dir} x1={c} y1={c} x2={c + DX[e.dir]! * (c - 1)} y2={c + DY[e.dir]! * (c - 1)} class={`exit exit-${e.state}${e.down ? ' exit-down' : ''}`} />
      ))}
      {t.treasureRoom && (
        <text x={c} y={c + 5} text-anchor="middle" class="svg-mark">
          $
        </text>
      )}
      {t.pefs > 0 && <polygon points={`${T - 14},6 ${T - 4},6 ${T - 9},15`} class="pef" />}
      {t.enemies > 0 && (
        <g>
          <circle cx={9} cy={T - 9} r={6} class="enemy" />
          <text x={9} y={T - 5} text-anchor="middle" class="svg-tiny">
            {t.enemies}
          </text>
        </g>
      )}
      {t.groups.length > 0 && <circle cx={c} cy={c} r={7} class="band" />}
    </g>
  );
}

function Dungeon(p: { m: TwoHourViewModel }) {
  const levels = [...new Set(p.m.tiles.map((t) => t.level))].sort((a, b) => a - b);
  if (levels.length === 0) return <p class="muted">No tile placed yet.</p>;
  return (
    <div class="dungeon">
      {levels.map((l) => {
        const tiles = p.m.tiles.filter((t) => t.level === l);
        const minX = Math.min(...tiles.map((t) => t.x));
        const minY = Math.min(...tiles.map((t) => t.y));
        const w = (Math.max(...tiles.map((t) => t.x)) - minX + 1) * T;
        const h = (Math.max(...tiles.map((t) => t.y)) - minY + 1) * T;
        return (
          <figure key={l}>
            <figcaption>Level {l}</figcaption>
            <svg viewBox={`-2 -2 ${w + 4} ${h + 4}`} width={Math.min((w + 4) * 1.5, 640)} role="img" aria-label={`Dungeon level ${l}: ${tiles.length} tiles`} aria-describedby="board-text">
              {tiles.map((t) => (
                <Tile key={t.id} t={t} x={(t.x - minX) * T} y={(t.y - minY) * T} />
              ))}
            </svg>
          </figure>
        );
      })}
      <p class="legend muted">
        <span class="key-band">●</span> band · <span class="key-pef">▼</span> PEF · <span class="key-enemy">●</span> enemies · $ Treasure Room · dashed: unexplored · red: wall · blue: down
      </p>
    </div>
  );
}

function BattleBoard(p: { b: NonNullable<TwoHourViewModel['board']> }) {
  const b = p.b;
  const S = 46;
  const onBoard = b.fighters.filter((f) => f.x >= 0 && f.y >= 0 && f.x < b.width && f.y < b.length);
  return (
    <figure class="battle">
      <figcaption>
        Battle Board ({b.place}, {b.width} wide) · {b.turn === 0 ? 'before the first turn' : `turn ${b.turn}, ${b.active === 'band' ? 'the band acts' : 'the enemies act'}`}
      </figcaption>
      <svg viewBox={`0 0 ${b.width * S + 2} ${b.length * S + 30}`} width={b.width * S + 2} role="img" aria-label={`Battle Board with ${b.fighters.length} figures`} aria-describedby="board-text">
        <text x={2} y={11} class="svg-tiny">
          enemies' edge
        </text>
        {Array.from({ length: b.width * b.length }, (_, i) => (
          <rect key={i} x={1 + (i % b.width) * S} y={15 + Math.floor(i / b.width) * S} width={S} height={S} class="square" />
        ))}
        {onBoard.map((f) => {
          const cx = 1 + f.x * S + S / 2;
          const cy = 15 + (b.length - 1 - f.y) * S + S / 2;
          return (
            <g key={f.mark} class={`figure ${f.side}${f.status === 'out-of-the-fight' ? ' out' : ''}${b.acting === f.mark ? ' acting' : ''}`}>
              <title>{`${f.name} (${f.side === 'band' ? 'band' : 'enemy'}, Rep ${f.rep}, ${f.status})${b.acting === f.mark ? ', deciding now' : ''}`}</title>
              {b.acting === f.mark && <circle cx={cx} cy={cy} r={S / 2 - 2} class="acting-ring" />}
              <circle cx={cx} cy={cy} r={S / 2 - 6} />
              <text x={cx} y={cy + 5} text-anchor="middle">
                {f.mark}
              </text>
            </g>
          );
        })}
        <text x={2} y={b.length * S + 27} class="svg-tiny">
          band's edge
        </text>
      </svg>
      <RowTable
        class="fighters"
        columns={['Mark', 'Name', 'Side', 'Rep', 'Status', 'Square']}
        rows={b.fighters.map((f) => ({
          key: f.mark,
          acting: b.acting === f.mark,
          cells: [f.mark, f.name, f.side === 'band' ? (f.star ? 'band, Star' : 'band') : 'enemy', f.rep, f.status, f.x >= 0 && f.y >= 0 ? `${f.x},${f.y}` : f.carrying ? `carrying ${f.carrying}` : 'off the board'],
        }))}
      />
    </figure>
  );
}

/** "2 gold, 1 bronze"; empty when none. */
function coins(k: { gold: number; silver: number; bronze: number }): string {
  return [k.gold && `${k.gold} gold`, k.silver && `${k.silver} silver`, k.bronze && `${k.bronze} bronze`].filter(Boolean).join(', ');
}

export function TwoHourBoard(p: { m: TwoHourViewModel }) {
  const m = p.m;
  return (
    <div class="twohour-board">
      <p class="summary">
        Turn {m.turn} · {m.reason} · Big Bad: {m.bigBad ? `${m.bigBad.race} Rep ${m.bigBad.rep}${m.bigBad.defeated ? ' (defeated)' : m.bigBad.met ? ' (met)' : ''}` : 'unknown'} · tiles {m.tiles.length} of {m.tilesTotal} · treasure {m.treasure.gold} gold, {m.treasure.silver} silver, {m.treasure.bronze} bronze, {m.treasure.magicItems} magic item(s)
        {m.captives ? ` · captives ${m.captives.found ? 'found' : 'not found'} (${m.captives.count})` : ''}
      </p>
      {m.board ? <BattleBoard b={m.board} /> : <Dungeon m={m} />}
      <RowTable
        class="sheets-2hdc"
        caption="The band"
        columns={['Name', 'Race, profession', 'Rep', 'AC', 'Weapons', 'Status', 'Magic', 'Items', 'Coins', 'Where']}
        rows={m.band.map((c) => ({
          key: c.id,
          class: c.star ? 'star' : '',
          cells: [
            `${c.star ? '★ ' : ''}${c.name}${c.star && c.owner && m.band.filter((x) => x.star).length > 1 ? ` (${c.owner})` : ''}`,
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
      {!m.board && m.lastFight && (
        <p class="muted">
          Last fight (turn {m.lastFight.turn}, tile {m.lastFight.tile}): {m.lastFight.bandFled ? 'the band fled' : m.lastFight.winner === 'band' ? 'the band held the Battle Board' : m.lastFight.winner === 'enemies' ? 'the enemies held it' : 'nobody held it'}.
        </p>
      )}
    </div>
  );
}
