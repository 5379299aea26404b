/**
 * Browser tests' tools: the built server started on a free port in its own
 * home folder (a child process, so a test can stop and restart it), and
 * Chromium driven by playwright-core: the system's, or the npm package's
 * (test/support/chromium.ts). Nothing is skipped: without the built client a
 * test fails and says what to do.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before } from 'node:test';
import { chromium, type Browser as Chromium, type BrowserContext, type Page } from 'playwright-core';
import { chromiumToLaunch } from '../support/chromium.ts';

export const ROOT = join(import.meta.dirname, '..', '..');
export const ARTIFACTS = join(ROOT, 'artifacts', 'web');


export interface Server {
  /** The server's address (what a guest opens). */
  url: string;
  /** The address `serve` printed, with the owner's key: the browser that opens it is the owner. */
  ownerUrl: string;
  /** The `Cookie` header of the owner (for fetch). */
  ownerCookie: string;
  home: string;
  proc: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `dungeon-crawl serve` (the built command, as `npm start` runs it) on `port` (0: a free one); resolves once it listens. `nodeArgs`: for node itself (a benchmark's --cpu-prof). */
export function startServer(home = mkdtempSync(join(tmpdir(), 'dc-web-')), port = 0, args: string[] = [], nodeArgs: string[] = []): Promise<Server> {
  const cli = join(ROOT, 'dist', 'cli', 'main.js');
  if (!existsSync(cli) || !existsSync(join(ROOT, 'dist', 'web', 'index.html'))) {
    throw new Error('the command or the browser client is not built: run `npm run build` (npm test does) before the browser tests');
  }
  const proc = spawn(process.execPath, [...nodeArgs, join(ROOT, 'bin', 'dungeon-crawl.js'), 'serve', '--port', String(port), '--no-open', ...args], { env: { ...process.env, DUNGEON_CRAWL_HOME: home }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    // A minute: on a machine loaded by other runs a start can take many seconds. A server too slow is stopped, or its pipes would keep the test process alive.
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`the server did not start within 60 s: ${out}`));
    }, 60_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /serving the game at (http:\/\/\S+)\?key=([\w-]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[1]!,
          ownerUrl: `${m[1]!}?key=${m[2]!}`,
          ownerCookie: `dc_owner=${m[2]!}`,
          home,
          proc,
          stop: () =>
            new Promise<void>((done) => {
              if (proc.exitCode !== null || proc.signalCode !== null) return done();
              proc.once('exit', () => done());
              proc.kill('SIGINT');
            }),
        });
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${out}`)));
  });
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen on the page. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * One Chromium for the whole process once `shareChromium()` was called (the
 * runner's groups of browser files do, scripts/test.mjs): each browser is a
 * context of its own in it, as separate as another profile (storage, cookies),
 * and launching costs a second or more of CPU. Otherwise each browser launches
 * its own, closed with it.
 */
let shared: Promise<Chromium> | null = null;
let sharing = false;

/** Keeps one Chromium for the rest of the process, closed after its last test. */
export function shareChromium(): void {
  sharing = true;
  after(async () => {
    const b = shared;
    shared = null;
    await (await b)?.close();
  });
}

/** A Chromium to open contexts in, and whether its caller owns it (closes it). */
async function launch(): Promise<{ chromium: Chromium; own: boolean }> {
  const { path, args } = await chromiumToLaunch();
  if (!sharing) return { chromium: await chromium.launch({ executablePath: path, args }), own: true };
  // A shared Chromium that crashed is launched again rather than failing every later file.
  if (shared && !(await shared.catch(() => null))?.isConnected()) shared = null;
  shared ??= chromium.launch({ executablePath: path, args });
  return { chromium: await shared, own: false };
}

/** A page's errors, gathered as they come. */
function watch(page: Page, consoleToo: boolean): string[] {
  const errors: string[] = [];
  if (consoleToo)
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  return errors;
}

/** Chromium through playwright-core, with a fresh profile (a new context). */
export async function openBrowser(): Promise<Browser> {
  const b = await launch();
  const context = await b.chromium.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watch(page, true);
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      if (b.own) await b.chromium.close();
    },
  };
}

/**
 * One Chromium for several people: each `person()` is a separate browser
 * context (its own storage and cookies, as another device would have).
 */
export async function openPeople(): Promise<{ chromium: Chromium; person(): Promise<Browser>; close(): Promise<void> }> {
  const b = await launch();
  const contexts = new Set<BrowserContext>();
  return {
    chromium: b.chromium,
    person: async () => {
      const context = await b.chromium.newContext({ viewport: { width: 1100, height: 900 } });
      contexts.add(context);
      const page = await context.newPage();
      const errors = watch(page, false);
      return {
        context,
        page,
        errors,
        close: () => {
          contexts.delete(context);
          return context.close();
        },
      };
    },
    close: async () => {
      if (b.own) return b.chromium.close();
      for (const c of contexts) await c.close();
    },
  };
}

/** Opens the owner's address, as the owner's browser does once: the page keeps the owner's cookie, and the key leaves the address bar. */
export async function becomeOwner(page: Page, server: Server): Promise<void> {
  await page.goto(server.ownerUrl);
  if (page.url().includes('key=')) throw new Error(`the key stayed in the address: ${page.url()}`);
}

/** Saves a screenshot as an artifact (artifacts/web, not in git). */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Every test of the file leaves a screenshot of its game screen as it ended: artifacts/web/test-<file>-<test name>.png. */
export function screenshotEachTest(file: string, browser: () => Browser | undefined): void {
  afterEach(async (t) => {
    const b = browser();
    if (b && !b.page.isClosed()) await screenshot(b.page, `test-${file}-${t.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60).replace(/-$/, '')}`);
  });
}

/** One browser and one server for a test file, closed after it; each test leaves a screenshot. */
export function browserSuite(file: string): { b: Browser; server: Server } {
  const s = {} as { b: Browser; server: Server };
  before(async () => {
    s.b = await openBrowser();
    s.server = await startServer();
    await becomeOwner(s.b.page, s.server);
  });
  after(async () => {
    await s.b?.close();
    await s.server?.stop();
  });
  screenshotEachTest(file, () => s.b);
  return s;
}

/**
 * One server and one Chromium for a file of tests with several people (each
 * `people.person()` a browser context of its own, as another device); each
 * test leaves a screenshot of the screen `shown` names then.
 */
export function peopleSuite(file: string): { server: Server; people: Awaited<ReturnType<typeof openPeople>>; shown: Browser | undefined } {
  const s = { shown: undefined } as { server: Server; people: Awaited<ReturnType<typeof openPeople>>; shown: Browser | undefined };
  before(async () => {
    s.server = await startServer();
    s.people = await openPeople();
  });
  after(async () => {
    await s.people?.close();
    await s.server?.stop();
  });
  screenshotEachTest(file, () => s.shown);
  return s;
}
