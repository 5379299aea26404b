/**
 * What the instruction-count benchmarks share (2hdc-instructions.ts,
 * dw-instructions.ts): one `simulate SYSTEM --workers 1` run of the built
 * command under Valgrind's cachegrind, every thread's instructions counted.
 */
import { spawnSync } from 'node:child_process';

/** Whether Valgrind is on the PATH. */
export function hasValgrind(): boolean {
  return !spawnSync('valgrind', ['--version']).error;
}

/** Instructions of one `simulate system --games N --workers 1` run of `bin`, with `nodeFlags` given to Node. */
export function simulateInstructions(bin: string, system: string, games: number, nodeFlags: readonly string[]): number {
  const args = ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', process.execPath, ...nodeFlags, bin, 'simulate', system, '--games', String(games), '--workers', '1', '--json'];
  const r = spawnSync('valgrind', args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.error) throw r.error;
  const m = /I\s+refs:\s+([\d,]+)/.exec(r.stderr);
  if (r.status !== 0 || !m) throw new Error(`valgrind: ${r.stderr.slice(-500)}`);
  return Number(m[1]!.replace(/,/g, ''));
}
