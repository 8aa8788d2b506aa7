// Text from a ruleset or a log reaches the terminal with its unprintable characters escaped (\x1b,
// \u202e): an escape sequence in a game's name, a stray control character, a card in a log or a bidi
// override can otherwise recolour, retitle or rewrite the user's terminal.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatDiagnostic, printable, printableJson } from "../../src/lang/index.js";
import { runCli, spawnCli } from "../support/cli.js";
import { compileIn } from "../lang/helpers.js";

/** Characters a terminal acts on (C0 but tab and newline, DEL, C1) or that reorder text (bidi controls). */
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const ESC = "\u001b";
const EVIL_NAME = `${ESC}]0;owned\u0007${ESC}[2J\u202eevil\u009b`;
const TINY = readFileSync("test/cli/fixtures/tiny.stich", "utf8");

const tmp = mkdtempSync(join(tmpdir(), "stichwerk-escape-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const file = (name: string, text: string): string => {
  const path = join(tmp, name);
  writeFileSync(path, text);
  return path;
};

describe("printable", () => {
  it("escapes controls, DEL, C1 and bidi controls, and keeps tab, newline and ordinary text", () => {
    expect(printable(`a${ESC}[31mb\u0000\u007f\u0085\u202e\u2066\ufeff\r`)).toBe("a\\x1b[31mb\\x00\\x7f\\x85\\u202e\\u2066\\ufeff\\x0d");
    expect(printable("Schöne Grüße\tüber 2 Zeilen\n♠♥ 👨‍👩‍👧 日本")).toBe("Schöne Grüße\tüber 2 Zeilen\n♠♥ 👨‍👩‍👧 日本");
    expect(printable("\ud800x\udc00")).toBe("\\ud800x\\udc00");
  });

  it("printableJson writes them as JSON escapes: safe to print, and parses back to the same value", () => {
    const value = { name: EVIL_NAME, list: ["\u2028", "plain"] };
    const text = printableJson(value, 2);
    expect(text).not.toMatch(RAW);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe("formatDiagnostic", () => {
  it("escapes the message and the source line, and the caret stays under the escaped text", () => {
    const text = `game "${EVIL_NAME}"\nplayers 3..4 ${ESC}\nsuits red`;
    const d = compileIn(text).diagnostics.find((x) => x.code === "SW1001");
    expect(d).toBeDefined();
    if (!d) return;
    const shown = formatDiagnostic(d, text);
    expect(shown).not.toMatch(RAW);
    expect(shown).toBe("game.stich:2:14 SW1001 unexpected character '\\x1b': it is not part of the ruleset language\nplayers 3..4 \\x1b\n             ^^^^");
  });
});

describe("the command line", () => {
  // A stray ESC on the line of the evil name: the diagnostic prints that line.
  const evil = file("evil.stich", TINY.replace('game "Tiny"', `game "${EVIL_NAME}" ${ESC}`));

  it("check: diagnostics with an escape sequence in the line are printed escaped", () => {
    const r = runCli(["check", evil]);
    expect(r.status).toBe(1);
    expect(r.stderr).not.toMatch(RAW);
    expect(r.stderr).toContain('game "\\x1b]0;owned\\x07\\x1b[2J\\u202eevil\\x9b" \\x1b\n');
  });

  it("simulate: the game's name in the report, as text and as JSON", () => {
    const clean = file("named.stich", TINY.replace('game "Tiny"', `game "${EVIL_NAME}"`));
    const text = runCli(["simulate", clean, "--players", "2", "--games", "2"]);
    expect(text.status).toBe(0);
    expect(text.stdout).not.toMatch(RAW);
    expect(text.stdout).toContain("\\x1b]0;owned");
    const json = runCli(["simulate", clean, "--players", "2", "--games", "2", "--json"]);
    expect(json.stdout).not.toMatch(RAW);
    expect((JSON.parse(json.stdout) as { name: string }).name).toBe(EVIL_NAME);
  });

  it("replay: a card name from the log in the error", () => {
    const log = JSON.parse(readFileSync("test/sim/fixtures/tiny-game.log.json", "utf8")) as { actions: { play?: string }[] };
    const play = log.actions.find((a) => a.play !== undefined);
    if (play) play.play = `${ESC}[2Jred1`;
    const logFile = file("evil.log.json", JSON.stringify(log));
    const r = runCli(["replay", "test/cli/fixtures/tiny.stich", logFile]);
    expect(r.status).toBe(1);
    expect(r.stderr).not.toMatch(RAW);
    expect(r.stderr).toContain('unknown card "\\x1b[2Jred1"');
  });

  it("the real command escapes too", () => {
    const r = spawnCli(["check", evil]);
    expect(r.status).toBe(1);
    expect(r.stderr).not.toMatch(RAW);
    expect(r.stderr).toContain("\\x1b[2J");
  });
});
