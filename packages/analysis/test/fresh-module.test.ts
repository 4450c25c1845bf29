/**
 * The record cutter's module constants (`src/records.ts`), checked in a module loaded inside the test.
 *
 * They are made while the module loads, before any test runs (the workers share modules), so a
 * mutation run's per-test coverage would try a fault in them against no test at all. Here the module
 * is loaded afresh (`vi.resetModules`) and each is checked against figures written by hand.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as RecordsModule from '../src/records.js';

async function freshRecords(): Promise<typeof RecordsModule> {
  vi.resetModules();
  return import('../src/records.js');
}

describe('the record cutter, loaded afresh', () => {
  it('holds a document and a line of up to 64 Mi characters by default', async () => {
    const { MAX_DOCUMENT_CHARS, SessionRecords } = await freshRecords();
    expect(MAX_DOCUMENT_CHARS).toBe(67_108_864);
    const records = new SessionRecords('f');
    const line = `{"a":"${'x'.repeat(100)}"}`;
    expect([...records.push(`${line}\n`), ...records.end()]).toEqual([{ record: { line: 1, text: line } }]);
  });

  it('reads a line of spaces, tabs and carriage returns as blank: no record', async () => {
    const { SessionRecords } = await freshRecords();
    const records = new SessionRecords('f');
    expect([...records.push('{"a":1}\n\n \t\r\n{"b":2}\n'), ...records.end()]).toEqual([
      { record: { line: 1, text: '{"a":1}' } },
      { record: { line: 4, text: '{"b":2}' } },
    ]);
  });
});
