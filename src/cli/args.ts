/** Argument parsers shared by the commands: each refuses bad input with one clear line. */
import { InvalidArgumentError } from 'commander';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { BadSave } from '../save/save.ts';
import { savesDir } from '../store/db.ts';
import { SEED_MAX } from '../save/schema.ts';

/** A seed is a whole number from 0 to 4294967295 (32 bits), kept and shown as typed. */
export function parseSeed(v: string): number {
  const t = v.trim();
  if (!/^\d{1,10}$/.test(t) || Number(t) > SEED_MAX) throw new InvalidArgumentError(`a seed is a whole number from 0 to ${SEED_MAX}.`);
  return Number(t);
}

export function parseCount(v: string): number {
  if (!/^\d+$/.test(v.trim()) || Number(v) < 1 || Number(v) > 10_000_000) throw new InvalidArgumentError('give a whole number of games from 1 to 10000000.');
  return Number(v);
}

/** A number of minutes, fractions allowed (0.5: half a minute). */
export function parseMinutes(v: string): number {
  const n = Number(v.trim());
  if (!/^\d+(\.\d+)?$/.test(v.trim()) || n <= 0 || n > 525_600) throw new InvalidArgumentError('give a number of minutes above 0 (fractions allowed: 0.5), at most a year.');
  return n;
}

/** `--option key=value`, repeatable; values read as JSON when they parse (numbers, true/false), else as text. */
export function collectOption(v: string, acc: Record<string, unknown>): Record<string, unknown> {
  const m = /^([A-Za-z][\w.-]*)=(.*)$/.exec(v);
  if (!m) throw new InvalidArgumentError('write a rule option as key=value, e.g. --option difficulty=hardcore.');
  let val: unknown = m[2];
  try {
    val = JSON.parse(m[2]!);
  } catch {
    /* plain text */
  }
  return { ...acc, [m[1]!]: val };
}

export function parsePort(v: string): number {
  if (!/^\d+$/.test(v.trim()) || Number(v) > 65535) throw new InvalidArgumentError('a port is a whole number from 0 to 65535 (0: any free port).');
  return Number(v);
}

export function parseWorkers(v: string): number {
  if (!/^\d+$/.test(v.trim()) || Number(v) < 1 || Number(v) > 256) throw new InvalidArgumentError('give a whole number of worker threads from 1 to 256.');
  return Number(v);
}

/**
 * The save a player names: the file as given when it exists, else by its bare
 * name in the saves folder ("cards-123" or "cards-123.json"). A path that
 * does not exist is returned as given (loading it says so); a bare name found
 * nowhere is refused naming both places looked in.
 */
export function findSave(name: string): string {
  if (existsSync(name) || basename(name) !== name) return name;
  const dir = savesDir();
  for (const f of [name, `${name}.json`]) if (existsSync(join(dir, f))) return join(dir, f);
  throw new BadSave(`cannot read ${name}: no such file here or in the saves folder ${dir}`);
}

/** A save file name in the saves folder that does not exist yet. */
export function defaultSavePath(system: string, seed: number): string {
  const dir = savesDir();
  let p = join(dir, `${system}-${seed}.json`);
  for (let k = 2; existsSync(p); k++) p = join(dir, `${system}-${seed}-${k}.json`);
  return p;
}
