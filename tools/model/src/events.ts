import { COLUMN_PILES, FOUNDATION_PILES, type Action, type GameEvent, type Pile } from '@klondike/engine';
import type { ModelEvent } from './model.js';

/**
 * The engine action a model move stands for, or null for a model event that is not one fixed
 * action (undo, new game, tap and double tap, whose target the rules pick: RULES §6).
 */
export function modelAction(e: ModelEvent): Action | null {
  switch (e.type) {
    case 'draw':
    case 'recycle':
      return { type: e.type };
    case 'WF':
      return { type: 'move', from: 'W', to: 'F' };
    case 'WT':
      return { type: 'move', from: 'W', to: COLUMN_PILES[e.to]! };
    case 'TF':
      return { type: 'move', from: COLUMN_PILES[e.from]!, to: 'F' };
    case 'TT':
      return { type: 'move', from: COLUMN_PILES[e.from]!, to: COLUMN_PILES[e.to]! };
    case 'FT':
      return { type: 'move', from: FOUNDATION_PILES[e.from]!, to: COLUMN_PILES[e.to]! };
    default:
      return null;
  }
}

/**
 * The engine machine's event for a model event (`gameMachine`, RULES §3-6). `newGame` needs the
 * new game value, so the adapter builds it.
 */
export function engineEvent(e: Exclude<ModelEvent, { type: 'newGame' }>): GameEvent {
  if (e.type === 'undo') return { type: 'undo' };
  if (e.type === 'tap') return { type: 'tap', pile: e.pile as Pile };
  if (e.type === 'doubleTap')
    return e.cardIndex === undefined
      ? { type: 'doubleTap', pile: e.pile as Pile }
      : { type: 'doubleTap', pile: e.pile as Pile, cardIndex: e.cardIndex };
  const action = modelAction(e)!;
  return action.type === 'move' ? { type: 'move', from: action.from, to: action.to } : { type: action.type };
}
