/**
 * What each option of the decision asked now would do on the board, for the
 * browser to draw while the option is hovered or focused: a shot's line of
 * sight and its odds, a melee's models and its odds, the square a move or a
 * placement goes to, the model an order picks. Read from the same rules the
 * game plays by (checkShot, meleeDice), so the board shows what a click does.
 */
import type { Request } from '../../../core/request.ts';
import type { GameState, Model, Pos } from '../state.ts';
import { has } from '../state.ts';
import { adjacent, isRevealed } from '../rules/grid.ts';
import { lineBetween } from '../rules/sight.ts';
import { checkShot, shotDice } from '../rules/combat/shooting.ts';
import { MELEE_TO_HIT, meleeDice, meleeGroups } from '../rules/combat/melee.ts';
import { armourAgainst } from '../rules/combat/assign.ts';

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
}

/** P(at least `k` successes in `n` tries of chance `p`). */
function atLeast(n: number, p: number, k: number): number {
  if (k <= 0) return 1;
  let below = 0;
  let c = 1; // n choose i
  for (let i = 0; i < k && i <= n; i++) {
    below += c * p ** i * (1 - p) ** (n - i);
    c = (c * (n - i)) / (i + 1);
  }
  return Math.max(0, Math.min(1, 1 - below));
}

/** Odds of `dice` dice hitting on `toHit` then killing on `killOn`; `slayAt`: the kills that slay (null: not asked). */
export function attackOdds(dice: number, toHit: number, killOn: number, slayAt: number | null): DwAttackOdds {
  const ph = Math.max(0, 7 - toHit) / 6;
  const pk = Math.max(0, 7 - killOn) / 6;
  return { dice, toHit, killOn, hit: atLeast(dice, ph, 1), wound: atLeast(dice, ph * pk, 1), slay: slayAt === null ? null : atLeast(dice, ph * pk, slayAt) };
}

const square = (id: string): Pos | null => {
  const m = /^(?:move:)?(\d+),(\d+)$/.exec(id);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
};

function shotHint(st: GameState, shooter: Model, target: Model, option: string): DwOptionHint | null {
  const c = checkShot(st.board, st.models, shooter, target);
  if (!c.ok) return null;
  const armour = armourAgainst(target, has(shooter, 'acid-spit'));
  return {
    option, kind: 'shot', squares: lineBetween(shooter, target).squares.filter((q) => isRevealed(st.board, q.x, q.y)), // a line may graze an area not yet revealed: that square is not drawn
    line: { from: { x: shooter.x, y: shooter.y }, to: { x: target.x, y: target.y }, cover: c.cover },
    attackers: [shooter.id], targets: [target.id], odds: attackOdds(shotDice(st, shooter), c.toHit, armour, target.wounds),
  };
}

/** A move that ends in an enemy's kill zone: the melee the mover's model starts there. */
function engageHint(st: GameState, m: Model, to: Pos, option: string): DwOptionHint {
  const moved = { ...m, x: to.x, y: to.y };
  const foes = st.models.filter((e) => e.status === 'in-play' && e.side !== m.side && adjacent(e, moved));
  if (!foes.length) return { option, kind: 'move', squares: [to] };
  const d = meleeDice(moved, [moved, ...foes]);
  const killOn = Math.min(...foes.map((f) => f.armour));
  return { option, kind: 'melee', squares: [to, ...foes.map((f) => ({ x: f.x, y: f.y }))], attackers: [m.id], targets: foes.map((f) => f.id), odds: attackOdds(d.dice, MELEE_TO_HIT, killOn, foes.length === 1 ? foes[0]!.wounds : null) };
}

/** One melee of the melee order: the mover's side's dice against the lowest Armour its models reach. */
function meleeHint(st: GameState, group: Model[], side: string, option: string): DwOptionHint {
  const mine = group.filter((m) => m.side === side);
  const foes = group.filter((m) => m.side !== side);
  const dice = mine.reduce((a, m) => a + meleeDice(m, group).dice, 0);
  const killOn = foes.length ? Math.min(...foes.map((f) => f.armour)) : 7;
  return { option, kind: 'melee', squares: group.map((m) => ({ x: m.x, y: m.y })), attackers: mine.map((m) => m.id), targets: foes.map((f) => f.id), odds: attackOdds(dice, MELEE_TO_HIT, killOn, null) };
}

/** The hints of the options of `req` (only options of the players' own decisions; none for the game mechanics'). */
export function optionHints(st: GameState, req: Request | undefined): DwOptionHint[] {
  if (!req || req.who === 'mechanics') return [];
  const out: DwOptionHint[] = [];
  const acting = st.models.find((m) => m.id === st.acting && m.status === 'in-play');
  const groups = req.kind === 'melee-order' ? meleeGroups(st.models) : [];
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
      out.push(id.startsWith('move:') && acting ? engageHint(st, acting, p, id) : { option: id, kind: 'square', squares: [p] });
      continue;
    }
    const m = st.models.find((x) => x.id === id && x.status === 'in-play');
    if (m) out.push({ option: id, kind: 'model', squares: [{ x: m.x, y: m.y }], targets: [m.id] });
  }
  return out;
}
