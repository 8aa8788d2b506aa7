// The browser every end-to-end test and the designer's bench drive: Debian's Chromium (never a
// downloaded one), headless, with the switches that keep it from calling home, so that a test's
// "no request left the page" check sees only what the page itself asked for.
export const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
