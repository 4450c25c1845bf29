/**
 * The engine's replay-link maker, for a dynamic `import('./replayLink.js')`: imported only here, its
 * module (and lz-string with it) loads at the first replay link asked for (a win, the Games menu), not
 * with the first paint (a lighter page). A replay link carries its session
 * (`/replay/?session=...`, RULES §8).
 */
export { makeReplayLink } from '@klondike/engine';
