/** The text players read (log, views, reports) of many auto-played games of every built system: articles, plurals and verbs agree. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay } from '../../src/core/engine.ts';
import { loadSystem } from '../../src/systems/registry.ts';

const PROBLEMS: [string, RegExp][] = [
  // Not a name's letter ("Orc A is Out of the Fight": each enemy is named by race and a letter).
  ['"a" before a vowel', /(?<!\b[A-Z][a-z]+ )\b[Aa] [AEIOaeio][a-z]/],
  ['"(s)" for a plural', /\w\((s|es)\)/],
  ['one of a plural noun', /(?<![\d.\-])\b1 (enemies|points|cards|tiles|turns|rooms|monsters|successes|levels|uses|captives|coins|items|decisions|events|Minions|adventures|dice)\b/],
  ['one name that "are"', /^(?:[\d.]+ )?[^,]+(?<! and [^,]*) are left behind/],
];

async function texts(id: string, games: number, options: Record<string, unknown>[] = [{}]): Promise<string[]> {
  const system = await loadSystem(id);
  const out: string[] = [];
  for (let seed = 1; seed <= games; seed++) {
    for (const o of options) {
      const r = autoplay(system, seed, o, true);
      for (const e of r.events) out.push(e.rule ? `${e.rule} ${e.text}` : e.text);
      out.push(...system.view(r.state).split('\n'), ...system.report(r.state).story);
    }
  }
  return out;
}

for (const [id, games, options] of [['2hdc', 30, [{}]], ['cards', 40, [{ character: 'mage', difficulty: 'normal' }, { character: 'warrior', difficulty: 'hardcore' }]]] as const) {
  test(`${id}: what players read has no broken article, plural or verb`, async () => {
    const lines = await texts(id, games, options as unknown as Record<string, unknown>[]);
    assert.ok(lines.length > 1000);
    for (const [what, re] of PROBLEMS) {
      const bad = lines.filter((l) => re.test(l));
      assert.deepEqual(bad.slice(0, 5), [], `${what}: ${bad.length} line(s)`);
    }
  });
}
