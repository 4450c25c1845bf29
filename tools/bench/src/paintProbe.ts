/**
 * Runs inside the page (Playwright's `addInitScript`, before the app's first script): resolves
 * `window.__boardPainted` with the time, in milliseconds since the navigation started
 * (`performance.now()`), of the first frame painted with a dealt board (a face-up card in column 7):
 * the first paint of a game, not of the page's "Dealing…" text. As in tapProbe.ts, "painted" is a
 * `requestAnimationFrame` callback followed by a message, which runs once that frame is shown.
 */
export function installPaintProbe(): void {
  const painted = new Promise<number>((resolve) => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('[data-pile="T7"] [data-card]')) return;
      seen.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    });
    seen.observe(document, { subtree: true, childList: true });
  });
  Object.defineProperty(window, '__boardPainted', { value: painted });
}
