/**
 * What a player sees in the terminal (36.0, 13.0), drawn from the view model
 * (view-model.ts), so the terminal and the browser show the same facts: the
 * map as it grows, the band's groups and their tiles, the band's sheets, the
 * treasure so far; during a fight the live Battle Board (18.4, board-text.ts),
 * between fights how the last one ended.
 */
import { counted } from '../../../core/text.ts';
import { OUTCOME_WORDS, type FighterLine } from '../state-adventure.ts';
import { WEAPON_NAMES } from '../tables/races.ts';
import type { Weapon } from '../state.ts';
import { renderBoard, STATUS_NAMES } from './board-text.ts';
import { renderMap } from './map-text.ts';
import type { SheetView, TwoHourViewModel } from './view-model.ts';

function sheet(c: SheetView): string {
  const prof = c.professions.join('/');
  const magic = c.magic.length ? ` magic: ${c.magic.join(', ')}` : '';
  const power = c.starPower !== null ? ` Star Power ${c.starPower}` : '';
  const where = c.where ? `· ${c.where}` : '';
  return `  ${c.star ? '*' : ' '} ${c.name}: ${c.race} ${prof} Rep ${c.rep} AC ${c.armor}${c.shield ? '+shield' : ''} ${c.weapons.map((w) => WEAPON_NAMES[w as Weapon]).join(' and ')} [${c.statusName}]${power}${magic} ${where}`;
}

function fighter(f: FighterLine): string {
  return `${f.name} (Rep ${f.rep}): ${STATUS_NAMES[f.status]}`;
}

/** The view's three parts: the board's head (turn, map, groups), the sheets (band, treasure), the board's tail (enemies, Battle Board, last fight). */
function sections(v: TwoHourViewModel): { head: string[]; sheets: string[]; tail: string[] } {
  const out: string[] = [];
  const bb = v.bigBad;
  out.push(`Turn ${v.turn} · ${v.reason} · Big Bad: ${bb ? `${bb.race} Rep ${bb.rep}${bb.defeated ? ' (killed)' : bb.captured ? ' (captured)' : bb.met ? ' (met)' : ''}` : '?'} · tiles ${v.tiles.length}/${v.tilesTotal}`);
  if (v.tiles.length > 0) out.push(renderMap(v.tiles));
  for (const g of v.groups) {
    const t = v.tiles[g.tile];
    if (!t) continue;
    const extra = [t.treasureRoom ? 'Treasure Room' : '', t.searched ? `searched (${t.secret})` : '', `level ${t.level}`].filter(Boolean).join(', ');
    out.push(`Group ${g.id}${g.acting ? ' (acting)' : ''} on tile ${t.id}: ${t.name} (${extra})`);
  }
  const sheets: string[] = ['Band:'];
  for (const c of v.band) sheets.push(sheet(c));
  const k = v.treasure;
  const items = k.magic.length ? `magic items: ${k.magic.join(', ')}` : 'no magic items';
  sheets.push(`Treasure: ${k.bronze} bronze, ${k.silver} silver, ${k.gold} gold, ${items}${v.captives ? ` · captives ${v.captives.found ? 'found' : 'not found'} (${v.captives.count})` : ''}`);
  const board = out;
  const after: string[] = [];
  if (v.enemyGroups.length) after.push(`Enemies on the tiles: ${v.enemyGroups.map((e) => `${e.count} on tile ${e.tile}`).join(', ')}`);
  // 18.4: during a fight, the live Battle Board instead of the last fight's summary.
  if (v.board) after.push(renderBoard(v.board));
  const f = v.lastFight;
  if (f) {
    const end = f.bandFled ? 'the band fled' : f.winner === 'band' ? 'the band held the Battle Board' : f.winner === 'enemies' ? 'the enemies held the Battle Board' : 'nobody held the Battle Board';
    after.push(`Last fight (turn ${f.turn}, tile ${f.tile}, ${f.place} ${f.place === 'room' ? '4' : '2'} wide, ${counted(f.rounds, 'turn')}): ${end}.`);
    after.push(`  Band:    ${f.band.map(fighter).join(' · ')}`);
    after.push(`  Enemies: ${f.enemies.map(fighter).join(' · ')}`);
  }
  if (v.phase === 'over') after.push(`Outcome: ${OUTCOME_WORDS[v.outcome]}`);
  return { head: board, sheets, tail: after };
}

/** The view in two parts, for the terminal's `b` and `s`: the board (map, groups, Battle Board, last fight) and the sheets (band, treasure). */
export function adventureParts(v: TwoHourViewModel): { board: string[]; sheets: string[] } {
  const { head, sheets, tail } = sections(v);
  return { board: [...head, ...tail], sheets };
}

export function adventureText(v: TwoHourViewModel): string {
  const { head, sheets, tail } = sections(v);
  return [...head, ...sheets, ...tail].join('\n');
}

