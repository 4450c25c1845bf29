import {
  act,
  applyAction,
  gameFromCode,
  gameFromDeck,
  gameFromPosition,
  gamePosition,
  isFoundationPile,
  legalActions,
  makeRules,
  parseActions,
  parseGameCode,
  parsePosition,
  replay,
  UNDO,
  type Action,
  type Game,
  type JournalEntry,
  type Rules,
  type RulesOptions,
} from '@klondike/engine';

/** Unwraps a Result in a test, failing with its error. */
export function value<T, E>(r: { ok: true; value: T } | { ok: false; error: E }): T {
  if (!r.ok) throw new Error(`unexpected error: ${JSON.stringify(r.error)}`);
  return r.value;
}

export const fromCode = (code: string): Game => gameFromCode(value(parseGameCode(code)));

export function fromPosition(text: string, options: RulesOptions): Game {
  return value(gameFromPosition(value(parsePosition(text)), makeRules(options)));
}

/** Plays notation text (RULES §7) on a game. */
export function playText(game: Game, text: string): Game {
  const entries: JournalEntry[] = value(parseActions(text)).map((t) => ({ action: t.action }));
  return value(replay(game, entries));
}

/**
 * A simple seeded-free player for tests: a foundation move, else a move that turns a card up, else a
 * waste card to a column, else a draw (or a recycle); one undo after action `undoAt`. Stops after
 * `actions` actions or when nothing is left.
 */
export function greedyGame(start: Game, actions: number, undoAt = -1): Game {
  let game = start;
  const rules: Rules = game.rules;
  for (let n = 0; n < actions; n++) {
    if (n === undoAt) {
      game = value(act(game, UNDO));
      continue;
    }
    const position = gamePosition(game);
    const legal = legalActions(position, rules);
    const score = (a: Action): number => {
      if (a.type !== 'move') return a.type === 'draw' ? 1 : 0.5;
      if (isFoundationPile(a.from)) return -1;
      if (a.to === 'F') return 4;
      const applied = applyAction(position, rules, a);
      if (applied.ok && applied.value.flipped) return 3;
      return a.from === 'W' ? 2 : -1;
    };
    const best = legal
      .map((a) => ({ a, s: score(a) }))
      .filter((c) => c.s >= 0)
      .sort((x, y) => y.s - x.s)[0];
    if (!best) break;
    game = value(act(game, best.a));
  }
  return game;
}

export { gameFromDeck };
