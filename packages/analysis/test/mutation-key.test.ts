import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { makeRules } from '@klondike/engine';
import { W1 } from '@klondike/engine/testing';
import { loadSessionText, modeOfRules, readSession, sessionKey, sessionKeyText, sha256Hex } from '../src/index.js';

/** Node's own SHA-256 (OpenSSL), apart from the one under test, as 64 hex digits. */
const nodeSha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A session of W1 under the app's draw 1 Normal rules with the given journal. */
function sessionText(actions: readonly { a: string; t?: number }[]): string {
  return JSON.stringify({
    format: 'klondike-session',
    version: 1,
    rules: 'app',
    draw: 1,
    scoring: 'normal',
    deck: W1,
    actions,
  });
}

function loaded(text: string) {
  const outcome = loadSessionText(text, 'hand.json');
  if (outcome === null || 'invalid' in outcome) throw new Error(`not read: ${JSON.stringify(outcome)}`);
  return outcome.loaded;
}

/** Where two long texts first differ, with 40 characters around it in each, or null when they are equal. */
function firstDifference(got: string, expected: string): { at: number; got: string; expected: string } | null {
  if (got === expected) return null;
  let at = 0;
  while (at < got.length && got[at] === expected[at]) at++;
  const around = (text: string): string => text.slice(Math.max(0, at - 40), at + 40);
  return { at, got: around(got), expected: around(expected) };
}

const HEAD = `klondike-session-key 1\napp 1 normal false standard\ndeck ${W1}\n\n`;

describe('the session key', () => {
  it('hashes a text as its UTF-8 bytes', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('dé ג')).toBe(nodeSha256('dé ג'));
  });

  it('is the first 32 hex digits of the SHA-256 of the key text, by itself as in the summary row', () => {
    const text = sessionText([{ a: 'D', t: 5 }]);
    const key = sessionKey(loaded(text));
    expect(key).toBe(nodeSha256(`${HEAD}D@5`).slice(0, 32));
    const row = readSession(text, 'hand.json');
    expect(row !== null && 'summary' in row && row.summary.sessionKey).toBe(key);
  });

  it('writes every entry of a long journal (20,000 draws and recycles, over twice the kept buffer), in the text and in the row', async () => {
    // the key's buffer is kept from call to call and only grows: a module loaded afresh starts at its
    // first size, so the journal needs more than twice it whatever ran before in this worker
    vi.resetModules();
    const fresh = await import('../src/index.js');
    // W1's stock holds 24 cards: 24 draws, a recycle, again; each entry timed
    const tokens: string[] = [];
    for (let i = 0; tokens.length < 20_000; i++) tokens.push(i % 25 === 24 ? 'R' : 'D');
    const actions = tokens.map((a, i) => ({ a, t: 1000 * (i + 1) }));
    const text = sessionText(actions);
    const expected = HEAD + actions.map(({ a, t }) => `${a}@${t}`).join(' ');
    const row = fresh.readSession(text, 'hand.json');
    expect(row !== null && 'summary' in row && row.summary.sessionKey).toBe(nodeSha256(expected).slice(0, 32));
    const outcome = fresh.loadSessionText(text, 'hand.json');
    if (outcome === null || 'invalid' in outcome) throw new Error('read');
    expect(firstDifference(fresh.sessionKeyText(outcome.loaded), expected)).toBeNull();
    vi.resetModules();
  });

  it('writes a time as JavaScript writes the number: negative, fractional, very large', () => {
    const entries = [-1234, 1.5, 0, 9, 10, 99, 100, 2 ** 53, 1e21].map((t) => ({
      action: { type: 'draw' } as const,
      t,
    }));
    expect(sessionKeyText(loaded(sessionText([])), entries)).toBe(
      `${HEAD}D@-1234 D@1.5 D@0 D@9 D@10 D@99 D@100 D@9007199254740992 D@1e+21`,
    );
  });
});

describe('modeOfRules', () => {
  it("is a game's rules as a mode: its preset, draw, scoring, variant name and Thoughtful", () => {
    expect(
      modeOfRules(makeRules({ preset: 'classic', draw: 3, scoring: 'vegas', variant: 'double', thoughtful: true })),
    ).toEqual({
      rules: 'classic',
      draw: 3,
      scoring: 'vegas',
      variant: 'double',
      thoughtful: true,
    });
  });
});
