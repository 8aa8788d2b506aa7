// Prints one plain closing line, "N passed, N failed, N skipped", after vitest's own output: the
// machine-readable summary .ci/run ends with (vitest's default summary is not in a format CI reads).
// A test file that fails outside any test (a syntax error, a throwing import or hook) and an unhandled
// error each count as one failure, so a broken file can never end in "0 failed".
import type { Reporter, SerializedError, TestModule } from "vitest/node";

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const m of testModules) {
      if (m.errors().length > 0) failed++;
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
