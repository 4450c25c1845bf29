import { gameFromStart, parseGameStart, replay } from '@klondike/engine';
import { fairHint } from '@klondike/review';
import type { FairHintAnswer, FairHintTask } from './fairHint.js';

/** Worlds sampled per hint: enough to rank the actions, few enough to answer in about a second. */
export const FAIR_SAMPLES = 16;

/**
 * The fair-hint worker's answer to a task (kept apart from the worker's entry so tests run it in this
 * thread): the game rebuilt from its start and journal, then `fairHint` of @klondike/review.
 * @returns the hint, or a message naming what was refused (the start, or the journal entry by its 1-based index)
 */
export function answerFairHint(task: Omit<FairHintTask, 'id'>): FairHintAnswer {
  const start = parseGameStart(task.start);
  const begun = start.ok ? gameFromStart(start.value) : start;
  if (!begun.ok) return { ok: false, message: begun.error.message };
  const game = replay(begun.value, task.entries);
  if (!game.ok) return { ok: false, message: `journal entry ${game.error.index}: ${game.error.refusal.message}` };
  const hint = fairHint(game.value, { samples: FAIR_SAMPLES });
  return hint.ok ? { ok: true, value: hint.value } : { ok: false, message: hint.error.message };
}
