/**
 * The save file's shape, one schema per format version, every list and
 * string bounded. The rule options inside are checked by the system's own
 * schema when the save is replayed (save.ts), so only their keys are bounded here.
 */
import { z } from 'zod';

export const SAVE_FORMAT = 'dungeon-crawl-save';
export const SAVE_VERSION = 3;
/** The oldest format still read: format 1 had no history hash, so nothing tells its history from an edited one (issue 22). */
export const OLDEST_SAVE_VERSION = 2;

/** A save larger than this is refused before it is read: the longest real games are a few dozen KB. */
export const MAX_SAVE_BYTES = 1024 * 1024;
const MAX_DECISIONS = 50_000;
const MAX_DECISION_LENGTH = 200;
const MAX_PHYSICAL = 100_000;
const MAX_DICE_PER_ENTRY = 100;
const MAX_OPTION_KEYS = 64;

/** Seeds: whole numbers 0 to 4294967295 (32 bits), shown as typed. */
export const SEED_MAX = 0xffffffff;

const card = z.string().regex(/^(?:A|[2-9]|10|J|Q|K)[SHDC]$/, 'a physical card is written like QH, 10S, AD');
/** A physical entry: the dice of one roll, or one card. */
const entry = z.union([z.array(z.number().int().min(1).max(1000)).min(1).max(MAX_DICE_PER_ENTRY), card]);
const hash = z.string().regex(/^[0-9a-f]{64}$/, 'a sha256 in hex');

const common = {
  format: z.literal(SAVE_FORMAT),
  system: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a system id (letters, digits, dashes)'),
  options: z.record(z.string().max(64), z.unknown()).refine((o) => Object.keys(o).length <= MAX_OPTION_KEYS, `at most ${MAX_OPTION_KEYS} rule options`),
  dice: z.enum(['seeded', 'physical']),
  decisions: z.array(z.string().min(1).max(MAX_DECISION_LENGTH)).max(MAX_DECISIONS),
  physical: z.array(entry).max(MAX_PHYSICAL),
  status: z.enum(['over', 'decision', 'chance']),
  /** sha256 of the final state's JSON. */
  stateHash: hash,
};

/** Format 2: seeds 0..4294967295 and a hash of the whole history (save.ts, historyHash). */
const saveSchemaV2 = z.strictObject({
  ...common,
  version: z.literal(2),
  seed: z.number().int().min(0).max(SEED_MAX),
  /** sha256 of the game's inputs (system, options, seed, dice, decisions, entries) with its status and state hash. */
  historyHash: hash,
});

/** A system's rules version (GameSystem.rulesVersion): a whole number from 1. */
const rulesVersion = z.number().int().min(1).max(1_000_000);
const MAX_EARLIER = 100;

/**
 * One part of a game's history played under older rules (save.ts
 * `continueSave`): that save's own record as it was (rules version, format,
 * options, decisions, entries, status, hashes), kept read-only, with how much
 * of it still applied under the next rules (`kept` decisions, `keptEntries`
 * entries) and what came out differently, in words.
 */
const earlierSchema = z.strictObject({
  rules: rulesVersion,
  /** The rules version it was continued under. */
  to: rulesVersion,
  format: z.number().int().min(1).max(100),
  options: common.options,
  decisions: common.decisions,
  physical: common.physical,
  status: common.status,
  /** Empty, and null, for a network room's game (kept without hashes: save.ts unsealedSave). */
  stateHash: hash.or(z.literal('')),
  historyHash: hash.nullable(),
  kept: z.number().int().min(0).max(MAX_DECISIONS),
  keptEntries: z.number().int().min(0).max(MAX_PHYSICAL),
  changed: z.string().max(2000),
});

/**
 * Which decisions a bot made (core/auto-runs.ts): runs `[first, count]`,
 * sorted and apart, within the decisions. Optional (saves before it, and
 * games no bot played, have none), so every older format-3 save still reads.
 */
const autoRuns = z
  .array(z.tuple([z.number().int().min(0).max(MAX_DECISIONS), z.number().int().min(1).max(MAX_DECISIONS)]))
  .max(MAX_DECISIONS)
  .refine((runs) => runs.every(([first], k) => k === 0 || first > runs[k - 1]![0] + runs[k - 1]![1]), 'the runs of decisions a bot made must be sorted and apart');

/**
 * Format 3 (current): format 2 with the rules version of the system that
 * played it (`rules`), and the parts of its history played under older rules
 * (`earlier`, oldest first), both covered by the history hash; and, when a
 * bot made some of its decisions, which ones (`auto`, covered by the hash
 * when present), so its replay logs the bot's reasons as the game did.
 */
const saveSchema = z
  .strictObject({
    ...common,
    version: z.literal(SAVE_VERSION),
    seed: z.number().int().min(0).max(SEED_MAX),
    rules: rulesVersion,
    earlier: z.array(earlierSchema).max(MAX_EARLIER).optional(),
    auto: autoRuns.optional(),
    historyHash: hash,
  })
  .refine((s) => (s.auto ?? []).every(([first, count]) => first + count <= s.decisions.length), { message: 'a run of decisions a bot made goes past the last decision', path: ['auto'] });

export type SaveV2 = z.infer<typeof saveSchemaV2>;
/** A save in the current format; `historyHash` is null only in a room's row (`unsealedSave`), never in a file. */
export type SaveFile = Omit<z.infer<typeof saveSchema>, 'historyHash'> & { historyHash: string | null };

/** The schema of each format version still read. */
export const SCHEMAS: Record<number, z.ZodType> = { 2: saveSchemaV2, 3: saveSchema };
