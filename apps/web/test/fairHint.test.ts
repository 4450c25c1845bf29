import { describe, expect, it } from 'vitest';
import { until } from './until.js';
import { nextTick, ref } from 'vue';
import {
  act,
  gameFromCode,
  gamePosition,
  legalActions,
  makeAction,
  makeGameStart,
  gameStartOf,
  parseAction,
  parseGameCode,
  type Game,
} from '@klondike/engine';
import {
  askFairHint,
  useFairHint,
  type FairHintAnswer,
  type FairHintTask,
  type FairHintWorker,
} from '../src/solver/fairHint.js';
import { answerFairHint } from '../src/solver/fairHintAnswer.js';

const fromCode = (code: string): Game => {
  const parsed = parseGameCode(code);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return gameFromCode(parsed.value);
};

/** The fair-hint worker's answer in this thread, by structured clone both ways as between a page and a worker. */
function inThreadWorker(): FairHintWorker & { terminated: boolean } {
  const worker: FairHintWorker & { terminated: boolean } = {
    onmessage: null,
    onerror: null,
    terminated: false,
    postMessage(message: FairHintTask) {
      const task = structuredClone(message);
      setTimeout(() => {
        const answer: FairHintAnswer = structuredClone(answerFairHint(task));
        if (!worker.terminated) worker.onmessage?.({ data: { id: task.id, answer } });
      });
    },
    terminate() {
      worker.terminated = true;
    },
  };
  return worker;
}

describe('answerFairHint: the worker side', () => {
  it('hints a legal action of the game rebuilt from its start and journal, with its chance', () => {
    const game = fromCode('KL1-D1N-AAAAAAG');
    const answer = answerFairHint({ start: makeGameStart(gameStartOf(game)), entries: [] });
    if (!answer.ok || !answer.value) throw new Error('a hint');
    expect(legalActions(gamePosition(game), game.rules).map(makeAction)).toContain(answer.value.action);
    expect(answer.value.pWin).toBeGreaterThan(0);
  });

  it('names a journal entry the engine refuses', () => {
    const game = fromCode('KL1-D1N-AAAAAAG');
    const answer = answerFairHint({
      start: makeGameStart(gameStartOf(game)),
      entries: [{ action: { type: 'move', from: 'F1', to: 'T1' } }],
    });
    expect(answer).toMatchObject({ ok: false });
    if (!answer.ok) expect(answer.message).toMatch(/^journal entry 1: /);
  });
});

describe('useFairHint', () => {
  it('asks on request, answers the hint, and clears it (cancelling) when the game changes', async () => {
    const game = ref(fromCode('KL1-D1N-AAAAAAG'));
    const workers: (FairHintWorker & { terminated: boolean })[] = [];
    const { fair, ask } = useFairHint(game, () => {
      const w = inThreadWorker();
      workers.push(w);
      return w;
    });
    expect(fair.value).toBeNull();
    expect(workers).toHaveLength(0);
    void ask();
    expect(fair.value).toEqual({ state: 'thinking' });
    await until(() => fair.value?.state !== 'thinking');
    expect(fair.value?.state).toBe('ready');
    const draw = parseAction('D');
    if (!draw.ok) throw new Error(draw.error.message);
    const next = act(game.value, draw.value);
    if (!next.ok) throw new Error(next.error.message);
    void ask();
    game.value = next.value;
    await nextTick();
    expect(fair.value).toBeNull();
    expect(workers.at(-1)?.terminated).toBe(true);
  });
});

describe('askFairHint on the shared worker plumbing', () => {
  it('answers from its own worker and ends it; a worker that fails, or a cancel, is a failure that says so', async () => {
    const game = fromCode('KL1-D1N-AAAAAAG');
    const ok = inThreadWorker();
    const hinted = await askFairHint(game, () => ok).answer;
    expect(hinted.ok).toBe(true);
    expect(ok.terminated).toBe(true);

    const broken: FairHintWorker = {
      onmessage: null,
      onerror: null,
      postMessage() {
        setTimeout(() => broken.onerror?.(new Event('error')));
      },
      terminate() {},
    };
    expect(await askFairHint(game, () => broken).answer).toEqual({
      ok: false,
      message: 'the fair-hint worker failed to load or crashed',
    });

    // a cancel while the worker works ends it
    const slow = inThreadWorker();
    let spawned!: () => void;
    const working = new Promise<void>((resolve) => (spawned = resolve));
    const request = askFairHint(game, () => (spawned(), slow));
    await working;
    request.cancel();
    expect(slow.terminated).toBe(true);
    expect(await request.answer).toEqual({ ok: false, message: 'the fair hint was cancelled' });
  });

  it('a cancel before the worker plumbing is loaded starts no worker', async () => {
    let spawns = 0;
    const request = askFairHint(fromCode('KL1-D1N-AAAAAAG'), () => (spawns++, inThreadWorker()));
    request.cancel();
    expect(await request.answer).toEqual({ ok: false, message: 'the fair hint was cancelled' });
    expect(spawns).toBe(0);
  });
});
