/** What an option does, in a few words, where its label does not say (the terminal prints it after the label). */
import type { Option, Request } from '../../../core/request.ts';

export function explorationNote(_req: Request, _o: Option): string | undefined {
  return undefined;
}
