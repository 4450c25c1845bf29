import {
  dealDeck,
  journalEntries,
  makeAction,
  makeDeck,
  makePosition,
  type Game,
  type LoadedSession,
  type Position,
  type Rules,
} from '../src/index.js';
import {
  readSpecDeck,
  readSpecGameCode,
  readSpecPosition,
  readSpecToken,
  SpecGame,
  specDeal,
  writeSpecPosition,
  type SpecPosition,
  type SpecRulesOptions,
} from './spec/index.js';

/**
 * The bridge between the engine's values and the independent statement of the rules (`spec/`):
 * through the notation only (`makePosition`, `makeAction`), so the spec reads what the engine
 * writes as any other reader would. The deal of a deal number comes from the engine's `dealDeck`,
 * which is data pinned by golden tests (RULES §2), not a rule.
 */

/** The spec's reading of an engine position, or an error sentence when the printed form is not valid RULES §9 text. */
export function specPositionOf(p: Position): SpecPosition | string {
  const text = makePosition(p);
  return readSpecPosition(text) ?? `the printed position is not valid RULES §9 text: ${text}`;
}

/** The rules options of an engine game's rules, for `specRules`. */
export const specOptionsOf = (rules: Rules): SpecRulesOptions => ({
  preset: rules.preset,
  draw: rules.draw,
  scoring: rules.scoring,
  thoughtful: rules.thoughtful,
});

/**
 * The spec's game of an engine game: its start position read from the printed form, its journal
 * replayed by the spec. The spec starts Normal at 0 and Vegas at -52 itself (RULES §4, §9).
 * @returns the spec game, or a sentence naming the first journal entry the spec refuses
 */
export function specGameOf(game: Game): SpecGame | string {
  const start = specPositionOf(game.initialPosition);
  if (typeof start === 'string') return start;
  let spec = SpecGame.start(start, specOptionsOf(game.rules));
  if (spec === null) return `the rules do not allow a start at pass ${start.pass}`;
  for (const [i, entry] of journalEntries(game).entries()) {
    const next: SpecGame | null = spec.act(makeAction(entry.action));
    if (next === null)
      return `journal entry ${i + 1} (${makeAction(entry.action)}) is refused by RULES (spec) at ${writeSpecPosition(spec.position)}`;
    spec = next;
  }
  return spec;
}

/**
 * The spec's game of a loaded session (RULES §8), read from the session's own fields: its start
 * (`position`, `deck`, or `code` dealt by `dealDeck`), its rules fields and its action tokens.
 * @returns the spec game after every action, or a sentence saying what the spec refuses
 */
export function specGameOfSession(loaded: LoadedSession): SpecGame | string {
  const s = loaded.session;
  const options: SpecRulesOptions = {
    preset: s.rules,
    draw: s.draw,
    scoring: s.scoring,
    thoughtful: s.thoughtful ?? false,
  };
  let start: SpecPosition | null = null;
  if (s.position !== undefined) start = readSpecPosition(s.position);
  else {
    const code = s.code === undefined ? null : readSpecGameCode(s.code);
    if (s.code !== undefined) {
      if (code === null) return `code ${s.code} is not a game code`;
      if (
        code.draw !== s.draw ||
        code.scoring !== s.scoring ||
        code.preset !== s.rules ||
        code.thoughtful !== (s.thoughtful ?? false)
      )
        return `code ${s.code} disagrees with the session's rules, draw, scoring or thoughtful fields`;
    }
    const codeDeck = code === null ? null : makeDeck(dealDeck(code.deal)).split(' ');
    const deck = s.deck === undefined ? codeDeck : readSpecDeck(s.deck);
    if (deck === null) return 'no deck to deal';
    if (codeDeck !== null && codeDeck.join(' ') !== deck.join(' ')) return `deck disagrees with code ${s.code}`;
    start = specDeal(deck);
  }
  if (start === null) return 'the start is not valid';
  let spec = SpecGame.start(start, options);
  if (spec === null) return 'the start is past the pass limit';
  for (const [i, action] of s.actions.entries()) {
    const token = readSpecToken(action.a);
    const next: SpecGame | null = token === null ? null : spec.act(token);
    if (next === null) return `action ${i + 1} (${action.a}) is refused by RULES (spec)`;
    spec = next;
  }
  return spec;
}
