/**
 * The computer's Draken Master (ours): every choice with its reason, logged
 * as the decision's `why`. It takes the move when it wins the initiative;
 * shooters shoot while they have a target (best odds first) and otherwise
 * close in; monsters already in a melee stay in it; the rest walk to the
 * nearest hero, Pack monsters to a hero a packmate already fights; spawned
 * monsters appear as near the heroes as they may (Underfoot beside the
 * weakest-armoured one); kill dice go where they kill.
 */
import type { Request } from '../../../core/request.ts';
import type { GameState, Pos } from '../state.ts';
import { has } from '../state.ts';
import { adjacent, distance } from '../rules/grid.ts';
import { at, distanceField } from './field.ts';
import { openPlan } from './dungeon.ts';
import { assignPlan, besideSquares, bestShot, isAdjacentToEnemy, modelById, moveToward, type Plan } from './common.ts';

function heroes(st: GameState) {
  return st.models.filter((m) => m.status === 'in-play' && m.side === 'heroes');
}

export function masterPlan(req: Request, st: GameState): Plan {
  const opts = req.options;
  switch (req.kind) {
    case 'initiative':
      return { id: 'mover', reason: 'the monsters move first, to close in before the heroes can shoot' };
    case 'activate': {
      const ready = opts.filter((o) => o.id !== 'end').map((o) => modelById(st, o.id)!);
      const hs = heroes(st);
      const near = (p: Pos) => Math.min(99, ...hs.map((h) => distance(h, p)));
      const shooter = ready.find((m) => m.shooting && !isAdjacentToEnemy(st, m));
      if (shooter) return { id: shooter.id, reason: `${shooter.name} shoots or takes aim before the others block its view` };
      const m = ready.slice().sort((a, b) => near(a) - near(b))[0]!;
      return { id: m.id, reason: `${m.name} is the nearest to a hero` };
    }
    case 'action':
    case 'shoot': {
      const m = modelById(st, st.acting)!;
      const shot = bestShot(opts);
      if (shot) return { id: shot.id, reason: `the best shot: ${shot.label.replace(/^Shoot at /, '')}, ${shot.odds?.text ?? ''} to take a hit off` };
      if (req.kind === 'shoot') return { id: 'hold', reason: 'no target worth a shot' };
      if (isAdjacentToEnemy(st, m)) return { id: 'stay', reason: `${m.name} stays in the melee` };
      const hs = heroes(st);
      const packmates = st.models.filter((p) => p !== m && p.status === 'in-play' && p.species === m.species);
      const prefer = has(m, 'pack') ? (p: Pos) => packmates.filter((q) => adjacent(q, p)).length : undefined;
      const step = moveToward(st, m, opts, besideSquares(hs), prefer);
      if (step) return { id: step.id, reason: step.dist === 0 ? `${m.name} closes in on a hero${prefer ? ', beside its pack' : ''}` : `${m.name} walks towards the nearest hero` };
      return openPlan(opts) ?? { id: 'stay', reason: `${m.name} has no better square` };
    }
    case 'spawn': {
      const hs = heroes(st);
      const underfoot = opts.filter((o) => {
        const [x, y] = o.id.split(',').map(Number) as [number, number];
        return hs.some((h) => adjacent(h, { x, y }));
      });
      if (underfoot.length) {
        const weakest = hs.slice().sort((a, b) => a.armour - b.armour)[0]!;
        const o = underfoot.find((u) => {
          const [x, y] = u.id.split(',').map(Number) as [number, number];
          return adjacent(weakest, { x, y });
        }) ?? underfoot[0]!;
        return { id: o.id, reason: `it bursts up beside ${weakest.name}, the weakest-armoured hero it can reach` };
      }
      const field = distanceField(st.board, hs);
      let best = opts[0]!;
      let bd = 99999;
      for (const o of opts) {
        const [x, y] = o.id.split(',').map(Number) as [number, number];
        const d = at(field, st.board, { x, y });
        if (d < bd) (bd = d), (best = o);
      }
      return { id: best.id, reason: hs.length ? `the hidden square nearest the heroes (${bd} points away)` : 'no hero in play: the first free square' };
    }
    case 'assign':
      return assignPlan(st, req);
    case 'smash': {
      const f = st.dungeon?.features.find((t) => `smash:${t.id}` === opts[0]!.id);
      const cover = f && heroes(st).some((h) => adjacent(h, f));
      return cover ? { id: opts[0]!.id, reason: 'a hero shelters behind it' } : { id: 'leave', reason: 'no hero shelters behind it' };
    }
    case 'melee-order':
      return { id: opts[0]!.id, reason: 'the melees are fought in the order they stand' };
    default:
      return { id: opts[0]!.id, reason: 'the first choice' };
  }
}

export function masterPolicy(req: Request, st: GameState): string {
  return masterPlan(req, st).id;
}

export function masterWhy(req: Request, _choice: string, st: GameState): string | undefined {
  return masterPlan(req, st).reason;
}
