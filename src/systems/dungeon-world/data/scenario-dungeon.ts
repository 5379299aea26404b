/**
 * What zod cannot see in a scenario's dungeon: area rows as large as the
 * map, features on squares that suit them (doors on doors, stairs on `S`,
 * furnishings on floor), stairs in pairs of a colour, a key for every key
 * door, chest numbers 1-3, treasure worth 25, 100 or 500, conditions on the
 * map. Each problem names its path.
 */
import type { Scenario } from './scenario-schema.ts';

const ON_FLOOR = '.,';

export function dungeonProblems(s: Scenario): string[] {
  const p: string[] = [];
  const w = s.map[0]!.length;
  const h = s.map.length;
  const at = (x: number, y: number) => s.map[y]?.[x];
  if (s.areas) {
    if (s.areas.length !== h) p.push(`areas: ${s.areas.length} rows, the map has ${h}`);
    s.areas.forEach((row, y) => {
      if (row.length !== w) p.push(`areas.${y}: ${row.length} squares, the map has ${w}`);
      [...row].forEach((ch, x) => {
        if (!/[0-9a-z ]/.test(ch)) p.push(`areas.${y}: "${ch}" at ${x} is not an area (0-9, a-z or a space)`);
      });
    });
  }
  const areaCount = s.areas ? Math.max(0, ...s.areas.flatMap((r) => [...r].filter((c) => c !== ' ').map((c) => parseInt(c, 36)))) + 1 : 1;
  s.hidden.forEach((a, i) => {
    if (a >= areaCount) p.push(`hidden.${i}: no area ${a}`);
  });
  const stairs = new Map<string, number>();
  const keys = new Set<string>();
  s.features.forEach((f, i) => {
    const where = `features.${i}`;
    const ch = at(f.at[0], f.at[1]);
    if (ch === undefined) return void p.push(`${where}.at: (${f.at[0]}, ${f.at[1]}) is off the map`);
    const want = f.kind === 'door' ? '+/' : f.kind === 'stairs' ? 'S.' : f.kind === 'teleporter' ? 'T.' : f.kind === 'trap' ? '?.' : ON_FLOOR;
    if (!want.includes(ch)) p.push(`${where}.at: a ${f.kind} cannot stand on "${ch}" at (${f.at[0]}, ${f.at[1]})`);
    if (f.kind === 'stairs') {
      if (!f.colour) p.push(`${where}.colour: stairs need a colour (the other end has the same)`);
      else stairs.set(f.colour, (stairs.get(f.colour) ?? 0) + 1);
    }
    if (f.kind === 'key') {
      if (!f.colour) p.push(`${where}.colour: a key needs a colour`);
      else keys.add(f.colour);
    }
    if (f.kind === 'chest' && (f.number === undefined || f.number < 1 || f.number > 3)) p.push(`${where}.number: a chest's number is 1, 2 or 3`);
    if (f.kind === 'treasure' && ![25, 100, 500].includes(f.number ?? 0)) p.push(`${where}.number: treasure is worth 25, 100 or 500`);
  });
  s.features.forEach((f, i) => {
    if (f.kind === 'door' && f.colour && !keys.has(f.colour)) p.push(`features.${i}.colour: no ${f.colour} key anywhere opens this door`);
  });
  for (const [c, n] of stairs) if (n < 2) p.push(`features: the ${c} stairs have one end only`);
  [...s.map.join('')].forEach((ch, i) => {
    if (ch === 'S' && !s.features.some((f) => f.kind === 'stairs' && f.at[0] === i % w && f.at[1] === Math.floor(i / w))) p.push(`map.${Math.floor(i / w)}: the stairs at (${i % w}, ${Math.floor(i / w)}) have no colour in features`);
  });
  s.conditions.forEach((c, i) => {
    c.squares.forEach((q, j) => {
      if (at(q[0], q[1]) === undefined) p.push(`conditions.${i}.squares.${j}: off the map`);
    });
    c.effects.forEach((e, j) => {
      if (e.do === 'reveal' && e.area >= areaCount) p.push(`conditions.${i}.effects.${j}.area: no area ${e.area}`);
      if ((e.do === 'open' || e.do === 'close') && !'+/'.includes(at(e.at[0], e.at[1]) ?? '#')) p.push(`conditions.${i}.effects.${j}.at: no door there`);
    });
  });
  s.secrets.forEach(([x, y], i) => {
    if (at(x, y) !== '#') p.push(`secrets.${i}: a secret door is drawn as a wall, not "${at(x, y) ?? 'off the map'}" at (${x}, ${y})`);
    else if ([[1, 0], [-1, 0], [0, 1], [0, -1]].filter(([dx, dy]) => '.,'.includes(at(x + dx!, y + dy!) ?? '#')).length < 2) p.push(`secrets.${i}: a secret door at (${x}, ${y}) needs floor on two sides`);
  });
  return p;
}
