/**
 * Speed only (no rule here): the requests of a simulation, made once and
 * kept. With the log off a prompt carries no numbers, so the request asked at
 * one place of the rules (one rule, kind and prompt) is the same object in
 * every game: it is built once per list of options and player, as is the
 * player's decider id (`player:<name>`).
 *
 * Worth (2026-11-27, `simulate cards --games 400000 --workers 1`, seven
 * interleaved runs, median CPU s at load 17-24): 1.26 s with, 2.05 s building
 * each request and id afresh (63% more).
 */
import { intern } from '../../../core/intern.ts';
import type { Option, Request } from '../../../core/request.ts';
import type { CardsOptions } from '../options.ts';

/**
 * A list of options offered at one place in the rules (one rule, kind and
 * prompt: never share one between places), built once (a request's options
 * are read-only, so simulations build no array per decision), with the
 * request asked there while the log is off.
 */
export class Choices {
  /** The request asked here with the log off: its prompt carries no numbers, so one serves every game of a simulation. */
  quiet: Request<string> | null = null;
  readonly options: readonly Option<string>[];
  constructor(...options: Option<string>[]) {
    this.options = Object.freeze(options);
  }
}

let whoName = '';
let whoId = '';

/** The decider of every request: `player:<name>` (made once per name, not per request). */
export function who(o: CardsOptions): string {
  if (o.player !== whoName || whoId === '') {
    whoName = o.player;
    whoId = intern(`player:${o.player}`);
  }
  return whoId;
}

/** The request asked at the place of `choices` with the log off: kept, and only the player checked. */
export function quietRequest(choices: Choices, id: string, rule: string, prompt: string, kind: string): Request<string> {
  let req = choices.quiet;
  if (req === null || req.who !== id) {
    req = Object.freeze({ who: id, rule, prompt, options: choices.options, kind });
    choices.quiet = req;
  }
  return req;
}
