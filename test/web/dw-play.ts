/** How the Dungeon World browser tests choose, as a player heading east would (the crypt's warden and stair are at the far end). */

/** A shot when there is one, the mover's seat, a healing potion in the shop and then out, else the move furthest east, else the first option. */
export function dwChoice(labels: string[], bought: boolean): number {
  const first = (re: RegExp) => labels.findIndex((l) => re.test(l));
  for (const re of [/^\d*\s*Shoot at/, /Be the mover/, bought ? /Leave the shop|Nothing more/ : /Ranger \(\d+ gold\)|a Healing Potion:/]) {
    const i = first(re);
    if (i >= 0) return i;
  }
  let best = -1;
  let bestX = -1;
  labels.forEach((l, i) => {
    const m = /Move (?:on )?to \((\d+), \d+\)/.exec(l);
    if (m && Number(m[1]) > bestX) {
      bestX = Number(m[1]);
      best = i;
    }
  });
  return Math.max(0, best);
}
