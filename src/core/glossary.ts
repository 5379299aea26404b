/**
 * A system's rules glossary: for each section its log and requests cite, a
 * sentence or two in the project's own words on what that section is about
 * (GameSystem.glossary). The browser opens the entry of a log line's rule.
 */
export type RuleGlossary = Readonly<Record<string, string>>;

/** The entry for a cited section: its own, or the nearest enclosing one ("37.1.6" falls back to "37.1", then "37"). */
export function explainRule(g: RuleGlossary, section: string): { section: string; text: string } | null {
  for (let s = section; s; s = s.includes('.') ? s.slice(0, s.lastIndexOf('.')) : '') {
    const text = g[s];
    if (text !== undefined) return { section: s, text };
  }
  return null;
}
