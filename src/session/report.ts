/** The end-of-game report as readable text. */
import type { GameReport } from '../core/engine.ts';

function numberText(r: GameReport, k: string, v: number): string {
  const name = r.labels?.[k] ?? k;
  return name.endsWith('?') ? `${name} ${v ? 'yes' : 'no'}` : `${name}: ${v}`;
}

/**
 * The report as the terminal shows it when the game ends: the same facts as
 * `renderReport` (the report file), the key numbers run together on lines of
 * at most `width` characters, so the end of a game fits a screen.
 */
export function renderReportShort(r: GameReport, width = 100): string {
  const lines = [`=== End of game: ${r.outcomeText ?? r.outcome} ===`];
  if (r.players.length) lines.push(`Who took part: ${r.players.map((p) => `${p.name} (${p.role}): ${p.fate}`).join('; ')}`);
  let line = 'Key numbers:';
  for (const [k, v] of Object.entries(r.numbers)) {
    const t = numberText(r, k, v);
    if (line.length + t.length + 3 > width) {
      lines.push(line);
      line = ' ';
    }
    line += line.endsWith(':') || line === ' ' ? ` ${t}` : ` · ${t}`;
  }
  if (line.trim() !== 'Key numbers:') lines.push(line);
  // The story's end; the report file has it all.
  const story = r.story.length > STORY_LINES ? [`… ${r.story.length - STORY_LINES + 1} earlier lines in the report file`, ...r.story.slice(-(STORY_LINES - 1))] : r.story;
  for (const s of story) lines.push(`  ${s}`);
  return lines.join('\n');
}

const STORY_LINES = 6;

export function renderReport(r: GameReport): string {
  const lines = [`=== End of game: ${r.outcomeText ?? r.outcome} ===`];
  if (r.players.length) {
    lines.push('Who took part:');
    for (const p of r.players) lines.push(`  ${p.name} (${p.role}): ${p.fate}`);
  }
  const nums = Object.entries(r.numbers);
  if (nums.length) {
    lines.push('Key numbers:');
    for (const [k, v] of nums) lines.push(`  ${numberText(r, k, v)}`);
  }
  if (r.story.length) {
    lines.push('What happened:');
    for (const s of r.story) lines.push(`  ${s}`);
  }
  return lines.join('\n');
}
