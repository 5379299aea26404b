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

import { testCtx, type TestCtx } from '../../src/core/testing.ts';
import type { Request } from '../../src/core/request.ts';
import type { G } from '../../src/systems/dungeon-world/rules/game.ts';
import { dwOptions, type DwOptions } from '../../src/systems/dungeon-world/options.ts';
import type { GameState } from '../../src/systems/dungeon-world/state.ts';

/** A game state around a drawn board (no scenario): the heroes' player is `player:Player`, the Draken Master the game mechanics. */
export function stateOf(d: Drawn): GameState {
  return {
    scenario: 'test', title: 'Test', board: d.board, models: d.models, heroPlayer: 'player:Player', masterPlayer: 'mechanics',
    move: 1, maxMoves: 30, acting: null, mover: 'heroes', phase: 'test', victoryPoints: 0, victoryLimit: 5, collection: {},
    kills: { heroes: 0, monsters: 0 }, spawned: 0, lost: 0, objective: { reach: [], slay: [] }, respawns: [], outcome: 'playing',
    story: [], nextId: 100, spawnTable: null,
  };
}

/** A game around a drawn board with scripted dice and answers (a list, or a function; the first option otherwise). */
export function gameOf(d: Drawn, script: number[], answers?: readonly string[] | ((r: Request) => string), options: Partial<DwOptions> = {}): G & { ctx: TestCtx } {
  return { ctx: testCtx({ script, answers }), st: stateOf(d), o: dwOptions.parse(options) };
}
