// docs/log-format.md documents the log in full: every decision kind the engine has (the assembly
// list's decisions) is a log action kind (schemas/log.schema.json) and has its paragraph and a JSON
// example in "The decisions"; every event type the engine makes (the assembly list's event handlers)
// has its row in "The events a replay makes". Both lists come from the engine, not from the doc, so a
// mechanic that adds a decision or an event without documenting it fails here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DECISIONS } from "../../src/engine/assembly/decisions.js";
import { EVENTS } from "../../src/engine/assembly/events.js";
import { ROOT } from "../support/rulesets.js";

const DOC = readFileSync(join(ROOT, "docs", "log-format.md"), "utf8");

/** The text of the doc's `## TITLE` section, up to the next `## `. */
function section(doc: string, title: string): string {
  const start = doc.indexOf(`\n## ${title}\n`);
  if (start < 0) return "";
  const end = doc.indexOf("\n## ", start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}

/** The log's action kinds, by the field that tells each apart (the generated log schema's `action`). */
function logActionFields(): string[] {
  const schema = JSON.parse(readFileSync(join(ROOT, "schemas", "log.schema.json"), "utf8")) as { $defs: { action: { anyOf: { required: string[] }[] } } };
  return schema.$defs.action.anyOf.map((b) => b.required[0]!);
}

const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"];

/** The decision kinds the doc leaves out (an empty list: documented in full). */
function undocumentedDecisions(doc: string, kinds: readonly string[]): string[] {
  const part = section(doc, "The decisions");
  return kinds.filter((k) => !part.includes(`**\`${k}\`**`) || !new RegExp(`\\{ "seat": \\d+, "${k}": `).test(part));
}

/** The event types the doc leaves out. */
function undocumentedEvents(doc: string, types: readonly string[]): string[] {
  const part = section(doc, "The events a replay makes");
  return types.filter((t) => !part.includes(`\n| \`${t}\` | `));
}

describe("docs/log-format.md documents the log in full", () => {
  const decisions = Object.keys(DECISIONS).sort();
  const events = Object.keys(EVENTS).sort();

  it("every decision of the engine is a kind of log action, and no log action is left without one", () => {
    expect(decisions.length).toBeGreaterThan(10);
    expect(logActionFields().sort()).toEqual(decisions);
  });

  it("every decision kind has its paragraph and a JSON example, and the count in words is right", () => {
    expect(undocumentedDecisions(DOC, decisions)).toEqual([]);
    expect(section(DOC, "The decisions")).toContain(`one of ${WORDS[decisions.length]} action kinds`);
  });

  it("every event type of the engine has its row", () => {
    expect(events.length).toBeGreaterThan(30);
    expect(undocumentedEvents(DOC, events)).toEqual([]);
  });

  it("a kind or an event removed from the doc is found missing", () => {
    const noBid = DOC.replace("**`bid`**", "**bid**");
    expect(undocumentedDecisions(noBid, decisions)).toEqual(["bid"]);
    const noExample = DOC.replace('{ "seat": 2, "aside": "green7" }', "");
    expect(undocumentedDecisions(noExample, decisions)).toEqual(["aside"]);
    const noTeamReveal = DOC.replace("\n| `teamReveal` | ", "\n");
    expect(undocumentedEvents(noTeamReveal, events)).toEqual(["teamReveal"]);
  });
});
