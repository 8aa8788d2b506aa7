// The shipped Sticheln rulesets: they parse, compile cleanly, validate against the schema, and the
// pieces of IR that matter say what /work/shared/rules/sticheln.md says.
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import type { RulesetIR } from "../../src/ir/types.js";
import { DiagnosticSink } from "../../src/lang/diagnostics.js";
import { validateIR } from "../../src/lang/index.js";
import { parseFile } from "../../src/lang/variants.js";
import { cards, handSize, run, score } from "./engine-score.js";
import { compileShipped, shippedRulesets } from "./helpers.js";

const NAMES = ["aggravated.stich", "classic.stich", "delayed.stich", "hat-trick.stich", "hazy.stich", "mild.stich", "reverse.stich"];

function ir(name: string): RulesetIR {
  const r = compileShipped(name);
  if (!r.ir) throw new Error(`${name}: ${JSON.stringify(r.diagnostics)}`);
  return r.ir;
}

/** Top-level IR keys whose values differ between two rulesets. */
function changedKeys(a: RulesetIR, b: RulesetIR): string[] {
  return (Object.keys(a) as (keyof RulesetIR)[]).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}

describe("shipped rulesets", () => {
  it("are exactly the seven Sticheln files", () => {
    expect([...shippedRulesets().keys()]).toEqual(NAMES);
  });

  for (const name of NAMES) {
    it(`${name} parses without syntax errors`, () => {
      const sink = new DiagnosticSink();
      const ast = parseFile(name, shippedRulesets().get(name) ?? "", sink);
      expect(sink.all).toEqual([]);
      expect(ast.decls.length).toBeGreaterThan(1);
    });

    it(`${name} compiles with no diagnostics and its IR validates`, () => {
      const r = compileShipped(name);
      expect(r.diagnostics).toEqual([]);
      expect(validateIR(r.ir)).toEqual({ valid: true, errors: [] });
    });
  }

  it("validates with a fresh ajv built straight from the schema file", () => {
    const schema = JSON.parse(readFileSync("schemas/ruleset-ir.schema.json", "utf8")) as object;
    const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);
    for (const name of NAMES) expect(validate(ir(name)), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
  });

  it("the schema rejects a broken IR", () => {
    const bad = { ...ir("classic.stich"), score: { k: "bin", op: "^", l: { k: "num", v: 1 }, r: { k: "num", v: 2 } } };
    expect(validateIR(bad).valid).toBe(false);
    expect(validateIR({ ...ir("classic.stich"), suits: [] }).valid).toBe(false);
  });
});

describe("Sticheln Classic (§2, §3)", () => {
  const c = ir("classic.stich");

  it("has the deck, deal and leftover of §2.1 at every player count", () => {
    const table = c.decks.map((d) => {
      const size = d.suits.length * (d.ranks.to - d.ranks.from + 1);
      const each = handSize(c, d.players);
      return [d.players, d.suits.map((s) => c.suits[s]).join(" "), `${d.ranks.from}..${d.ranks.to}`, size, each, size - each * d.players];
    });
    const five = "green brown red blue yellow";
    const six = `${five} violet`;
    expect(table).toEqual([
      [3, five, "0..8", 45, 15, 0],
      [4, five, "0..11", 60, 15, 0],
      [5, five, "0..14", 75, 15, 0],
      [6, six, "0..14", 90, 15, 0],
      [7, six, "0..17", 108, 15, 3],
      [8, six, "0..18", 114, 14, 2],
    ]);
    expect(c.deal.leftover).toBe("shown");
    expect(c.players).toEqual({ min: 3, max: 8 });
    expect(c.rounds).toEqual({ k: "num", v: 5 });
  });

  it("declares misery secretly and reveals it together (§3.2)", () => {
    expect(c.piles).toEqual([
      { name: "won", visibility: "owner" },
      { name: "misery", visibility: "owner" },
    ]);
    expect(c.beforeTricks).toEqual([
      { kind: "choose", count: { k: "num", v: 1 }, pile: "misery", distinctSuits: false, secret: true },
      { kind: "reveal", pile: "misery" },
    ]);
  });

  it("trumps are off-lead non-zero cards; highest trump, else highest of lead suit (§3.4)", () => {
    expect(c.tricks.trump).toEqual({
      k: "bin",
      op: "and",
      l: { k: "bin", op: "!=", l: { k: "ref", name: "suit" }, r: { k: "ref", name: "lead" } },
      r: { k: "bin", op: "!=", l: { k: "ref", name: "rank" }, r: { k: "num", v: 0 } },
    });
    expect(c.tricks.winner).toEqual([
      { keys: [{ dir: "highest", key: { k: "ref", name: "rank" } }], where: { k: "ref", name: "trump" } },
      { keys: [{ dir: "highest", key: { k: "ref", name: "rank" } }], where: { k: "bin", op: "=", l: { k: "ref", name: "suit" }, r: { k: "ref", name: "lead" } } },
    ]);
    expect(c.tricks).toMatchObject({ firstLead: { kind: "leftOfDealer" }, nextLead: { kind: "winner" }, maxOpen: 1, completeAt: null, ties: "first", aside: null, stopWhen: null });
    expect(c.tricks.follow).toEqual({ k: "bool", v: true });
  });

  it("orders lets by dependency and picks the dealer and winner of §3.7/§3.8", () => {
    expect(c.lets.map((l) => l.name)).toEqual(["pile", "bad"]);
    expect(c.nextDealer).toEqual({
      kind: "ranked",
      keys: [
        { dir: "lowest", expr: { k: "ref", name: "total" } },
        { dir: "lowest", expr: { k: "ref", name: "roundScore" } },
      ],
    });
    expect(c.firstDealer).toEqual({ kind: "random" });
    expect(c.winner).toEqual([{ dir: "highest", expr: { k: "ref", name: "total" } }]);
  });

  it("scores the rulebook examples of §3.6", () => {
    // Axel: declared red4, won red2, red5 and 14 cards of other colours -> 14 - 11 = 3.
    expect(score(c, { misery: cards(c, "red4"), won: [...cards(c, "red2 red5"), ...run(c, "blue", 0, 8), ...run(c, "green", 1, 6)] })).toBe(3);
    expect(score(c, { misery: cards(c, "blue0"), won: [] })).toBe(0);
    expect(score(c, { misery: cards(c, "green1"), won: cards(c, "green0 yellow0 red12") })).toBe(1);
  });
});

describe("Sticheln variants patch only what differs (§4)", () => {
  const classic = ir("classic.stich");

  it("Aggravated: two misery cards of different suits, scored with both suits (§4.1)", () => {
    const a = ir("aggravated.stich");
    expect(changedKeys(classic, a)).toEqual(["name", "beforeTricks"]);
    expect(a.beforeTricks[0]).toEqual({ kind: "choose", count: { k: "num", v: 2 }, pile: "misery", distinctSuits: true, secret: true });
    expect(score(a, { misery: cards(a, "red4 blue1"), won: cards(a, "red2 blue7 green3") })).toBe(-4 - 1 - 2 - 7 + 1);
  });

  it("Hazy: no reveal before tricks, reveal after them (§4.2)", () => {
    const h = ir("hazy.stich");
    expect(changedKeys(classic, h)).toEqual(["name", "beforeTricks", "afterTricks"]);
    expect(h.beforeTricks).toEqual([classic.beforeTricks[0]]);
    expect(h.afterTricks).toEqual([{ kind: "reveal", pile: "misery" }]);
  });

  it("Delayed: no declaration; best colour among won cards; 0 without tricks (§4.3)", () => {
    const d = ir("delayed.stich");
    expect(changedKeys(classic, d)).toEqual(["name", "beforeTricks", "score"]);
    expect(d.beforeTricks).toEqual([]);
    expect(score(d, { misery: [], won: [] })).toBe(0);
    // Misery red: 3 - 3 = 0; blue: 3 - 9 = -6; green: 4 - 1 = 3, the best.
    expect(score(d, { misery: [], won: cards(d, "red1 red2 blue4 blue5 green1") })).toBe(3);
  });

  it("Reverse: lucky colour +rank, others -1, lowest trump wins (§4.4)", () => {
    const r = ir("reverse.stich");
    expect(changedKeys(classic, r)).toEqual(["name", "lets", "tricks", "score"]);
    expect(r.lets.map((l) => l.name)).toEqual(["pile", "bad", "lucky"]);
    const onlyWinner = (Object.keys(r.tricks) as (keyof RulesetIR["tricks"])[]).filter((k) => JSON.stringify(r.tricks[k]) !== JSON.stringify(classic.tricks[k]));
    expect(onlyWinner).toEqual(["winner"]);
    expect(r.tricks.winner[0]).toEqual({ keys: [{ dir: "lowest", key: { k: "ref", name: "rank" } }], where: { k: "ref", name: "trump" } });
    expect(r.tricks.winner[1]).toEqual(classic.tricks.winner[1]);
    expect(score(r, { misery: cards(r, "red4"), won: cards(r, "red2 red5 blue3 green0") })).toBe(11 - 2);
  });

  it("Mild: each misery card -5, a misery 0 included (§4.5)", () => {
    const m = ir("mild.stich");
    expect(changedKeys(classic, m)).toEqual(["name", "score"]);
    expect(score(m, { misery: cards(m, "red4"), won: cards(m, "red0 red5 blue3 green0") })).toBe(2 - 15);
  });
});

describe("Sticheln Hat Trick (§5)", () => {
  const h = ir("hat-trick.stich");

  it("uses three colours, 1..20 (0..20 with 7 players), all dealt, 4-7 players", () => {
    expect(h.suits).toEqual(["red", "blue", "green"]);
    expect(h.decks.map((d) => [d.players, d.ranks.from, d.ranks.to, d.suits])).toEqual([
      [4, 1, 20, [0, 1, 2]],
      [5, 1, 20, [0, 1, 2]],
      [6, 1, 20, [0, 1, 2]],
      [7, 0, 20, [0, 1, 2]],
    ]);
    expect(h.deal).toEqual({ each: null, leftover: "hidden" });
    expect(h.piles).toEqual([
      { name: "won", visibility: "public" },
      { name: "passed", visibility: "public" },
    ]);
    expect(h.nextDealer).toEqual({ kind: "clockwise" });
    expect(h.beforeTricks).toEqual([]);
  });

  it("plays double tricks with passing and the unique-rank lead rule", () => {
    expect(h.tricks.firstLead).toEqual({ kind: "leftOfDealer" });
    expect(h.tricks.nextLead).toEqual({ kind: "highestUniqueRank", suitOrder: [0, 1, 2] });
    expect(h.tricks.maxOpen).toBe(2);
    expect(h.tricks.open).toEqual({ k: "not", e: { k: "bin", op: "in", l: { k: "ref", name: "suit" }, r: { k: "ref", name: "openSuits" } } });
    expect(h.tricks.follow).toEqual({ k: "bin", op: "=", l: { k: "ref", name: "suit" }, r: { k: "ref", name: "lead" } });
    expect(h.tricks.aside?.pile).toBe("passed");
    expect(h.tricks.trump).toEqual({ k: "bool", v: false });
    expect(h.tricks.stopWhen).toEqual({
      k: "bin",
      op: "=",
      l: { k: "call", fn: "count", args: [{ k: "ref", name: "hand" }] },
      r: { k: "num", v: 1 },
    });
  });

  it("scores the rulebook example of §5.6: 9 red, 2 blue, 4 green, 1 passed -> 1", () => {
    const won = [...run(h, "red", 1, 9), ...run(h, "blue", 1, 2), ...run(h, "green", 1, 4)];
    expect(score(h, { won, passed: cards(h, "blue20") })).toBe(1);
  });
});
