/**
 * Typed decisions (issue 24): every system's rules and bots read what an
 * option means from its value (Dungeon World's rules/acts.ts, 3d6's Care,
 * exploration's table answers...), never by taking its id apart, nor a
 * request's prompt. Ids stay what saves hold; only the engine and views
 * (which get plain data) see them as text.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const systems = path.join(import.meta.dirname, '..', '..', 'src', 'systems');
const SYSTEMS = ['2hdc', 'cards', '3d6', 'exploration', 'dungeon-world'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : name.endsWith('.ts') ? [p] : [];
  });
}

/** Ways of reading an option's id (or a prompt) as data: a prefix test, a cut, a split, a character code, a pattern. */
const PARSING: readonly [RegExp, string][] = [
  [/\b(id|choice|choice\.id|o\.id|opt\.id)\s*\.\s*(startsWith|endsWith|split|slice|substring|indexOf|includes|charCodeAt|match)\s*\(/, 'an option id taken apart'],
  [/\.id\s*\.\s*(startsWith|endsWith|split|slice|substring|indexOf|charCodeAt|match)\s*\(/, 'an option id taken apart'],
  [/\b(req|request)\.prompt\b/, "a request's prompt read for data"],
  [/Number\(\s*(id|choice)\s*\)/, 'an option id read as a number'],
];

for (const system of SYSTEMS) {
  test(`${system}: no rule or bot parses an option id or a prompt`, () => {
    const root = path.join(systems, system);
    const files = [...filesUnder(path.join(root, 'rules')), ...filesUnder(path.join(root, 'bots'))];
    assert.ok(files.length > 5, `the scan sees the rules and bots (${files.length} files)`);
    const found: string[] = [];
    for (const f of files) {
      readFileSync(f, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const [re, what] of PARSING) if (re.test(line)) found.push(`${path.relative(root, f)}:${i + 1}: ${what}: ${line.trim()}`);
        });
    }
    assert.deepEqual(found, []);
  });
}

test('the scan catches each form of id parsing it names', () => {
  const samples = ["if (o.id.startsWith('move:')) {", "const [x, y] = choice.slice(5).split(',')", "const k = Number(id);", 'const piece = /x/.exec(req.prompt);', 'id.split(":")'];
  for (const s of samples) assert.ok(PARSING.some(([re]) => re.test(s)), `caught: ${s}`);
  assert.ok(!PARSING.some(([re]) => re.test("if (o.id === 'done') return;")), 'comparing a whole id with a constant is no parsing');
});
