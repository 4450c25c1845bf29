import { assign, setup } from 'xstate';
import {
  foundationPiles,
  type Action,
  type JournalAction,
  type MoveSource,
  type MoveTarget,
  type Pile,
} from './action.js';
import type { Refusal } from './apply.js';
import { act, gameFromCode, gamePosition, gameWon, NOTHING_TO_REDO_REFUSAL, redoAction, type Game } from './game.js';
import type { GameCode } from './gameCode.js';
import {
  NO_TARGET_REFUSAL,
  doubleTapAction,
  doubleTapRefusal,
  dropAction,
  dropRefusal,
  tapAction,
  tapRefusal,
} from './targets.js';

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
  | ({
      readonly type: 'move';
      readonly from: MoveSource;
      readonly to: MoveTarget;
      /**
       * A drop's or a keyboard put-down's: the index in `from` of the card picked up. The move then
       * plays only as {@link dropAction} makes it (exactly the cards held), else it is refused with
       * {@link dropRefusal}'s reason (a run picked up from its middle, of which another card fits).
       */
      readonly index?: number;
    } & Timed)
  | ({ readonly type: 'undo' } & Timed)
  | ({ readonly type: 'redo' } & Timed)
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

/**
 * The journal action an event stands for; null when a tap or double tap has no target, or a redo
 * nothing to redo. A redo stands for the action it plays again (RULES §5 "Redo").
 */
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
    case 'redo':
      return redoAction(game);
    case 'tap':
      return tapAction(gamePosition(game), game.rules, event.pile);
    case 'doubleTap':
      return doubleTapAction(gamePosition(game), event.pile, event.cardIndex);
    case 'newGame':
      return null;
  }
}

/**
 * The context after a play event: the rule runs once, and its result is either the new game (and no
 * refusal) or the refusal (and the same game). Pure: reads only its arguments.
 */
function playEvent(context: GameContext, event: GameEvent): GameContext {
  if (event.type === 'move' && event.index !== undefined) return dropEvent(context, event, event.index);
  const action = eventAction(context.game, event);
  if (action === null) {
    const position = gamePosition(context.game);
    const refusal =
      event.type === 'tap'
        ? tapRefusal(position, context.game.rules, event.pile)
        : event.type === 'doubleTap'
          ? doubleTapRefusal(position, event.pile, event.cardIndex)
          : event.type === 'redo'
            ? NOTHING_TO_REDO_REFUSAL
            : NO_TARGET_REFUSAL;
    return { game: context.game, refusal };
  }
  const result = act(context.game, action, 't' in event ? event.t : undefined);
  return result.ok ? { game: result.value, refusal: null } : { game: context.game, refusal: result.error };
}

/** A drop (a `move` event with the index of the card picked up): the drop's move, or its refusal. */
function dropEvent(context: GameContext, event: GameEvent & { type: 'move' }, index: number): GameContext {
  const { game } = context;
  const position = gamePosition(game);
  // `F` stands for the card's own foundation: a drop on the first slot goes there as on any
  const to = event.to === 'F' ? foundationPiles(game.rules.variant)[0]! : event.to;
  const drop = dropAction(position, game.rules, event.from, index, to);
  if (!drop) return { game, refusal: dropRefusal(position, game.rules, event.from, index, to) ?? NO_TARGET_REFUSAL };
  const result = act(game, drop, event.t);
  return result.ok ? { game: result.value, refusal: null } : { game, refusal: result.error };
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
 * is won. Each play event (`draw`, `recycle`, `move`, `undo`, `redo`, `act`, `tap`, `doubleTap`) is one
 * targetless transition with one `assign` that runs the rule once: an accepted event sets the new
 * game and clears `context.refusal`; a refused one leaves the game as it was and sets
 * `context.refusal` (a {@link Refusal} with a stable code; for a tap or double tap without target,
 * the most precise reason: see `tapRefusal` and `doubleTapRefusal` in targets.ts).
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
        redo: { actions: 'play' },
        act: { actions: 'play' },
        tap: { actions: 'play' },
        doubleTap: { actions: 'play' },
        newGame: { actions: 'startNew' },
      },
    },
    won: { type: 'final' },
  },
});
