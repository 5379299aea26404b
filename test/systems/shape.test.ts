/**
 * The one shape of a system folder (ARCHITECTURE.md, "The same parts in every
 * folder"): rules and tables are pure procedures and data, so nothing they
 * import, directly or through other files, lies in the system's view/ or
 * bots/ folders or in its definition (index.ts, which brings in both). Every
 * folder under src/systems with both rules/ and view/ is checked.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SYSTEMS = fileURLToPath(new URL('../../src/systems/', import.meta.url));

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : /\.tsx?$/.test(name) ? [p] : [];
  });
}

/** The relative imports of a file (static, re-exports, dynamic, type-only), resolved to paths. */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) out.push(path.resolve(path.dirname(file), m[1]!));
  return out;
}

/** The folders that have the shape: rules/ and view/. */
function shapedSystems(): string[] {
  return readdirSync(SYSTEMS).filter((id) => existsSync(path.join(SYSTEMS, id, 'rules')) && existsSync(path.join(SYSTEMS, id, 'view')));
}

/** For each file reached from `start` inside `root`, the chain of imports that reached it. */
function reach(start: string, root: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  while (queue.length) {
    const f = queue.shift()!;
    if (!existsSync(f)) continue;
    for (const g of importsOf(f)) {
      if (!g.startsWith(root) || chains.has(g)) continue;
      chains.set(g, [...chains.get(f)!, g]);
      queue.push(g);
    }
  }
  return chains;
}

test('cards, 2hdc, 3d6 and exploration have the shape: rules/ and view/ beside the definition, options, state, glossary and invariants', () => {
  const shaped = shapedSystems();
  for (const id of ['cards', '2hdc', '3d6', 'exploration']) {
    assert.ok(shaped.includes(id), `${id} has rules/ and view/`);
    for (const part of ['index.ts', 'options.ts', 'state.ts', 'rules-glossary.ts', 'invariants.ts', 'bots', 'view/view-model.ts', 'view/text.ts']) {
      assert.ok(existsSync(path.join(SYSTEMS, id, part)), `${id}/${part}`);
    }
  }
});

test('no file under rules/ or tables/ reaches view/, bots/ or index.ts of its system', () => {
  // Each import that breaks the rule, once, with the rules file that first led to it.
  const problems = new Map<string, string>();
  for (const id of shapedSystems()) {
    const root = path.join(SYSTEMS, id) + path.sep;
    const banned = (f: string) => {
      const rel = path.relative(root, f).split(path.sep);
      return rel[0] === 'view' || rel[0] === 'bots' || (rel.length === 1 && rel[0] === 'index.ts');
    };
    for (const start of [...filesUnder(path.join(root, 'rules')), ...filesUnder(path.join(root, 'tables'))]) {
      for (const [f, chain] of reach(start, root)) {
        const edge = chain.slice(-2).map((c) => path.relative(SYSTEMS, c)).join(' imports ');
        if (banned(f) && !problems.has(edge)) problems.set(edge, `reached from ${path.relative(SYSTEMS, start)}`);
      }
    }
  }
  assert.deepEqual(Object.fromEntries(problems), {});
});

test('2HDC: the fight and the characters are entered only through rules/api.ts', () => {
  const root = path.join(SYSTEMS, '2hdc') + path.sep;
  const rel = (f: string) => path.relative(root, f).split(path.sep).join('/');
  const behind = (f: string) => /^rules\/(combat|characters)\//.test(rel(f));
  // Magic items and spells are the fight's and the dungeon's both: they may use the fight's parts, and be used from outside.
  const within = (f: string) => behind(f) || rel(f).startsWith('rules/magic/');
  // The door itself, the types it names, and the speed module that settles the fight's object shapes (speed/shapes.ts).
  const doors = new Set(['rules/api.ts', 'rules/api-types.ts', 'speed/shapes.ts']);
  const around: string[] = [];
  for (const f of filesUnder(root)) {
    if (within(f) || doors.has(rel(f))) continue;
    for (const g of importsOf(f)) if (behind(g)) around.push(`${rel(f)} imports ${rel(g)}`);
  }
  assert.deepEqual(around, []);
});

test('the scan sees every form of import', () => {
  const text = [
    "import { a } from '../view/a.ts';",
    "import type { B } from '../bots/b.ts';",
    "export { c } from './c.ts';",
    "const d = await import('../view/d.ts');",
    "import '../e.ts';",
    "import { z } from 'zod';",
  ].join('\n');
  const seen = importsOf('/s/x/rules/f.ts', text).map((f) => path.relative('/s/x', f));
  assert.deepEqual(seen, ['view/a.ts', 'bots/b.ts', path.join('rules', 'c.ts'), 'view/d.ts', 'e.ts']);
});
