/**
 * A campaign's flow as the terminal and the browser share it: the first
 * game's options, what a finished adventure carries into the next, the band
 * in a few words, what is played next.
 */
/** Systems with campaigns: what a finished adventure carries into the next one, as options. */
export async function carryHook(system: string): Promise<((state: unknown, options: unknown) => Record<string, unknown>) | null> {
  if (system === '2hdc') {
    const { campaignOptionsFrom } = await import('../systems/2hdc/index.ts');
    return (state, options) => campaignOptionsFrom(state as Parameters<typeof campaignOptionsFrom>[0], options as Parameters<typeof campaignOptionsFrom>[1]) as Record<string, unknown>;
  }
  if (system === 'dungeon-world') {
    const { campaignOptionsFrom } = await import('../systems/dungeon-world/rules/campaign/carry.ts');
    return (state, options) => campaignOptionsFrom(state as Parameters<typeof campaignOptionsFrom>[0], options as Parameters<typeof campaignOptionsFrom>[1]);
  }
  return null;
}

/** The options of a campaign's first game. */
export function campaignStart(system: string, name: string): Record<string, unknown> {
  return system === 'dungeon-world' ? { campaign: { name: name.slice(0, 40) } } : { style: 'campaign' };
}

/** A saved campaign's band in a few words: 2hdc's characters with their Rep, dungeon-world's heroes with their gold. */
export function campaignBand(system: string, data: unknown): string[] {
  const d = data as { campaign?: { band?: { name?: string; rep?: number }[]; heroes?: Record<string, { gold?: number }> } };
  return system === 'dungeon-world'
    ? Object.entries(d.campaign?.heroes ?? {}).map(([id, h]) => `${id} (${h.gold ?? 0} gold)`)
    : (d.campaign?.band ?? []).map((m) => `${m.name} (Rep ${m.rep})`);
}

/** What a campaign plays next, when the system says (dungeon-world: the scenario). */
export function campaignNext(system: string, data: unknown): string | null {
  const s = (data as { scenario?: unknown }).scenario;
  return system === 'dungeon-world' && typeof s === 'string' ? s : null;
}
