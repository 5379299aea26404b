/** What a player sees, as text: the party's sheets, the dungeon so far, and during a fight the grid. */
import type { Fighter, GameState } from '../state.ts';

function sheet(f: Fighter): string {
  const a = f.abilities;
  const st = f.condition === 'up' ? (f.prone ? 'down' : 'standing') : f.condition;
  const extra = [f.wounds ? `${f.wounds} Wound${f.wounds === 1 ? '' : 's'}` : '', f.stunned ? (f.asleep ? 'asleep' : 'stunned') : '', f.bleeding ? `bleeding ${f.bleeding}` : ''].filter(Boolean).join(', ');
  const abil = f.kind === 'pc' ? ` F${a.fortitude} R${a.reflex} W${a.will} V${a.vigor} L${a.luck} C${a.charm}` : '';
  const who = f.kind === 'pc' ? `${f.role}${f.follower ? `, ${f.follower.kind}` : ''}` : `level ${f.level}`;
  return `${f.name} (${who}): HP ${f.hp}/${f.maxHp}${f.maxSp ? ` SP ${f.sp}/${f.maxSp}` : ''} AC ${f.baseAc} Speed ${f.speed}${abil}, ${st}${extra ? `; ${extra}` : ''}`;
}

/** The grid: one letter per fighter (party upper case, foes lower case), `.` for a free square. */
export function gridText(st: GameState): string[] {
  const fight = st.fight;
  if (!fight) return [];
  const cells: string[][] = Array.from({ length: fight.height }, () => Array.from({ length: fight.width }, () => '.'));
  const legend: string[] = [];
  let k = 0;
  for (const id of fight.fighterIds) {
    const f = st.fighters[id]!;
    if (f.condition === 'fled') continue;
    const ch = String.fromCharCode((f.side === 'party' ? 65 : 97) + (k++ % 26));
    cells[f.pos.y]![f.pos.x] = f.condition === 'dead' ? 'x' : ch;
    if (f.condition !== 'dead') legend.push(`${ch} ${f.name}`);
  }
  return [`Round ${fight.round}`, ...cells.map((r) => r.join(' ')), legend.join(' · ')];
}

export function viewSix(st: GameState): string {
  const lines: string[] = ['The party:'];
  for (const id of st.party) lines.push(`  ${sheet(st.fighters[id]!)}`);
  if (st.fight) {
    lines.push('Foes:');
    for (const id of st.fight.fighterIds) {
      const f = st.fighters[id]!;
      if (f.side === 'foes' && f.condition !== 'dead' && f.condition !== 'fled') lines.push(`  ${sheet(f)}`);
    }
    lines.push(...gridText(st));
  }
  const d = st.dungeon;
  const here = d.rooms[d.rooms.length - 1]?.name;
  lines.push(`Dungeon${d.scenario ? ` (${d.scenario.name})` : ''}: room ${d.rooms.length} of ${d.total}${here ? `, ${here}` : ''}; ${st.coins} coins; ${d.hours} hours rested, ${d.nights} nights slept.`);
  if (st.outcome !== 'playing') lines.push(`The adventure is over: ${st.outcome}.`);
  return lines.join('\n');
}
