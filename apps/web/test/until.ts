import { expect } from 'vitest';

/**
 * Waits until `check` holds: on the state, however long a worker in this thread takes (the poll's
 * limit, 60 s as the test's own in `@klondike/config/vite`, only stops a hang), never for a fixed
 * number of tries or milliseconds.
 */
export const until = async (check: () => boolean): Promise<void> => {
  await expect.poll(check, { interval: 10 }).toBe(true);
};
