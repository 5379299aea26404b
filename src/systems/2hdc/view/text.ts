/**
 * What a player sees (36.0, 13.0): the map drawn as it grows, the current
 * tile, PEFs, the band's sheet and the treasure so far; during a fight the
 * live Battle Board (18.4, board-text.ts).
 */
import { renderMap } from './map-text.ts';
import { TILE_NAMES } from '../rules/dungeon/generate.ts';
import { REASON_NAMES } from '../tables/dungeon-setup.ts';
import type { Character } from '../state.ts';
import { OUTCOME_WORDS, type AdventureState, type FighterLine } from '../state-adventure.ts';
import { renderBoard, STATUS_NAMES } from './board-text.ts';
import { WEAPON_NAMES } from '../tables/races.ts';
import { counted } from '../../../core/text.ts';

function sheet(c: Character, where: string): string {
  const prof = c.professions.join('/');
  const magic = c.magic.length ? ` magic: ${c.magic.map((m) => m.name).join(', ')}` : '';
  const power = c.star ? ` Star Power ${c.starPower}` : '';
  return `  ${c.star ? '*' : ' '} ${c.name}: ${c.race} ${prof} Rep ${c.rep} AC ${c.armor}${c.shield ? '+shield' : ''} ${c.weapons.map((w) => WEAPON_NAMES[w]).join(' and ')} [${STATUS_NAMES[c.status]}]${power}${magic} ${where}`;
}

function fighter(f: FighterLine): string {
  return `${f.name} (Rep ${f.rep}): ${STATUS_NAMES[f.status]}`;
}

export function viewAdventure(state: AdventureState): string {
  const out: string[] = [];
  const bb = state.bigBad;
  out.push(`Turn ${state.turn} · ${REASON_NAMES[state.reason]} · Big Bad: ${bb ? `${bb.race} Rep ${bb.rep}${state.bigBadDefeated ? ' (killed)' : bb.status === 'captured' ? ' (captured)' : state.bigBadMet ? ' (met)' : ''}` : '?'} · tiles ${state.map.tiles.length}/${state.map.tilesTotal}`);
  if (state.map.tiles.length > 0) {
    out.push(renderMap(state.map, { party: state.groups.map((g) => g.tile), pefs: state.pefs.map((p) => p.tile) }));
  }
  for (const g of state.groups) {
    const t = state.map.tiles[g.tile];
    if (!t) continue;
    const extra = [t.treasureRoom ? 'Treasure Room' : '', t.searched ? `searched (${t.secret})` : '', `level ${t.level}`].filter(Boolean).join(', ');
    out.push(`Group ${g.id}${state.activeGroup === g.id ? ' (acting)' : ''} on tile ${t.id}: ${TILE_NAMES[t.kind]} (${extra})`);
  }
  out.push('Band:');
  for (const c of state.band) {
    const g = state.groups.find((x) => x.members.includes(c.id));
    const where = g ? `· tile ${g.tile}` : state.outside.includes(c.id) ? '· outside' : state.leftBehind.includes(c.id) ? '· left behind' : '';
    out.push(sheet(c, where));
  }
  const k = state.treasure.coins;
  const items = state.treasure.magic.length ? `magic items: ${state.treasure.magic.map((m) => m.name).join(', ')}` : 'no magic items';
  out.push(`Treasure: ${k.bronze} bronze, ${k.silver} silver, ${k.gold} gold, ${items}${state.reason === 'rescue' ? ` · captives ${state.captivesFound ? 'found' : 'not found'} (${state.captives})` : ''}`);
  if (state.enemyGroups.length) out.push(`Enemies on the tiles: ${state.enemyGroups.map((e) => `${e.members.length} on tile ${e.tile}`).join(', ')}`);
  // 18.4: during a fight, the live Battle Board instead of the last fight's summary.
  const board = state.battle?.board;
  if (board) out.push(renderBoard(board));
  const f = state.lastFight;
  if (f && !board) {
    const end = f.bandFled ? 'the band fled' : f.winner === 'band' ? 'the band held the Battle Board' : f.winner === 'enemies' ? 'the enemies held the Battle Board' : 'nobody held the Battle Board';
    out.push(`Last fight (turn ${f.turn}, tile ${f.tile}, ${f.place} ${f.place === 'room' ? '4' : '2'} wide, ${counted(f.rounds, 'turn')}): ${end}.`);
    out.push(`  Band:    ${f.band.map(fighter).join(' · ')}`);
    out.push(`  Enemies: ${f.enemies.map(fighter).join(' · ')}`);
  }
  if (state.phase === 'over') out.push(`Outcome: ${OUTCOME_WORDS[state.outcome]}`);
  return out.join('\n');
}
