/**
 * Every table the 2HDC rules look up, the hidden ones (footnotes, re-takes,
 * one damage table per Impact) included: for the coverage audit and for the
 * log contract test, which finds each logged lookup's table by section and name.
 */
import type { Table } from '../../../core/tables.ts';
import { CHARGE_21_0, CRISIS_19_0, MELEE_DAMAGE_24_4, NPC_SPELL_28_7, RECOVERY_27_0, SHOOTING_23_3, SHOOTING_DAMAGE_23_5, SPELL_CASTING_28_3 } from './combat.ts';
import { MAGIC_ARMOR_AC_29_1_1, MAGIC_TABLES_29_1, NPC_MAGIC_ITEMS_29_3 } from './magic.ts';
import { RACE_LISTS_7_0, REP_ROLL_10_0 } from './races.ts';
import { BIG_BAD_34_1, BIG_BAD_REP_34_1, REASON_WHY_34_3 } from './dungeon-setup.ts';
import { BONEYARD_37_1_1, CROSS_OVER_37_1_6, CROSS_OVER_HELP_37_1_6, CROSS_OVER_HELPER_37_1_6, DUNGEON_GENERATION_38_0, SECRET_ROOMS_37_0, TRAP_37_1_4, TRAP_RETAKE_37_1_4 } from './dungeon-rooms.ts';
import { HOW_MANY_39_6, MINIONS_39_8, PEF_RESOLUTION_39_4, RIVALS_39_9, TALK_THE_TALK_39_9_1, WHAT_ARE_THEY_39_7 } from './dungeon-pef.ts';
import { TREASURE_40_0 } from './dungeon-treasure.ts';

/** The damage tables, one per Impact (6 stands for 6 or more). */
export const DAMAGE_TABLES: readonly Table<unknown>[] = [1, 2, 3, 4, 5, 6].flatMap((i) => [SHOOTING_DAMAGE_23_5(i), MELEE_DAMAGE_24_4(i)]);

export const ALL_TABLES: readonly Table<unknown>[] = [
  ...Object.values(RACE_LISTS_7_0).map((l) => l.table), REP_ROLL_10_0,
  ...Object.values(CRISIS_19_0), CHARGE_21_0, SHOOTING_23_3, ...DAMAGE_TABLES, RECOVERY_27_0, SPELL_CASTING_28_3, NPC_SPELL_28_7,
  MAGIC_ARMOR_AC_29_1_1, ...Object.values(MAGIC_TABLES_29_1), NPC_MAGIC_ITEMS_29_3,
  BIG_BAD_34_1.rep4, BIG_BAD_34_1.rep5, BIG_BAD_34_1.rep6, BIG_BAD_REP_34_1, REASON_WHY_34_3,
  SECRET_ROOMS_37_0, BONEYARD_37_1_1, TRAP_37_1_4, TRAP_RETAKE_37_1_4, CROSS_OVER_37_1_6, CROSS_OVER_HELPER_37_1_6, CROSS_OVER_HELP_37_1_6, DUNGEON_GENERATION_38_0,
  PEF_RESOLUTION_39_4, HOW_MANY_39_6, WHAT_ARE_THEY_39_7, ...Object.values(MINIONS_39_8), RIVALS_39_9, TALK_THE_TALK_39_9_1, TREASURE_40_0,
];

/** The table a logged lookup names. */
export function tableNamed(section: string, name: string): Table<unknown> | undefined {
  return ALL_TABLES.find((t) => t.section === section && t.name === name);
}
