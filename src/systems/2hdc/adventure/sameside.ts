/**
 * Same side (13.0, 33.0): several players share one band, each with his own
 * Star, and the band has one Leader. The group's decisions (moving,
 * searching, fleeing the Battle Board, capturing) and its Grunts' go to the
 * player whose Star leads the group (groups.ts whoFor); a Star's own
 * decisions (his Crisis Test result 6.3.2, target, spell, potion, healing,
 * carrying, weapon switch, melee order) go to his own player.
 *
 * The fight code asks every band decision of one player (BattleSetup.who,
 * or the player of the highest Rep Star still up once the Leader's is down);
 * its requests about one character start with his name and a colon
 * ("Bob: whom to charge?"). This ctx hands those about another player's Star
 * to that player. With one player (or one Star in the group) it is the ctx
 * itself: solo games and simulation pay nothing.
 */
import type { Ctx } from '../../../core/engine.ts';
import { MECHANICS, type Request } from '../../../core/request.ts';
import type { Character } from '../state.ts';
import { playerOf } from './groups.ts';

interface StarOwner {
  prefix: string;
  who: string;
}

export function sameSideCtx(ctx: Ctx, chars: readonly Character[], decider: string): Ctx {
  const stars: StarOwner[] = [];
  let several = false;
  for (const c of chars) {
    if (!c.star || !c.owner) continue;
    const who = playerOf(c.owner);
    if (who !== decider) several = true;
    stars.push({ prefix: `${c.name}:`, who });
  }
  if (!several) return ctx;
  return {
    chance: ctx.chance,
    log: ctx.log,
    tally: ctx.tally,
    ask(req: Request): string {
      if (req.who === MECHANICS) return ctx.ask(req);
      const prompt = req.prompt;
      for (const o of stars) {
        if (prompt.startsWith(o.prefix)) return o.who === req.who ? ctx.ask(req) : ctx.ask({ who: o.who, rule: req.rule, kind: req.kind, prompt, options: req.options });
      }
      return ctx.ask(req);
    },
  };
}
