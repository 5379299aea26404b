/**
 * The one door into the Battle Board fight and the characters from the rest
 * of 2HDC (the adventure, the view, the options; test/systems/shape.test.ts
 * holds every other module to it): characters (6.0–14.0), the band (13.0),
 * enemies from the Race Lists (7.0) with NPC magic items (29.3), the whole
 * fight (18.4–32.0), recovery after it (27.0), the magic item tables
 * (29.1.x), what a character carries (32.2), the dungeon's own hits (23.5)
 * and the fight's rule options. Each is documented where it is written.
 */
export type { StarOptions, LiveBattle, BoardFighter, BoardView } from './api-types.ts';
export { createStar, makeEnemy } from './characters/create.ts';
export { recruitBand } from './characters/band.ts';
export { restoreOnExit } from './characters/adventure.ts';
export { carrying, loadClass, type Carrying } from './characters/carry.ts';
export { enemyLetter, enemyName } from './characters/names.ts';
export { fight } from './combat/fight.ts';
export { recoverAfterFight, runAwayTest } from './combat/recovery.ts';
export { hazardHit } from './combat/damage.ts';
export { combatOptions } from './combat/options.ts';
export { rollMagicItem } from './magic/items.ts';
export { speedDice, useTalisman } from './magic/restore.ts';
