/**
 * One zod schema per request body, query, route parameter and WebSocket
 * message the server takes. The request types the client sends (api-types.ts)
 * are inferred from these, so both sides share one definition; the server
 * checks every input against its schema before anything else reads it
 * (`check`), and a bad one is refused with a message naming the field.
 */
import { z } from 'zod';
import { Refused } from './refused.ts';

/** The longest text field a page sends (a choice id, an entry, a token, a seat's name). */
const MAX_TEXT = 200;
const text = z.string().max(MAX_TEXT);
const nat = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const seed = z.number().int().min(0).max(4294967295);
const dice = z.enum(['seeded', 'physical']);
/** Rule options: checked again by the system's own schema (parseOptions); here only bounded. */
const options = z.record(z.string().max(100), z.unknown());

export const NewGameBody = z.strictObject({
  system: z.string().min(1).max(60),
  seed: seed.optional(),
  dice: dice.optional(),
  options: options.optional(),
  campaign: z.string().max(100).optional(),
});

export const AnswerBody = z.union([z.strictObject({ step: nat, choice: text }), z.strictObject({ step: nat, entry: text })]);
export const UndoBody = z.strictObject({ step: nat });
export const HighScoreBody = z.strictObject({ name: z.string().max(MAX_TEXT) });

export const NewRoomBody = z.strictObject({
  system: z.string().min(1).max(60),
  seed: seed.optional(),
  dice: dice.optional(),
  options: options.optional(),
});
export const JoinBody = z.strictObject({ seat: text });

/** `?since=N` (log lines the page has) and `?at=K` (a replay's decision): whole numbers given as text. */
const count = z
  .string()
  .max(16)
  .regex(/^\d+$/, 'a whole number')
  .transform((s) => Number(s));
export const SinceQuery = z.object({ since: count.optional() });
export const AtQuery = z.object({ at: count.optional() });
export const IdParams = z.object({ id: z.string().max(120) });
export const CodeParams = z.object({ code: z.string().max(40) });

export const HOST_ACTIONS = ['start', 'pause', 'computer', 'human', 'hand-over', 'free', 'close', 'reopen'] as const;
const ref = nat.optional();

const Hello = z.strictObject({ type: z.literal('hello'), tokens: z.array(text).max(4).optional(), since: nat.optional() });
const Answer = z.union([z.strictObject({ type: z.literal('answer'), ref, step: nat, choice: text }), z.strictObject({ type: z.literal('answer'), ref, step: nat, entry: text })]);
const Host = z.strictObject({ type: z.literal('host'), ref, action: z.enum(HOST_ACTIONS), seat: text.optional() });
/** Page → server over a room's socket (see api-types.ts `LiveRequest`). */
export const LiveRequestSchema = z.union([Hello, Answer, Host]);
const LIVE = { hello: Hello, answer: Answer, host: Host } as const;

/** A frame from a page checked by its `type`'s schema, or a refusal naming the field. */
export function checkLive(data: string): z.output<typeof LiveRequestSchema> {
  let m: unknown;
  try {
    m = JSON.parse(data);
  } catch {
    throw new Refused(400, 'message: not JSON');
  }
  const type = m && typeof m === 'object' ? (m as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || !Object.hasOwn(LIVE, type)) throw new Refused(400, 'message.type: hello, answer or host');
  return check(LIVE[type as keyof typeof LIVE], m, 'message');
}

const GameAnswer = z.union([
  z.strictObject({ type: z.literal('answer'), ref: nat, since: nat, step: nat, choice: text }),
  z.strictObject({ type: z.literal('answer'), ref: nat, since: nat, step: nat, entry: text }),
]);
const GameUndo = z.strictObject({ type: z.literal('undo'), ref: nat, since: nat, step: nat });
/** Page → server over a solo game's socket (see api-types.ts `GameLiveRequest`). */
export const GameLiveSchema = z.union([GameAnswer, GameUndo]);
const GAME_LIVE = { answer: GameAnswer, undo: GameUndo } as const;

/** A frame on a solo game's socket checked by its `type`'s schema, or a refusal naming the field. */
export function checkGameLive(data: string): z.output<typeof GameLiveSchema> {
  let m: unknown;
  try {
    m = JSON.parse(data);
  } catch {
    throw new Refused(400, 'message: not JSON');
  }
  const type = m && typeof m === 'object' ? (m as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || !Object.hasOwn(GAME_LIVE, type)) throw new Refused(400, 'message.type: answer or undo');
  return check(GAME_LIVE[type as keyof typeof GAME_LIVE], m, 'message');
}

/** The first problem of a failed check, naming the field: `body.step: expected a number`. */
function describe(where: string, e: z.ZodError): string {
  let issue: z.core.$ZodIssue | undefined = e.issues[0];
  let prefix: PropertyKey[] = [];
  // A union (an answer: a choice or an entry): the problem of the form it came nearest to.
  while (issue?.code === 'invalid_union' && issue.errors.length) {
    const nearest: z.core.$ZodIssue[] = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
    prefix = [...prefix, ...issue.path];
    issue = nearest[0];
  }
  if (!issue) return `${where}: not valid`;
  const at = [...prefix, ...issue.path];
  const path = at.length ? `${where}.${at.map(String).join('.')}` : where;
  let msg = issue.message.replace(/^Invalid input: /, '');
  if (issue.code === 'unrecognized_keys') msg = `unknown field ${issue.keys.map((k) => JSON.stringify(k.slice(0, 40))).join(', ')}`;
  return `${path}: ${msg.slice(0, 200)}`;
}

/** `value` checked against `schema`, or a 400 naming the field. */
export function check<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new Refused(400, describe(where, r.error));
  return r.data;
}
