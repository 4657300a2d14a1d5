// The flags of every headless Chromium the tests and the bench start (Playwright, Lighthouse, the byte counter):
// quiet, making no requests of its own (no updates, sync, field trials or QUIC probes), so that what a run sees
// is only what the site asks for.
export const QUIET_CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
