// Loaded with `--import` into a `klondike` child by the Ctrl-C test: once the CLI starts catching
// SIGINT it tells the parent over the IPC channel, so the test sends the signal when the CLI can
// catch it, however slow the machine, and never before (the default handler would end the process).
function onListener(event) {
  if (event !== 'SIGINT' || !process.connected) return;
  process.off('newListener', onListener);
  // the listener is added after this event fires: answer once it is in place
  setImmediate(() => process.send?.('catching SIGINT', () => process.disconnect()));
}
process.on('newListener', onListener);
