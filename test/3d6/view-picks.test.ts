/** The 3d6 fight answered on its grid (view/picks.ts): each action on the fighter or square it names, an area spell with the squares it covers and the friends it catches named on the option and on the pick. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LOCAL } from '../../src/core/view-model.ts';
import { legalActions } from '../../src/systems/3d6/rules/combat/options.ts';
import { sixViewModel } from '../../src/systems/3d6/view/view-model.ts';
import { D, fightOf, monster, pc } from './helpers.ts';

test("an area spell names the friends it catches on its option and its pick, and marks its squares; attacks are picked on the foe, moves on the square they end on", () => {
  const wiz = pc('wizard', { spells: ['flame-fan'], sp: 9, maxSp: 9 });
  const ftr = pc('fighter');
  const orc = monster('orc');
  const st = fightOf([wiz, ftr], [orc]);
  wiz.pos = { x: 1, y: 2 };
  ftr.pos = { x: 4, y: 3 };
  orc.pos = { x: 5, y: 2 };
  st.fight!.actor = wiz.id;
  const opts = legalActions(st, D, wiz, true);
  const fan = opts.find((o) => o.id === `spell:flame-fan:${orc.id}`);
  assert.ok(fan, opts.map((o) => o.id).join(' '));
  assert.match(fan.label, new RegExp(`catches ${ftr.name}$`), 'the option names the friend caught, before the choice');
  const req = { who: st.player, rule: 'r', kind: 'action', prompt: 'p', options: opts };
  const v = sixViewModel(st, LOCAL, req);
  const picks = v.fight!.picks;
  const pick = picks.find((p) => p.option === fan.id)!;
  assert.equal(pick.at, `fig:${orc.id}`);
  assert.deepEqual(pick.catches, [ftr.name]);
  assert.ok(pick.touches!.includes(`fig:${ftr.id}`) && pick.touches!.includes('sq:3,0') && pick.touches!.includes('sq:7,4'), 'the area (2 squares around the orc) and the friend in it are marked');
  assert.ok(!pick.touches!.includes(`fig:${wiz.id}`), 'the caster is never caught');
  // A move towards the orc ends on a square, its path marked.
  const move = picks.find((p) => p.option === `move:${orc.id}`);
  if (move) assert.match(move.at, /^sq:\d+,\d+$/);
  // Marks fit their tokens and stay apart.
  const marks = v.fight!.fighters.map((f) => f.mark);
  assert.equal(new Set(marks).size, marks.length);
  for (const m of marks) assert.ok(m.length >= 1 && m.length <= 3, m);
  // A spectator answers nothing.
  assert.deepEqual(sixViewModel(st, { spectator: true }, req).fight!.picks, []);
  // Without a request (the terminal's view), no picks.
  assert.deepEqual(sixViewModel(st, LOCAL).fight!.picks, []);
});
