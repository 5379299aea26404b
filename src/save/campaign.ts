/**
 * A campaign's stored data (2HDC's band, Dungeon World's heroes, gold, items,
 * power-ups and spells: the options its next adventure starts from, as the
 * system's `campaignOptionsFrom` left them) has a schema version per system
 * and numbered migrations, as saves do: a campaign stored by an older
 * version is walked up when it is read (store/campaigns.ts), and written in
 * the current schema after its next adventure. Tested from the golden
 * campaigns (test/fixtures/golden/<system>/rules-<v>/campaign.json).
 *
 * Raise a system's schema here, with a migration from the one before, when
 * a change of its rules changes what a campaign carries (a field renamed,
 * added without a default, or read otherwise), so every stored campaign
 * still starts its next adventure.
 */

import { BadSave } from './save.ts';

/** The current schema of each system's campaign data. */
export const CAMPAIGN_SCHEMA: Readonly<Record<string, number>> = { '2hdc': 1, 'dungeon-world': 1 };

export type CampaignMigration = (data: Record<string, unknown>) => Record<string, unknown>;

/** `CAMPAIGN_MIGRATIONS[system][n]` turns schema-n data into schema n+1 data. None yet: schema 1 is the first. */
export const CAMPAIGN_MIGRATIONS: Readonly<Record<string, Readonly<Record<number, CampaignMigration>>>> = { '2hdc': {}, 'dungeon-world': {} };

/** A campaign this version cannot carry on: one line for the player, like a refused save. */
export class BadCampaign extends BadSave {}

/** The schema a system's campaigns are written in now (1 for a system with none listed). */
export function campaignSchema(system: string, schemas: Readonly<Record<string, number>> = CAMPAIGN_SCHEMA): number {
  return schemas[system] ?? 1;
}

/** Campaign data of schema `from` walked up to the current schema; refused by name when a newer version stored it. */
export function migrateCampaign(system: string, data: unknown, from: number, schemas: Readonly<Record<string, number>> = CAMPAIGN_SCHEMA, migrations = CAMPAIGN_MIGRATIONS): Record<string, unknown> {
  const now = campaignSchema(system, schemas);
  if (from > now) throw new BadCampaign(`this ${system} campaign was stored in schema ${from} by a newer version of dungeon-crawl (this one reads up to ${now})`);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new BadCampaign(`this ${system} campaign holds no data`);
  let d = data as Record<string, unknown>;
  for (let v = from; v < now; v++) {
    const step = migrations[system]?.[v];
    if (!step) throw new BadCampaign(`no migration of ${system} campaigns from schema ${v}`);
    d = step(d);
  }
  return d;
}
