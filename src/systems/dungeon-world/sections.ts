/**
 * Section ids of Dungeon World, a book with headings but no numbers (see
 * docs/rulings/dungeon-world.md). One id per rule paragraph, made from the
 * book's heading (and the paragraph's subject where a heading holds several
 * rules). The four table ids are fixed by the contract. Ids starting
 * "ours-" cite our own defaults where the book is silent (scenarios, the
 * computer's Draken Master, the length of a game).
 */
export const SEC = {
  // The Models and their Statistics.
  statMovement: 'stats-movement',
  statAttacks: 'stats-weapon-attacks',
  statShooting: 'stats-shooting',
  statArmour: 'stats-armour',
  statWounds: 'stats-hits-wounds',
  // Battle.
  battle: 'battle',
  initiative: 'initiative-phase',
  moverAction: 'movers-action-phase',
  movement: 'movement',
  cover: 'cover',
  moveFigures: 'movement-figures-and-impassable',
  killZone: 'movement-kill-zone',
  disengage: 'movement-disengaging',
  freeAttacksMany: 'movement-disengaging-several',
  shooting: 'shooting',
  range: 'shooting-range',
  lineOfSight: 'shooting-line-of-sight',
  shootToHit: 'shooting-to-hit-roll',
  shootKill: 'shooting-kill-roll',
  shootEngaged: 'shooting-engaged',
  nonMoverShooting: 'non-movers-shooting-phase',
  melee: 'melee-phase',
  meleeToHit: 'melee-to-hit-roll',
  meleeKill: 'melee-kill-roll',
  assignHits: 'melee-assigning-hits',
  freeAttacks: 'melee-free-attacks',
  // Dungeon Specific Rules.
  diagonal: 'diagonal-movement',
  rockSlide: 'rock-slide',
  obstacles: 'obstacles',
  pits: 'pits',
  // Winning and spawning.
  victory: 'victory-points',
  respawn: 're-spawning-heroes',
  spawning: 'spawning-monsters',
  spawnPlacement: 'spawning-placement',
  spawnRoll: 'spawning-roll',
  spawnVanish: 'spawning-vanish',
  // Special abilities (the ones the first slices play).
  berserk: 'ability-berserk-attack',
  stealth: 'ability-stealth',
  fly: 'ability-fly',
  swiftMover: 'ability-swift-mover',
  initiativeBonus: 'ability-initiative-bonus',
  pack: 'ability-pack',
  poison: 'ability-poison-attack',
  undying: 'ability-undying',
  underfoot: 'ability-underfoot-attack',
  battleChant: 'ability-battle-chant',
  masterShot: 'ability-master-shot',
  // The other special abilities and the six spells (rules/abilities, rules/spells).
  abilities: 'special-abilities',
  fireWeapon: 'ability-fire-weapon',
  fireCounters: 'ability-fire-weapon-counters',
  chargeAttack: 'ability-charge-attack',
  controlEnemy: 'ability-control-enemy',
  gaze: 'ability-gaze-attack',
  dedicatedShot: 'ability-dedicated-shot',
  multiShot: 'ability-multi-shot',
  healingTouch: 'ability-healing-touch',
  fieldHealing: 'ability-field-healing',
  regenerate: 'ability-regenerate',
  listen: 'ability-listen',
  traps: 'ability-traps',
  acidSpit: 'ability-acid-spit',
  checking: 'ability-checking',
  wraith: 'bestiary-wraith',
  holdPortal: 'spell-hold-portal',
  shield: 'spell-shield',
  fireImmunity: 'spell-invulnerable-to-fire',
  poisonImmunity: 'spell-invulnerable-to-poison',
  fingerOfDeath: 'spell-finger-of-death',
  resurrection: 'spell-resurrection',
  // The four tables (contract ids).
  spawnTable: 'random-spawning-table',
  trapTable: 'trap-table',
  chestTable: 'treasure-chest-contents-table',
  powerUpTable: 'special-magical-abilities-power-up-table',
  // Lists.
  bestiary: 'bestiary',
  heroes: 'heroes',
  // Ours.
  oursScenario: 'ours-scenario',
  oursMaster: 'ours-draken-master',
  oursHeroes: 'ours-heroes-bot',
  oursEnd: 'ours-end-of-game',
} as const;

/** The spawning table's id for a scenario that brings its own table. */
export function spawnTableId(scenario: string | null): string {
  return scenario === null ? SEC.spawnTable : `${SEC.spawnTable}:${scenario}`;
}
