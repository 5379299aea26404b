/** A message from the server's socket, read without trusting its text: null when it is not JSON of a kind the page knows. */
import type { LiveMessage } from '../../src/server/api-types.ts';

const KINDS: ReadonlySet<string> = new Set<LiveMessage['type']>(['step', 'room', 'view', 'refused', 'done', 'handed']);

export function readLive(text: string): LiveMessage | null {
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch {
    return null;
  }
  if (!m || typeof m !== 'object') return null;
  const type = (m as { type?: unknown }).type;
  return typeof type === 'string' && KINDS.has(type) ? (m as LiveMessage) : null;
}
