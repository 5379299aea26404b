/** The bot's danger estimate (risk.ts): exact in small cases worked by hand, and moving the way danger should. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAGE_DEATH_HARDCORE, MAGE_DEATH_NORMAL, WARRIOR_DEATH } from '../../src/systems/cards/bots/risk-data.ts';
import { compactTables, deathRow, mageDeath, mageTable, warriorDeath, warriorTable } from '../../src/systems/cards/bots/risk.ts';

/** The programmes' exact answers: Warrior [(m - 1) * 14 + hp], Mage [((m - 1) * 14 + mana) * 8 + hp]. */
const exactWarrior = (hp: number, absorb: number, hardcore: boolean, m: number): number => warriorTable(absorb, hardcore)[(m - 1) * 14 + hp]!;
const exactMage = (hp: number, mana: number, hardcore: boolean, m: number): number => mageTable(hardcore)[((m - 1) * 14 + mana) * 8 + hp]!;

const close = (a: number, b: number, what: string): void => assert.ok(Math.abs(a - b) < 1e-12, `${what}: ${a} is not ${b}`);

test('a 1 HP Warrior against an ace: whoever lands the first hit wins, so death is an even chance', () => {
  // Monster to act: 1/2 it hits (death) + 1/2 the turn passes; Warrior to act: 1/2 it kills + 1/2 back. So 2/3 and 1/3, even on average.
  close(exactWarrior(1, 0, false, 1), 1 / 2, 'normal');
  close(exactWarrior(1, 0, true, 1), 1 / 2, 'hard core');
});

test('a 1 HP Mage with one mana card against an ace: the first hit is shielded, so death falls to 1/6', () => {
  // With no mana death is 2/3 with the monster to act, 1/3 with the Mage to act. One shield card: 2/9 and 1/9, average 1/6.
  close(exactMage(1, 0, false, 1), 1 / 2, 'no mana');
  close(exactMage(1, 1, false, 1), 1 / 6, 'one mana card');
});

test('a shield that absorbs every hit of a capped monster means no death at all', () => {
  // Normal: a 3 deals at most 3, and a shield of 6 absorbs 3.
  for (let hp = 1; hp <= 13; hp++) assert.equal(warriorDeath(hp, 3, false, 3), 0);
  assert.ok(warriorDeath(5, 3, true, 3) > 0, 'hard core has no cap');
});

test('danger grows with the monster and with hard core, and falls with HP, shield and mana', () => {
  const row = new Float64Array(14);
  for (const hardcore of [false, true]) {
    for (let hp = 1; hp <= 12; hp++) {
      for (let m = 1; m <= 12; m++) {
        assert.ok(warriorDeath(hp, 1, hardcore, m + 1) >= warriorDeath(hp, 1, hardcore, m), `bigger monster, hp ${hp} m ${m}`);
        assert.ok(warriorDeath(hp + 1, 1, hardcore, m) <= warriorDeath(hp, 1, hardcore, m), `more HP, hp ${hp} m ${m}`);
        assert.ok(warriorDeath(hp, 2, hardcore, m) <= warriorDeath(hp, 1, hardcore, m), `better shield, hp ${hp} m ${m}`);
        assert.ok(warriorDeath(hp, 1, true, m) >= warriorDeath(hp, 1, false, m), `hard core, hp ${hp} m ${m}`);
      }
    }
    for (let hp = 1; hp <= 6; hp++) {
      for (let mana = 0; mana < 13; mana++) {
        deathRow(true, hardcore, hp, mana, row);
        for (let m = 1; m <= 13; m++) {
          assert.ok(row[m]! >= 0 && row[m]! <= 1);
          assert.ok(mageDeath(hp, mana + 1, hardcore, m) <= row[m]! + 1e-12, `more mana, hp ${hp} mana ${mana} m ${m}`);
          // More HP helps a Mage without mana; with mana the bot's shield rule (every deadly hit, else 4 or more)
          // can make one more HP a little worse: a 2 HP Mage shields every hit of a 2, a 3 HP Mage takes them.
          if (mana === 0) assert.ok(mageDeath(hp + 1, mana, hardcore, m) <= row[m]! + 1e-12, `more HP, hp ${hp} m ${m}`);
        }
      }
    }
  }
});

test('risk-data.ts holds what the programmes compute (run npm run gen:risk after changing them), and deathRow reads it', () => {
  const t = compactTables();
  assert.deepEqual(WARRIOR_DEATH.map((w) => Array.from(w)), t.warrior);
  assert.deepEqual(Array.from(MAGE_DEATH_NORMAL), t.mageNormal);
  assert.deepEqual(Array.from(MAGE_DEATH_HARDCORE), t.mageHardcore);
  for (const hardcore of [false, true]) {
    for (let m = 1; m <= 13; m++) {
      assert.ok(Math.abs(warriorDeath(9, 2, hardcore, m) - exactWarrior(9, 2, hardcore, m)) <= 0.00005);
      assert.ok(Math.abs(mageDeath(3, 5, hardcore, m) - exactMage(3, 5, hardcore, m)) <= 0.00005);
    }
  }
});
