/** Seeded loop of random fights: invariants hold and nothing throws. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { createStar, fight, makeEnemy, recoverAfterFight, recruitBand } from '../../src/systems/2hdc/rules/api.ts';
import { combatBot, combatMechanics } from '../../src/systems/2hdc/bots/combat.ts';
import { RACES } from '../../src/systems/2hdc/tables/races.ts';
import type { Character } from '../../src/systems/2hdc/state.ts';
import { MECHANICS } from '../../src/core/request.ts';
import { sample } from '../support/sample.ts';

const FIGHTS = sample(1000, 3000);

test(`${FIGHTS.toLocaleString('en')} random fights keep the invariants`, () => {
  for (let seed = 1; seed <= FIGHTS; seed++) {
    const ctx = testCtx({ seed, answers: (r) => (r.who === MECHANICS ? combatMechanics(r) : combatBot(r)) ?? r.options[0]!.id });
    const star = createStar(ctx, 'player:ann', { race: RACES[seed % RACES.length], professions: undefined });
    const band = recruitBand(ctx, star, 'player:ann');
    const n = 1 + (seed % 6);
    const race = RACES[(seed * 7) % RACES.length]!;
    const enemies: Character[] = [];
    for (let i = 0; i < n; i++) enemies.push(makeEnemy(ctx, race, undefined, { id: `e${i}`, name: `Enemy ${i}`, bigBad: i === 0 && seed % 5 === 0 }));
    const r = fight(ctx, { band: band.members, enemies, place: seed % 2 ? 'room' : 'corridor', active: seed % 3 ? 'band' : 'enemies', who: 'player:ann' });
    // An Obviously Dead character never acts after its death: no event names it as acting later.
    const deadAt = new Map<string, number>();
    ctx.log.forEach((e, i) => {
      const m = /^(.*) is Obviously Dead$/.exec(e.text);
      if (m && !deadAt.has(m[1]!)) deadAt.set(m[1]!, i);
    });
    ctx.log.forEach((e, i) => {
      if (e.type !== 'roll' || !(e.rule === '24.2' || e.rule === '23.3' || e.rule === '28.3')) return;
      for (const [name, at] of deadAt) if (i > at && (e.text.startsWith(`${name} melee`) || e.text.startsWith(`${name} fires`) || e.text.startsWith(`${name} casts`))) assert.fail(`seed ${seed}: ${name} acts after death: ${e.text}`);
    });
    recoverAfterFight(ctx, band);
    for (const c of [...band.members, ...enemies]) {
      assert.ok(c.rep >= 0, `seed ${seed}: ${c.name} Rep ${c.rep}`);
      assert.ok(c.coins.bronze >= 0 && c.coins.silver >= 0 && c.coins.gold >= 0);
      assert.ok(c.starPower >= 0 && c.starPower <= c.originalRep + 1);
      assert.notEqual(c.status, 'duck-back');
    }
    if (r.winner === 'band') assert.ok(enemies.every((e) => e.status !== 'carry-on' || r.enemiesFled.includes(e)));
    assert.ok(r.loot.coins.bronze >= 0);
  }
});
