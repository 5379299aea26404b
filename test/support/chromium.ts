/**
 * Which Chromium the browser tests drive: the system's when there is one
 * (`CHROMIUM_PATH`, else /usr/bin/chromium), otherwise the build shipped in
 * the npm package @sparticuz/chromium (unpacked to the temp folder on first
 * use, about 11 s; no root, no apt). `TEST_FROM_NPM=1` takes the npm build
 * even where the system has one, so CI checks what a new user gets.
 */
import { existsSync } from 'node:fs';

/** The flags every launch uses: headless, no sandbox (tests may run as root), and nothing that reaches for the network. */
const QUIET = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const FROM_NPM = process.env.TEST_FROM_NPM === '1';

let found: Promise<{ path: string; args: string[] }> | null = null;

/** The Chromium to launch and its flags (found once per process). */
export function chromiumToLaunch(): Promise<{ path: string; args: string[] }> {
  found ??= (async () => {
    const system = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
    if (!FROM_NPM && existsSync(system)) return { path: system, args: QUIET };
    const { default: npmChromium } = await import('@sparticuz/chromium');
    // The package's own flags (single process, no web security) suit a serverless box, not tests of several people: ours suffice.
    return { path: await npmChromium.executablePath(), args: QUIET };
  })();
  return found;
}
