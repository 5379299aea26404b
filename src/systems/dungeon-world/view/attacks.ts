/**
 * What each option of the decision asked now would do on the board, for the
 * browser to draw while the option is hovered or focused: a shot's line of
 * sight and its odds, a melee's models and its odds, the square a move or a
 * placement goes to, the model an order picks, the door a spell holds; and
 * the one square a click on the board answers the option by (`at`). Read from
 * the same rules the game plays by (checkShot, meleeDice), so the board shows
 * what a click does. Only revealed squares are named.
 */
import type { Request } from '../../../core/request.ts';
import type { GameState, Model, Pos } from '../state.ts';
import { adjacent, inside, isRevealed } from '../rules/grid.ts';
import { lineBetween } from '../rules/sight.ts';
import { checkShot } from '../rules/combat/shooting.ts';
import { shotChances } from '../rules/actions.ts';
import { hitsOdds, woundsAtLeast } from '../rules/odds.ts';
import { atLeast, toNumber } from '../../../core/odds.ts';
import { MELEE_TO_HIT, meleeDice, meleeGroups } from '../rules/combat/melee.ts';

/** The odds of one attack: dice thrown, what a die must show to hit and to kill, and the chances. */
export interface DwAttackOdds {
  dice: number;
  /** A to-hit die must show this or more (7: cannot hit). */
  toHit: number;
  /** A kill die must show this or more: the target's Armour (the lowest Armour in reach in a melee; 7: cannot kill). */
  killOn: number;
  /** At least one hit; at least one hit taken off (a kill die through); the target slain (every hit it has left taken off; a shot only). */
  hit: number;
  wound: number;
  slay: number | null;
}

/** What one option shows on the board. */
export interface DwOptionHint {
  option: string;
  kind: 'shot' | 'melee' | 'move' | 'square' | 'model';
  /** The squares to mark: a move's or a placement's square, a shot's line (the squares between), a melee's models. */
  squares: Pos[];
  /** A shot: from the shooter's square to the target's. */
  line?: { from: Pos; to: Pos; cover: boolean };
  /** The attacking and attacked models (ids). */
  attackers?: string[];
  targets?: string[];
  odds?: DwAttackOdds;
  /** The square a click on the board picks this option by: a move's or a placement's square, the model or feature it is aimed at; none when no one square names it (two models healed at once). */
  at?: Pos;
}

/** Odds of `dice` dice hitting on `toHit` then killing on `killOn`; `slayAt`: the kills that slay (null: not asked). The rules' own exact odds (rules/odds.ts), the figures the options and the log give. */
export function attackOdds(dice: number, toHit: number, killOn: number, slayAt: number | null): DwAttackOdds {
  return { dice, toHit, killOn, hit: toNumber(atLeast(hitsOdds(dice, toHit), 1)), wound: toNumber(woundsAtLeast(dice, toHit, killOn, 1)), slay: slayAt === null ? null : toNumber(woundsAtLeast(dice, toHit, killOn, slayAt)) };
}

/** The square an option names in its id: a placement (`x,y`), a move or a charge, a carried table's square, a pool, a pit, a portable teleporter. */
const square = (id: string): Pos | null => {
  const m = /^(?:move:|charge:|drop:|do:drink:|do:pit:|do:item:portable-teleporter:)?(\d+),(\d+)$/.exec(id);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
};

/** A feature's square is drawn (as view-model.ts draws it): revealed, or a door beside a revealed open square. */
function drawnNear(st: GameState, p: Pos): boolean {
  const b = st.board;
  if (isRevealed(b, p.x, p.y)) return true;
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (inside(b, p.x + dx, p.y + dy) && isRevealed(b, p.x + dx, p.y + dy) && '#+/'.indexOf(b.terrain[(p.y + dy) * b.width + p.x + dx]!) < 0) return true;
  return false;
}

/** Options aimed at a model (`<verb>:<model id>`, Field Healing's pair `a+b`) or at a feature (`<verb>:<feature id>`). */
const AT_MODEL = /^(?:finger|gaze|touch|field|control|vanish):(.+)$/;
const AT_FEATURE = /^(?:do:open|do:close|do:explore|portal|smash):(.+)$/;

function shotHint(st: GameState, shooter: Model, target: Model, option: string): DwOptionHint | null {
  const c = checkShot(st.board, st.models, shooter, target);
  if (!c.ok) return null;
  // The option's own chances (rules/actions.ts shotChances): the board and the button give one figure.
  const s = shotChances(st, shooter, target);
  return {
    option, kind: 'shot', at: { x: target.x, y: target.y }, squares: lineBetween(shooter, target).squares.filter((q) => isRevealed(st.board, q.x, q.y)), // a line may graze an area not yet revealed: that square is not drawn
    line: { from: { x: shooter.x, y: shooter.y }, to: { x: target.x, y: target.y }, cover: c.cover },
    attackers: [shooter.id], targets: [target.id], odds: { dice: s.dice, toHit: s.toHit, killOn: s.armour, hit: toNumber(atLeast(hitsOdds(s.dice, s.toHit), 1)), wound: toNumber(s.wound), slay: toNumber(s.kill) },
  };
}

/** A move that ends in an enemy's kill zone: the melee the mover's model starts there. */
function engageHint(st: GameState, m: Model, to: Pos, option: string): DwOptionHint {
  const moved = { ...m, x: to.x, y: to.y };
  const foes = st.models.filter((e) => e.status === 'in-play' && e.side !== m.side && adjacent(e, moved));
  if (!foes.length) return { option, kind: 'move', squares: [to], at: to };
  const d = meleeDice(moved, [moved, ...foes], st.board);
  const killOn = Math.min(...foes.map((f) => f.armour));
  return { option, kind: 'melee', squares: [to, ...foes.map((f) => ({ x: f.x, y: f.y }))], at: to, attackers: [m.id], targets: foes.map((f) => f.id), odds: attackOdds(d.dice, MELEE_TO_HIT, killOn, foes.length === 1 ? foes[0]!.wounds : null) };
}

/** One melee of the melee order: the mover's side's dice against the lowest Armour its models reach. */
function meleeHint(st: GameState, group: Model[], side: string, option: string): DwOptionHint {
  const mine = group.filter((m) => m.side === side);
  const foes = group.filter((m) => m.side !== side);
  const dice = mine.reduce((a, m) => a + meleeDice(m, group, st.board).dice, 0);
  const killOn = foes.length ? Math.min(...foes.map((f) => f.armour)) : 7;
  // A click on the melee's first enemy model picks it (the melees share no model).
  const at = foes[0] ?? group[0]!;
  return { option, kind: 'melee', squares: group.map((m) => ({ x: m.x, y: m.y })), at: { x: at.x, y: at.y }, attackers: mine.map((m) => m.id), targets: foes.map((f) => f.id), odds: attackOdds(dice, MELEE_TO_HIT, killOn, null) };
}

/** The hints of the options of `req` (only options of the players' own decisions; none for the game mechanics'). */
export function optionHints(st: GameState, req: Request | undefined): DwOptionHint[] {
  if (!req || req.who === 'mechanics') return [];
  const out: DwOptionHint[] = [];
  const acting = st.models.find((m) => m.id === st.acting && m.status === 'in-play');
  // Who walks a move: the acting model, or the enemy it controls (Control Enemy moves the target).
  const walker = req.kind === 'control-move' ? st.models.find((m) => m.id === st.target && m.status === 'in-play') : acting;
  // With the board, as the Melee Phase groups them (the two ends of a staircase touch): the option ids are indexes into these groups.
  const groups = req.kind === 'melee-order' ? meleeGroups(st.models, st.board) : [];
  const shown = (id: string) => st.models.find((x) => x.id === id && x.status === 'in-play' && isRevealed(st.board, x.x, x.y));
  for (const o of req.options) {
    const id = o.id;
    if (id.startsWith('shoot:') && acting) {
      const t = st.models.find((m) => m.id === id.slice(6));
      const h = t && shotHint(st, acting, t, id);
      if (h) out.push(h);
      continue;
    }
    if (req.kind === 'melee-order') {
      const g = groups[Number(id)];
      if (g && st.mover) out.push(meleeHint(st, g, st.mover, id));
      continue;
    }
    const p = square(id);
    // A square not yet revealed (the far end of a staircase) is not drawn: its label names no square either.
    if (p && !isRevealed(st.board, p.x, p.y)) continue;
    if (p) {
      out.push((id.startsWith('move:') || id.startsWith('charge:')) && walker ? engageHint(st, walker, p, id) : { option: id, kind: 'square', squares: [p], at: p });
      continue;
    }
    const aimed = AT_MODEL.exec(id);
    if (aimed) {
      const ms = aimed[1]!.split('+').map(shown);
      if (ms.every((x) => x)) out.push({ option: id, kind: 'model', squares: ms.map((x) => ({ x: x!.x, y: x!.y })), targets: ms.map((x) => x!.id), ...(ms.length === 1 ? { at: { x: ms[0]!.x, y: ms[0]!.y } } : {}) });
      continue;
    }
    const fid = AT_FEATURE.exec(id)?.[1];
    const f = fid === undefined ? undefined : st.dungeon?.features.find((x) => x.id === fid && !x.gone);
    if (f) {
      if (drawnNear(st, f)) out.push({ option: id, kind: 'square', squares: [{ x: f.x, y: f.y }], at: { x: f.x, y: f.y } });
      continue;
    }
    const m = shown(id);
    if (m) out.push({ option: id, kind: 'model', squares: [{ x: m.x, y: m.y }], targets: [m.id], at: { x: m.x, y: m.y } });
  }
  return out;
}
