/**
 * The board elements a click answers the decision by (core/view-model.ts
 * BoardPick), from each option's hint (attacks.ts): the model a shot, a
 * power, an order or a melee is aimed at (`fig:ID`), the square a move, a
 * charge or a placement goes to (`sq:X,Y`); what each touches (a shot's
 * line, a melee's models, the square). Options with no one element (stay,
 * hold fire, Field Healing of two models) are left to the buttons.
 */
import { figureKey, squareKey, type BoardPick } from '../../../core/view-model.ts';
import type { DwOptionHint } from './attacks.ts';

/** The model an option is aimed at, when its square is that model's: a shot's target, a power's one model, the melee order's first enemy (a move or a charge that starts a melee goes to an empty square). */
function aimedAt(h: DwOptionHint): string | null {
  if (h.kind === 'shot') return h.targets?.[0] ?? null;
  if (h.kind === 'model') return h.targets?.length === 1 ? h.targets[0]! : null;
  if (h.kind === 'melee' && !/^(?:move|charge):/.test(h.option)) return h.targets?.[0] ?? null;
  return null;
}

export function dwPicks(hints: readonly DwOptionHint[]): BoardPick[] {
  const out: BoardPick[] = [];
  for (const h of hints) {
    if (!h.at) continue;
    const aimed = aimedAt(h);
    const at = aimed ? figureKey(aimed) : squareKey(h.at);
    const touches = [...new Set([...h.squares.map(squareKey), ...(h.attackers ?? []).map(figureKey), ...(h.targets ?? []).map(figureKey)])].filter((k) => k !== at);
    out.push({ option: h.option, at, ...(touches.length ? { touches } : {}) });
  }
  return out;
}
