import { assign, setup } from 'xstate';
import { pileIndex, type Action, type ColumnPile, type JournalAction, type MoveSource, type MoveTarget, type Pile } from './action.js';
import { applyAction, type Refusal } from './apply.js';
import { act, gameFromCode, gamePosition, gameWon, type Game } from './game.js';
import type { GameCode } from './gameCode.js';
import { canPickUp, doubleTapAction, tapAction } from './targets.js';

/** Optional time of an event: milliseconds since the game started, recorded in the journal. */
interface Timed {
  readonly t?: number;
}

/**
 * Events of the game machine. `tap` and `doubleTap` resolve their action with the rules of RULES §6,
 * so clients never decide where a card goes.
 */
export type GameEvent =
  | ({ readonly type: 'draw' } & Timed)
  | ({ readonly type: 'recycle' } & Timed)
  | ({ readonly type: 'move'; readonly from: MoveSource; readonly to: MoveTarget } & Timed)
  | ({ readonly type: 'undo' } & Timed)
  | ({ readonly type: 'act'; readonly action: JournalAction } & Timed)
  | ({ readonly type: 'tap'; readonly pile: Pile } & Timed)
  | ({ readonly type: 'doubleTap'; readonly pile: Pile; readonly cardIndex?: number } & Timed)
  | { readonly type: 'newGame'; readonly game: Game };

/** The machine's context: the game (journal, move log, folds) and the last refusal, if the last event was refused. */
export interface GameContext {
  readonly game: Game;
  /** Why the last event changed nothing; null after an accepted event. */
  readonly refusal: Refusal | null;
}

/** The journal action an event stands for; null when a tap or double tap has no target. */
export function eventAction(game: Game, event: GameEvent): JournalAction | null {
  switch (event.type) {
    case 'draw':
    case 'recycle':
    case 'undo':
      return { type: event.type };
    case 'move':
      return { type: 'move', from: event.from, to: event.to } satisfies Action;
    case 'act':
      return event.action;
    case 'tap':
      return tapAction(gamePosition(game), game.rules, event.pile);
    case 'doubleTap':
      return doubleTapAction(gamePosition(game), event.pile, event.cardIndex);
    case 'newGame':
      return null;
  }
}

/** The refusal of a tap or a double tap that resolves to no action (RULES §6). */
const NO_TARGET_REFUSAL: Refusal = { code: 'NO_TARGET', message: 'no card can go anywhere from there' };
/** The refusal of a double tap on a face-up card that fits no column (RULES §6: it may still fit its foundation). */
const NO_COLUMN_FITS_REFUSAL: Refusal = { code: 'NO_COLUMN_FITS', message: 'no column takes that card' };

/**
 * Why a tap or a double tap that resolves to no action does nothing, as precisely as the event
 * allows, so a client can say what happened: a tap on an empty stock gets the rule's own reason (no
 * recycle left; or, with the waste empty too, the empty stock); a double tap on a face-up card that
 * no column takes gets `NO_COLUMN_FITS` (the card may well fit its foundation, by a single tap);
 * anything else `NO_TARGET`.
 */
function noActionRefusal(game: Game, event: GameEvent): Refusal {
  const position = gamePosition(game);
  if (event.type === 'tap' && event.pile === 'S') {
    const tried = applyAction(position, game.rules, { type: position.waste.length > 0 ? 'recycle' : 'draw' });
    if (!tried.ok) return tried.error;
  }
  if (event.type === 'doubleTap' && (event.pile === 'W' || event.pile[0] === 'T')) {
    const cards = event.pile === 'W' ? position.waste : position.tableau[pileIndex(event.pile as ColumnPile)]!.cards;
    const top = cards.length - 1;
    const index = event.pile === 'W' || event.cardIndex === undefined || event.cardIndex < 0 ? top : event.cardIndex;
    if (canPickUp(position, event.pile, index)) return NO_COLUMN_FITS_REFUSAL;
  }
  return NO_TARGET_REFUSAL;
}

/**
 * The context after a play event: the rule runs once, and its result is either the new game (and no
 * refusal) or the refusal (and the same game). Pure: reads only its arguments.
 */
function playEvent(context: GameContext, event: GameEvent): GameContext {
  const action = eventAction(context.game, event);
  if (action === null) return { game: context.game, refusal: noActionRefusal(context.game, event) };
  const result = act(context.game, action, 't' in event ? event.t : undefined);
  return result.ok ? { game: result.value, refusal: null } : { game: context.game, refusal: result.error };
}

/** The game a machine started without input plays: deal 0, `KL1-D1N-AAAAAAA`. */
const DEFAULT_CODE: GameCode = { deal: 0, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false };

// A constant, not state: dealt once when the module loads and never reassigned (a game is immutable,
// so every machine without input can share it). Dealing in the context factory instead would cost
// each transition() call about 4 µs of its 32 (measured), as transition() evaluates the factory.
const DEFAULT_GAME: Game = gameFromCode(DEFAULT_CODE);

/**
 * The game as an xstate v5 machine (RULES §3-6). Input: `{ game }` (from `gameFromCode`,
 * `gameFromDeck` or `gameFromPosition`); without input, deal 0 `KL1-D1N-AAAAAAA`. States: `playing`,
 * and `won` (final: nothing more is accepted, not even undo), reached through `always` once the game
 * is won. Each play event (`draw`, `recycle`, `move`, `undo`, `act`, `tap`, `doubleTap`) is one
 * targetless transition with one `assign` that runs the rule once: an accepted event sets the new
 * game and clears `context.refusal`; a refused one leaves the game as it was and sets
 * `context.refusal` (a {@link Refusal} with a stable code; for a tap or double tap without target,
 * the most precise reason: see `noActionRefusal`).
 * `newGame` swaps the game while `playing`. The machine keeps no state outside its snapshots.
 */
export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameEvent,
    input: {} as { game: Game } | undefined,
  },
  guards: {
    isWon: ({ context }) => gameWon(context.game),
  },
  actions: {
    play: assign(({ context, event }) => playEvent(context, event)),
    startNew: assign(({ event }) => (event.type === 'newGame' ? { game: event.game, refusal: null } : {})),
  },
}).createMachine({
  id: 'klondike',
  // xstate's pure `transition()` builds a throwaway actor without input on every call and evaluates
  // this factory for it (its snapshot is then discarded): without input, deal 0 rather than throw
  context: ({ input }) => ({ game: input?.game ?? DEFAULT_GAME, refusal: null }),
  initial: 'playing',
  states: {
    playing: {
      always: { guard: 'isWon', target: 'won' },
      on: {
        draw: { actions: 'play' },
        recycle: { actions: 'play' },
        move: { actions: 'play' },
        undo: { actions: 'play' },
        act: { actions: 'play' },
        tap: { actions: 'play' },
        doubleTap: { actions: 'play' },
        newGame: { actions: 'startNew' },
      },
    },
    won: { type: 'final' },
  },
});
