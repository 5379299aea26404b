/**
 * Untrusted text in messages. Anything a file, a command line or a keyboard
 * gave us is echoed only through `excerpt`: short, quoted, and with every
 * character that could move the cursor, clear the screen, reorder the line or
 * hide itself written as an escape, so a refusal is always one plain line.
 */

/** Characters shown as escapes: C0 and C1 controls, DEL, zero-width and bidi marks, line/paragraph separators, BOM, specials. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\u001b': '\\e', '\u0000': '\\0' };

function escapeChar(c: string): string {
  const code = c.charCodeAt(0);
  return NAMED[c] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
}

/** The text with unsafe characters and backslashes escaped (no quotes, no truncation). */
export function escapeText(text: string): string {
  return escapeUnsafe(text.replace(/\\/g, '\\\\'));
}

/** Only the unsafe characters escaped: for our own messages, which quote untrusted parts through `excerpt` already. */
export function escapeUnsafe(text: string): string {
  return text.replace(UNSAFE, escapeChar);
}

/**
 * A short, quoted, escaped excerpt of any value for a one-line message: at
 * most `max` characters of its text, then "…" and its full length.
 */
export function excerpt(value: unknown, max = 32): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = Object.prototype.toString.call(value);
    }
  }
  // Cut before escaping so a long run of escapes cannot make the line long, and never split a surrogate pair.
  let cut = text.length > max ? text.slice(0, max) : text;
  if (cut.length < text.length && /[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  const more = cut.length < text.length ? `…" (${text.length} characters)` : '"';
  return `"${escapeText(cut).replace(/"/g, '\\"')}${more}`;
}

/** True when the text has no character `excerpt` would escape: a name that is safe to print as it is. */
export function isPrintable(text: string): boolean {
  UNSAFE.lastIndex = 0;
  const bad = UNSAFE.test(text);
  UNSAFE.lastIndex = 0;
  return !bad;
}

/** One zod issue (or the first of a list) as a short line: its path and message, both escaped. */
export function describeIssue(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const i = issues[0];
  if (!i) return 'invalid';
  const path = i.path.map((p) => (typeof p === 'number' ? String(p) : /^[\w-]{1,40}$/.test(String(p)) ? String(p) : excerpt(String(p), 24))).join('.');
  const message = i.message.length > 160 ? escapeUnsafe(i.message.slice(0, 160)) + '…' : escapeUnsafe(i.message);
  return `${path ? path + ': ' : ''}${message}`;
}
