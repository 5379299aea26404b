/**
 * Where an exploration decision outside a fight is answered on the map
 * (core/view-model.ts BoardPick), and what each option touches: a move on
 * the square it ends on, with the way walked there marked (the character
 * and each square of a shortest way, the one the rules' move measures:
 * rules/move.ts); staying on the character; a search token on its square;
 * a door opened or tried on the door (`way:ID`). A fight's picks are the
 * fight's own (3d6's view/picks.ts).
 */
import { figureKey, squareKey, type BoardPick } from '../../../core/view-model.ts';
import type { Request } from '../../../core/request.ts';
import type { AdventureData } from '../data/index.ts';
import { around, canStep, cellOf, distances, posOf } from '../rules/map.ts';
import type { ExploreState, Pos } from '../state.ts';

/**
 * A shortest way from `from` to `to` through the revealed rooms and open
 * ways, the squares after `from` up to `to` (empty when out of reach):
 * walked back from `to`, each step to a square one step nearer, the one
 * closest to `from` as the crow flies (the straightest way to draw), then
 * the lowest-numbered.
 */
function wayTo(d: AdventureData, st: ExploreState, from: Pos, to: Pos): Pos[] {
  const dist = distances(d, st, from);
  let c = cellOf(d, to);
  if (dist[c]! < 0) return [];
  const out: Pos[] = [];
  while (dist[c]! > 0) {
    out.push(posOf(d, c));
    const here = c;
    const crow = (n: number) => (posOf(d, n).x - from.x) ** 2 + (posOf(d, n).y - from.y) ** 2;
    c = around(d, here)
      .filter((n) => dist[n] === dist[here]! - 1 && canStep(d, st, n, here))
      .reduce((a, b) => (crow(b) < crow(a) || (crow(b) === crow(a) && b < a) ? b : a));
  }
  return out.reverse();
}

/** The map's picks of a move or an ACT (none for a fight's action: the fight's grid has those). */
export function mapPicks(d: AdventureData, st: ExploreState, req: Request): BoardPick[] {
  if (req.kind !== 'move' && req.kind !== 'act') return [];
  const me = st.characters.find((c) => c.id === st.acting);
  const out: BoardPick[] = [];
  for (const o of req.options) {
    const [verb, what] = o.id.split(':');
    const to = verb === 'to' ? /^(\d+),(\d+)$/.exec(what ?? '') : null;
    const token = verb === 'search' ? /^token-(\d+)\.(\d+)$/.exec(what ?? '') : null;
    if (to) {
      const dest = { x: Number(to[1]), y: Number(to[2]) };
      const way = me ? wayTo(d, st, me.pos, dest) : [];
      out.push({ option: o.id, at: squareKey(dest), ...(me ? { touches: [figureKey(me.id), ...way.map(squareKey)] } : {}) });
    } else if (token) out.push({ option: o.id, at: squareKey({ x: Number(token[1]), y: Number(token[2]) }), ...(me ? { touches: [figureKey(me.id)] } : {}) });
    else if ((verb === 'open' || verb === 'unlock') && what) out.push({ option: o.id, at: `way:${what}`, ...(me ? { touches: [figureKey(me.id)] } : {}) });
    else if (o.id === 'stay' && me) out.push({ option: o.id, at: figureKey(me.id) });
  }
  return out;
}
