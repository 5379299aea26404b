/**
 * The layering check (`npm run check:deps`, .dependency-cruiser.cjs) refuses
 * what it is there to refuse: planted in a temporary tree of fixture files,
 * never in src/.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/** Runs dependency-cruiser with the project's rules over `files` (path → text); returns its exit status and output. */
function cruise(files: Record<string, string>): { status: number | null; out: string } {
  const dir = mkdtempSync(join(tmpdir(), 'deps-'));
  try {
    for (const [p, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, p)), { recursive: true });
      writeFileSync(join(dir, p), text);
    }
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'), 'src', '--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'err'], { cwd: dir, encoding: 'utf8' });
    return { status: r.status, out: r.stdout + r.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const CLEAN = {
  'src/session/seed.ts': 'export const seed = 1;\n',
  'src/cli/main.ts': "import { seed } from '../session/seed.ts';\nexport const a = seed;\n",
  'src/server/app.ts': "import { seed } from '../session/seed.ts';\nexport const b = seed;\n",
};

test('a tree that keeps the layers passes', () => {
  const r = cruise(CLEAN);
  assert.equal(r.status, 0, r.out);
});

test('a server module importing the terminal is refused', () => {
  const r = cruise({ ...CLEAN, 'src/cli/play.ts': 'export const p = 1;\n', 'src/server/view.ts': "import { p } from '../cli/play.ts';\nexport const v = p;\n" });
  assert.notEqual(r.status, 0);
  assert.match(r.out, /server-not-cli/);
});

test('a circle is refused, a type-only one too', () => {
  // Both circles in one tree (one run of the checker, about 0.75 s of CPU), each named in the output.
  const r = cruise({
    ...CLEAN,
    'src/core/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
    'src/core/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
    'src/core/c.ts': "import type { D } from './d.ts';\nexport interface C { d: D }\n",
    'src/core/d.ts': "import type { C } from './c.ts';\nexport interface D { c: C }\n",
  });
  assert.notEqual(r.status, 0);
  assert.match(r.out, /no-circular: src\/core\/a\.ts → /, 'the runtime circle');
  assert.match(r.out, /no-circular: src\/core\/c\.ts → /, 'the type-only circle');
});

test("a system's rules reaching its view are refused", () => {
  const r = cruise({ ...CLEAN, 'src/systems/toy/view/text.ts': 'export const t = 1;\n', 'src/systems/toy/rules/turn.ts': "import { t } from '../view/text.ts';\nexport const u = t;\n" });
  assert.notEqual(r.status, 0);
  assert.match(r.out, /rules-not-presentation/);
});

test("an outer layer importing a system's insides is refused; the registry is the door", () => {
  const system = { 'src/systems/toy/index.ts': 'export const toy = { id: "toy" };\n', 'src/systems/toy/view/text.ts': 'export type T = string;\n', 'src/systems/registry.ts': "export const load = () => import('./toy/index.ts');\n" };
  const viaRegistry = cruise({ ...CLEAN, ...system, 'src/server/games.ts': "import { load } from '../systems/registry.ts';\nexport const g = load;\n" });
  assert.equal(viaRegistry.status, 0, viaRegistry.out);
  // The three ways around the registry in one tree (one run of the checker), each refused by name.
  const around = [['src/cli/play.ts', 'systems/toy/index.ts'], ['src/server/api-types.ts', 'systems/toy/view/text.ts'], ['src/save/save.ts', 'systems/toy/index.ts']] as const;
  const r = cruise({ ...CLEAN, ...system, ...Object.fromEntries(around.map(([from, to]) => [from, `import type { T } from '../${to}';\nexport type U = T;\n`])) });
  assert.notEqual(r.status, 0);
  for (const [from, to] of around) assert.ok(r.out.includes(`systems-through-registry: ${from} → src/${to}`), `${from} → src/${to} refused:\n${r.out}`);
});
