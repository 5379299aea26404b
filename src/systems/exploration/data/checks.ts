/**
 * The checks of an adventure file across its fields, each problem with the
 * path of what is wrong: rooms that overlap, a door whose squares are not in
 * its two rooms, a name that does not exist, a creature table that does not
 * cover its dice, a room no way leads to.
 */
import { DEFAULT_DATA } from '../../3d6/api.ts';
import type { Adventure, Connection, XY } from './schema.ts';

export interface Problem {
  path: (string | number)[];
  message: string;
}

/** The squares on both sides of a connection's wall, pair by pair (a's side, b's side). */
export function segment(c: Pick<Connection, 'a' | 'b' | 'width'>): [XY, XY][] {
  const dx = c.b[0] - c.a[0];
  const along: XY = dx !== 0 ? [0, 1] : [1, 0];
  const out: [XY, XY][] = [];
  for (let k = 0; k < c.width; k++) out.push([[c.a[0] + along[0] * k, c.a[1] + along[1] * k], [c.b[0] + along[0] * k, c.b[1] + along[1] * k]]);
  return out;
}

/** The lowest and highest totals of dice written like "2d6". */
export function diceRange(dice: string): [number, number] {
  const [n, s] = dice.split('d').map(Number) as [number, number];
  return [n, n * s];
}

const inRoom = (r: Adventure['rooms'][number], p: XY) => p[0] >= r.x && p[0] < r.x + r.w && p[1] >= r.y && p[1] < r.y + r.h;
const isWall = (r: Adventure['rooms'][number], p: XY) => r.walls.some((w) => w[0] === p[0] && w[1] === p[1]);

function unique(list: readonly { id: string }[], where: string, out: Problem[]): void {
  const seen = new Set<string>();
  list.forEach((x, i) => {
    if (seen.has(x.id)) out.push({ path: [where, i, 'id'], message: `the id "${x.id}" is used twice` });
    seen.add(x.id);
  });
}

/** Every problem across the file's fields, in the file's order. */
export function adventureProblems(a: Adventure): Problem[] {
  const p: Problem[] = [];
  const rooms = new Map(a.rooms.map((r) => [r.id, r]));
  const monsters = new Set(a.monsters.map((m) => m.id));
  const items = new Set(a.items.map((x) => x.id));
  for (const [where, list] of [['rooms', a.rooms], ['connections', a.connections], ['tokens', a.tokens], ['items', a.items], ['journal', a.journal], ['goals', a.goals], ['monsters', a.monsters], ['characters', a.characters]] as const) unique(list, where, p);
  const needMonster = (path: Problem['path'], ids: readonly string[]) => ids.forEach((m, i) => monsters.has(m) || p.push({ path: [...path, i], message: `no monster "${m}" in monsters` }));

  // Rooms: on the grid, apart, their wall squares inside.
  a.rooms.forEach((r, i) => {
    if (r.x + r.w > 64 || r.y + r.h > 64) p.push({ path: ['rooms', i], message: 'the room runs off the 64 × 64 grid' });
    a.rooms.slice(0, i).forEach((o) => {
      if (r.x < o.x + o.w && o.x < r.x + r.w && r.y < o.y + o.h && o.y < r.y + r.h) p.push({ path: ['rooms', i], message: `overlaps room "${o.id}"` });
    });
    r.walls.forEach((w, k) => inRoom(r, w) || p.push({ path: ['rooms', i, 'walls', k], message: 'a wall square outside the room' }));
    r.terrain.forEach((t, k) => (inRoom(r, t.at) && !isWall(r, t.at)) || p.push({ path: ['rooms', i, 'terrain', k, 'at'], message: 'a terrain square must be open floor of its room' }));
    needMonster(['rooms', i, 'encounter'], r.encounter);
  });

  // Connections: two rooms, a square on each side of their shared wall.
  const edges = new Set<string>();
  a.connections.forEach((c, i) => {
    const at = (k: string | number) => ['connections', i, k];
    const [r1, r2] = [rooms.get(c.between[0]), rooms.get(c.between[1])];
    if (!r1 || !r2) return void p.push({ path: at('between'), message: `no room "${!r1 ? c.between[0] : c.between[1]}"` });
    if (r1 === r2) return void p.push({ path: at('between'), message: 'a connection joins two different rooms' });
    if (Math.abs(c.a[0] - c.b[0]) + Math.abs(c.a[1] - c.b[1]) !== 1) return void p.push({ path: at('b'), message: 'a and b must be side by side (one square apart, not diagonally)' });
    for (const [sa, sb] of segment(c)) {
      if (!inRoom(r1, sa) || isWall(r1, sa)) return void p.push({ path: at('a'), message: `square ${sa.join(',')} is not open floor of room "${r1.id}"` });
      if (!inRoom(r2, sb) || isWall(r2, sb)) return void p.push({ path: at('b'), message: `square ${sb.join(',')} is not open floor of room "${r2.id}"` });
      const key = [sa.join(','), sb.join(',')].sort().join('|');
      if (edges.has(key)) return void p.push({ path: at('a'), message: 'two connections on the same stretch of wall' });
      edges.add(key);
    }
    const door = c.kind === 'door' || c.kind === 'portcullis';
    if (door && !c.lock) p.push({ path: at('lock'), message: `a ${c.kind} is "locked" or "unlocked"` });
    if (!door && c.lock) p.push({ path: at('lock'), message: `an ${c.kind} has no lock` });
    if (c.check && c.lock !== 'locked') p.push({ path: at('check'), message: 'only a locked door or portcullis asks a check' });
  });

  // Tokens, items, journal, goals.
  a.tokens.forEach((t, i) => {
    const r = a.rooms.find((x) => inRoom(x, t.at));
    if (!r || isWall(r, t.at)) p.push({ path: ['tokens', i, 'at'], message: 'not on open floor of a room' });
    if (a.tokens.findIndex((u) => u.at[0] === t.at[0] && u.at[1] === t.at[1]) < i) p.push({ path: ['tokens', i, 'at'], message: 'another search token is on this square' });
    if (t.holds.item && !items.has(t.holds.item)) p.push({ path: ['tokens', i, 'holds', 'item'], message: `no item "${t.holds.item}" in items` });
    if (Array.isArray(t.holds.encounter)) needMonster(['tokens', i, 'holds', 'encounter'], t.holds.encounter);
  });
  const tokenIds = new Set(a.tokens.map((t) => t.id));
  const goalIds = new Set(a.goals.map((g) => g.id));
  a.journal.forEach((j, i) => {
    const on = j.on;
    if ('room' in on && !rooms.has(on.room)) p.push({ path: ['journal', i, 'on', 'room'], message: `no room "${on.room}"` });
    if ('token' in on && !tokenIds.has(on.token)) p.push({ path: ['journal', i, 'on', 'token'], message: `no token "${on.token}"` });
    if ('goal' in on && !goalIds.has(on.goal)) p.push({ path: ['journal', i, 'on', 'goal'], message: `no goal "${on.goal}"` });
  });
  a.goals.forEach((g, i) => {
    if ('find' in g && !a.tokens.some((t) => t.holds.item === g.find)) p.push({ path: ['goals', i, 'find'], message: `no search token holds the item "${g.find}"` });
    if ('reach' in g && !rooms.has(g.reach)) p.push({ path: ['goals', i, 'reach'], message: `no room "${g.reach}"` });
  });

  // Monsters and the creature table.
  a.monsters.forEach((m, i) => m.six in DEFAULT_DATA.monsters || p.push({ path: ['monsters', i, 'six'], message: `no 3d6 bestiary monster "${m.six}" (${Object.keys(DEFAULT_DATA.monsters).join(', ')})` }));
  const [lo, hi] = diceRange(a.creatures.dice);
  a.creatures.rows.forEach((r, i) => needMonster(['creatures', 'rows', i, 'creatures'], r.creatures));
  for (let n = lo; n <= hi; n++) {
    const hits = a.creatures.rows.filter((r) => n >= r.range[0] && n <= r.range[1]).length;
    if (hits !== 1) {
      p.push({ path: ['creatures', 'rows'], message: `the rows must cover ${lo}-${hi} (${a.creatures.dice}) once each: ${n} is covered ${hits} times` });
      break;
    }
  }
  a.creatures.rows.forEach((r, i) => (r.range[0] > r.range[1] || r.range[0] < lo || r.range[1] > hi) && p.push({ path: ['creatures', 'rows', i, 'range'], message: `outside ${lo}-${hi}` }));
  for (let n = 1; n <= 6; n++) {
    const hits = a.skirmish.filter((g) => n >= g.group[0] && n <= g.group[1]).length;
    if (hits !== 1) {
      p.push({ path: ['skirmish'], message: `the groups must cover 1 to 6 characters once each: ${n} is covered ${hits} times` });
      break;
    }
  }

  // Characters, the party, the start.
  const charIds = new Set(a.characters.map((c) => c.id));
  a.characters.forEach((c, i) => c.six in DEFAULT_DATA.characters || p.push({ path: ['characters', i, 'six'], message: `no 3d6 ready-made character "${c.six}" (${Object.keys(DEFAULT_DATA.characters).join(', ')})` }));
  a.party.forEach((c, i) => charIds.has(c) || p.push({ path: ['party', i], message: `no character "${c}"` }));
  if (new Set(a.party).size !== a.party.length) p.push({ path: ['party'], message: 'each character once' });
  const start = rooms.get(a.start.room);
  if (!start) p.push({ path: ['start', 'room'], message: `no room "${a.start.room}"` });
  else {
    a.start.at.forEach((s, i) => (!inRoom(start, s) || isWall(start, s)) && p.push({ path: ['start', 'at', i], message: `not open floor of room "${start.id}"` }));
    if (new Set(a.start.at.map((s) => s.join(','))).size !== a.start.at.length) p.push({ path: ['start', 'at'], message: 'each square once' });
    if (a.start.at.length < a.characters.length) p.push({ path: ['start', 'at'], message: `a square for each of the ${a.characters.length} characters` });
  }

  // Checks: every named check has its ability; the levels reach 10.
  const named = new Set(['TRICKERY', 'AWARENESS']);
  for (const c of a.connections) if (c.check) named.add(c.check.name);
  for (const t of a.tokens) if (t.check) named.add(t.check.name);
  for (const n of named) if (!(n in a.checks)) p.push({ path: ['checks'], message: `how does ${n} resolve? give it an ability` });
  a.levels.forEach((l, i) => i > 0 && l.upTo <= a.levels[i - 1]!.upTo && p.push({ path: ['levels', i, 'upTo'], message: 'the bands go up' }));
  if (a.levels[a.levels.length - 1]!.upTo < 10) p.push({ path: ['levels'], message: 'the last band reaches level 10' });

  // Every room can be reached from the start.
  if (start && p.length === 0) {
    const seen = new Set([start.id]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const c of a.connections) {
        const [x, y] = c.between;
        if (seen.has(x) !== seen.has(y)) (seen.add(x), seen.add(y), (grew = true));
      }
    }
    a.rooms.forEach((r, i) => seen.has(r.id) || p.push({ path: ['rooms', i], message: `no way leads to room "${r.id}" from the start` }));
  }
  return p;
}
