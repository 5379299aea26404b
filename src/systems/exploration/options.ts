/** The options of an exploration game, with their defaults; each ruling's other reading is an option. */
import { z } from 'zod';
import { isPrintable } from '../../core/excerpt.ts';
import { SHIPPED, SHIPPED_IDS, useAdventure } from './data/index.ts';

/** At most this many characters in the sealed adventure of the option `file` (a save holds at most 1 MB). */
export const MAX_FILE_CHARS = 256 * 1024;

export const explorationOptions = z.strictObject({
  /** The player's name in requests (`player:<name>`). */
  player: z.string().min(1).max(24).refine(isPrintable, 'control or invisible characters are not allowed').default('Player').describe('your name in requests and the log'),
  /** A shipped adventure, by id. */
  adventure: z.enum(SHIPPED_IDS).default('salt-marsh-chapel').describe(`a shipped adventure: ${SHIPPED_IDS.join(', ')} (see \`dungeon-crawl adventures\`)`),
  /** A player's adventure (`--adventure FILE`), sealed; it replaces `adventure`. */
  file: z.string().max(MAX_FILE_CHARS).nullable().default(null).describe('a player\'s adventure, sealed (set by play --adventure FILE)'),
  /** The party in seating order, by the adventure's character ids; null: the adventure's own party. */
  party: z.array(z.string().max(32)).min(1).max(6).refine((p) => new Set(p).size === p.length, 'each character once').nullable().default(null).describe('the characters of the adventure in seating order, e.g. ["gorren","silka"] (default: the adventure\'s party)'),
  /** Who resolves checks and fights: the 3d6 rules (Feats, grid combat, bestiary), or the players at the table, typing the outcome. */
  resolve: z.enum(['3d6', 'table']).default('3d6').describe('3d6: checks are Feats and fights are 3d6 grid combat | table: you resolve them with the host game and type the outcome'),
  /** After an encounter in the middle of a round: the characters who have not had their turn still take it, or the round ends. */
  midEncounter: z.enum(['round-goes-on', 'round-ends']).default('round-goes-on').describe('round-goes-on: after a mid-round encounter the others still take their turns | round-ends: the round ends with it (see docs/rulings/exploration.md)'),
  /** Resting brings creatures on the door's roll (d10 1-3), or always. */
  restCreatures: z.enum(['on-a-roll', 'always']).default('on-a-roll').describe('on-a-roll: a rest brings creatures on a d10 of 1-3 | always: every rest is interrupted by a skirmish'),
  /** With 3d6: a character moves his 3d6 Speed on the map (from Reflex), or the move the adventure file gives. */
  move: z.enum(['speed', 'adventure']).default('speed').describe('speed: with 3d6 a character moves his 3d6 Speed (from Reflex) on the map | adventure: the move the adventure gives him'),
}).superRefine((o, ctx) => {
  let chars: readonly string[] = SHIPPED[o.adventure]!.a.characters.map((c) => c.id);
  if (o.file !== null) {
    try {
      chars = useAdventure(o).a.characters.map((c) => c.id);
    } catch (e) {
      return void ctx.addIssue({ code: 'custom', path: ['file'], message: (e as Error).message });
    }
  }
  o.party?.forEach((id, i) => {
    if (!chars.includes(id)) ctx.addIssue({ code: 'custom', path: ['party', i], message: `a character of the adventure: ${chars.join(', ')}` });
  });
});

export type ExplorationOptions = z.infer<typeof explorationOptions>;
