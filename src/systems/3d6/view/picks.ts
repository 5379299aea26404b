/**
 * Where a fighter's action is answered on the grid (core/view-model.ts
 * BoardPick), and what it touches, read from the rules' own paths and areas
 * (rules/combat/options.ts, rules/magic.ts): an attack, a charge, a guard,
 * cover, a shove, first aid, an item, a spell on the figure it is aimed at
 * (`fig:ID`; a charge shows its path); a move on the square it ends on
 * (`sq:X,Y`, its path marked); leaving the fight on the square off the
 * side's edge (x = -1 for the party); an area spell on its centre, its
 * squares marked and the friends it catches named. Actions that aim at
 * nothing (dodge, brace, stand up, reload) are left to the buttons.
 */
import { figureKey, squareKey, type BoardPick } from '../../../core/view-model.ts';
import type { Request } from '../../../core/request.ts';
import { dataOf } from '../data/sets.ts';
import type { GameData } from '../data/index.ts';
import type { Fighter, GameState, Pos } from '../state.ts';
import { bestReach, alliesOf, inFight } from '../rules/combat/who.ts';
import { atExit, blockedGrid, distance, inside, pathTo } from '../rules/combat/grid.ts';
import { pathToward } from '../rules/combat/options.ts';
import { caught } from '../rules/magic.ts';

/** The squares of an area of `radius` around `c` on the fight's grid. */
function areaSquares(st: GameState, c: Pos, radius: number): Pos[] {
  const out: Pos[] = [];
  for (let y = c.y - radius; y <= c.y + radius; y++) for (let x = c.x - radius; x <= c.x + radius; x++) if (inside(st.fight!, { x, y })) out.push({ x, y });
  return out;
}

/** An area spell of `f` centred on `centre`: the squares it covers, the figures caught and the friends among them (never the caster: rules/magic.ts). */
function areaOf(st: GameState, d: GameData, f: Fighter, spell: string, centre: Pos): { squares: Pos[]; caught: Fighter[]; friends: Fighter[] } {
  const s = d.spells[spell]!;
  const hit = caught(st, f, s, centre).map((c) => c.f);
  return { squares: areaSquares(st, centre, Math.max(0, ...s.bands)), caught: hit, friends: hit.filter((x) => x.side === f.side) };
}

/** The squares walked, up to the fighter's speed. */
const walked = (f: Fighter, path: readonly Pos[] | null): Pos[] => (path ?? []).slice(0, f.speed);

function actionPick(st: GameState, d: GameData, f: Fighter, id: string): BoardPick | null {
  const [verb, x, y] = id.split(':');
  const who = (fid: string | undefined) => (fid === 'self' ? f : fid ? st.fighters[fid] : undefined);
  const me = figureKey(f.id);
  switch (verb) {
    case 'attack':
    case 'guard':
    case 'cover':
    case 'aid': {
      const t = who(x);
      return t ? { option: id, at: figureKey(t.id), touches: [me] } : null;
    }
    case 'feat':
      return x === 'shove' && who(y) ? { option: id, at: figureKey(y!), touches: [me] } : null;
    case 'use':
      return who(y) ? { option: id, at: figureKey(who(y)!.id), touches: [me] } : null;
    case 'charge': {
      const t = who(x);
      const w = d.weapons[y!];
      if (!t || !w) return null;
      return { option: id, at: figureKey(t.id), touches: [me, ...walked(f, pathToward(st, f, t, w.reach)).map(squareKey)] };
    }
    case 'move': {
      const fight = st.fight!;
      let path: Pos[] | null;
      let target: string[] = [];
      if (x === 'exit') {
        path = pathTo(fight, blockedGrid(fight, inFight(st), f), f.pos, (p) => atExit(fight, f.side, p));
      } else {
        const t = who(x);
        if (!t) return null;
        path = pathToward(st, f, t, bestReach(d, f));
        target = [figureKey(t.id)];
      }
      const steps = walked(f, path);
      const end = steps[steps.length - 1];
      return end ? { option: id, at: squareKey(end), touches: [me, ...steps.map(squareKey), ...target] } : null;
    }
    case 'leave': {
      // On a map the fighter leaves from the exit square it stands on: no square off an edge to point at.
      if (st.fight!.map) return { option: id, at: me, touches: [me] };
      const out = f.side === 'party' ? -1 : st.fight!.width;
      return { option: id, at: squareKey({ x: out, y: f.pos.y }), touches: [me] };
    }
    case 'spell':
    case 'prepare': {
      const s = d.spells[x!];
      if (!s) return null;
      if (y === 'all') {
        const near = alliesOf(st, f).filter((a) => distance(a.pos, f.pos) <= s.range);
        return { option: id, at: me, touches: near.map((a) => figureKey(a.id)) };
      }
      const t = who(y);
      if (s.shape !== 'area') return t ? { option: id, at: figureKey(t.id), touches: [me] } : null;
      const centre = t ? t.pos : f.pos;
      const a = areaOf(st, d, f, s.id, centre);
      return {
        option: id,
        at: t ? figureKey(t.id) : me,
        touches: [...a.squares.map(squareKey), ...a.caught.map((c) => figureKey(c.id))],
        ...(a.friends.length ? { catches: a.friends.map((c) => c.name) } : {}),
      };
    }
    default:
      return null;
  }
}

/** The picks of a party fighter's action request (none for any other request: doors, rests and hires name no square). */
export function sixPicks(st: GameState, req: Request | undefined): BoardPick[] {
  const actor = st.fight?.actor ? st.fighters[st.fight.actor] : undefined;
  if (!req || req.kind !== 'action' || !actor || actor.side !== 'party') return [];
  const d = dataOf(st);
  const out: BoardPick[] = [];
  for (const o of req.options) {
    const p = actionPick(st, d, actor, o.id);
    if (p) out.push(p);
  }
  return out;
}

/**
 * Each fighter's short mark on the grid: a character's two letters (the
 * initials of a name of several words: "Brother Hale" BH), a monster's
 * initials and number ("Orc 1" O1, "Mire rat 2" MR2). Names the same two
 * letters get a digit after them, in the order the fighters are listed.
 */
export function marksOf(fighters: readonly { id: string; name: string }[]): Map<string, string> {
  const out = new Map<string, string>();
  const used = new Map<string, number>();
  for (const f of fighters) {
    const words = f.name.split(/\s+/).filter(Boolean);
    const n = /^\d+$/.test(words[words.length - 1] ?? '') ? words.pop()! : '';
    const caps = words.filter((w) => /^\p{Lu}/u.test(w));
    const base = n ? `${words.map((w) => w[0]!.toUpperCase()).join('').slice(0, 2)}${n}` : caps.length > 1 ? caps.map((w) => w[0]).join('').slice(0, 2) : (words[0] ?? '?').slice(0, 2);
    const k = (used.get(base) ?? 0) + 1;
    used.set(base, k);
    out.set(f.id, k === 1 ? base : `${base.slice(0, 2)}${k}`);
  }
  return out;
}
