/**
 * Interned option strings: a value typed by a user ("warrior" from the command
 * line) comes back from parseOptions as the interned copy, so the rules'
 * comparisons with their constants are pointer checks (V8's own view of the
 * string is read in a child process with natives syntax on).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { intern, internStrings } from '../../src/core/intern.ts';

test('intern gives an equal string; internStrings changes only top-level strings', () => {
  const typed = ['war', 'rior'].join('');
  assert.equal(intern(typed), 'warrior');
  assert.equal(intern('12'), '12');
  assert.equal(intern(''), '');
  const nested = { name: 'x' };
  const o = internStrings({ a: typed, n: 3, b: true, list: ['y'], nested });
  assert.deepEqual(o, { a: 'warrior', n: 3, b: true, list: ['y'], nested: { name: 'x' } });
  assert.equal(o.nested, nested);
  assert.deepEqual(internStrings(['a']), ['a']);
  assert.equal(internStrings(null), null);
});

test('option values typed by a user and the player request id come back interned', () => {
  const code = `
    const { parseOptions } = await import(${JSON.stringify(new URL('../../src/core/engine.ts', import.meta.url).href)});
    const { cardsSystem } = await import(${JSON.stringify(new URL('../../src/systems/cards/index.ts', import.meta.url).href)});
    const { who } = await import(${JSON.stringify(new URL('../../src/systems/cards/speed/requests.ts', import.meta.url).href)});
    const o = parseOptions(cardsSystem, { character: ['war', 'rior'].join(''), player: ['An', 'na'].join('') });
    console.log(JSON.stringify([%IsInternalizedString(o.character), %IsInternalizedString(o.player), %IsInternalizedString(who(o))]));
  `;
  const out = execFileSync(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8' });
  assert.deepEqual(JSON.parse(out), [true, true, true]);
});
