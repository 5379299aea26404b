/**
 * `resolve=table`: the players own the host game and resolve checks and
 * fights with its pieces; the program asks them the outcome (passed or
 * failed; the fight won or lost, and who is down) and runs everything else.
 * A rest brings the downed back (the host game's resting rules heal them).
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { withArticle } from '../../../../core/text.ts';
import { choice, option, type Option } from '../../../../core/request.ts';
import type { AdventureData } from '../../data/index.ts';
import type { Check } from '../../data/schema.ts';
import { SEC } from '../../sections.ts';
import type { Explorer, ExploreState } from '../../state.ts';
import type { FightOutcome, FightSpec, Resolver } from './types.ts';

export const tableResolver: Resolver = {
  check(ctx: Ctx, st: ExploreState, _d: AdventureData, who: Explorer, check: Check, rule: string, what: string): boolean {
    const c = ctx.ask({
      who: st.player,
      rule,
      kind: 'table-check',
      prompt: `${who.name} makes ${withArticle(check.name)} ${check.level} check ${what}, with the host game's rules. Passed?`,
      // Each answer carries the check's level: the table bot reads it there, not from the prompt.
      options: [choice({ passed: true, level: check.level }, 'passed', `${who.name} passed ${check.name} ${check.level}`), choice({ passed: false, level: check.level }, 'failed', `${who.name} failed it`)],
    });
    if (ctx.log) note(ctx, SEC.oursChecks, `At the table, ${who.name} ${c.passed ? 'passed' : 'failed'} ${check.name} ${check.level} ${what}.`);
    return c.passed;
  },

  checkOdds() {
    return undefined;
  },

  fight(ctx: Ctx, st: ExploreState, d: AdventureData, spec: FightSpec): FightOutcome {
    const names = spec.foes.map((id) => d.a.monsters.find((m) => m.id === id)!.name);
    const out = ctx.ask({
      who: st.player,
      rule: spec.rule,
      kind: 'table-fight',
      prompt: `Fight the ${spec.kind} against ${names.join(', ')} with the host game's rules (${st.characters.find((c) => c.id === spec.order[0])?.name} acts first). How did it end?`,
      options: [option('won', 'The party won'), option('lost', 'The party lost')],
    });
    if (out === 'lost') {
      for (const c of st.characters) if (c.condition === 'up') c.condition = 'down';
      return 'lost';
    }
    for (;;) {
      const up = st.characters.filter((c) => c.condition === 'up');
      if (up.length <= 1) break;
      const opts: Option<Explorer | null>[] = [choice(null, 'none', 'No one (else) is down'), ...up.map((c) => choice(c, `down:${c.id}`, `${c.name} is down`))];
      const c = ctx.ask({ who: st.player, rule: spec.rule, kind: 'table-down', prompt: 'Who is down after the fight?', options: opts });
      if (c === null) break;
      c.condition = 'down';
      if (ctx.log) note(ctx, SEC.oursFights, `${c.name} is down until the party rests.`);
    }
    return 'won';
  },

  rest(ctx: Ctx, st: ExploreState): void {
    for (const c of st.characters) {
      if (c.condition !== 'down') continue;
      c.condition = 'up';
      if (ctx.log) note(ctx, SEC.resting, `${c.name} is back on their feet after the rest.`);
    }
  },
};
