/**
 * Words, not identifiers (issue 21): bot games of every system, looked at as
 * the browser gets them (server/view.ts: the decision with its rule tag,
 * prompt and options, every log line with its rule tag, the first line, the
 * report) and the new-game form (server/options-form.ts), hold no camelCase
 * or kebab-case identifier a player would read. The JSON log and saves keep
 * their ids; this checks only what is shown.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run, type GameSystem } from '../../src/core/engine.ts';
import type { Request } from '../../src/core/request.ts';
import { LOCAL } from '../../src/core/view-model.ts';
import { gameView } from '../../src/server/view.ts';
import { optionFields } from '../../src/server/options-form.ts';
import type { GameView, OptionField } from '../../src/server/api-types.ts';
import { loadSystem } from '../../src/systems/registry.ts';

const CAMEL = /\b[a-z]+[A-Z][a-zA-Z]*\b/g;
const KEBAB = /\b[a-z0-9]+(?:-[a-z0-9]+)+\b/g;

/**
 * Hyphenated words of English, not identifiers: each is read as written in a
 * sentence ("a two-handed sword", "the re-rolls"). Numbers joined by a dash
 * are ranges ("1-3 on a d6") and pass too.
 */
const ENGLISH = new Set([
  'two-handed', 're-roll', 're-rolls', 're-rolled', 're-take', 're-takes', 're-spawn', 're-spawns', 'ankle-deep', 'finger-bone', 'lamp-maker', 'reed-goblin',
  'ready-made', 'mid-round', 'non-mover', 'weakest-armoured',
]);

/** The identifiers in `s`: camelCase and kebab-case words that are not English compounds or ranges. */
export function identifiers(s: string): string[] {
  const out: string[] = [];
  for (const m of s.matchAll(CAMEL)) out.push(m[0]);
  for (const m of s.matchAll(KEBAB)) if (!ENGLISH.has(m[0]) && !/^\d+(-\d+)+$/.test(m[0])) out.push(m[0]);
  return out;
}

/** Every string a player reads in a view (not its ids: option ids, figure keys, section ids behind their titles). */
export function shownStrings(v: GameView): [string, string][] {
  const out: [string, string][] = [];
  const r = v.request;
  if (r) {
    out.push(['rule tag of the decision', r.title ?? r.rule], ['prompt', r.prompt]);
    for (const o of r.options) {
      out.push(['option', o.label]);
      if (o.about) out.push(['what an option does', o.about]);
      if (o.odds) out.push(['odds', o.odds.of], ['odds', o.odds.text]);
    }
  }
  if (v.chance) out.push(['rule tag of a roll', v.chance.title ?? v.chance.rule], ['what to roll', v.chance.label]);
  for (const l of v.log.lines) {
    out.push([l.kind === 'start' ? 'first log line' : 'log line', l.text]);
    if (l.rule) out.push(['rule tag of a log line', l.title ?? l.rule]);
    if (l.why) out.push(['why', l.why]);
    if (l.table) out.push(['table', l.table.name], ['table row', l.table.row]);
  }
  const rep = v.report;
  if (rep) {
    out.push(['outcome', rep.outcomeText ?? rep.outcome]);
    for (const p of rep.players) out.push(['report: who', p.name], ['report: role', p.role], ['report: fate', p.fate]);
    for (const k of Object.keys(rep.numbers)) out.push(['report: number', rep.labels?.[k] ?? k]);
    for (const s of rep.story) out.push(['report: story', s]);
  }
  return out;
}

function formStrings(fields: OptionField[]): [string, string][] {
  return fields.flatMap((f) => [
    ['form label', f.label] as [string, string],
    ['form help', f.help] as [string, string],
    ...(f.choices ?? []).flatMap((c) => [['form choice', c.label] as [string, string], ...(c.about ? [['form choice', c.about] as [string, string]] : [])]),
    ...Object.values(f.choicesBy?.choices ?? {}).flatMap((cs) => cs.flatMap((c) => [['form choice', c.label] as [string, string], ['form choice', c.about ?? ''] as [string, string]])),
    ...formStrings(f.fields ?? []),
  ]);
}

/** Games per system: enough to meet every kind of decision and log line of a whole game a few times, fast. */
const GAMES: Record<string, number> = { cards: 12, '2hdc': 4, '3d6': 4, exploration: 4, 'dungeon-world': 4 };
/** WORDS_GAMES=N plays N times as many (a longer look, by hand). */
const TIMES = Number(process.env.WORDS_GAMES ?? 1);

function offenders(found: Map<string, string>, where: string, s: string): void {
  for (const id of identifiers(s)) if (!found.has(`${where}: ${id}`)) found.set(`${where}: ${id}`, s.length > 160 ? `${s.slice(0, 160)}…` : s);
}

for (const [id, base] of Object.entries(GAMES)) {
  if (process.env.WORDS_ONLY && process.env.WORDS_ONLY !== id) continue;
  const games = base * TIMES;
  test(`${id}: no identifier in what a player reads, over ${games} bot games and the new-game form`, async () => {
    const system: GameSystem = await loadSystem(id);
    const found = new Map<string, string>();
    for (const [where, s] of formStrings(optionFields(system))) offenders(found, where, s);
    const setups = system.setups?.length ? system.setups : [{ name: 'defaults', options: {} }];
    for (let g = 0; g < games; g++) {
      const seed = g + 1;
      const view = (result: Parameters<typeof gameView>[0]['result']) => gameView({ id: 'x', system, result, seed, dice: 'seeded', campaign: null, physicalCount: 0, viewer: LOCAL });
      // Each decision as the browser shows it (the log is checked once, whole, at the end).
      const chooser = (req: Request, state: unknown) => {
        const v = view({ status: 'decision', state, request: req, decisions: [], events: [], undoable: 1 } as unknown as Parameters<typeof gameView>[0]['result']);
        for (const [where, s] of shownStrings(v)) offenders(found, where, s);
        return system.bot(req, state);
      };
      const r = run({ system, seed, options: setups[g % setups.length]!.options, chooser });
      assert.equal(r.status, 'over');
      for (const [where, s] of shownStrings(view(r))) offenders(found, where, s);
    }
    assert.deepEqual([...found].map(([k, s]) => `${k} in "${s}"`), []);
  });
}

test('dungeon-world: every section of its glossary has a short title in words, so no rule tag shows an id', async () => {
  const system = await loadSystem('dungeon-world');
  for (const section of Object.keys(system.glossary!)) {
    const title = system.words!.ruleTitles![section];
    assert.ok(title, `${section} has a title`);
    assert.deepEqual(identifiers(title), [], `${section}: "${title}"`);
  }
});
