/**
 * The bounded web model run in parts: `model.spec.ts` runs each part of the covering sample in a
 * worker of its own and writes its coverage report; `model-coverage.spec.ts`, in the project that
 * waits for them (playwright.config.ts), checks their union reaches every abstract state and chart
 * transition. One part alone took about 100 s of a 107 s suite while the second worker idled.
 */
export const MODEL_PARTS = 2;

/** Where part `index` (from 0) writes its report. */
export const partReportFile = (index: number): string => `reports/model-coverage-web-part${index + 1}.json`;

/**
 * This run's id: set once in Playwright's main process (the config) and read by every worker, so a
 * part's report left by an earlier run is told apart.
 */
export function runId(): string {
  const id = process.env['MODEL_RUN_ID'];
  if (id === undefined)
    throw new Error('MODEL_RUN_ID is not set: run the model suite through its playwright.config.ts');
  return id;
}
