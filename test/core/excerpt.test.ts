/** Issue item 6: untrusted text reaches a message only as a short, escaped excerpt. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeIssue, excerpt, isPrintable } from '../../src/core/excerpt.ts';
import { parseEntry } from '../../src/core/chance.ts';
import { FULL_DECK } from '../../src/core/cards.ts';

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\ufeff]/;

test('excerpt escapes what a terminal would act on and keeps the rest', () => {
  assert.equal(excerpt('QH'), '"QH"');
  assert.equal(excerpt('\u001b[2JQH'), '"\\e[2JQH"');
  assert.equal(excerpt('a\nb\r\t\u0000'), '"a\\nb\\r\\t\\0"');
  assert.equal(excerpt('\ufeffx\u202ey\u0085'), '"\\ufeffx\\u202ey\\x85"');
  assert.equal(excerpt('say "hi" \\ there'), '"say \\"hi\\" \\\\ there"');
  assert.equal(excerpt('Zoë ⚔'), '"Zoë ⚔"');
  assert.equal(excerpt(undefined), '"undefined"');
  assert.equal(excerpt(12), '"12"');
});

test('excerpt is short however long the input, and never splits a character', () => {
  const long = excerpt('\u001b'.repeat(10_000));
  assert.ok(long.length < 200, long);
  assert.match(long, /…" \(10000 characters\)$/);
  const emoji = excerpt('x'.repeat(31) + '😀😀');
  assert.doesNotMatch(emoji, /[\ud800-\udbff](?![\udc00-\udfff])/);
  for (const s of ['\u0000', '\u001b', '\u007f', '\u009b', '\ufeff', '\u2028', '\u202e', '\ud800']) assert.doesNotMatch(excerpt(s), CONTROL);
});

test('isPrintable and describeIssue', () => {
  assert.ok(isPrintable('Ann the Bold'));
  assert.ok(!isPrintable('Ann\u001b[31m'));
  assert.ok(!isPrintable('\ufeffAnn'));
  assert.equal(describeIssue([{ path: ['options', 'a\u001bb'], message: 'Unrecognized key: "\u001b[2J"' }]), 'options."a\\eb": Unrecognized key: "\\e[2J"');
  assert.ok(describeIssue([{ path: [], message: 'x'.repeat(10_000) }]).length < 200);
});

test('a card typed with terminal escapes is refused without echoing them', () => {
  const req = { kind: 'card' as const, remaining: FULL_DECK.slice(), rule: 'T', label: 'a card' };
  const r = parseEntry(req, '\u001b[2JQH');
  assert.ok('error' in r);
  assert.doesNotMatch(r.error, CONTROL);
  assert.match(r.error, /^"\\e\[2JQH" is not a card/);
  const big = parseEntry(req, 'Z'.repeat(50_000));
  assert.ok('error' in big && big.error.length < 200);
});
