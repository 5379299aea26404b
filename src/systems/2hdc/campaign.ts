/** 2HDC's campaign (33.1): the band that got out goes on to the next adventure. */
import type { SystemCampaign } from '../../core/contract.ts';
import type { AdventureOptions } from './options.ts';
import type { AdventureState } from './state-adventure.ts';
import type { Character } from './state.ts';

/** The band that goes on to the next adventure: those who got out, with their share of the coins. */
function bandFromReport(state: AdventureState): Character[] {
  const band: Character[] = [];
  for (const c of state.band) {
    if (!state.outside.includes(c.id) || c.status === 'obviously-dead') continue;
    const copy = JSON.parse(JSON.stringify(c)) as Character;
    const share = state.shares[c.id];
    if (share) copy.coins = { ...share };
    band.push(copy);
  }
  return band;
}

/** Options for the next adventure of a campaign (33.1), as plain data the CLI can store. */
export function campaignOptionsFrom(state: AdventureState, previous: Partial<AdventureOptions> = {}): Partial<AdventureOptions> {
  const done = previous.campaign?.adventures ?? 0;
  return { ...previous, style: 'campaign', players: state.players, campaign: { band: bandFromReport(state) as AdventureOptions['campaign']['band'], adventures: done + 1 } };
}

export const twoHourCampaign: SystemCampaign<AdventureState, AdventureOptions> = {
  start: () => ({ style: 'campaign' }),
  carry: (state, options) => campaignOptionsFrom(state, options) as Record<string, unknown>,
  // The characters with their Rep.
  band: (data) => ((data as { campaign?: { band?: { name?: string; rep?: number }[] } }).campaign?.band ?? []).map((m) => `${m.name} (Rep ${m.rep})`),
};
