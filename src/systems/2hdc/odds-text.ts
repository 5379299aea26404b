/** How 2HDC shows an exact chance: core/odds-text.ts's `pct` ("44% (4/9)"), shared with the other systems. */
export { pct } from '../../core/odds-text.ts';
