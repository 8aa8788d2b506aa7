// simulate/compare --html FILE: one self-contained page (no script, no external URL, inline CSS and
// SVG), the same for any number of workers, whose charts carry the report's own figures.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli, spawnCli } from "../support/cli.js";

const dir = mkdtempSync(join(tmpdir(), "stichwerk-html-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const selfContained = (html: string) => {
  expect(html.startsWith("<!doctype html>")).toBe(true);
  expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|url\(/i);
  expect(html).not.toMatch(/(https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/i);
  expect(html).toContain("<style>");
};

describe("stichwerk simulate --html", () => {
  const args = ["simulate", "rulesets/sticheln/classic.stich", "--players", "4", "--games", "60", "--seed", "3"];
  it("writes a self-contained page whose charts show every seat's figures", () => {
    const out = join(dir, "sim.html");
    const r = runCli([...args, "--html", out, "--json"]);
    expect(r.status).toBe(0);
    const html = readFileSync(out, "utf8");
    selfContained(html);
    const report = JSON.parse(r.stdout) as { seats: { meanScore: number; winRate: number }[] };
    expect((html.match(/<svg /g) ?? []).length).toBe(3); // mean score, win rate, histogram
    for (const [i, s] of report.seats.entries()) {
      expect(html).toContain(`seat ${i} (random): ${s.meanScore.toFixed(2)}`);
      expect(html).toContain(`seat ${i} (random): ${(s.winRate * 100).toFixed(1)}%`);
    }
  });

  it("is the same page from the real command with worker threads", () => {
    const a = join(dir, "a.html");
    const b = join(dir, "b.html");
    expect(runCli([...args, "--html", a]).status).toBe(0);
    const r = spawnCli([...args, "--workers", "2", "--html", b]);
    expect(r.status).toBe(0);
    expect(readFileSync(b, "utf8")).toBe(readFileSync(a, "utf8"));
  });

  it("writes nothing where the file cannot be written, and says so", () => {
    const out = join(dir, "missing", "sim.html");
    const r = runCli([...args, "--html", out]);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/sim\.html/);
    expect(existsSync(out)).toBe(false);
  });
});

describe("stichwerk compare --html", () => {
  it("writes the paired differences, the significant ones highlighted, and both sides' charts", () => {
    const out = join(dir, "cmp.html");
    const r = runCli(["compare", "rulesets/sticheln/classic.stich", "rulesets/sticheln/mild.stich", "--players", "4", "--games", "80", "--json", "--html", out]);
    expect(r.status).toBe(0);
    const html = readFileSync(out, "utf8");
    selfContained(html);
    const report = JSON.parse(r.stdout) as { differences: { figure: string; significant: boolean }[] };
    const highlighted = (html.match(/class="bar hl"/g) ?? []).length;
    expect(highlighted).toBe(report.differences.filter((d) => d.significant).length);
    expect(highlighted).toBeGreaterThan(0); // Mild's penalty moves the scores
    for (const d of report.differences) expect(html).toContain(`<td>${d.figure}</td>`);
    // One chart per kind of figure, each on its own scale: the win rates' axis is in percent, the
    // scores' in points, and their ranges differ.
    const families = new Set(report.differences.map((d) => d.figure.split(", ")[0]));
    expect(families.size).toBeGreaterThan(5);
    expect((html.match(/<svg /g) ?? []).length).toBe(families.size + 3 + 3);
    const chart = (title: string) => new RegExp(`<figcaption>${title}</figcaption><svg[^]*?</svg>`).exec(html)![0];
    const ticks = (svg: string) => [...svg.matchAll(/class="tick">([^<]*)</g)].map((m) => m[1]!);
    expect(ticks(chart("win rate")).every((t) => t.endsWith("%"))).toBe(true);
    expect(ticks(chart("mean score")).some((t) => t.endsWith("%"))).toBe(false);
    expect(ticks(chart("win rate"))).not.toEqual(ticks(chart("mean score")));
    expect(html).toMatch(/chance alone would make about \d+\.\d\d of them significant/);
  });
});
