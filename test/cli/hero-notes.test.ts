/** In the terminal a hero offered to act says what it does (issue 21): its profile after its label, as its sheet gives it. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../../src/core/engine.ts';
import { NeedDecision, type Request } from '../../src/core/request.ts';
import { dwSystem, type DwState } from '../../src/systems/dungeon-world/index.ts';
import { terminalViews } from '../../src/cli/views.ts';
import { optionLines } from '../../src/cli/compact.ts';

test('Dungeon World: each model offered to act is noted with its profile (movement, attacks, armour, hits, abilities)', async () => {
  const r = run({ system: dwSystem, seed: 1, options: {}, log: false, chooser: (req: Request, st: DwState) => (req.kind === 'activate' ? (() => { throw new NeedDecision(req); })() : dwSystem.bot(req, st)) });
  const req = r.request!;
  assert.equal(req.kind, 'activate');
  const views = await terminalViews(dwSystem);
  const heroes = req.options.filter((o) => o.id !== 'end');
  assert.ok(heroes.length >= 2);
  for (const o of heroes) assert.match(views.note(req, o, r.state) ?? '', /^Movement \d+, Attacks \d+(, Shooting \d+-\d+)?, Armour \d+, hits \d+\/\d+/, o.label);
  const st = r.state as DwState;
  const ranger = heroes.find((o) => st.models.find((m) => m.id === o.id)?.shooting);
  if (ranger) assert.match(views.note(req, ranger, r.state)!, /Shooting \d+-\d+/, 'a shooter says how it shoots');
  const lines = optionLines(req, (o) => views.note(req, o, r.state));
  assert.match(lines[0]!, /^ {2}1\) .+ at \(\d+, \d+\) - Movement \d+/, lines.join('\n'));
  assert.equal(views.note(req, req.options.find((o) => o.id === 'end')!, r.state), undefined, '"None" needs no note');
});
