/** The whole game, in the book's order: parts 1-3, then rooms until death, leaving or an exhausted deck. */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { DeckOut } from './deck.ts';
import type { CardsOptions } from '../options.ts';
import { SEC } from '../sections.ts';
import type { CardsState } from '../state.ts';
import { fight } from './fight.ts';
import { enterRoom } from './room.ts';
import { collectScore, endGame, goOn } from './score.ts';
import { chooseCharacter, chooseDifficulty, drawStats } from './stats.ts';

export function playCards(ctx: Ctx, st: CardsState, o: CardsOptions): void {
  try {
    chooseCharacter(ctx, st, o);
    drawStats(ctx, st, o);
    chooseDifficulty(ctx, st, o);
  } catch (e) {
    if (!(e instanceof DeckOut)) throw e;
    endGame(ctx, st, 'deck-out');
    return;
  }
  playRooms(ctx, st, o);
}

/** Room after room from the top of one (where a live game may go on from: the GameSystem's `resume`). */
export function playRooms(ctx: Ctx, st: CardsState, o: CardsOptions): void {
  try {
    for (;;) {
      // A room's start: everything the rest of the game depends on is in the state.
      ctx.checkpoint?.();
      enterRoom(ctx, st, o);
      if (!fight(ctx, st, o)) {
        if (ctx.log) note(ctx, SEC.monsterTurn, 'Your HP is gone.');
        endGame(ctx, st, 'died');
        return;
      }
      collectScore(ctx, st);
      if (!goOn(ctx, st, o)) {
        endGame(ctx, st, 'left');
        return;
      }
    }
  } catch (e) {
    if (!(e instanceof DeckOut)) throw e;
    endGame(ctx, st, 'deck-out');
  }
}
