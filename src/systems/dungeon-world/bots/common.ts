/**
 * What both sides' bots share: reading a request's options, the shot with
 * the best odds, the kill die that finishes a model, moving towards goals.
 */
import type { Option, Request } from '../../../core/request.ts';
import type { GameState, Model, Pos } from '../state.ts';
import type { Act } from '../rules/acts.ts';
import { engagedBy, STEPS } from '../rules/grid.ts';
import { at, distanceField, type Links } from './field.ts';

export interface Plan {
  id: string;
  reason: string;
}

/** What an option of a model's activation means (rules/acts.ts): bots read it, never the option's id. */
export function actOf(o: Option): Act {
  return o.value as Act;
}

export function modelById(st: GameState, id: string | null): Model | undefined {
  return id === null ? undefined : st.models.find((m) => m.id === id);
}

/** Kill dice where they kill: a model with one hit left, else the one with the fewest hits left. */
export function assignPlan(st: GameState, req: Request): Plan {
  const cands = req.options.map((o) => o.value as Model);
  cands.sort((a, b) => Number(a.species === 'familiar') - Number(b.species === 'familiar') || a.wounds - b.wounds || a.armour - b.armour || (a.id < b.id ? -1 : 1));
  const t = cands[0]!;
  return { id: t.id, reason: t.wounds === 1 ? `the die kills ${t.name}, who has one hit left` : `${t.name} has the fewest hits left (${t.wounds})` };
}

/** The squares beside the given models (where a melee starts). */
export function besideSquares(models: readonly Pos[]): Pos[] {
  const out: Pos[] = [];
  for (let i1 = 0, a1 = models; i1 < a1.length; i1++) {
    const m = a1[i1]!;
    for (let i2 = 0, a2 = STEPS; i2 < a2.length; i2++) {
      const e2 = a2[i2]!;
      const dx = e2[0];
      const dy = e2[1];
      out.push({ x: m.x + dx, y: m.y + dy });
    }
  }
  return out;
}

/** How a side walks: squares it may not pass (locked doors), stairs and teleporters it may take. */
export interface Ways {
  blocked?: (i: number) => boolean;
  links?: Links;
  /** Names `blocked` and `links` (the same key, the same ways): the bots' distance fields are kept by it. */
  key?: string;
}

/** The move option that ends nearest the goals (walking distance), or null when none gets closer than standing still. */
export function moveToward(st: GameState, m: Model, opts: readonly Option[], goals: readonly Pos[], prefer?: (p: Pos) => number, ways: Ways = {}): { id: string; dist: number; at: Pos } | null {
  if (!goals.length) return null;
  const field = distanceField(st.board, goals, ways.blocked, ways.links, ways.key);
  // The best so far in plain variables, and `prefer` asked of the move itself (it reads x and y only): nothing made per option.
  let best: Option | null = null;
  let bestDist = 0;
  let bestScore = 0;
  let bestAt: Pos | null = null;
  const here = at(field, st.board, m);
  for (const o of opts) {
    const a = actOf(o);
    if (a.act !== 'move') continue;
    const d = at(field, st.board, a);
    const score = d * 10 - (prefer ? prefer(a) : 0);
    if (best === null || score < bestScore) {
      best = o;
      bestDist = d;
      bestScore = score;
      bestAt = a;
    }
  }
  if (best === null || bestDist >= here) return null;
  return { id: best.id, dist: bestDist, at: bestAt! };
}

export function isAdjacentToEnemy(st: GameState, m: Model): boolean {
  return engagedBy(st.models, m, st.board).length > 0;
}

/**
 * What `ask` finds with `m` standing on (x, y): the model is moved there for
 * the asking and put back, even when `ask` throws. The rules read a model's
 * square from the model itself, so this is what a copy of the model on that
 * square, in a copy of the list of models, would answer, without the copies
 * (the bots weigh every square a model may move to).
 */
export function atSquare<T>(m: Model, x: number, y: number, ask: () => T): T {
  const fromX = m.x;
  const fromY = m.y;
  try {
    m.x = x;
    m.y = y;
    return ask();
  } finally {
    m.x = fromX;
    m.y = fromY;
  }
}

/** The models an `activate` request offers, in its order (a loop, not map and filter: those gave arrays of changing kinds, and the bots were compiled again). */
export function readyModels(opts: readonly Option[]): Model[] {
  const out: Model[] = [];
  for (let i = 0; i < opts.length; i++) {
    const v = opts[i]!.value as Model | null;
    if (v !== null) out.push(v);
  }
  return out;
}
