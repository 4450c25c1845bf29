/**
 * @klondike/replay: the replay viewer (served at `/replay/`). Other apps use its links: the player's
 * "Watch replay" and "Share" make `/replay/?session=...` with {@link replayLink}.
 */
export { REPLAY_PATH, playDealLink, replayLink, sessionFromParam, sourceUrl, type SourceUrl } from './links.js';
