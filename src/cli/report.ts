/** The end-of-game report as readable text. */
import type { GameReport } from '../core/engine.ts';

export function renderReport(r: GameReport): string {
  const lines = [`=== End of game: ${r.outcomeText ?? r.outcome} ===`];
  if (r.players.length) {
    lines.push('Who took part:');
    for (const p of r.players) lines.push(`  ${p.name} (${p.role}): ${p.fate}`);
  }
  const nums = Object.entries(r.numbers);
  if (nums.length) {
    lines.push('Key numbers:');
    for (const [k, v] of nums) {
      const name = r.labels?.[k] ?? k;
      lines.push(name.endsWith('?') ? `  ${name} ${v ? 'yes' : 'no'}` : `  ${name}: ${v}`);
    }
  }
  if (r.story.length) {
    lines.push('What happened:');
    for (const s of r.story) lines.push(`  ${s}`);
  }
  return lines.join('\n');
}
