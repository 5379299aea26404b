/** What an option does, in a few words, where its label does not say: a spell cast in a fight (the fights are 3d6 combat, its spells). */
import type { Option, Request } from '../../../core/request.ts';
import { sixNote } from '../../3d6/api.ts';

export function explorationNote(req: Request, o: Option<string>): string | undefined {
  return /^spell:/.test(o.id) ? sixNote(req, o) : undefined;
}
