import { describe, expect, it } from 'vitest';
import { klondike } from './run.js';

describe('--help examples', () => {
  it.each(['analyze', 'solve', 'simulate', 'review'])(
    '%s --help ends with two or three examples that use its own options',
    async (command) => {
      const result = await klondike([command, '--help']);
      expect(result.status).toBe(0);
      const [options, examples] = result.stdout.split('\nExamples:\n');
      expect(examples, 'an "Examples:" part').toBeDefined();
      const lines = examples!.split('\n').filter((l) => l.startsWith('  $ '));
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.length).toBeLessThanOrEqual(3);
      for (const line of lines) {
        expect(line).toMatch(new RegExp(`^  \\$ klondike ${command} `));
        for (const flag of line.match(/--[a-z-]+/g) ?? []) expect(options, `${flag} in ${line}`).toContain(flag);
      }
    },
  );
});
