/** The main menu a newcomer meets: pick a system, start or continue a game, see the high scores. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseOptions } from '../core/engine.ts';
import { BadSave, loadSave, readSave } from '../save/save.ts';
import { recentGames } from '../store/games.ts';
import { savesDir } from '../store/db.ts';
import { loadSystems, systemTitle } from '../systems/registry.ts';
import { defaultSavePath, parseSeed } from './args.ts';
import { freshSeed } from '../session/seed.ts';
import { terminalIo, type Io } from './io.ts';
import { playLoop } from './play.ts';
import { printScores } from './scores.ts';
import { counted } from '../core/text.ts';

async function pick(io: Io, title: string, items: string[]): Promise<number | null> {
  for (;;) {
    io.print('');
    io.print(title);
    items.forEach((it, i) => io.print(`  ${i + 1}) ${it}`));
    io.print('  q) back');
    const line = await io.ask('> ');
    if (line === null || line.trim() === 'q') return null;
    const n = Number(line.trim());
    if (Number.isInteger(n) && n >= 1 && n <= items.length) return n - 1;
    io.print(`Type a number from 1 to ${items.length}, or q.`);
  }
}

async function newGame(io: Io): Promise<void> {
  const systems = await loadSystems();
  const k = await pick(io, 'Which game?', systems.map((s) => `${systemTitle(s)} [${s.id}]`));
  if (k === null) return;
  const system = systems[k]!;
  const id = system.id;
  const d = await pick(io, 'Who rolls the dice?', ['The computer (seeded)', 'I roll real dice / draw real cards and type them in (physical)']);
  if (d === null) return;
  const seedLine = await io.ask('Seed (Enter for a fresh one): ');
  let seed = freshSeed();
  if (seedLine && seedLine.trim()) {
    try {
      seed = parseSeed(seedLine);
    } catch (e) {
      io.print(`${(e as Error).message} Using ${seed}.`);
    }
  }
  const savePath = defaultSavePath(id, seed);
  io.print(`Seed ${seed}. The game is saved to ${savePath} after every move.`);
  await playLoop({ system, seed, options: parseOptions(system, {}), dice: d === 0 ? 'seeded' : 'physical', auto: false, savePath }, io);
}

async function continueGame(io: Io): Promise<void> {
  const dir = savesDir();
  const open: { file: string; label: string }[] = [];
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.json') && !f.endsWith('.report.json')).sort()) {
    try {
      const s = readSave(join(dir, f));
      if (s.status !== 'over') open.push({ file: join(dir, f), label: `${f} (${s.system}, ${counted(s.decisions.length, 'decision')})` });
    } catch {
      /* not a save of ours: skip */
    }
  }
  if (open.length === 0) {
    io.print('No unfinished games in ' + dir + '.');
    return;
  }
  const k = await pick(io, 'Continue which game?', open.map((o) => o.label));
  if (k === null) return;
  try {
    const { save, system } = await loadSave(open[k]!.file);
    await playLoop({ system, seed: save.seed, options: save.options, dice: save.dice, auto: false, savePath: open[k]!.file, decisions: save.decisions, autoRuns: save.auto, physical: save.physical }, io);
  } catch (e) {
    if (e instanceof BadSave) io.print(`Cannot continue: ${e.message}`);
    else throw e;
  }
}

export async function menu(): Promise<void> {
  const io = terminalIo();
  io.print('Dungeon Crawl: tabletop dungeon crawls with the computer as the game master.');
  try {
    for (;;) {
      const k = await pick(io, 'Main menu', ['New game', 'Continue a saved game', 'High scores (playing-card game)', 'Past games']);
      if (k === null) return;
      if (k === 0) await newGame(io);
      else if (k === 1) await continueGame(io);
      else if (k === 2) printScores(undefined, 10, (l) => io.print(l));
      else {
        const rows = recentGames(15);
        if (rows.length === 0) io.print('No finished games yet.');
        for (const g of rows) io.print(`  ${g.finished}  ${g.system.padEnd(12)} seed ${g.seed}: ${g.outcome}`);
      }
    }
  } finally {
    io.close();
  }
}
