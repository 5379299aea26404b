/**
 * How 2HDC shows an exact chance to a player: core/odds-text.ts's `pct`,
 * shared by the adventure's option labels (adventure/odds.ts) and the fight's
 * odds events (combat/odds.ts).
 */
export { pct } from '../../core/odds-text.ts';
