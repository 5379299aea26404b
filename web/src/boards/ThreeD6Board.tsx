/**
 * 3d6 in SVG: during a fight the room's grid with the party and the monsters
 * (HP, who acts, what ails them), else the rooms entered so far; always the
 * party's sheets (HP, SP, Wounds, Luck). The text alternative is Board's.
 */
import type { SixSheet, SixViewModel } from '../../../src/systems/3d6/view/view-model.ts';
import { RowTable } from './RowTable.tsx';

const S = 44; // square size

/** "F", "Gb1": a short mark for a square, from the name. */
function mark(f: SixSheet): string {
  const words = f.name.split(/\s+/);
  const n = /\d+$/.exec(f.name)?.[0] ?? '';
  return (words[0]!.slice(0, n ? 2 : 3) + n).slice(0, 4);
}

function hpText(f: SixSheet): string {
  return `${f.hp}/${f.maxHp} HP`;
}

export function Grid(p: { fight: NonNullable<SixViewModel['fight']> }) {
  const b = p.fight;
  const shown = b.fighters.filter((f) => f.condition !== 'dead');
  return (
    <figure class="battle">
      <figcaption>
        The room, round {b.round} · {b.acting === null ? 'between turns' : b.acting === 'party' ? 'the party acts' : 'the monsters act'}
        {b.actor ? ` · ${b.fighters.find((f) => f.id === b.actor)?.name ?? b.actor} is choosing` : ''}
      </figcaption>
      <svg viewBox={`0 0 ${b.width * S + 2} ${b.height * S + 2}`} width={Math.min(b.width * S + 2, 640)} role="img" aria-label={`The room's grid, ${b.width} by ${b.height}, with ${shown.length} fighters standing or fallen`} aria-describedby="board-text">
        {Array.from({ length: b.width * b.height }, (_, i) => (
          <rect key={i} x={1 + (i % b.width) * S} y={1 + Math.floor(i / b.width) * S} width={S} height={S} class="square" />
        ))}
        {shown.map((f) => {
          const cx = 1 + f.pos.x * S + S / 2;
          const cy = 1 + f.pos.y * S + S / 2;
          const acting = b.actor === f.id;
          const down = f.condition !== 'up';
          const frac = f.maxHp > 0 ? Math.max(0, f.hp) / f.maxHp : 0;
          return (
            <g key={f.id} class={`figure ${f.side === 'party' ? 'band' : 'enemies'}${down ? ' out' : ''}${acting ? ' acting' : ''}`}>
              <title>{`${f.name} (${f.side === 'party' ? 'party' : 'monster'}, ${hpText(f)}, ${f.condition}${f.states.length ? `, ${f.states.join(', ')}` : ''})${acting ? ', choosing now' : ''}`}</title>
              {acting && <circle cx={cx} cy={cy} r={S / 2 - 2} class="acting-ring" />}
              <circle cx={cx} cy={cy} r={S / 2 - 7} />
              <text x={cx} y={cy + 4} text-anchor="middle" class="svg-tiny">
                {mark(f)}
              </text>
              <rect x={cx - S / 2 + 5} y={cy + S / 2 - 6} width={(S - 10) * frac} height={3} class={`hp-bar${frac <= 0.34 ? ' low' : ''}`} />
            </g>
          );
        })}
      </svg>
      <RowTable
        class="fighters"
        columns={['Name', 'Side', 'HP', 'AC', 'State', 'Square']}
        rows={b.fighters.map((f) => ({
          key: f.id,
          acting: b.actor === f.id,
          cells: [f.name, f.side === 'party' ? 'party' : 'monster', hpText(f), f.ac, [f.condition, ...f.states].join(', '), `${f.pos.x},${f.pos.y}`],
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
      <svg viewBox={`0 0 ${m.totalRooms * W} 52`} width={Math.min(m.totalRooms * W, 640)} role="img" aria-label={`${m.rooms.length} of ${m.totalRooms} rooms entered, ${m.rooms.filter((r) => r.cleared).length} cleared`} aria-describedby="board-text">
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

export function ThreeD6Board(p: { m: SixViewModel }) {
  const m = p.m;
  return (
    <div class="six-board">
      <p class="summary">
        Rooms {m.rooms.length} of {m.totalRooms} · {m.coins} coins · {m.outcome === 'playing' ? 'in the dungeon' : m.outcome}
      </p>
      {m.fight ? <Grid fight={m.fight} /> : <Rooms m={m} />}
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
