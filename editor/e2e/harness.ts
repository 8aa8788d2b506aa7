// The end-to-end files' own small runner (each *.e2e.ts is a plain script driving Chromium): its
// scenarios run one after the other, each printed as ✓ or ✗ with its time and error; problems the
// page reports while a scenario runs (console errors and uncaught errors of every page given to
// `watch`) fail that scenario; E2E_ONLY=<regex> runs only the scenarios whose name
// matches (while working on one; the others are not counted); and `finish` prints the file's closing
// "N passed, N failed" line, which editor/e2e/run-all.ts sums (exit code 1 on any failure).

import type { Page } from "playwright-core";

export function check(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Error(message);
}

export interface ScenarioResult {
  readonly name: string;
  readonly ok: boolean;
  readonly error?: string;
  readonly ms: number;
}

const ONLY = process.env["E2E_ONLY"] ? new RegExp(process.env["E2E_ONLY"]) : undefined;

export class Scenarios {
  readonly results: ScenarioResult[] = [];
  /** What the page reported during the running scenario. */
  problems: string[] = [];

  /**
   * `reset` runs before each scenario and `after` after its body: a file's own check that fails the
   * scenario by returning a message (the report pages: a request outside the file).
   */
  constructor(private readonly hooks: { readonly reset?: () => void; readonly after?: () => string | null } = {}) {}

  /** Counts the page's console errors and uncaught errors as problems of the running scenario. */
  watch(page: Page): void {
    page.on("console", (m) => {
      if (m.type() === "error") this.problems.push(`console: ${m.text()}`);
    });
    page.on("pageerror", (e) => this.problems.push(`page error: ${e.message}`));
  }

  async test(name: string, body: () => Promise<void>): Promise<void> {
    if (ONLY && !ONLY.test(name)) return;
    const t0 = Date.now();
    this.problems = [];
    this.hooks.reset?.();
    try {
      await body();
      const own = this.hooks.after?.() ?? null;
      if (own !== null) throw new Error(own);
      if (this.problems.length > 0) throw new Error(`the page reported problems:\n  ${this.problems.join("\n  ")}`);
      this.results.push({ name, ok: true, ms: Date.now() - t0 });
      console.log(`✓ ${name} (${Date.now() - t0} ms)`);
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      this.results.push({ name, ok: false, error, ms: Date.now() - t0 });
      console.log(`✗ ${name} (${Date.now() - t0} ms)\n    ${error.split("\n").join("\n    ")}`);
    }
  }

  /** Prints "N passed, N failed" and sets the exit code (1 on any failure). */
  finish(): void {
    const passed = this.results.filter((r) => r.ok).length;
    const failed = this.results.length - passed;
    console.log(`${passed} passed, ${failed} failed`);
    process.exitCode = failed > 0 ? 1 : 0;
  }
}
