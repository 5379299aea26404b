/**
 * A campaign's flow as the terminal and the browser share it, from the
 * system's `campaign` (core/contract.ts): the first game's options, what a
 * finished adventure carries into the next, the band in a few words, what is
 * played next. A system without one has no campaigns.
 */
import type { GameSystem } from '../core/engine.ts';
import { migrateCampaign } from '../save/campaign.ts';
import { getCampaign, listCampaigns, saveCampaign, type CampaignRow } from '../store/campaigns.ts';
import { loadSystem } from '../systems/registry.ts';

/** What a finished adventure carries into the next one, as options; null for a system without campaigns. */
export function carryHook(system: GameSystem): ((state: unknown, options: unknown) => Record<string, unknown>) | null {
  const c = system.campaign;
  return c ? (state, options) => c.carry(state, options) : null;
}

/** The options of a campaign's first game. */
export function campaignStart(system: GameSystem, name: string): Record<string, unknown> {
  return system.campaign?.start(name) ?? {};
}

/** A saved campaign's band in a few words. */
export function campaignBand(system: GameSystem, data: unknown): string[] {
  return system.campaign?.band(data) ?? [];
}

/** What a campaign plays next, when the system says. */
export function campaignNext(system: GameSystem, data: unknown): string | null {
  return system.campaign?.next?.(data) ?? null;
}

/** A stored row with its data walked up to the system's current schema (`schema` still says what was stored). */
function migrated(system: GameSystem, row: CampaignRow): CampaignRow {
  return { ...row, data: migrateCampaign(row.system, row.data, row.schema, system.campaign?.schema ?? 1, system.campaign?.migrations) };
}

/** The campaign `name`, its data in the current schema; a campaign of another system as stored (the caller refuses it). */
export function readCampaign(system: GameSystem, name: string, file?: string): CampaignRow | null {
  const row = getCampaign(name, file);
  return row && row.system === system.id ? migrated(system, row) : row;
}

/** Every campaign, newest first; one this version cannot read (a newer one stored it) is still listed, with its data as stored. */
export async function readCampaigns(file?: string): Promise<{ row: CampaignRow; system: GameSystem | null }[]> {
  const out: { row: CampaignRow; system: GameSystem | null }[] = [];
  for (const row of listCampaigns(file)) {
    let system: GameSystem | null = null;
    try {
      system = await loadSystem(row.system);
      out.push({ row: migrated(system, row), system });
    } catch {
      out.push({ row, system });
    }
  }
  return out;
}

/** Stores what a finished adventure carries on, in the system's current schema, with the rules version that played it. */
export function keepCampaign(system: GameSystem, name: string, data: unknown, file?: string): void {
  saveCampaign(name, system.id, data, file, system.rulesVersion, system.campaign?.schema ?? 1);
}
