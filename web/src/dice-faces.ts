/** A roll's dice read from its log line ("3d6 [6,5,3]", "1d10 [4]"), for Dice.tsx to draw. */

/** The dice of a roll line: each die's sides and face, in the order rolled. */
export function diceIn(text: string): { sides: number; face: number }[] {
  const out: { sides: number; face: number }[] = [];
  for (const m of text.matchAll(/\b(\d+)d(\d+)\b[^[\n]*?\[(\d+(?:,\s*\d+)*)\]/g)) {
    const sides = Number(m[2]);
    const faces = m[3]!.split(',').map((x) => Number(x.trim()));
    if (faces.length !== Number(m[1]) || faces.some((f) => f < 1 || f > sides)) continue;
    for (const face of faces) out.push({ sides, face });
  }
  return out;
}
