/**
 * Drawn boards for tests: an ASCII picture where terrain characters are
 * terrain (grid.ts) and models stand on clear floor: digits 1-9 are heroes,
 * capital letters (but O, a pit) are monsters. `kinds` names each symbol's
 * data kind (heroes default to the Scout, monsters to the Orc).
 */
import { boardFrom } from '../../src/systems/dungeon-world/rules/grid.ts';
import { DEFAULT_DATA, kindOf } from '../../src/systems/dungeon-world/data/index.ts';
import { makeModel, type Board, type Model } from '../../src/systems/dungeon-world/state.ts';

export interface Drawn {
  board: Board;
  models: Model[];
  /** The model drawn as `sym`. */
  at(sym: string): Model;
}

export function drawn(picture: string, kinds: Record<string, string> = {}): Drawn {
  const rows = picture.split('\n').filter((r) => r.trim().length).map((r) => r.trimEnd());
  const indent = Math.min(...rows.map((r) => r.length - r.trimStart().length));
  const lines = rows.map((r) => r.slice(indent));
  const models: Model[] = [];
  const bySym = new Map<string, Model>();
  const terrain = lines.map((line, y) =>
    [...line].map((ch, x) => {
      const hero = /[1-9]/.test(ch);
      const monster = /[A-Z]/.test(ch) && ch !== 'O';
      if (!hero && !monster) return ch;
      const kind = kindOf(DEFAULT_DATA, kinds[ch] ?? (hero ? 'scout' : 'orc'));
      const m = makeModel(kind, ch, { x, y });
      models.push(m);
      bySym.set(ch, m);
      return '.';
    }).join(''),
  );
  return {
    board: boardFrom(terrain),
    models,
    at(sym: string) {
      const m = bySym.get(sym);
      if (!m) throw new Error(`no model ${sym} in the picture`);
      return m;
    },
  };
}

/** The squares a reach allows, drawn back as a picture: `*` for a legal end, the rest as drawn. */
export function picture(board: Board, ends: readonly { x: number; y: number }[], models: readonly Model[] = []): string {
  const out: string[] = [];
  for (let y = 0; y < board.height; y++) {
    let line = '';
    for (let x = 0; x < board.width; x++) {
      const m = models.find((k) => k.status === 'in-play' && k.x === x && k.y === y);
      if (m) line += m.id;
      else if (ends.some((e) => e.x === x && e.y === y)) line += '*';
      else line += board.terrain[y * board.width + x];
    }
    out.push(line);
  }
  return out.join('\n');
}

/** The picture as the test writes it: rows trimmed of the common indent. */
export function pic(s: string): string {
  const rows = s.split('\n').filter((r) => r.trim().length).map((r) => r.trimEnd());
  const indent = Math.min(...rows.map((r) => r.length - r.trimStart().length));
  return rows.map((r) => r.slice(indent)).join('\n');
}
