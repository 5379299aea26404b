/**
 * What a Dungeon World viewer may not see, checked on a view it was sent
 * against the server's own game at that moment: nothing of an area not yet
 * revealed (its terrain, models, features; a hint or a kill zone on it), no
 * chest's number, no secret door before it is found.
 */
import assert from 'node:assert/strict';
import type { GameView } from '../../src/server/api-types.ts';
import type { DwViewModel } from '../../src/systems/dungeon-world/view/view-model.ts';
import type { GameState } from '../../src/systems/dungeon-world/state.ts';
import { isRevealed } from '../../src/systems/dungeon-world/rules/grid.ts';

/** Checks one view against the server's game: nothing of an unrevealed area, no chest number, no secret door not found yet. */
export function checkView(v: GameView, st: GameState, where: string): { chests: number; hidden: number; secrets: number } {
  const board = v.board as DwViewModel;
  const labels = new Map((v.request?.options ?? []).map((o) => [o.id, o.label]));
  const b = st.board;
  const features = JSON.stringify(board.features);
  assert.ok(!/"number"/.test(features), `${where}: a feature's number is in the view`);
  const revealed = (p: { x: number; y: number }) => isRevealed(b, p.x, p.y);
  for (const m of board.models) assert.ok(revealed(m), `${where}: ${m.name} at (${m.x}, ${m.y}) stands in an area not revealed`);
  for (const f of board.features) assert.ok(revealed(f), `${where}: a ${f.kind} at (${f.x}, ${f.y}) in an area not revealed`);
  // A hint marks revealed squares only, or the square its option's own label names (a move through a teleporter).
  for (const h of board.hints) for (const q of h.squares) assert.ok(revealed(q) || labels.get(h.option)?.includes(`(${q.x}, ${q.y})`), `${where}: option ${h.option} marks (${q.x}, ${q.y}), not revealed`);
  for (const z of [...board.monsterZones, ...board.heroZones]) assert.ok(board.rows[z.y]![z.x] !== ' ', `${where}: a kill zone on an unseen square`);
  let hidden = 0;
  for (let y = 0; y < b.height; y++) for (let x = 0; x < b.width; x++) {
    if (isRevealed(b, x, y) || b.area[y * b.width + x]! < 0) continue;
    hidden++;
    assert.ok(' #+/'.includes(board.rows[y]![x]!), `${where}: the terrain of (${x}, ${y}) shows though its area is not revealed`);
  }
  const unseen = st.models.filter((m) => m.status === 'hidden' || (m.status === 'in-play' && !isRevealed(b, m.x, m.y)));
  const json = JSON.stringify(board);
  for (const m of unseen) assert.ok(!json.includes(`"id":"${m.id}"`), `${where}: ${m.id} of an unrevealed area is in the view`);
  // A secret door not found yet is a wall to whoever looks (Checking turns it into a door).
  const secrets = st.dungeon?.secrets ?? [];
  for (const q of secrets) {
    assert.ok(!'+/'.includes(board.rows[q.y]![q.x]!), `${where}: the secret door at (${q.x}, ${q.y}) shows as a door before it is found`);
    assert.ok(!board.features.some((f) => f.x === q.x && f.y === q.y), `${where}: a feature marks the secret door at (${q.x}, ${q.y})`);
  }
  return { chests: board.features.filter((f) => f.kind === 'chest').length, hidden, secrets: secrets.length };
}
