/** `dungeon-crawl`: the command line. Every bad input ends in one clear line and a non-zero exit. */
import { HomeProblem } from '../store/home-dir.ts';
import { Command, CommanderError, Option } from 'commander';
import { IllegalReplay } from '../core/request.ts';
import { toJsonLines } from '../core/events.ts';
import { parseOptions } from '../core/engine.ts';
import { ODDS_HELP, evaluateOdds, formatOdds, parseOddsExpr } from '../core/odds-expr.ts';
import { BadDataDir, dataOptions, dataSetups } from './data-dir.ts';
import { BadScenario, scenarioOptions } from './scenario-file.ts';
import { adventureLines, adventureOptions, BadAdventureFile } from './adventure-file.ts';
import { BadSave, loadSave } from '../save/save.ts';
import { checkWritable, FileProblem, shownPath, writeFileAtomic } from '../save/files.ts';
import { loadSystem, loadSystems, systemIds, UnknownSystem } from '../systems/registry.ts';
import { parseDbUrl } from './db-url.ts';
import { checkOverwritable } from './save-target.ts';
import { collectOption, defaultSavePath, findSave, parseCount, parseMinutes, parsePort, parseSeed, parseWorkers } from './args.ts';
import { freshSeed } from '../session/seed.ts';
import { terminalIo } from './io.ts';
import { campaignBand, campaignStart, carryHook, readCampaign, readCampaigns } from '../session/campaign.ts';
import { COMMANDS_HELP, playLoop, stepThrough } from './play.ts';
import { fullLine } from './compact.ts';
import { defaultWorkers, renderComparison, renderSummary, resultsOf, simulate } from './simulate.ts';
import { compareRuns } from '../sim/results.ts';
import { resultsCsv } from '../sim/csv.ts';
import { chooseSetups } from '../sim/games.ts';
import { counted } from '../core/text.ts';

/** Errors a player can cause: printed as one line, never a stack trace. */
export class UserError extends Error {}

const program = new Command();
program
  .name('dungeon-crawl')
  .description('Play tabletop dungeon crawls: the computer rolls, looks up every table, runs every monster and cites the rule.\nWith no command, opens the menu.')
  .version('0.1.0')
  .showSuggestionAfterError()
  .exitOverride();

const systemsLine = `Systems: ${systemIds().join(', ')}.`;

program.addHelpText(
  'after',
  `
Examples:
  dungeon-crawl serve                           play in the browser (what npm start does)
  dungeon-crawl play cards                      a game of the playing-card Dungeon Crawl
  dungeon-crawl play 2hdc --dice physical       2 Hour Dungeon Crawl with your own dice
  dungeon-crawl play 2hdc --campaign "Iron Band"  the next adventure of a campaign
  dungeon-crawl simulate 2hdc                   success rate, Star survival, every table's results
  dungeon-crawl odds 4d6 pass 5 vs 3d6 pass 4   exact odds of an opposed test
  dungeon-crawl rules cards                     rule options and their defaults
Games are saved after every move in ~/.dungeon-crawl/saves (or $DUNGEON_CRAWL_HOME/saves).`,
);

program
  .command('menu')
  .description('pick a system, start or continue a game, see the high scores')
  .action(async () => {
    const { menu } = await import('./menu.ts');
    await menu();
  });

program
  .command('serve')
  .description('play in the browser: start the local server and open the game in the default browser (what `npm start` does)')
  .option('--port <n>', 'port to listen on (0: any free port)', parsePort, 8420)
  .option('--host <host>', 'address to listen on (127.0.0.1: this computer only)', '127.0.0.1')
  .option('--no-open', 'do not open a browser')
  .option('--db <url>', "where network play's rooms live: a postgres:// or postgresql:// URL, shared by several server processes (default: this server's SQLite database)", parseDbUrl)
  .option('--idle-minutes <n>', 'close rooms nobody visits for this long, keeping their games as saves', parseMinutes, 60)
  .action(async (o: { port: number; host: string; open: boolean; db?: string; idleMinutes: number }) => {
    const { serve } = await import('../server/serve.ts');
    try {
      await serve(o);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') throw new UserError(`port ${o.port} is in use: pick another with --port N`);
      if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') throw new UserError(`cannot listen on ${o.host}: not an address of this computer`);
      throw e;
    }
  });

program
  .command('roll')
  .description('roll dice: standard notation (2d6+1, 4d6kh3, 4d6<=3) or any odds expression (3d6 keep mid, 4d6 pass 4, 1/2d6)')
  .argument('<notation...>', 'what to roll')
  .option('--seed <n>', 'seed for a reproducible roll', parseSeed)
  .action(async (words: string[], o: { seed?: number }) => {
    const { rollNotation } = await import('../core/notation.ts');
    try {
      console.log(rollNotation(words.join(' '), o.seed ?? freshSeed()).output);
    } catch (e) {
      throw new UserError((e as Error).message);
    }
  });

program
  .command('odds')
  .description('exact odds of a dice test (see --help for the expression language)')
  .argument('<expression...>', 'the test, e.g. "4d6 pass 5 vs 3d6 pass 4"')
  .addHelpText('after', '\n' + ODDS_HELP)
  .action(async (words: string[]) => {
    try {
      console.log(formatOdds(evaluateOdds(parseOddsExpr(words.join(' ')))));
    } catch (e) {
      throw new UserError((e as Error).message);
    }
  });

program
  .command('play')
  .description(`play a game in the terminal. ${systemsLine}`)
  .argument('<system>', 'which rule system')
  .option('--seed <n>', 'seed of the game (default: a fresh one, shown and saved)', parseSeed)
  .option('--auto', 'bots make every decision and play to the end')
  .addOption(new Option('--dice <source>', 'seeded: the computer rolls; physical: you roll real dice and draw real cards and type them in').choices(['seeded', 'physical']).default('seeded'))
  .option('--save <file>', 'where the game is saved after every move (default: in the saves folder)')
  .option('--log <file>', 'write the event log as JSON Lines')
  .option('--option <key=value>', 'a rule option, repeatable (see `dungeon-crawl rules <system>`)', collectOption, {})
  .option('--quiet', 'with --auto, print only the end of the game')
  .option('--campaign <name>', 'play the next adventure of a campaign (2hdc: the band, items and Reps; dungeon-world: gold, items, power-ups and spells, the shop after each game); created on first use')
  .option('--data <dir>', 'a folder of JSON files replacing the default data (3d6: weapons, armour, items, spells, bestiary, characters, wandering; dungeon-world: bestiary, heroes); kept in the save')
  .option('--scenario <file>', 'a scenario file in place of the shipped or generated dungeon (3d6: JSON rooms, doors, traps, monsters, treasure, hirelings; dungeon-world: the map, areas, doors, features, monsters, objective), or a shipped one by name (3d6: drowned-chapel; dungeon-world: crypt-of-bones, sunken-granary, bone-mill, drakes-vault); kept in the save')
  .option('--adventure <file>', 'an adventure file to play (exploration; see `dungeon-crawl adventures` for the shipped ones); kept in the save, sealed')
  .option('--games <n>', 'with --campaign: play this many games of the campaign in a row (default: with --auto one, otherwise ask after each game)', parseCount)
  .addHelpText('after', `\n${COMMANDS_HELP}`)
  .action(async (id: string, o: { seed?: number; auto?: boolean; dice: 'seeded' | 'physical'; save?: string; log?: string; option: Record<string, unknown>; quiet?: boolean; campaign?: string; data?: string; scenario?: string; adventure?: string; games?: number }) => {
    const system = await loadSystem(id);
    let base = o.data === undefined ? o.option : { ...dataOptions(system, o.data), ...o.option };
    if (o.adventure !== undefined) base = { ...adventureOptions(system, o.adventure), ...base };
    if (o.scenario !== undefined) base = { ...scenarioOptions(system, o.scenario, base.data ?? null), ...base };
    if (o.campaign !== undefined) {
      if (!carryHook(system)) throw new UserError(`${system.name} has no campaigns`);
      if (!o.campaign.trim()) throw new UserError('a campaign needs a name');
    } else if (o.games !== undefined) throw new UserError('--games plays the games of a campaign: name it with --campaign');
    /** The options of the next game: the campaign's, as its last game left them, under the ones typed. */
    const optionsNow = () => {
      if (o.campaign === undefined) return parseOptions(system, base);
      const c = readCampaign(system, o.campaign);
      if (c && c.system !== system.id) throw new UserError(`campaign "${o.campaign}" is a ${c.system} campaign`);
      return parseOptions(system, { ...((c?.data as Record<string, unknown>) ?? campaignStart(system, o.campaign)), ...base });
    };
    let options = optionsNow();
    let seed = o.seed ?? freshSeed();
    let savePath = o.save ?? defaultSavePath(system.id, seed);
    checkWritable(savePath, '--save');
    checkOverwritable(savePath, '--save');
    if (o.log !== undefined) checkWritable(o.log, '--log');
    const io = terminalIo();
    try {
      // A campaign chains into its next game (after the shop and the report): as many as --games, or while the player says so.
      for (let game = 1; ; game++) {
        io.print(`${system.name}: seed ${seed}, ${o.dice} dice. The game is saved to ${savePath} after every move.`);
        const r = await playLoop({ system, seed, options, dice: o.dice, auto: !!o.auto, savePath, logPath: o.log, verbose: !o.quiet, campaign: o.campaign }, io);
        if (o.campaign === undefined || r.status !== 'over') break;
        if (o.games !== undefined ? game >= o.games : o.auto || !/^\s*y/i.test((await io.ask(`Play the next game of campaign "${o.campaign}" now? (y/n) `)) ?? '')) break;
        options = optionsNow();
        seed = o.seed === undefined ? freshSeed() : (seed + 1) >>> 0;
        savePath = o.save === undefined ? defaultSavePath(system.id, seed) : o.save.replace(/(\.json)?$/, `-${game + 1}.json`);
        checkOverwritable(savePath, '--save');
        io.print('');
      }
    } finally {
      io.close();
    }
  });

program
  .command('resume')
  .description('continue a saved game where it stopped')
  .argument('<save>', 'the save file, or its name in the saves folder (cards-123)')
  .option('--log <file>', 'write the event log as JSON Lines')
  .addHelpText('after', `\n${COMMANDS_HELP}`)
  .action(async (name: string, o: { log?: string }) => {
    const file = findSave(name);
    const { save, system, continued } = await loadSave(file);
    if (continued) console.log(`The rules of ${system.name} changed since this game was saved (rules version ${continued.rules}, now ${continued.to}). ${continued.changed}`);
    if (save.status === 'over') throw new UserError(`${shownPath(file)}: that game is over; see it with: dungeon-crawl replay ${shownPath(file)}`);
    checkWritable(file, 'the save');
    if (o.log !== undefined) checkWritable(o.log, '--log');
    const io = terminalIo();
    io.print(`${system.name}: resuming seed ${save.seed} after ${counted(save.decisions.length, 'decision')}.`);
    try {
      await playLoop({ system, seed: save.seed, options: save.options, dice: save.dice, auto: false, savePath: file, logPath: o.log, decisions: save.decisions, autoRuns: save.auto, physical: save.physical }, io);
    } finally {
      io.close();
    }
  });

program
  .command('replay')
  .description('replay a saved game to its exact state; check it and show or write its log')
  .argument('<save>', 'the save file, or its name in the saves folder (cards-123)')
  .option('--log <file>', 'write the event log as JSON Lines (byte-identical to the one the game wrote)')
  .option('--show', 'print the whole log as readable lines, with the reasons the bots and the game mechanics gave for their choices')
  .option('--step', 'walk through the game one decision at a time (Enter: next, q: stop)')
  .action(async (name: string, o: { log?: string; show?: boolean; step?: boolean }) => {
    if (o.log !== undefined) checkWritable(o.log, '--log');
    const { save, system, result, continued } = await loadSave(findSave(name));
    if (continued) console.log(`The rules of ${system.name} changed since this game was saved (rules version ${continued.rules}, now ${continued.to}): replayed under the new rules. ${continued.changed}`);
    if (o.log !== undefined) writeFileAtomic(o.log, toJsonLines(result.events), 'the log');
    if (o.show) for (const e of result.events) console.log(fullLine(system, e));
    if (o.step) {
      const io = terminalIo();
      try {
        await stepThrough(system, result.events, io);
      } finally {
        io.close();
      }
    }
    console.log(system.view(result.state));
    const checked = continued
      ? 'its history is unchanged; the game goes on under the new rules (resume it to keep that)'
      : save.earlier?.length
        ? `state matches the save and its history is unchanged, rules version ${save.earlier.map((e) => e.rules).join(', then ')} read-only before rules version ${save.rules}`
        : 'state matches the save and its history is unchanged';
    console.log(`Replayed ${system.name}, seed ${save.seed}: ${counted(save.decisions.length, 'decision')}, ${counted(result.events.length, 'event')}, ${result.status === 'over' ? 'game over' : 'in progress'}; ${checked}.`);
  });

program
  .command('simulate')
  .description('auto-play many games over every core; count outcomes (by setup), key numbers and table results')
  .argument('<system>', 'which rule system')
  .option('--games <n>', 'how many games (default 10000; dungeon-world 1000, its games are long)', parseCount)
  .option('--seed <n>', 'seed of the first game (game k uses seed+k)', parseSeed)
  .option('--workers <n>', `threads (default: one, and up to every core, ${defaultWorkers()} here, once the run proves long enough to pay for their start)`, parseWorkers)
  .option('--json', 'print one JSON object on stdout')
  .option('--csv', 'print the outcome rates with their 95% intervals as CSV (with --compare, B\'s and the differences too)')
  .option('--option <key=value>', 'a rule option, repeatable; pins it (by default the system\'s setups are mixed)', collectOption, {})
  .option('--compare <key=value>', 'compare: a second run B with these options changed, on the same seeds; repeatable', collectOption)
  .option('--data <dir>', 'a folder of JSON files replacing the default data (3d6; see play --data)')
  .option('--scenario <file>', 'a scenario file or a shipped scenario\'s name (3d6, dungeon-world; see play --scenario)')
  .option('--adventure <file>', 'an adventure file (exploration; see play --adventure)')
  .addHelpText(
    'after',
    `
Game k plays with seed+k and the k-th setup in turn (the card game: Warrior and Mage on normal and hardcore;
dungeon-world: each scenario and a generated dungeon with each party, summed by scenario too),
so the same seed gives the same counts whatever the number of workers.
Examples:
  dungeon-crawl simulate cards                                  10000 games, every setup, every core
  dungeon-crawl simulate cards --option character=mage --json   the Mage only, as JSON
  dungeon-crawl simulate 2hdc --games 2000 --workers 1          one thread
  dungeon-crawl simulate cards --option difficulty=normal --compare difficulty=hardcore
                                                                normal against hardcore, each difference with its interval`,
  )
  .action(async (id: string, o: { games?: number; seed?: number; workers?: number; json?: boolean; csv?: boolean; option: Record<string, unknown>; compare?: Record<string, unknown>; data?: string; scenario?: string; adventure?: string }) => {
    if (o.json && o.csv) throw new UserError('--json or --csv: one of them');
    if (o.compare && (o.data !== undefined || o.adventure !== undefined)) throw new UserError('--compare changes rule options (--option, --scenario), not --data or --adventure');
    const system = await loadSystem(id);
    const dataOpts = o.data === undefined ? null : dataOptions(system, o.data);
    const pinned = o.scenario === undefined ? o.option : { ...scenarioOptions(system, o.scenario, dataOpts?.data ?? null), ...o.option };
    const setups = o.adventure !== undefined
      ? chooseSetups({ ...system, setups: system.files?.adventure?.setups ?? [] }, { ...adventureOptions(system, o.adventure), ...o.option })
      : dataOpts === null ? chooseSetups(system, pinned) : dataSetups(system, dataOpts, pinned);
    const games = o.games ?? system.simulateGames ?? 10_000;
    const seed = o.seed ?? 1;
    const progress = !o.json && !o.csv && !!process.stderr.isTTY;
    const s = await simulate({ system, games, seed, setups, workers: o.workers, progress });
    if (o.compare) {
      const givenB = { ...pinned, ...o.compare };
      const b = await simulate({ system, games, seed, setups: chooseSetups(system, givenB), workers: o.workers, progress });
      const c = compareRuns(resultsOf(s, games), resultsOf(b, games), pinned, givenB);
      if (o.csv) process.stdout.write(resultsCsv(c.a, c));
      else console.log(o.json ? JSON.stringify({ a: s, b, change: c.change, differences: c.rows.map(({ a: _a, b: _b, ...d }) => d) }) : renderComparison(s, b, c));
      return;
    }
    if (o.csv) process.stdout.write(resultsCsv(resultsOf(s, games), null));
    else console.log(o.json ? JSON.stringify(s) : renderSummary(s));
  });

program
  .command('scores')
  .description('the high-score sheet of the playing-card game')
  .addOption(new Option('--difficulty <d>', 'only one difficulty').choices(['normal', 'hardcore']))
  .option('--limit <n>', 'how many rows', parseCount, 10)
  .action(async (o: { difficulty?: 'normal' | 'hardcore'; limit: number }) => {
    const { printScores } = await import('./scores.ts');
    printScores(o.difficulty, o.limit, (l) => console.log(l));
  });

program
  .command('campaigns')
  .description('the saved campaigns (2hdc, dungeon-world): name, adventures played, the band or the heroes')
  .action(async () => {
    const rows = await readCampaigns();
    if (rows.length === 0) console.log('No campaigns yet. Start one with: dungeon-crawl play 2hdc --campaign "My Band"');
    for (const { row: c, system } of rows) {
      const band = system ? campaignBand(system, c.data) : [];
      console.log(`${c.name} [${c.system}]: ${counted(c.adventures, 'adventure')}, last ${c.updated}; band: ${band.join(', ') || 'none left'}`);
    }
  });

program
  .command('adventures')
  .description('the adventures shipped for Dungeon Crawl Exploration (play one with --option adventure=ID, or your own with --adventure FILE)')
  .action(async () => {
    for (const line of adventureLines(await loadSystems())) console.log(line);
  });

program
  .command('rules')
  .description('the rule options of a system and their defaults')
  .argument('<system>', 'which rule system')
  .action(async (id: string) => {
    const system = await loadSystem(id);
    const defaults = parseOptions(system, {}) as Record<string, unknown>;
    console.log(`${system.name} (${system.id}) rule options, set with --option key=value:`);
    for (const [k, help] of Object.entries(system.optionHelp)) console.log(`  ${k} (default ${JSON.stringify(defaults[k])}): ${help}`);
  });

export async function main(argv: string[]): Promise<number> {
  try {
    await program.parseAsync(argv.length === 0 ? ['menu'] : argv, { from: 'user' });
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      // help and version end here too, with code 0; commander already printed its one line
      return e.exitCode;
    }
    if (e instanceof HomeProblem) {
      console.error(`dungeon-crawl: ${e.message}`);
      return 1;
    }
    if (e instanceof UserError || e instanceof BadSave || e instanceof UnknownSystem || e instanceof IllegalReplay || e instanceof FileProblem || e instanceof BadDataDir || e instanceof BadScenario || e instanceof BadAdventureFile) {
      console.error(`dungeon-crawl: ${e.message}`);
      return 2;
    }
    console.error(`dungeon-crawl: internal error: ${(e as Error).message} (please report it with your save file)`);
    if (process.env.DUNGEON_CRAWL_DEBUG) console.error(e);
    return 70;
  }
}
