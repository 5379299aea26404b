/**
 * Checking: instead of its action in its side's Mover's Action Phase, a
 * hero searches the tile (area) it stands in. On a die of 3-6 every secret
 * door of that tile is shown: the wall square becomes a closed door. A
 * secret door belongs to a tile when its square is in the tile or beside
 * one of the tile's squares. On a lower roll nothing is learnt.
 */
import { roll } from '../../../../core/dice.ts';
import { note } from '../../../../core/engine.ts';
import { SEC } from '../../sections.ts';
import { newFeature, type GameState, type Model, type Pos } from '../../state.ts';
import { setTerrain } from '../grid.ts';
import { who, type G } from '../game.ts';
import { logOdds, targetOdds } from '../odds.ts';
import { canUse, markUsed } from './use.ts';

/** The die Checking needs. */
export const CHECK_ROLL = 3;

/** The area (tile) of square `p`; -1 outside every tile. */
export function tileOf(st: GameState, p: Pos): number {
  return st.board.area[p.y * st.board.width + p.x] ?? -1;
}

/** Whether square `s` lies in tile `area` or beside one of its squares. */
export function inTile(st: GameState, s: Pos, area: number): boolean {
  return [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]].some(([dx, dy]) => tileOf(st, { x: s.x + dx!, y: s.y + dy! }) === area);
}

/** Whether `m` may check its tile now (instead of its action). */
export function canCheck(g: G, m: Model): boolean {
  return !!g.st.dungeon && g.st.phase === 'mover' && canUse(m, 'checking') && tileOf(g.st, m) >= 0;
}

/** Checks `m`'s tile: on 3+ its secret doors become doors. */
export function check(g: G, m: Model): void {
  const { ctx, st } = g;
  const d = st.dungeon!;
  const area = tileOf(st, m);
  markUsed(m, 'checking');
  logOdds(ctx, SEC.checking, `${who(m)} finds what is hidden in this tile on ${CHECK_ROLL}+:`, targetOdds(CHECK_ROLL));
  const [r] = roll(ctx, 1, 6, SEC.checking, `${who(m)} checks the tile for secret doors (${CHECK_ROLL}+)`, (x) => (x[0]! >= CHECK_ROLL ? 'a thorough search' : 'nothing learnt'));
  if (r! < CHECK_ROLL) return;
  const found = (d.secrets ?? []).filter((s) => inTile(st, s, area));
  d.secrets = (d.secrets ?? []).filter((s) => !found.includes(s));
  if (!(d.checked ??= []).includes(area)) d.checked.push(area);
  if (!found.length) {
    if (ctx.log) note(ctx, SEC.checking, `${who(m)} finds no hidden way in this tile`);
    return;
  }
  ctx.reveal(SEC.checking, 'a secret door was found');
  for (const s of found) {
    setTerrain(st.board, s.x, s.y, '+');
    d.features.push(newFeature(`secret${s.x}-${s.y}`, { kind: 'door', x: s.x, y: s.y }));
    if (ctx.log) note(ctx, SEC.checking, `${who(m)} finds a secret door at (${s.x}, ${s.y})`);
  }
}
