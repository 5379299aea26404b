/** Dungeon World's campaign (Surviving Games & Keeping Treasure): heroes, gold and kit from game to game. */
import type { SystemCampaign } from '../../core/contract.ts';
import type { DwOptions } from './options.ts';
import { campaignOptionsFrom } from './rules/campaign/carry.ts';
import type { GameState } from './state.ts';

export const dwCampaign: SystemCampaign<GameState, DwOptions> = {
  start: (name) => ({ campaign: { name: name.slice(0, 40) } }),
  carry: campaignOptionsFrom,
  // The heroes with their gold.
  band: (data) => Object.entries((data as { campaign?: { heroes?: Record<string, { gold?: number }> } }).campaign?.heroes ?? {}).map(([id, h]) => `${id} (${h.gold ?? 0} gold)`),
  // The scenario the campaign plays next.
  next: (data) => {
    const s = (data as { scenario?: unknown }).scenario;
    return typeof s === 'string' ? s : null;
  },
};
