/** The one shape of a system folder: 3d6's rules/ imports nothing from its view/ or bots/ (they may import the rules, never the other way). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../../src/systems/3d6');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/** Every module a file imports (static, type-only or dynamic), resolved against the file. */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.[^'"]+)['"]/g)) out.push(resolve(dirname(file), m[1]!));
  return out;
}

test('3d6 rules/ imports nothing from view/ or bots/', () => {
  const bad: string[] = [];
  for (const f of files(join(ROOT, 'rules'))) {
    for (const target of importsOf(f)) {
      const rel = relative(ROOT, target);
      if (rel.startsWith('view/') || rel.startsWith('bots/')) bad.push(`${relative(ROOT, f)} imports ${rel}`);
    }
  }
  assert.deepEqual(bad, []);
});

test('the check sees an import into bots/ (it can fail)', () => {
  const fake = join(ROOT, 'rules/combat/fight.ts');
  const rel = (s: string) => relative(ROOT, resolve(dirname(fake), s));
  assert.equal(rel('../../bots/game-master.ts'), 'bots/game-master.ts');
  assert.ok(importsOf(join(ROOT, 'index.ts')).some((t) => relative(ROOT, t).startsWith('bots/')), 'index.ts imports the bots');
});
