/**
 * The one door into the 3d6 core for another system (Exploration plays its
 * characters, fights, Feats, healing and views): what it may use, and
 * nothing else. A depcruise rule (`exploration-through-3d6-api`) keeps it so.
 */
export { sixSystem, type SixState, type SixViewModel } from './index.ts';
export { DEFAULT_DATA } from './data/index.ts';
export { ABILITIES } from './data/schema.ts';
export { textKey } from './data/sets.ts';
export { SIX_GLOSSARY } from './rules-glossary.ts';
export { restHours } from './rules/abilities.ts';
export { makeCharacter, makeMonster } from './rules/characters.ts';
export { newFight, runFight } from './rules/combat/fight.ts';
export { EXIT_FAR } from './rules/combat/grid.ts';
export { tendTheFallen } from './rules/dungeon.ts';
export { woundTest } from './rules/dying.ts';
export { feat, featOdds, featScore } from './rules/feats.ts';
export { careOptions, doCare, type Care } from './rules/out-of-combat.ts';
export type { FightMap, Pos } from './state.ts';
export type { Difficulty } from './tables/core.ts';
export { TERRAIN_KINDS } from './tables/terrain.ts';
export { sixNote } from './view/notes.ts';
export { marksKey, squareMarks, type Pointing, type SquareMarks } from './view/picks-text.ts';
export { marksOf } from './view/picks.ts';
export { gridText } from './view/text.ts';
