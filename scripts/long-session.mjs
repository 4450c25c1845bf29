#!/usr/bin/env node
// Writes a long but valid session file (RULES §8) for the replay viewer's long-recording checks:
// the deal's stock drawn through and recycled again and again, with an undo and its redo now and
// then, every entry timed. Each entry is legal: the engine plays it.
//
//   node scripts/long-session.mjs [--entries 234000] [--code KL1-D1N-AAAAAAG] [--out long.json]
//
// 234,000 entries make a file of about 7.5 MB (`--out` prints the size it wrote). Also importable: longSessionText(entries, code).
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { DRAW, RECYCLE, UNDO, act, gameFromCode, gamePosition, makeSessionText, parseGameCode } from '@klondike/engine';

/**
 * The session text of a game of `entries` journal entries on the deal of `code`.
 * @param {number} entries journal entries (undos included)
 * @param {string} code a game code with unlimited passes (app Normal)
 * @returns {string}
 */
export function longSessionText(entries, code = 'KL1-D1N-AAAAAAG') {
  const parsed = parseGameCode(code);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let game = gameFromCode(parsed.value);
  let t = 0;
  const step = (action) => {
    t += 250 + ((t / 250) % 7) * 40;
    const next = act(game, action, t);
    if (!next.ok) throw new Error(`entry ${t}: ${next.error.message}`);
    game = next.value;
  };
  for (let n = 0; n < entries;) {
    const position = gamePosition(game);
    const action = position.stock.length > 0 ? DRAW : RECYCLE;
    step(action);
    n++;
    // every 10th entry: an undo, then the same action again
    if (n % 10 === 0 && n + 2 <= entries) {
      step(UNDO);
      step(action);
      n += 2;
    }
  }
  return makeSessionText(game, { startedAt: '2026-12-01T10:00:00Z' });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
  };
  const entries = Number(option('--entries', '234000'));
  if (!Number.isInteger(entries) || entries < 0) {
    console.error(`--entries must be a whole number, not ${option('--entries', '')}`);
    process.exit(2);
  }
  const text = longSessionText(entries, option('--code', 'KL1-D1N-AAAAAAG'));
  const out = option('--out', null);
  if (out) writeFileSync(out, text);
  else process.stdout.write(text);
  if (out) console.error(`${out}: ${entries} entries, ${(text.length / 1e6).toFixed(1)} MB`);
}
