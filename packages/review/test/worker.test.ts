import { describe, expect, it } from 'vitest';
import { reviewGame } from '../src/index.js';
import {
  createReviewClient,
  serveReview,
  type FromReviewWorker,
  type ReviewPort,
  type ReviewWorker,
  type ToReviewWorker,
} from '../src/worker/index.js';
import { fromCode, greedyGame, value } from './helpers.js';

/** A worker in the same thread: the client's messages go to `serveReview` through a structured clone, answers come back a task later. */
function fakeWorker(): ReviewWorker & { terminated: boolean } {
  let listener: ((event: { readonly data: ToReviewWorker }) => void) | null = null;
  const port: ReviewPort = {
    postMessage: (message) =>
      setTimeout(() => !fake.terminated && fake.onmessage?.({ data: structuredClone(message) })),
    addEventListener: (_type, l) => (listener = l),
  };
  serveReview(port);
  const fake = {
    terminated: false,
    onmessage: null as ReviewWorker['onmessage'],
    onerror: null as ReviewWorker['onerror'],
    postMessage: (message: ToReviewWorker) => listener?.({ data: structuredClone(message) }),
    terminate: () => (fake.terminated = true),
  };
  return fake;
}

describe('the review worker', () => {
  it('sends the start, each entry in order, then the same review as reviewGame', async () => {
    const game = greedyGame(fromCode('KL1-D1N-AAAAAAG'), 8);
    const client = createReviewClient(fakeWorker);
    const starts: unknown[] = [];
    const steps: number[] = [];
    const answer = await client.review(
      game,
      { samples: 4 },
      {
        onStart: (s) => starts.push(s),
        onStep: (step, done) => {
          expect(step.move.journalIndex).toBe(done);
          steps.push(done);
        },
      },
    );
    const direct = value(reviewGame(game, { samples: 4 }));
    expect(value(answer)).toEqual(direct);
    expect(starts).toEqual([direct.start]);
    expect(steps).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('posts the journal as one string and one typed array, not an object per entry (cheap to clone for a long game)', async () => {
    const game = greedyGame(fromCode('KL1-D1N-AAAAAAG'), 3);
    const posted: ToReviewWorker[] = [];
    const client = createReviewClient(() => {
      const w = fakeWorker();
      const post = w.postMessage;
      w.postMessage = (message) => (posted.push(message), post(message));
      return w;
    });
    expect((await client.review(game, { samples: 2 }, {})).ok).toBe(true);
    const run = posted.find((m) => m.type === 'run');
    if (run?.type !== 'run') throw new Error('no review was posted');
    expect(Object.keys(run.task).sort()).toEqual(['journal', 'samples', 'start']);
    expect(typeof run.task.journal.tokens).toBe('string');
    expect(run.task.journal.tokens.split(' ')).toHaveLength(3);
    expect(run.task.journal.times).toBeInstanceOf(Float64Array);
  });

  it('a new review cancels the one running: terminated, answered ERR_REVIEW_CANCELLED, no step after', async () => {
    const spawned: (ReviewWorker & { terminated: boolean })[] = [];
    const client = createReviewClient(() => {
      const w = fakeWorker();
      spawned.push(w);
      return w;
    });
    const game = greedyGame(fromCode('KL1-D1N-AAAAAAG'), 6);
    let lateSteps = 0;
    const first = client.review(game, { samples: 2 }, { onStep: () => lateSteps++ });
    const second = client.review(game, { samples: 2 }, {});
    const one = await first;
    expect(one.ok ? null : one.error.code).toBe('ERR_REVIEW_CANCELLED');
    expect(spawned[0]!.terminated).toBe(true);
    expect((await second).ok).toBe(true);
    expect(spawned).toHaveLength(2);
    expect(lateSteps).toBe(0);
  });

  it('a journal the engine refuses is a clear error naming the entry', async () => {
    const answers: FromReviewWorker[] = [];
    let listener: ((event: { readonly data: ToReviewWorker }) => void) | null = null;
    serveReview({ postMessage: (m) => answers.push(m), addEventListener: (_t, l) => (listener = l) });
    listener!({
      data: {
        type: 'run',
        id: 3,
        task: { start: { code: 'KL1-D1N-AAAAAAG' }, journal: { tokens: 'R', times: new Float64Array([Number.NaN]) } },
      },
    });
    expect(answers).toHaveLength(1);
    const [a] = answers;
    expect(a?.type === 'failed' && a.error.code).toBe('ERR_REVIEW_JOURNAL');
    expect(a?.type === 'failed' && a.error.message).toMatch(/journal entry 1/);
    listener!({
      data: {
        type: 'run',
        id: 4,
        task: { start: { code: 'KL1-D1N-AAAAAAG' }, journal: { tokens: 'D X9', times: new Float64Array(2) } },
      },
    });
    const [, b] = answers;
    expect(b?.type === 'failed' && b.error.code).toBe('ERR_REVIEW_JOURNAL');
    expect(b?.type === 'failed' && b.error.message).toMatch(/^action 2 \(X9\)/);
  });
});
