import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared recorded sessions with expected end results, beside the repository (`../shared/fixtures`). */
export const FIXTURES = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/fixtures');

export interface Fixture {
  readonly name: string;
  readonly session: Record<string, unknown> & { actions: { a: string; t?: number }[] };
  readonly expected: { scoreText: string; won: boolean; foundations: number[]; position: string; undoable: number };
}

export const fixtures = (): Fixture[] =>
  readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((name) => ({ name, ...(JSON.parse(readFileSync(resolve(FIXTURES, name), 'utf8')) as Omit<Fixture, 'name'>) }));
