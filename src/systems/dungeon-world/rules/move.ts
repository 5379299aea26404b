/**
 * One move (Battle): every model's abilities made ready (abilities/use.ts),
 * the poison and fire checks before the Initiative Phase,
 * killed heroes re-spawning on active teleporters, the Initiative Phase,
 * spawning, the Mover's Action Phase, the Non-Mover's Shooting Phase and
 * the Melee Phase; then the scenario's end checks.
 */
import { note } from '../../../core/engine.ts';
import { choice } from '../../../core/request.ts';
import { SEC } from '../sections.ts';
import type { Model } from '../state.ts';
import { other } from '../state.ts';
import { moverPhase, nonMoverPhase } from './actions.ts';
import { meleePhase } from './combat/melee.ts';
import { checkEnd, isOver } from './end.ts';
import { seatOf, who, type G } from './game.ts';
import { initiative } from './initiative.ts';
import { occupancy } from './grid.ts';
import { spawnMonsters } from './spawning.ts';
import { counterChecks } from './abilities/counters.ts';
import { checkGazes } from './abilities/gaze.ts';
import { startMove } from './abilities/use.ts';
import { resolveFingers } from './spells/finger-of-death.ts';
import { endShootingGuards } from './spells/protections.ts';
import { keepPortals } from './spells/hold-portal.ts';
import { coffins, endOfMove, startOfMove } from './dungeon/phases.ts';
import { runShop } from './campaign/shop.ts';

/** Killed heroes come back with full hits on a free active teleporter, the heroes choosing which. */
function respawnHeroes(g: G): void {
  const { st, ctx } = g;
  for (let i1 = 0, a1 = st.models; i1 < a1.length; i1++) {
    const h = a1[i1]!;
    if (h.side !== 'heroes' || h.status !== 'waiting') continue;
    const occ = occupancy(st.board, st.models);
    const free = st.respawns.filter((p) => occ[p.y * st.board.width + p.x] === 0);
    if (!free.length) continue;
    let at = free[0]!;
    if (free.length > 1) {
      at = ctx.ask({ who: seatOf(st, h), rule: SEC.respawn, kind: 'respawn', prompt: `Where does ${who(h)} re-spawn?`, options: free.map((p) => choice(p, `${p.x},${p.y}`, `The teleporter at (${p.x}, ${p.y})`)) });
    }
    Object.assign(h, { x: at.x, y: at.y, status: 'in-play', wounds: h.maxWounds } satisfies Partial<Model>);
    if (ctx.log) note(ctx, SEC.respawn, `${who(h)} re-spawns on the teleporter at (${at.x}, ${at.y}) with ${h.wounds} hits`);
  }
}

function playMove(g: G): void {
  const { st, ctx } = g;
  st.move++;
  if (ctx.log) note(ctx, SEC.battle, `Move ${st.move}`);
  startMove(st);
  startOfMove(g);
  st.phase = 'poison';
  counterChecks(g);
  if (checkEnd(g, false)) return;
  respawnHeroes(g);
  st.phase = 'initiative';
  const mover = initiative(g);
  const over = () => checkEnd(g, false);
  st.phase = 'spawning';
  spawnMonsters(g);
  st.phase = 'mover';
  keepPortals(g);
  if (st.dungeon && mover === 'monsters') coffins(g);
  moverPhase(g, mover, over);
  if (isOver(st)) return;
  st.phase = 'non-mover';
  checkGazes(g);
  nonMoverPhase(g, other(mover), over);
  resolveFingers(g);
  endShootingGuards(g);
  if (over()) return;
  st.phase = 'melee';
  checkGazes(g);
  meleePhase(g, mover);
  st.phase = 'end';
  endOfMove(g);
  checkEnd(g, true);
}

/** Plays moves until the game is decided. */
export function playGame(g: G): void {
  if (g.ctx.log) note(g.ctx, SEC.oursScenario, `${g.st.title}: the Draken Master needs ${g.st.victoryLimit} victory points; the heroes have ${g.st.maxMoves} moves`);
  fromMoves(g);
}

/** Move after move from the top of one (where a live game may go on from: the GameSystem's `resume`), then the shop of a campaign. */
export function fromMoves(g: G): void {
  while (!isOver(g.st)) {
    // A move's top, before its checks and the Initiative Phase: everything the rest of the game depends on is in the state.
    g.ctx.checkpoint?.();
    playMove(g);
  }
  if (g.o.campaign && g.st.outcome !== 'master-won') runShop(g);
}
