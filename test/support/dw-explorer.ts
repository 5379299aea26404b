/**
 * A Dungeon World chooser for the hidden-facts tests: it plays the heroes as
 * someone curious about the dungeon (opening doors and chests, checking
 * tiles for secret doors, walking to the nearest closed door or chest in
 * sight), with a seeded share of any other option, so the games it plays
 * reveal areas, open chests and find secret doors. The Draken Master's side
 * takes any option. Reads only what the viewer is sent (the view model).
 */
import type { GameView } from '../../src/server/api-types.ts';
import type { DwViewModel } from '../../src/systems/dungeon-world/view/view-model.ts';

const KEEN = /^(Open the (?!.*\(open\))|Explore|Check this tile|Shoot at|Be the mover)/;

export function dwExplorer(seed: number, heroes = /^player:(?!Drak)/): (v: GameView) => string {
  let s = seed >>> 0;
  const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  return (v) => {
    const o = v.request!.options;
    const any = () => o[Math.floor(next() * o.length)]!.id;
    if (!heroes.test(v.request!.who) || next() < 0.15) return any();
    const keen = o.filter((x) => KEEN.test(x.label));
    if (keen.length) return keen[Math.floor(next() * keen.length)]!.id;
    const b = v.board as DwViewModel;
    const goals = b.features.filter((f) => f.kind === 'chest' || (f.kind === 'door' && !f.on));
    let best: string | null = null;
    let bd = Infinity;
    for (const x of o) {
      const m = /Move (?:on )?to \((\d+), (\d+)\)/.exec(x.label);
      if (!m) continue;
      const [px, py] = [Number(m[1]), Number(m[2])];
      const d = Math.min(...goals.map((f) => Math.max(Math.abs(f.x - px), Math.abs(f.y - py))));
      if (d < bd) [best, bd] = [x.id, d];
    }
    return best ?? any();
  };
}
