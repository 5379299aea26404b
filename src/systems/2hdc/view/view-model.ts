/**
 * What the players see of a 2HDC adventure, as data for the browser (GUIDE 8,
 * 36.0 keep the map, 13.0 the band's sheets, 18.4 the Battle Board): the
 * dungeon tiles placed so far (tiles exist only once the band has opened the
 * way to them), the PEFs and enemy groups on them, the band's sheets, the
 * treasure found, and during a fight every figure on the Battle Board. The
 * terminal's text (view/text.ts) is drawn from this model, so both show the
 * same facts, never more.
 */
import type { Viewer } from '../../../core/view-model.ts';
import type { Request } from '../../../core/request.ts';
import type { BoardView } from '../rules/api.ts';
import type { AdventureState } from '../state-adventure.ts';
import { TILE_NAMES } from '../rules/dungeon/generate.ts';
import { heading } from '../rules/dungeon/map.ts';
import type { Character } from '../state.ts';
import { REASON_NAMES } from '../tables/dungeon-setup.ts';
import { STATUS_NAMES } from './board-text.ts';
import { figureLabels } from './names.ts';
import { twoHourPicks } from './picks.ts';

export type { BattleView, SheetView, TileView, TwoHourViewModel } from './view-types.ts';
import type { BattleView, SheetView, TileView, TwoHourViewModel } from './view-types.ts';

function sheet(state: AdventureState, c: Character, viewer: Viewer): SheetView {
  const g = state.groups.find((x) => x.members.includes(c.id));
  const where = g ? `tile ${g.tile}` : state.outside.includes(c.id) ? 'outside' : state.leftBehind.includes(c.id) ? 'left behind' : '';
  return {
    id: c.id,
    name: c.name,
    star: c.star,
    owner: c.owner ? c.owner.replace(/^player:/, '') : null,
    yours: viewer.seat !== undefined && c.owner !== undefined && c.owner !== null && c.owner.replace(/^player:/, '') === viewer.seat,
    race: c.race,
    professions: c.professions.slice(),
    rep: c.rep,
    armor: c.armor,
    shield: c.shield,
    weapons: c.weapons.slice(),
    status: c.status,
    statusName: STATUS_NAMES[c.status],
    starPower: c.star ? c.starPower : null,
    magic: c.magic.map((m) => m.name),
    items: c.items.map((i) => i.name),
    coins: { ...c.coins },
    where,
  };
}

/**
 * The figure a fight decision is about: fight prompts open with the acting
 * figure's name ("Player: whom to charge?"), the longest name that does.
 */
function actingFigure(board: BoardView, request: Request | undefined): string | null {
  if (!request) return null;
  const prompt = request.prompt;
  let best: BoardView['fighters'][number] | null = null;
  for (const f of board.fighters) if (prompt.startsWith(`${f.name}:`) && (!best || f.name.length > best.name.length)) best = f;
  return best ? best.mark : null;
}

/** The tiles placed so far (36.0) with what stands on each: the band's groups, PEFs, enemies. */
export function tileViews(state: Pick<AdventureState, 'map' | 'groups' | 'activeGroup' | 'pefs' | 'enemyGroups'>): TileView[] {
  const acting = state.groups.find((g) => g.id === state.activeGroup)?.tile ?? -1;
  return state.map.tiles.map((t) => ({
    id: t.id,
    kind: t.kind,
    name: TILE_NAMES[t.kind],
    level: t.level,
    x: t.x,
    y: t.y,
    exits: t.exits.map((e) => ({ dir: e.dir, state: e.closed ? 'wall' : e.to === null ? 'unexplored' : 'open', down: e.down, to: e.closed ? null : e.to })),
    heading: heading(t),
    treasureRoom: t.treasureRoom,
    searched: t.searched,
    secret: t.searched ? t.secret : 'none',
    visited: t.visited,
    groups: state.groups.filter((g) => g.tile === t.id).map((g) => g.id),
    acting: t.id === acting,
    pefs: state.pefs.filter((p) => p.tile === t.id).length,
    enemies: state.enemyGroups.filter((e) => e.tile === t.id).reduce((n, e) => n + e.members.length, 0),
  }));
}

/** Every player at the screen sees the same band and map: no secrets between them in 2HDC. */
export function twoHourViewModel(state: AdventureState, viewer: Viewer, request?: Request): TwoHourViewModel {
  const tiles = tileViews(state);
  const bb = state.bigBad;
  const k = state.treasure.coins;
  const live = state.battle?.board ?? null;
  const labels = live ? figureLabels(live.fighters.map((f) => f.name)) : [];
  const board: BattleView | null = live ? { ...live, fighters: live.fighters.map((f, i) => ({ ...f, label: labels[i]! })), acting: actingFigure(live, request) } : null;
  return {
    system: '2hdc',
    statusNames: STATUS_NAMES,
    phase: state.phase,
    turn: state.turn,
    reason: REASON_NAMES[state.reason],
    bigBad: bb ? { race: bb.race, rep: bb.rep, met: state.bigBadMet, defeated: state.bigBadDefeated, captured: bb.status === 'captured' } : null,
    tiles,
    tilesTotal: state.map.tilesTotal,
    groups: state.groups.map((g) => ({ id: g.id, tile: g.tile, acting: state.activeGroup === g.id, members: g.members.slice() })),
    band: state.band.map((c) => sheet(state, c, viewer)),
    treasure: { bronze: k.bronze, silver: k.silver, gold: k.gold, magicItems: state.treasure.magic.length, magic: state.treasure.magic.map((m) => m.name) },
    captives: state.reason === 'rescue' ? { count: state.captives, found: state.captivesFound } : null,
    enemyGroups: state.enemyGroups.map((e) => ({ tile: e.tile, count: e.members.length })),
    board,
    picks: twoHourPicks(request, viewer, tiles, board),
    lastFight: board ? null : state.lastFight ? structuredClone(state.lastFight) : null,
    outcome: state.outcome,
  };
}
