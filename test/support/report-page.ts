// Reading an HTML report in tests: its charts (the JSON block the page's script draws from), its
// markup without the inline script, and the checks every report page must pass.
import { expect } from "vitest";
import { CHARTS_ELEMENT_ID, type ReportChart } from "../../src/report/charts.js";
import { readReportScript } from "../../src/cli/report-script.js";

/** The charts the page asks its script to draw. */
export function reportCharts(html: string): ReportChart[] {
  const m = new RegExp(`<script type="application/json" id="${CHARTS_ELEMENT_ID}">([^]*?)</script>`).exec(html);
  if (!m) throw new Error("the page has no charts block");
  return JSON.parse(m[1]!) as ReportChart[];
}

/** The page without its script elements: what a reader sees where scripts are off. */
export const markupOf = (html: string) => html.replace(/<script\b[^>]*>[^]*?<\/script>/g, "");

/**
 * One self-contained page: its markup links nothing (no URL, no src/href, no stylesheet or image from
 * elsewhere), its scripts are the charts block and the inlined chart script, exactly as built.
 */
export function expectSelfContained(html: string): void {
  expect(html.startsWith("<!doctype html>")).toBe(true);
  const markup = markupOf(html);
  expect(markup).not.toMatch(/<link|<img|<iframe|@import|url\(|\ssrc=|\shref=/i);
  expect(markup).not.toMatch(/(https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/i);
  expect(markup).toContain("<style>");
  const scripts = [...html.matchAll(/<script\b([^>]*)>([^]*?)<\/script>/g)];
  expect(scripts.map((s) => s[1])).toEqual([` type="application/json" id="${CHARTS_ELEMENT_ID}"`, ""]);
  expect(scripts[1]![2]).toBe(readReportScript().replace(/<\/(script)/gi, "<\\/$1"));
}
