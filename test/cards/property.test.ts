/** Property test: thousands of autoplayed games under every option keep the rules' invariants. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, run } from '../../src/core/engine.ts';
import type { Request } from '../../src/core/request.ts';
import { BOT_MAX_ROOMS } from '../../src/systems/cards/bots/policies.ts';
import { cardsSystem, type CardsState } from '../../src/systems/cards/index.ts';
import { invariantProblems } from '../../src/systems/cards/invariants.ts';
import type { CardsOptions } from '../../src/systems/cards/options.ts';

const GAMES = 5000;

/** Options drawn from the game number, so every combination is played many times. */
function optionsFor(i: number): Partial<CardsOptions> {
  const pick = <T,>(xs: readonly T[], k: number): T => xs[Math.floor(i / k) % xs.length]!;
  return {
    character: pick(['warrior', 'mage', 'choose'] as const, 1),
    difficulty: pick(['normal', 'hardcore'] as const, 3),
    regen: pick(['whole-pool', 'per-card'] as const, 6),
    ties: pick(['redraw', 'player', 'monster'] as const, 12),
    counters: pick(['cards', 'tokens'] as const, 36),
    deckOut: pick(['reshuffle', 'end'] as const, 72),
    mageHp: pick(['down', 'up'] as const, 144),
    spellsCanMiss: pick([true, false] as const, 288),
  };
}

function seedFor(i: number): number {
  return Math.imul(i + 1, 2654435761) | 0;
}

function check(st: CardsState, o: Partial<CardsOptions>, where: string): void {
  const p = invariantProblems(st);
  if (o.counters === 'cards' && st.hpCounters.length !== st.hp) p.push(`${st.hpCounters.length} HP counters for ${st.hp} HP`);
  if (o.counters === 'tokens' && st.hpCounters.length + st.monsterCounters.length > 0) p.push('counter cards drawn with tokens');
  if (p.length) assert.fail(`${where}: ${p.join('; ')}`);
}

test(`${GAMES} autoplayed games never throw, always end and keep the invariants at every decision`, () => {
  const outcomes: Record<string, number> = {};
  for (let i = 0; i < GAMES; i++) {
    const o = optionsFor(i);
    const seed = seedFor(i);
    const chooser = (req: Request, st: CardsState): string => {
      check(st, o, `game ${i} (seed ${seed}) at ${req.rule} ${req.kind}`);
      return cardsSystem.bot(req, st);
    };
    const r = run({ system: cardsSystem, seed, options: o, log: false, chooser });
    assert.equal(r.status, 'over', `game ${i} ended`);
    const st = r.state as CardsState;
    check(st, o, `game ${i} (seed ${seed}) at the end`);
    assert.notEqual(st.outcome, 'playing');
    assert.ok(st.finalScore >= 0 && st.finalScore <= st.score);
    assert.ok(st.rooms >= 1 && st.rooms <= BOT_MAX_ROOMS);
    if (st.outcome === 'died') assert.equal(st.hp, 0);
    else assert.ok(st.hp > 0);
    if (o.difficulty === 'hardcore' && st.outcome === 'died') assert.equal(st.finalScore, 0);
    else assert.equal(st.finalScore, st.score);
    if (o.deckOut === 'reshuffle') assert.notEqual(st.outcome, 'deck-out', 'with reshuffling the pool never runs dry (fewer than 40 cards are ever in play)');
    outcomes[st.outcome] = (outcomes[st.outcome] ?? 0) + 1;
  }
  assert.ok((outcomes.died ?? 0) > 0 && (outcomes.left ?? 0) > 0 && (outcomes['deck-out'] ?? 0) > 0, JSON.stringify(outcomes));
});

test('logged games: no card is drawn twice between reshuffles, and every draw cites a section', () => {
  let total = 0;
  for (let i = 0; i < 500; i++) {
    const r = autoplay(cardsSystem, seedFor(i), optionsFor(i), true);
    const seen = new Set<string>();
    let reshuffles = 0;
    for (const e of r.events) {
      // A reshuffle puts the discarded cards back; cards still in play stay undrawable.
      if (e.type === 'state' && Array.isArray(e.reshuffled)) {
        reshuffles++;
        for (const c of e.reshuffled as string[]) seen.delete(c);
      }
      if (e.type !== 'roll') continue;
      assert.ok(e.rule.length > 0);
      // A card drawn face down is not named in the log (hidden means hidden); every other draw is.
      if (!e.cards) {
        assert.match(e.text, /drawn face down$/);
        continue;
      }
      const c = e.cards[0]!;
      assert.ok(!seen.has(c), `game ${i}: ${c} drawn twice before a reshuffle`);
      seen.add(c);
    }
    assert.equal(r.events.filter((e) => e.type === 'roll').length, (r.state as CardsState).drawn);
    assert.equal(reshuffles, (r.state as CardsState).reshuffles);
    total += reshuffles;
  }
  assert.ok(total > 0, 'some games reshuffled, so the reshuffle path was checked');
});

test('a game replays to the identical state from its seed and decisions', () => {
  for (let i = 0; i < 200; i++) {
    const o = optionsFor(i);
    const a = autoplay(cardsSystem, seedFor(i), o);
    const b = run({ system: cardsSystem, seed: seedFor(i), options: o, decisions: a.decisions, log: false });
    assert.equal(b.status, 'over');
    assert.deepEqual(b.state, a.state);
  }
});
