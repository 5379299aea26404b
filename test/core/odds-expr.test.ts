import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ScriptedChance } from '../../src/core/chance.ts';
import { ratio, type Ratio } from '../../src/core/odds.ts';
import { ODDS_HELP, OddsSyntaxError, evaluateOdds, exprText, formatOdds, parseOddsExpr, rollExpr, testOdds, type OddsExpr } from '../../src/core/odds-expr.ts';

const odds = (text: string) => evaluateOdds(parseOddsExpr(text));
const single = (text: string) => {
  const e = parseOddsExpr(text);
  assert.equal(e.kind, 'single', text);
  return (e as Extract<OddsExpr, { kind: 'single' }>).test;
};
const summary = (text: string): Ratio[] => odds(text).summary.map((s) => s.p);

test('parses every form and writes it back canonically', () => {
  const cases: [string, string][] = [
    ['2d6', '2d6'], ['3D6 + 2', '3d6+2'], ['3d6+2-1 >= 12', '3d6+1 >= 12'], ['d4', '1d4'], ['D3', '1d3'], ['d%', '1d100'],
    ['3 + 1/2d6', '1/2d6+3'], ['4d6 pass 5', '4d6 pass 5'], ['4d6 COUNT 1-3', '4d6 count 1-3'], ['1d6 in 1', '1d6 in 1'],
    ['3d6 keep high', '3d6 keep high'], ['3d6 keep middle', '3d6 keep mid'], ['3d6 keep lowest', '3d6 keep low'],
    ['3d6 best 2 pass 4', '3d6 best 2 pass 4'], ['4d6 best 3', '4d6 best 3'], ['3d6 worst 2', '3d6 worst 2'],
    ['card', 'card'], ['card Red', 'card red'], ['card hearts without ah 10s', 'card hearts without AH 10S'],
    ['card >= 10', 'card >= 10'], ['2d6 == 7', '2d6 = 7'], ['2d6 > -1', '2d6 > -1'],
    ['4d6 pass 5 vs 3d6 pass 4', '4d6 pass 5 vs 3d6 pass 4'], ['3d6 vs 3d6 reroll ties', '3d6 vs 3d6 reroll ties'],
  ];
  for (const [input, canonical] of cases) assert.equal(exprText(parseOddsExpr(input)), canonical, input);
});

test('evaluates the chances the rules ask for', () => {
  assert.deepEqual(testOdds(single('2d6')).exact(7), ratio(6, 36));
  assert.deepEqual(summary('3d6+2 >= 12'), [ratio(5, 8)]);
  assert.deepEqual(summary('2d6 = 7'), [ratio(1, 6)]);
  assert.deepEqual(summary('2d6 < 3'), [ratio(1, 36)]);
  assert.deepEqual(summary('2d6 pass 4 >= 1'), [ratio(8, 9)]);
  assert.deepEqual(summary('1d6 in 1-2'), [ratio(1, 3)]);
  assert.deepEqual(summary('card red'), [ratio(1, 2)]);
  assert.deepEqual(summary('card >= 10'), [ratio(4, 13)]);
  assert.deepEqual(summary('card hearts without AH 2H 3S'), [ratio(11, 49)]);
  assert.deepEqual(testOdds(single('3d6 keep mid')).exact(1), ratio(16, 216));
  assert.deepEqual(testOdds(single('3 + 1/2d6')).outcomes, [4, 5, 6]);
  assert.deepEqual(testOdds(single('3d6 best 2 pass 4')).exact(2), ratio(20, 27));
  assert.deepEqual(testOdds(single('4d6 best 3')).exact(18), ratio(21, 1296));
  assert.deepEqual(summary('1d6 vs 1d6 reroll ties'), [ratio(15, 36), ratio(1, 6), ratio(15, 36), ratio(1, 2)]);
  const [more, equal, fewer] = summary('4d6 pass 5 vs 3d6 pass 4');
  assert.equal(more!.num * equal!.den * fewer!.den + equal!.num * more!.den * fewer!.den + fewer!.num * more!.den * equal!.den, more!.den * equal!.den * fewer!.den);
});

test('formats a table with percentages and exact fractions', () => {
  const text = formatOdds(odds('2d6 >= 11'));
  assert.match(text, /^2d6 {2}\(mean 7\.00\)/);
  assert.match(text, /\n\s+7\s+16\.67%\s+1\/6\s+58\.33%\s+58\.33%\n/);
  assert.match(text, /P\(2d6 >= 11\) = 8\.33% \(1\/12\)$/);
  assert.match(formatOdds(odds('card')), /\n\s+K\s+7\.69%\s+1\/13/);
  assert.match(formatOdds(odds('1d6 vs 1d6 reroll ties')), /P\(1d6 wins, ties re-rolled\) += 50\.00% \(1\/2\)/);
  // no fraction when the denominator is long
  assert.doesNotMatch(formatOdds(odds('20d6')).split('\n')[2]!, /\//);
  assert.match(ODDS_HELP, /keep high\|mid\|low/);
  assert.match(ODDS_HELP, /reroll ties/);
});

test('every example of the help parses (alternatives like high|mid|low each)', () => {
  const examples = ODDS_HELP.split('\n')
    .filter((l) => l.startsWith('  '))
    .flatMap((l) => l.trim().split(/\s{2,}/)[0]!.split(', '));
  assert.ok(examples.length >= 15, examples.join(' / '));
  for (const ex of examples) {
    const alts = /(\w+(?:\|\w+)+)/.exec(ex);
    for (const text of alts ? alts[1]!.split('|').map((a) => ex.replace(alts[1]!, a)) : [ex]) assert.doesNotThrow(() => parseOddsExpr(text), text);
  }
});

test('cards taken out may follow the test: "card >= 10 without AH 10S" is "card without AH 10S >= 10"', () => {
  assert.deepEqual(parseOddsExpr('card >= 10 without AH 10S'), parseOddsExpr('card without AH 10S >= 10'));
  assert.deepEqual(summary('card >= 10 without AH 10S'), [ratio(15, 50)]);
  assert.throws(() => parseOddsExpr('card without AH >= 10 without 2S'), /expected the end of the expression/);
});

test('every syntax error is one clear line naming the column', () => {
  const bad: [string, RegExp, number][] = [
    ['', /empty expression/, 1],
    ['4d6 pass', /expected the target number after "pass", found the end at column 9/, 9],
    ['4d6 pass x', /expected the target number after "pass", found "x" at column 10/, 10],
    ['3d6 keep top', /expected high, mid or low after "keep", found "top"/, 10],
    ['4d6 count 0-3', /expected a range of faces within 1-6, found "0"/, 11],
    ['4d6 count 4-2', /expected a range of faces from low to high, like 2-4, found "4-2" at column 11/, 11],
    ['6d6 count 3-1', /from low to high, like 1-3, found "3-1"/, 11],
    ['3d6 best 4', /expected 1 to 3 dice \(of 3d6\), found "4"/, 10],
    ['3d6 >=', /expected a number after ">="/, 7],
    ['3d6 +', /expected a number to add or subtract/, 6],
    ['foo', /expected dice like 3d6, d10, 1\/2d6, or card, found "foo"/, 1],
    ['3d6 vs', /expected dice like 3d6/, 7],
    ['2d6 >= 3 vs 2d6', /no test .* on either side of "vs"/, 10],
    ['3d6 $', /unexpected "\$" at column 5/, 5],
    ['0d6', /expected 1 to 100 dice, found "0d6"/, 1],
    ['101d6', /expected 1 to 100 dice/, 1],
    ['3d1', /a die of 2 to 1000 sides/, 1],
    ['2d6 vs 100d100', /at most 2000 in dice × sides \(100d100 is 10000\)/, 8],
    ['card without', /expected cards like AH 10S QD/, 13],
    ['card without ZZ', /found "ZZ"/, 14],
    ['card without AH ah', /AH is named twice/, 17],
    ['card + 2', /no modifier on a card/, 6],
    ['2d6 vs 2d6 reroll', /"ties" after "reroll"/, 18],
    ['d6 d6', /expected the end of the expression/, 4],
    ['60d20 best 3', /too many rolls/, 1],
  ];
  for (const [text, message, column] of bad) {
    assert.throws(() => parseOddsExpr(text), (e: unknown) => {
      assert.ok(e instanceof OddsSyntaxError, text);
      assert.match(e.message, message, text);
      assert.doesNotMatch(e.message, /\n/, text);
      assert.equal(e.column, column, `${text}: column`);
      return true;
    });
  }
});

test('rollExpr rolls each form with scripted dice and cards', () => {
  const roll = (text: string, script: (number | string)[]) => {
    const chance = new ScriptedChance(script);
    const r = rollExpr(parseOddsExpr(text), chance);
    assert.equal(chance.left, 0, `${text} used its whole script`);
    return r;
  };
  assert.deepEqual(roll('3d6+2', [4, 2, 5]), { dice: [4, 2, 5], value: 13, text: '3d6+2: [4,2,5]+2 → 13' });
  assert.equal(roll('3d6 keep mid', [4, 2, 5]).value, 4);
  assert.equal(roll('3d6 keep low', [4, 2, 5]).value, 2);
  assert.equal(roll('2d6 pass 4', [5, 2]).value, 1); // the book's Elf, Rep 4
  assert.equal(roll('6d6 count 1-3', [1, 2, 2, 3, 5, 6]).value, 4); // the book's Goblin
  assert.equal(roll('1/2d6', [3]).value, 2); // Sir Billy Pink's potion
  assert.equal(roll('3d6 best 2 pass 4', [1, 6, 5]).value, 1);
  assert.equal(roll('4d6 best 3', [3, 1, 4, 6]).value, 13);
  assert.equal(roll('3d6+2 >= 12', [4, 2, 5]).value, 1);
  assert.equal(roll('3d6+2 >= 14', [4, 2, 5]).value, 0);
  assert.deepEqual(roll('card red', ['QH']), { dice: [], value: 1, text: 'card red: QH (queen of hearts) → yes' });
  assert.equal(roll('card', ['QS']).value, 12);
  assert.equal(roll('2d6 pass 4 vs 2d6 pass 3', [1, 2, 1, 6]).value, 1);
  const tied = roll('1d6 vs 1d6 reroll ties', [3, 3, 2, 5]);
  assert.equal(tied.value, -1);
  assert.deepEqual(tied.dice, [3, 3, 2, 5]);
  assert.match(tied.text, /equal; tie, re-roll: .*fewer$/);
  assert.equal(roll('1d6 vs 1d6', [3, 3]).value, 0);
});
