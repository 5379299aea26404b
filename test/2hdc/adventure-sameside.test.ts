import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../../src/core/engine.ts';
import type { Request } from '../../src/core/request.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import type { AdventureState, Group } from '../../src/systems/2hdc/state-adventure.ts';
import type { Character } from '../../src/systems/2hdc/state.ts';
import { bandDecider, whoFor } from '../../src/systems/2hdc/rules/adventure/groups.ts';
import { newAdventure } from '../../src/systems/2hdc/rules/adventure/setup.ts';
import { ADVENTURE_DEFAULTS } from '../../src/systems/2hdc/options.ts';

const PLAYERS = ['Ann', 'Bob'];
/** Decisions taken on the Battle Board: the live board must be in the state while they are asked. */
const FIGHT_KINDS = new Set(['target', 'flee', 'capture', 'melee-order', 'heal', 'switch', 'carry', 'rescue', 'spell']);

/** The player of the group's Leader (13.0, 14.0): the owner of its highest Rep Star, the first in march order when tied. */
function leaderPlayer(state: AdventureState, g: Group | undefined): string {
  let best: Character | undefined;
  for (const id of g?.members ?? []) {
    const c = state.band.find((m) => m.id === id)!;
    if (c.star && (!best || c.rep > best.rep)) best = c;
  }
  return best ? `player:${best.owner}` : noGroupPlayer(state);
}

/**
 * With no Star in the group (or no group acting): the player of the highest Rep Star still able to act
 * (the first in band order when tied), else of the first Star still alive, else the first player (ruling).
 */
function noGroupPlayer(state: AdventureState): string {
  const stars = state.band.filter((c) => c.star);
  const able = stars.filter((c) => c.status === 'carry-on' || c.status === 'duck-back' || c.status === 'flee');
  const top = able.length > 0 ? Math.max(...able.map((c) => c.rep)) : 0;
  const alive = (c: Character) => c.status !== 'obviously-dead' && c.status !== 'turned' && c.status !== 'quit' && c.status !== 'captured';
  const c = able.find((s) => s.rep === top) ?? stars.find(alive);
  return `player:${c ? c.owner : PLAYERS[0]}`;
}

/** The group fighting now, from the band members on the live Battle Board. */
function fightingGroup(state: AdventureState): Group | undefined {
  const names = new Set(state.battle.board?.fighters.filter((f) => f.side === 'band').map((f) => f.name));
  return state.groups.find((g) => g.members.some((id) => names.has(state.band.find((c) => c.id === id)!.name)));
}

/** The band member the request is about: his name opens the prompt ("Bob: whom to charge?", "Ann picks an item"). */
function subject(state: AdventureState, req: Request): Character | undefined {
  let best: Character | undefined;
  for (const c of state.band) {
    if ((req.prompt.startsWith(`${c.name}:`) || req.prompt.startsWith(`${c.name} `)) && (!best || c.name.length > best.name.length)) best = c;
  }
  return best;
}

/** The fight's Leader, fixed when it begins: Leaders are replaced after combat (14.0). Set by the chooser at a fight's first request. */
let fightLeader = '';

/** The band's decisions in a fight: the Leader's player while a Star of his is up, else the player of the highest Rep Star still up (ruling). */
function fightDecider(state: AdventureState): string {
  let best: Character | undefined;
  for (const f of state.battle.board!.fighters) {
    if (f.side !== 'band' || !f.star) continue;
    const c = state.band.find((m) => m.name === f.name)!;
    if (c.status !== 'carry-on' && c.status !== 'duck-back') continue;
    if (`player:${c.owner}` === fightLeader) return fightLeader;
    if (!best || c.rep > best.rep) best = c;
  }
  return best ? `player:${best.owner}` : fightLeader;
}

/** Whose decision it is, worked out from what a player sees. */
function expectedWho(state: AdventureState, req: Request, created: number): string {
  if (state.phase === 'setup') {
    // 6.1: each player creates his Star in turn; 13.1: the Leader recruits, the first of the Rep 5 Stars.
    if (req.kind === 'race' || req.kind === 'profession' || req.kind === 'weapon') return `player:${PLAYERS[created]}`;
    return `player:${PLAYERS[0]}`;
  }
  const c = subject(state, req);
  if (c?.star) return `player:${c.owner}`;
  // The group's and its Grunts' decisions.
  if (state.battle.board) return fightDecider(state);
  const inGroup = c ? state.groups.find((g) => g.members.includes(c.id)) : undefined;
  if (inGroup) return leaderPlayer(state, inGroup);
  return leaderPlayer(state, state.groups.find((g) => g.id === state.activeGroup));
}

test('13.0/33.0 same side: each request goes to the player whose decision it is, and the game ends', () => {
  const asked: Record<string, number> = {};
  let fightAsks = 0;
  for (let seed = 1; seed <= 40; seed++) {
    let created = 0;
    let board: unknown = null;
    const problems: string[] = [];
    const r = run({
      system: twoHourSystem, seed, options: { players: PLAYERS }, log: false,
      chooser: (req: Request, state: AdventureState) => {
        if (state.battle.board !== board) {
          board = state.battle.board;
          if (board) fightLeader = leaderPlayer(state, fightingGroup(state));
        }
        const want = expectedWho(state, req, created);
        if (req.who !== want && problems.length < 5) problems.push(`seed ${seed} ${req.rule} ${req.kind} "${req.prompt}": asked ${req.who}, expected ${want}`);
        if (state.phase === 'setup' && req.kind === 'weapon') created++;
        if (FIGHT_KINDS.has(req.kind) || (req.kind === 'potion' && req.rule === '29.2')) {
          assert.ok(state.battle.board, `${req.rule} ${req.kind}: the live Battle Board is in the state`);
          fightAsks++;
        }
        const key = `${req.who} ${req.kind}`;
        asked[key] = (asked[key] ?? 0) + 1;
        return twoHourSystem.bot(req, state);
      },
    });
    assert.deepEqual(problems, []);
    assert.equal(r.status, 'over');
    assert.notEqual((r.state as AdventureState).outcome, 'in-progress');
    assert.equal((r.state as AdventureState).battle.board, null, 'the live board is cleared after the last fight');
    assert.deepEqual((r.state as AdventureState).band.filter((c) => c.star).map((c) => c.owner), PLAYERS);
  }
  // Both players made their own Stars' decisions in fights, and the Leader's player the group's.
  assert.ok(fightAsks > 0);
  assert.ok((asked['player:Bob crisis'] ?? 0) > 0, 'Bob chooses his own Star\'s Crisis Test results');
  assert.ok((asked['player:Ann crisis'] ?? 0) > 0, 'Ann chooses hers');
  assert.ok((asked['player:Ann action'] ?? 0) > 0);
  for (const k of Object.keys(asked)) assert.match(k, /^player:(Ann|Bob) /);
});

test('13.0/14.0 (ruling): with no Star in the group, the player of the highest Rep Star still able to act decides, then any living Star\'s, then the first player', () => {
  const st = (rep: number, owner: string, status: Character['status']): Character => ({
    id: owner, name: owner, race: 'Human', star: true, professions: ['Warrior'], rep, originalRep: rep, attributes: [], weapons: ['S'], armor: 4, shield: false,
    items: [], magic: [], coins: { bronze: 0, silver: 0, gold: 0 }, status, starPower: rep, usedThisAdventure: [], castingLoss: 0, owner,
  });
  const grunt: Character = { ...st(3, 'g', 'carry-on'), id: 'grunt', name: 'grunt', star: false, owner: undefined };
  const state = newAdventure(ADVENTURE_DEFAULTS);
  state.players = ['Ann', 'Bob', 'Cy'];
  const g: Group = { id: 2, members: ['grunt'], tile: 0, facing: 0 };
  // Ann's Star (the first) is dead, Bob's Rep 4 is Out of the Fight, Cy's Rep 3 is up: Cy decides.
  state.band = [st(5, 'Ann', 'obviously-dead'), st(4, 'Bob', 'out-of-the-fight'), st(3, 'Cy', 'carry-on'), grunt];
  assert.equal(whoFor(state, g), 'player:Cy');
  // Nobody able to act: the first Star still alive (Bob's, wounded).
  state.band[2]!.status = 'captured';
  assert.equal(whoFor(state, g), 'player:Bob');
  // No Star alive: the first player.
  state.band[1]!.status = 'obviously-dead';
  assert.equal(whoFor(state, g), 'player:Ann');
  assert.equal(bandDecider(state), 'player:Ann');
});
