// One positive test per diagnostic code, each at an exact line:col, plus the catalogue's coverage.
import { describe, expect, it } from "vitest";
import { CATALOGUE, compile, formatDiagnostic, type Code } from "../../src/lang/index.js";
import { compileIn, PRELUDE } from "./helpers.js";

const GAME = (lines: string): string => `game "T"\nplayers 3..4\n${lines}\nscore: count(won)\n`;

interface Case {
  readonly code: Code;
  readonly text: string;
  /** "line:col" of the expected diagnostic. */
  readonly at: string;
  /** Part of the message, when the wording matters. */
  readonly says?: string;
  readonly suggestion?: string;
  readonly file?: string;
  readonly files?: Record<string, string>;
}

const CASES: readonly Case[] = [
  // syntax
  { code: "SW1001", text: 'game "x" @', at: "1:10", says: "unexpected character '@'" },
  { code: "SW1002", text: 'game "x\nplayers 3..4', at: "1:6", says: "no closing quote" },
  { code: "SW1003", text: PRELUDE + "tricks { open at most }", at: "6:23", says: "expected a number but found '}'" },
  { code: "SW1004", text: 'game "x"\nscore: )', at: "2:8", says: "expected a value" },
  { code: "SW1005", text: "suits\nplayers 3..4", at: "2:1", says: "expected at least one name but found 'players'" },
  { code: "SW1006", text: PRELUDE + "sutis red", at: "6:1", says: "did you mean 'suits'?", suggestion: "suits" },
  { code: "SW1007", text: "players 99999999999999999999..3", at: "1:9", says: "too large" },
  { code: "SW1008", text: PRELUDE + "tricks { lead: dealer, then highest unique rnk }", at: "6:44", suggestion: "rank" },
  { code: "SW1011", text: PRELUDE + "trick valu: 1", at: "6:7", says: "expected 'value' after 'trick' but found 'valu'", suggestion: "value" },
  { code: "SW1010", text: "let x = )\n".repeat(120), at: "101:9", says: "more than 100 syntax errors" },
  { code: "SW1009", text: `${PRELUDE}let x = ${"(".repeat(70)}1${")".repeat(70)}`, at: "6:73", says: "nested too deeply: at most 64 levels" },
  // names
  { code: "SW2001", text: PRELUDE + "let x = count(wonn)", at: "6:15", says: "unknown name 'wonn'; did you mean 'won'?", suggestion: "won" },
  { code: "SW2002", text: GAME("suits red blue\ndeck red bleu 0..9"), at: "4:10", says: "unknown suit 'bleu'; did you mean 'blue'?", suggestion: "blue" },
  { code: "SW2003", text: PRELUDE + "pile misery: owner\nbefore tricks { return mizery to hand }", at: "7:24", says: "unknown pile 'mizery'; did you mean 'misery'?", suggestion: "misery" },
  { code: "SW2009", text: PRELUDE + "pile misery: owner\nbefore tricks { reveal mizery }", at: "7:24", says: "nothing to reveal is called 'mizery'; did you mean 'misery'?", suggestion: "misery" },
  { code: "SW2004", text: PRELUDE + "let e = cuont(won)", at: "6:9", says: "'cuont' is not a function; did you mean 'count'?" },
  { code: "SW2005", text: GAME("suits red blue red\ndeck red blue 0..9"), at: "3:16", says: "suit 'red' is listed twice" },
  { code: "SW2006", text: PRELUDE + "pile red: owner", at: "6:6", says: "the suit 'red'" },
  { code: "SW2007", text: PRELUDE + "let a = b + 1\nlet b = a", at: "6:5", says: "a -> b -> a" },
  {
    code: "SW2008",
    text: PRELUDE + "before tricks { each player secretly orders [1, 2, 3] as bid }\nshow bids[1] when tricks > 0",
    at: "7:6",
    says: "unknown order 'bids'; did you mean 'bid'?",
    suggestion: "bid",
  },
  // types and contexts
  { code: "SW3001", text: PRELUDE + "let x = 1 - red", at: "6:13", says: "the right side of '-' must be a number, but this is a suit" },
  { code: "SW3002", text: PRELUDE + "let x = rank", at: "6:9", says: "'rank' is the rank of a card" },
  { code: "SW3003", text: PRELUDE + "tricks { follow: lead = 3 }", at: "6:23", says: "cannot compare a suit with a number" },
  { code: "SW3004", text: PRELUDE + "let h = 3 in red", at: "6:14", says: "'in' needs a list of numbers" },
  { code: "SW3005", text: PRELUDE + "let y = abs(1, 2)", at: "6:9", says: "'abs' takes one number, not 2 values" },
  { code: "SW3006", text: PRELUDE + "let c = if true then 1 else red", at: "6:29" },
  { code: "SW3007", text: PRELUDE + "let f = total of won", at: "6:9" },
  { code: "SW3008", text: PRELUDE + "let d = [1, red]", at: "6:13" },
  { code: "SW3009", text: PRELUDE + "let g = for c in hand: c = c", at: "6:24" },
  { code: "SW3010", text: PRELUDE + "let w = 1 + red", at: "6:11" },
  { code: "SW3011", text: PRELUDE + "let v = suit of won = [red]", at: "6:9", says: "'=' compares single values, but this is a list of suits" },
  { code: "SW3013", text: PRELUDE + "tricks { follow: count(hand of left) > 0 }", at: "6:24", says: "reads another seat's hand (only that seat sees it), which the 'follow' slot cannot use" },
  { code: "SW3014", text: PRELUDE + "let y = let x = 1 in x of left", at: "6:22", says: "'x' is a local value" },
  { code: "SW3015", text: PRELUDE + "let p = tricks of partner", at: "6:9", says: "'partner' is the next seat of the same team, but this ruleset has no teams" },
  { code: "SW3016", text: PRELUDE + "teams a b by holder of red9\ntricks { follow: team of left = 1 }", at: "7:18", says: "'team of left' reads another seat's team, which the 'follow' slot cannot use: the teams are decided by who holds red9" },
  { code: "SW3012", text: PRELUDE + "let q = 7 / (2 - 2)", at: "6:14", says: "this divisor is 0, so '/' gives 0 here" },
  // structure and variants
  { code: "SW4001", text: PRELUDE + "score: 1", at: "6:1", says: "'score' is declared twice in this file (first at line 5)" },
  { code: "SW4002", text: 'game "a"\nplayers 3..4\nsuits red\ndeck red 0..9', at: "1:1", says: "no 'score' declaration" },
  { code: "SW4003", text: GAME("suits red\ndeck by players {\n  3: red 0..9\n}"), at: "4:1", says: "no deck for 4 players" },
  { code: "SW4004", text: GAME("suits red\ndeck by players {\n  3: red 0..9\n  4: red 0..9\n  9: red 0..9\n}"), at: "7:3" },
  { code: "SW4005", text: GAME("suits red\ndeck red 9..0"), at: "4:10" },
  { code: "SW4006", text: PRELUDE + "deal 40 each", at: "6:6", says: "needs 120 cards, but the deck for 3 players has only 30" },
  {
    code: "SW4007",
    text: PRELUDE + "pile m: owner\nbefore tricks { each player chooses 4 cards of different suits from hand into m }",
    at: "7:37",
    says: "different suits",
  },
  { code: "SW4008", text: 'variant "V" extends "missing.stich"', at: "1:21", says: "'missing.stich'" },
  {
    code: "SW4009",
    text: 'variant "A" extends "b.stich"',
    file: "a.stich",
    files: { "b.stich": 'variant "B" extends "a.stich"', "a.stich": 'variant "A" extends "b.stich"' },
    at: "1:21",
    says: "a.stich -> b.stich -> a.stich",
  },
  { code: "SW4010", text: PRELUDE + 'variant "V" extends "x.stich"', at: "6:1" },
  { code: "SW4011", text: 'variant "V" extends "base.stich"\ngame "Other"', files: { "base.stich": PRELUDE }, at: "2:1" },
  { code: "SW4012", text: PRELUDE + "rounds 0", at: "6:8", says: "the number of rounds must be at least 1, not 0" },
  { code: "SW4013", text: PRELUDE + "first dealer: seat 5", at: "6:20" },
  { code: "SW4014", text: GAME("suits red\ndeck by players {\n  3: red 0..9\n  3: red 0..5\n  4: red 0..9\n}"), at: "6:3" },
  { code: "SW4016", text: 'variant "V" extends "../../etc/passwd"', file: "rules/v.stich", at: "1:21", says: "'../../etc/passwd' is outside the folder 'rules'" },
  { code: "SW4018", text: PRELUDE + 'with "other.stich"', files: { "other.stich": 'game "O"' }, at: "6:6", says: "'other.stich' is not a rule card" },
  { code: "SW4019", text: PRELUDE + 'with "a.stich"\nwith "b.stich"', files: { "a.stich": 'rule card 3 "A"\nlet x = 1', "b.stich": 'rule card 3 "B"\nlet y = 1' }, file: "game.stich", at: "1:11", says: "rule card 3 is in force twice" },
  { code: "SW4020", text: PRELUDE + 'with "a.stich"', files: { "a.stich": 'rule card 3 "A"\nlet x = x + 1' }, at: "2:1", says: "rule card 3 changes let 'x', which the ruleset does not define" },
  { code: "SW4021", text: PRELUDE + 'with "a.stich"\nwith "b.stich"', files: { "a.stich": 'rule card 3 "A"\ntricks { ties: last }', "b.stich": 'rule card 4 "B"\ntricks { ties: first }' }, at: "2:10", says: "rule cards 3 and 4 both set the 'ties' slot" },
  { code: "SW4025", text: PRELUDE + 'rule cards 1..9\ndraft: each player is offered 1 rule cards and keeps 1\nwith "a.stich"', files: { "a.stich": 'rule card 3 "A"\ntricks { ties: last }' }, at: "2:10", says: "rule card 3 sets the 'ties' slot" },
  { code: "SW4026", text: PRELUDE + 'with "cards/notes.txt"', files: { "cards/notes.txt": 'rule card 3 "A"' }, at: "6:6", says: "'cards/notes.txt' is not a ruleset file" },
  { code: "SW4027", text: PRELUDE + "teams odds evens", at: "6:1", says: "2 teams need a player count that is a multiple of 2, with at least two seats a team, but 'players 3..4' allows 3" },
  { code: "SW4022", text: PRELUDE + "let x = 1 when true", at: "6:16", says: "'when' keeps the value so far" },
  { code: "SW4017", text: 'game "T"\nplayers 3..4\nsuits red\ndeck red 0..9 except 10\nscore: count(won)', at: "4:22", says: "rank 10 is not in 0..9" },
  { code: "SW4024", text: PRELUDE + "before tricks { each hand becomes a trick }", at: "6:17", says: "belongs in 'after tricks'" },
  { code: "SW4015", text: PRELUDE + "tricks { open at most 2147483648 }", at: "6:23", says: "the number of open tricks must be at most 64, not 2147483648" },
  { code: "SW4023", text: PRELUDE + "rule cards 1..5\nlet x = active(6)", at: "7:9", says: "active(6) is never true: rule card 6 is not among the rule cards" },
];

describe("every diagnostic code", () => {
  for (const c of CASES) {
    it(`${c.code} at ${c.at}`, () => {
      const r = compileIn(c.text, c.file ?? "game.stich", c.files ?? {});
      const hit = r.diagnostics.find((d) => d.code === c.code && `${d.line}:${d.col}` === c.at);
      expect(hit, JSON.stringify(r.diagnostics.map((d) => `${d.code}@${d.line}:${d.col} ${d.message}`))).toBeDefined();
      if (!hit) return;
      expect(hit.severity).toBe(CATALOGUE[c.code].severity);
      if (c.says) expect(hit.message).toContain(c.says);
      if (c.suggestion) expect(hit.suggestion).toBe(c.suggestion);
      if (hit.severity === "error") expect(r.ir).toBeUndefined();
    });
  }

  it("SW9001: an unexpected failure becomes an internal error, not an exception", () => {
    const r = compile('variant "V" extends "base.stich"', {
      file: "v.stich",
      readFile: () => {
        throw new Error("disk on fire");
      },
    });
    expect(r.ir).toBeUndefined();
    expect(r.diagnostics.map((d) => [d.code, d.line, d.col])).toEqual([["SW9001", 1, 1]]);
    expect(r.diagnostics[0]?.message).toContain("disk on fire");
  });

  it("covers the whole catalogue", () => {
    const tested = new Set<string>([...CASES.map((c) => c.code), "SW9001"]);
    expect(Object.keys(CATALOGUE).filter((code) => !tested.has(code))).toEqual([]);
  });

  it("a warning alone does not block the IR", () => {
    const r = compileIn(GAME("suits red\ndeck by players {\n  3: red 0..9\n  4: red 0..9\n  9: red 0..9\n}"));
    expect(r.diagnostics.map((d) => d.code)).toEqual(["SW4004"]);
    expect(r.ir?.decks.map((d) => d.players)).toEqual([3, 4]);
  });
});

describe("formatDiagnostic", () => {
  it("prints file:line:col CODE message, the line and a caret underline", () => {
    const text = GAME("suits red blue\ndeck red bleu 0..9");
    const d = compileIn(text, "rules/x.stich").diagnostics[0];
    expect(d).toBeDefined();
    if (!d) return;
    expect(formatDiagnostic(d, text)).toBe(
      "rules/x.stich:4:10 SW2002 unknown suit 'bleu'; did you mean 'blue'?\n" + "deck red bleu 0..9\n" + "         ^^^^",
    );
  });

  it("underlines at least one column for an empty span at the end of a line", () => {
    const text = "score: 1 +";
    const d = compileIn(text).diagnostics.find((x) => x.code === "SW1004");
    expect(d && formatDiagnostic(d, text).split("\n")).toEqual(["game.stich:1:11 SW1004 expected a value (a number, a name, true, false, '(' or '[') but found the end of the file", "score: 1 +", "          ^"]);
  });
});
