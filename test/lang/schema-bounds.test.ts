// Issue 22, item 2: every bound the IR's schema enforces is refused by the checker first, as a located
// diagnostic, never as SW9001 ("internal error") when the lowered IR fails the schema. The bounds are
// read from the schema itself (every minimum, maximum, minItems, maxItems, minLength, maxLength,
// pattern and uniqueItems, at every place a $defs entry is used), so a bound added to the schema fails
// this test until a case here shows the checker refusing a ruleset that would break it.
import { describe, expect, it } from "vitest";
import schema from "../../schemas/ruleset-ir.schema.json" with { type: "json" };
import { compileIn, PRELUDE } from "./helpers.js";

type Node = Record<string, unknown>;
const BOUND_KEYWORDS = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minItems", "maxItems", "minLength", "maxLength", "pattern", "uniqueItems"] as const;

/**
 * Each bound of the schema as "place keyword value". A bound written in an object's definition is at
 * that definition (`/$defs/deck/properties/suits minItems 1`); a bound of a scalar definition (a
 * count, an index, a name) is listed at each place that uses it (`/properties/players/properties/min->count`).
 */
function schemaBounds(root: Node): string[] {
  const defs = (root["$defs"] ?? {}) as Record<string, Node>;
  const out = new Set<string>();
  const own = (n: Node): [string, unknown][] => BOUND_KEYWORDS.filter((k) => k in n).map((k) => [k, n[k]]);
  const walk = (node: unknown, path: string, top: boolean): void => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${path}/${i}`, false));
    if (typeof node !== "object" || node === null) return;
    const n = node as Node;
    // A scalar definition's own bounds are listed at its uses, below.
    if (!top) for (const [k, v] of own(n)) out.add(`${path} ${k} ${JSON.stringify(v)}`);
    const ref = n["$ref"];
    if (typeof ref === "string" && ref.startsWith("#/$defs/")) {
      const name = ref.slice("#/$defs/".length);
      for (const [k, v] of own(defs[name] ?? {})) out.add(`${path}->${name} ${k} ${JSON.stringify(v)}`);
    }
    for (const [k, v] of Object.entries(n)) if (k !== "$defs") walk(v, `${path}/${k}`, false);
  };
  for (const [k, v] of Object.entries((root["properties"] ?? {}) as Record<string, Node>)) walk(v, `/properties/${k}`, false);
  for (const [k, v] of Object.entries(defs)) walk(v, `/$defs/${k}`, true);
  return [...out].sort();
}

/** How a ruleset would break a bound: its text, and the other files it reads. */
interface Attempt {
  readonly text: string;
  readonly files?: Record<string, string>;
  /** The bound cannot be broken: the lowering keeps it (makes a list unique, adds `won`); the IR validates. */
  readonly keptByLowering?: true;
}

const game = (lines: Record<string, string>): string =>
  ['game "B"', lines["players"] ?? "players 3..4", lines["suits"] ?? "suits red blue green", lines["deck"] ?? "deck red blue green 0..9", lines["rest"] ?? "", lines["score"] ?? "score: count(won)"].join("\n");

/**
 * One attempt per kind of bound. The key is the bound's place in the schema without its keyword's
 * value (an attempt reads the value it must pass from the schema where it writes a number).
 */
const ATTEMPTS: Readonly<Record<string, (value: number) => Attempt>> = {
  "/properties/players/properties/max->count minimum": (v) => ({ text: game({ players: `players ${v - 1}` }) }),
  "/properties/players/properties/min->count minimum": (v) => ({ text: game({ players: `players ${v - 1}..4` }) }),
  "/properties/suits minItems": () => ({ text: game({ suits: "suits" }) }),
  "/properties/suits/items minLength": () => ({ text: game({ suits: 'suits ""' }) }),
  // `won` always exists: a ruleset that declares no pile still has one.
  "/properties/piles minItems": () => ({ text: PRELUDE, keptByLowering: true }),
  "/properties/firstDealer/oneOf/1/properties/seat->index minimum": (v) => ({ text: game({ rest: `first dealer: seat ${v - 1}` }) }),
  "/properties/nextDealer/oneOf/1/properties/keys minItems": () => ({ text: game({ rest: "next dealer:" }) }),
  "/properties/ruleCards/properties/ids uniqueItems": () => ({ text: game({ rest: "rule cards 1..3, 2..4" }) }),
  "/properties/ruleCards/properties/ids/items->count minimum": (v) => ({ text: game({ rest: `rule cards ${v - 1}..3` }) }),
  "/properties/ruleCards/properties/always uniqueItems": () => ({ text: game({ rest: "rule cards 1..3 always 2 2" }) }),
  "/properties/ruleCards/properties/always/items->count minimum": (v) => ({ text: game({ rest: `rule cards 1..3 always ${v - 1}` }) }),
  // A rule card's own number: the case (`rule card 0`), both in force by `with` and compiled on its own.
  "rule card header minimum": (v) => ({ text: `${PRELUDE}with "c.stich"`, files: { "c.stich": `rule card ${v - 1} "C"\nscore: 2` } }),
  "/$defs/deck/properties/players->count minimum": (v) => ({ text: game({ deck: `deck by players {\n  ${v - 1}: red 0..9\n  3: red 0..9\n}` }) }),
  "/$defs/deck/properties/suits minItems": () => ({ text: game({ deck: "deck 0..9" }) }),
  "/$defs/deck/properties/suits/items->index minimum": () => ({ text: game({ deck: "deck nosuch 0..9" }) }),
  "/$defs/deck/properties/ranks/properties/from->index minimum": (v) => ({ text: game({ deck: `deck red ${v - 1}..9` }) }),
  "/$defs/deck/properties/ranks/properties/to->index minimum": (v) => ({ text: game({ deck: `deck red 0..${v - 1}` }) }),
  "/$defs/deck/properties/except/items->index minimum": (v) => ({ text: game({ deck: `deck red 0..9 except ${v - 1}` }) }),
  // One copy is the deck without copies: the lowering leaves the field out (0 copies is SW4012, test/engine/card-copies.test.ts).
  "/$defs/deck/properties/copies minimum": (v) => ({ text: game({ deck: `deck red 0..9, ${v - 1} copies` }), keptByLowering: true }),
  "/properties/rankNames/items/properties/rank->index minimum": (v) => ({ text: game({ rest: `ranks J = ${v - 1}` }) }),
  "/$defs/lead/oneOf/1/properties/seat->index minimum": (v) => ({ text: game({ rest: `tricks {\n  lead: seat ${v - 1}, then winner\n}` }) }),
  "/$defs/nextLead/oneOf/1/properties/suitOrder/items->index minimum": () => ({ text: game({ rest: "tricks {\n  lead: left of dealer, then highest unique rank, ties nosuch\n}" }) }),
  "/$defs/tricks/properties/maxOpen->count minimum": (v) => ({ text: game({ rest: `tricks {\n  open at most ${v - 1}\n}` }) }),
  "/$defs/tricks/properties/winner minItems": () => ({ text: game({ rest: "tricks {\n  winner:\n}" }) }),
  "/$defs/tricks/properties/winner/items/properties/keys minItems": () => ({ text: game({ rest: "tricks {\n  winner: where suit = lead\n}" }) }),
  "/$defs/tricks/properties/byCard/items/properties/card->count minimum": (v) => ({ text: `${PRELUDE}with "c.stich"`, files: { "c.stich": `rule card ${v - 1} "C"\ntricks {\n  lead: dealer, then winner\n}` } }),
  "/properties/tasks/properties/kinds minItems": () => ({ text: game({ rest: "tasks: each player drafts 1, copies 1" }) }),
  "/properties/teams/properties/names minItems": () => ({ text: game({ players: "players 4..4", rest: "teams odds" }) }),
  // The team card of hidden partnerships is a name the checker resolves to a suit and a rank (or refuses).
  "/properties/teams/properties/holder/properties/suit->index minimum": () => ({ text: game({ rest: "teams a b by holder of red3" }), keptByLowering: true }),
  "/properties/teams/properties/holder/properties/rank->index minimum": () => ({ text: game({ rest: "teams a b by holder of red3" }), keptByLowering: true }),
  // A special call's number is given by the lowering (-1, -2, ... by first appearance), never written.
  "/$defs/step/oneOf/11/properties/words/items/properties/value maximum": () => ({ text: game({ rest: "before tricks {\n  each player calls bid from 0..3, nil\n}" }), keptByLowering: true }),
  "name pattern": () => ({ text: game({ rest: "let é = 1" }) }),
  "exprSuit index minimum": () => ({ text: game({ score: "score: count(won where suit = nosuch)" }) }),
};

/** The attempt for a bound: by its place, or by the kind of $defs entry it comes from. */
function attemptFor(bound: string): ((v: number) => Attempt) | undefined {
  const [place, keyword] = bound.split(" ");
  const key = `${place} ${keyword}`;
  if (ATTEMPTS[key]) return ATTEMPTS[key];
  if (keyword === "pattern" && place!.endsWith("->name")) return ATTEMPTS["name pattern"];
  if (place!.endsWith("exprSuit/properties/v->index")) return ATTEMPTS["exprSuit index minimum"];
  return undefined;
}

describe("every bound of the IR's schema is a located diagnostic first", () => {
  const bounds = schemaBounds(schema as Node);

  it("the schema has bounds, and each has an attempt here", () => {
    expect(bounds.length).toBeGreaterThan(10);
    expect(bounds.filter((b) => attemptFor(b) === undefined)).toEqual([]);
  });

  // The rule card's own number becomes an id of the IR's rule deck: the same bound as those ids.
  const cases: [string, (v: number) => Attempt, number][] = bounds.map((b) => [b, attemptFor(b)!, Number(b.split(" ")[2])]);
  cases.push(["rule card N, its own number (as /properties/ruleCards/properties/ids/items->count minimum 1)", ATTEMPTS["rule card header minimum"]!, 1]);
  for (const [bound, attempt, value] of cases) {
    if (!attempt) continue;
    it(bound, () => {
      const a = attempt(value);
      const r = compileIn(a.text, "game.stich", a.files ?? {});
      expect(r.diagnostics.filter((d) => d.code === "SW9001")).toEqual([]);
      if (a.keptByLowering) {
        expect(r.ir).toBeDefined();
        return;
      }
      expect(r.ir).toBeUndefined();
      const errors = r.diagnostics.filter((d) => d.severity === "error");
      expect(errors.length).toBeGreaterThan(0);
      // Located: in a file of the ruleset, past the start of the file (the place of the bad part).
      for (const d of errors) expect(d.line > 1 || d.col > 1, `${d.code} ${d.message} at ${d.file}:${d.line}:${d.col}`).toBe(true);
    });
  }

  it("a rule card compiled on its own with an out-of-range number: located at the number", () => {
    for (const n of [0, 1_000_001]) {
      const r = compileIn(`rule card ${n} "C" extends "base.stich"\nscore: 2`, "c.stich", { "base.stich": PRELUDE });
      expect(r.diagnostics.map((d) => `${d.code}@${d.line}:${d.col}`)).toEqual([n === 0 ? "SW4012@1:11" : "SW4015@1:11"]);
    }
  });
});

describe("a rule card's change, composed around the value so far, stays within the expression depth", () => {
  // The change of `let x` is lowered as `let x = <value so far> in if active(3) then CHANGE else x`:
  // two levels above CHANGE. Found by the fuzzer (seed 777, case 364) as SW9001.
  const compileWith = (ops: number) =>
    compileIn(`${PRELUDE}let x = 1\nwith "c.stich"`, "game.stich", { "c.stich": `rule card 3 "C"\nlet x = x${" + 1".repeat(ops)}\n` });

  it("a change two levels under the limit compiles; one more is SW1009 at the card's change", () => {
    expect(compileWith(253).diagnostics).toEqual([]);
    const r = compileWith(254);
    expect(r.diagnostics.map((d) => `${d.file}:${d.code}@${d.line}:${d.col}`)).toEqual(["c.stich:SW1009@2:1"]);
  });
});
