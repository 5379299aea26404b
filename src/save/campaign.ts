/**
 * A campaign's stored data (2HDC's band, Dungeon World's heroes, gold, items,
 * power-ups and spells: the options its next adventure starts from, as the
 * system's `campaign.carry` left them) has a schema version per system
 * and numbered migrations, as saves do (`GameSystem.campaign.schema` and
 * `migrations`): a campaign stored by an older version is walked up when it
 * is read (session/campaign.ts), and written in the current schema after its next adventure. Tested from the golden
 * campaigns (test/fixtures/golden/<system>/rules-<v>/campaign.json).
 *
 * Raise a system's schema in its campaign, with a migration from the one before, when
 * a change of its rules changes what a campaign carries (a field renamed,
 * added without a default, or read otherwise), so every stored campaign
 * still starts its next adventure.
 */

import { BadSave } from './save.ts';

export type CampaignMigration = (data: Record<string, unknown>) => Record<string, unknown>;

/** A campaign this version cannot carry on: one line for the player, like a refused save. */
export class BadCampaign extends BadSave {}

/**
 * Campaign data of schema `from` walked up to schema `now` (the system's
 * current one) by `migrations[n]`, which turns schema-n data into schema
 * n+1 data; refused by name when a newer version stored it.
 */
export function migrateCampaign(system: string, data: unknown, from: number, now = 1, migrations: Readonly<Record<number, CampaignMigration>> = {}): Record<string, unknown> {
  if (from > now) throw new BadCampaign(`this ${system} campaign was stored in schema ${from} by a newer version of dungeon-crawl (this one reads up to ${now})`);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new BadCampaign(`this ${system} campaign holds no data`);
  let d = data as Record<string, unknown>;
  for (let v = from; v < now; v++) {
    const step = migrations[v];
    if (!step) throw new BadCampaign(`no migration of ${system} campaigns from schema ${v}`);
    d = step(d);
  }
  return d;
}
