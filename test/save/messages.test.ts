/** Issue item 6: a refused save's message is one short line that echoes no raw input. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { load, refusal, seededSave } from './helpers.ts';

const save = seededSave(cardsSystem, 3, 1);
const text = JSON.stringify(save, null, 1);

test('a 10 KB illegal decision full of escapes is quoted short and escaped', async () => {
  const m = await refusal({ ...save, decisions: ['\u001b[2J' + 'x'.repeat(90)] });
  assert.ok(m.length < 300, m);
  assert.match(m, /decision 1 "\\e\[2Jx+…" \(94 characters\) is not a legal answer/);
});

test('JSON errors name a position, never a snippet with raw newlines', async () => {
  const broken = text.slice(0, 40) + '\n\u001b[2J oops \n' + text.slice(40);
  const m = await refusal(broken);
  assert.match(m, /^not a readable save \(truncated or not JSON near character \d+\)$/);
  assert.doesNotMatch(m, /oops/);
});

test('NUL and BOM bytes: a leading BOM is only an editor\'s mark, any other is refused in one clean line', async () => {
  await load('\ufeff' + text); // an editor's byte-order mark changes nothing
  assert.match(await refusal(text + '\u0000'), /not a readable save/);
  assert.match(await refusal(text.replace('"cards"', '"ca\u0000rds"')), /not a readable save/);
  assert.match(await refusal({ ...save, system: '\u001b]0;pwned\u0007' }), /invalid save: system/);
  assert.match(await refusal({ ...save, format: '\u001b[2J' }), /format: "\\e\[2J", expected/);
  const m = await refusal(JSON.stringify({ ...save, options: { ...save.options, ['\u001b[2J' + 'k'.repeat(50)]: 1 } }));
  assert.match(m, /unknown rule option "\\e\[2Jk+…" \(54 characters\) for cards/);
});
