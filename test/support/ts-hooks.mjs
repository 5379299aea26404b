/**
 * Module hooks of test/support/ts-loader.mjs (they run in Node's loader
 * thread): a .ts or .tsx file is compiled by esbuild's transform (types
 * stripped, JSX for Preact as web/ has it; nothing renamed, so no keepNames)
 * and kept in node_modules/.cache/dungeon-crawl/ts by the hash of its text,
 * so the test processes of a run, and the next runs, compile each file once.
 * esbuild itself (a child process of its own) is started only on a miss.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CACHE = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'dungeon-crawl', 'ts');
/** Part of every key: a change of the options below, or of Node (the target), compiles everything anew. */
const VERSION = `1 node${process.versions.node}`;

let esbuild = null;

function compile(path, source) {
  const key = createHash('sha1').update(VERSION).update('\0').update(path).update('\0').update(source).digest('hex');
  const file = join(CACHE, key.slice(0, 2), `${key}.js`);
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // Not compiled yet.
  }
  esbuild ??= import('esbuild');
  return esbuild.then(({ transformSync }) => {
    const { code } = transformSync(source, {
      loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
      format: 'esm',
      target: `node${process.versions.node}`,
      sourcemap: 'inline',
      sourcefile: path,
      jsx: 'automatic',
      jsxImportSource: 'preact',
    });
    mkdirSync(join(CACHE, key.slice(0, 2)), { recursive: true });
    // Written aside then renamed: another test process may read the same file meanwhile.
    const tmp = `${file}.${process.pid}`;
    writeFileSync(tmp, code);
    renameSync(tmp, file);
    return code;
  });
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !/\.tsx?$/.test(url)) return next(url, context);
  const path = fileURLToPath(url);
  return { format: 'module', source: await compile(path, readFileSync(path, 'utf8')), shortCircuit: true };
}
