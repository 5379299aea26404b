/**
 * Which player decisions a bot made (`--auto`, a computer seat), kept as runs
 * `[first, count]` of decision indices, sorted and apart: an auto game is one
 * run, however long. A save carries them (`auto`) so its replay asks the
 * bot's reason (`GameSystem.botWhy`) for those decisions again and logs the
 * game as it was played (issue 25 item 11).
 */
export type AutoRuns = readonly (readonly [number, number])[];

/** Whether decision `i` (0-based) is in the runs. */
export function inRuns(runs: AutoRuns | undefined, i: number): boolean {
  if (runs === undefined) return false;
  for (let k = 0; k < runs.length; k++) {
    const [first, count] = runs[k]!;
    if (i < first) return false;
    if (i < first + count) return true;
  }
  return false;
}

/**
 * The runs of a run's decisions: the given ones cut at `used` (the recorded
 * decisions the run replayed; an undo or a lenient replay uses fewer), and the
 * chooser's from `recorded` to `total` (a chooser answers only after every
 * recorded decision). Sorted, touching runs merged.
 */
export function autoRuns(given: AutoRuns | undefined, used: number, recorded: number, total: number): [number, number][] {
  const out: [number, number][] = [];
  const add = (first: number, count: number) => {
    if (count <= 0) return;
    const last = out[out.length - 1];
    if (last && last[0] + last[1] >= first) last[1] = Math.max(last[1], first + count - last[0]);
    else out.push([first, count]);
  };
  for (const [first, count] of given ?? []) add(first, Math.min(first + count, used) - first);
  if (total > recorded) add(recorded, total - recorded);
  return out;
}
