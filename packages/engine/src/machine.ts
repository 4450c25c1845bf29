import { assign, setup } from 'xstate';
import type { Action, JournalAction, MoveSource, MoveTarget, Pile } from './action.js';
import type { Refusal } from './apply.js';
import { act, gameFromCode, gamePosition, gameWon, type Game } from './game.js';
import type { GameCode } from './gameCode.js';
import { doubleTapAction, tapAction } from './targets.js';

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

type Attempt = ReturnType<typeof act> | null;

// The guard and the action of one transition see the same game and event objects: remembering the
// last attempt keeps the rule from running twice per event. Values are immutable, so this is safe.
let lastAttempt: { game: Game; event: GameEvent; result: Attempt } | null = null;

const attempt = (context: GameContext, event: GameEvent): Attempt => {
  if (lastAttempt !== null && lastAttempt.game === context.game && lastAttempt.event === event) return lastAttempt.result;
  const action = eventAction(context.game, event);
  const result = action === null ? null : act(context.game, action, 't' in event ? event.t : undefined);
  lastAttempt = { game: context.game, event, result };
  return result;
};

/** The game a machine started without input plays: deal 0, `KL1-D1N-AAAAAAA`. */
const DEFAULT_CODE: GameCode = { deal: 0, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false };

// dealt once: transition() asks for it on every call, and a game value is immutable, so one can be shared
let sharedDefaultGame: Game | null = null;
const defaultGame = (): Game => (sharedDefaultGame ??= gameFromCode(DEFAULT_CODE));

const PLAY_EVENT = [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }] as const;

/**
 * The game as an xstate v5 machine (RULES §3-5). Input: `{ game }` (from `gameFromCode`,
 * `gameFromDeck` or `gameFromPosition`; without input, deal 0 `KL1-D1N-AAAAAAA`). States: `playing`, and `won` (final: nothing more is
 * accepted, not even undo). Guards come from the pure rule functions; a refused event leaves the
 * game as it was and sets `context.refusal`.
 */
export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameEvent,
    input: {} as { game: Game } | undefined,
  },
  guards: {
    isLegal: ({ context, event }) => attempt(context, event)?.ok === true,
    isWon: ({ context }) => gameWon(context.game),
  },
  actions: {
    apply: assign(({ context, event }) => {
      const result = attempt(context, event);
      return result?.ok ? { game: result.value, refusal: null } : {};
    }),
    refuse: assign(({ context, event }) => {
      const result = attempt(context, event);
      if (result === null) return { refusal: { code: 'NO_TARGET', message: 'no card can go anywhere from there' } satisfies Refusal };
      return result.ok ? {} : { refusal: result.error };
    }),
    startNew: assign(({ event }) => (event.type === 'newGame' ? { game: event.game, refusal: null } : {})),
  },
}).createMachine({
  id: 'klondike',
  // xstate's pure `transition()` builds a throwaway actor without input; give it a game rather than a throw
  context: ({ input }) => ({ game: input?.game ?? defaultGame(), refusal: null }),
  initial: 'playing',
  states: {
    playing: {
      always: { guard: 'isWon', target: 'won' },
      on: {
        draw: PLAY_EVENT,
        recycle: PLAY_EVENT,
        move: PLAY_EVENT,
        undo: PLAY_EVENT,
        act: PLAY_EVENT,
        tap: PLAY_EVENT,
        doubleTap: PLAY_EVENT,
        newGame: { actions: 'startNew' },
      },
    },
    won: { type: 'final' },
  },
});
