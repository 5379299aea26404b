/**
 * Who decides what (Type/Style of Game: one to four heroes, one player or
 * several at one keyboard; ours: docs/rulings/dungeon-world.md, "Hero
 * players"). Every decision about one hero goes to that hero's player; the
 * whole side's decisions go to the first player; the Draken Master's to its
 * seat (the game mechanics or a person).
 *
 * Heroes are dealt to the players in turn unless the option `owners` names
 * each hero's player: with Ann and Bob and four heroes, Ann runs the 1st and
 * 3rd, Bob the 2nd and 4th. With one player the state holds no `seats`, so
 * games of one player are what they always were.
 */
import type { GameState, Model, Side } from '../state.ts';

/** The hero players' names in order: `players`, or `player` alone. */
/**
 * The options that say who sits where (options.ts, which validates them with
 * `seatProblems`): named here so this module needs nothing of options.ts.
 */
export interface SeatOptions {
  readonly player: string;
  readonly players: readonly string[];
  readonly owners: readonly string[];
  readonly heroes: readonly string[];
  readonly master: 'computer' | 'player';
  readonly masterName: string;
}

export function heroPlayerNames(o: Pick<SeatOptions, 'player' | 'players'>): readonly string[] {
  return o.players.length ? o.players : [o.player];
}

/** Each hero's player's name, in the order of `heroes`. */
function ownerNames(o: Pick<SeatOptions, 'player' | 'players' | 'owners' | 'heroes'>): string[] {
  const names = heroPlayerNames(o);
  return o.heroes.map((_, i) => o.owners[i] ?? names[i % names.length]!);
}

/** What is wrong with the hero players' options, each with the option it is about. */
export function seatProblems(o: Pick<SeatOptions, 'player' | 'players' | 'owners' | 'heroes' | 'master' | 'masterName'>): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  if (!o.players.length) {
    if (o.owners.length) out.push({ path: 'owners', message: 'owners needs players: the names of the hero players' });
    return out;
  }
  if (o.player !== 'Player' && o.player !== o.players[0]) out.push({ path: 'player', message: 'with players, name the hero players there alone (player is the single player\'s name)' });
  if (o.players.length > o.heroes.length) out.push({ path: 'players', message: `${o.players.length} players for ${o.heroes.length} ${o.heroes.length === 1 ? 'hero' : 'heroes'}: each player needs a hero` });
  if (o.master === 'player' && o.players.includes(o.masterName)) out.push({ path: 'masterName', message: `"${o.masterName}" is a hero player: the Draken Master needs another name` });
  if (o.owners.length) {
    if (o.owners.length !== o.heroes.length) out.push({ path: 'owners', message: `one player's name per hero: ${o.heroes.length} names` });
    const stranger = o.owners.find((n) => !o.players.includes(n));
    if (stranger !== undefined) out.push({ path: 'owners', message: `"${stranger}" is not one of players` });
    const idle = o.players.find((n) => !o.owners.includes(n));
    if (idle !== undefined && stranger === undefined) out.push({ path: 'owners', message: `"${idle}" runs no hero` });
  }
  return out;
}

/** The state's seats for several hero players (hero `h<n>` to its player); undefined for one player. */
export function heroSeats(o: SeatOptions): GameState['seats'] {
  if (o.players.length < 2) return undefined;
  const owners = ownerNames(o);
  return { players: o.players.map((p) => `player:${p}`), heroes: Object.fromEntries(owners.map((n, i) => [`h${i + 1}`, `player:${n}`])) };
}

/** Who decides for a side as a whole: the heroes' first player, or the Draken Master's seat. */
export function seat(st: GameState, side: Side): string {
  return side === 'heroes' ? st.heroPlayer : st.masterPlayer;
}

/** Who decides for one model: its hero's player, or the Draken Master's seat for a monster. */
export function seatOf(st: GameState, m: Model): string {
  if (m.side !== 'heroes') return st.masterPlayer;
  // A familiar (`f-<hero>`) is its owner's.
  return st.seats?.heroes[m.id] ?? st.seats?.heroes[m.id.replace(/^f-/, '')] ?? st.heroPlayer;
}

/** Who decides for models of one side acting together (a melee's kill dice): the first, in the players' order, of their players. */
export function seatOfAll(st: GameState, ms: readonly Model[]): string {
  const side = ms[0]?.side ?? 'heroes';
  if (side !== 'heroes' || !st.seats) return seat(st, side);
  const theirs = new Set(ms.map((m) => seatOf(st, m)));
  return st.seats.players.find((p) => theirs.has(p)) ?? st.heroPlayer;
}

/** Whether `who` is one of the heroes' players (bots answer as the heroes for it). */
export function isHeroSeat(st: GameState, who: string): boolean {
  return who === st.heroPlayer || (st.seats?.players.includes(who) ?? false);
}
