import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    environment: "node",
    // The CLI tests start `node bin/stichwerk.js`, which (in a checkout) compiles TypeScript on the fly.
    testTimeout: 30_000,
    reporters: ["default", "./test/support/summary-reporter.ts"],
    setupFiles: ["./test/support/fc-seed.ts"],
    // The HTML reports' chart script, built if missing or stale (test/support/report-script-setup.ts).
    globalSetup: ["./test/support/report-script-setup.ts"],
  },
});
