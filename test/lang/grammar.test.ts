// The grammar on its own: keywords come from one list, and expressions parse with the intended
// precedence (checked through the lowered IR, which is what the engine sees).
import { describe, expect, it } from "vitest";
import { KEYWORDS, SOFT_KEYWORDS, StichLexer } from "../../src/lang/words.js";
import type { Expr } from "../../src/ir/types.js";
import { compileIn, PRELUDE } from "./helpers.js";

/** The lowered IR of `let probe = SRC` (seat context). */
function probe(src: string): Expr | undefined {
  const r = compileIn(`${PRELUDE}pile misery: owner\nlet probe = ${src}\n`);
  expect(r.diagnostics).toEqual([]);
  return r.ir?.lets.find((l) => l.name === "probe")?.expr;
}

const ref = (name: string): Expr => ({ k: "ref", name });
const num = (v: number): Expr => ({ k: "num", v });

describe("lexer", () => {
  it("exports every keyword once and lexes each as itself, not as a name", () => {
    expect(new Set(KEYWORDS).size).toBe(KEYWORDS.length);
    for (const w of KEYWORDS) {
      const t = StichLexer.tokenize(w).tokens;
      expect(t.map((x) => x.tokenType.name)).toEqual([`Kw${w.charAt(0).toUpperCase()}${w.slice(1)}`]);
    }
    for (const w of SOFT_KEYWORDS) expect(KEYWORDS as readonly string[]).toContain(w);
  });

  it("prefers longer names over keyword prefixes (index, into, players)", () => {
    const names = (s: string): string[] => StichLexer.tokenize(s).tokens.map((t) => t.tokenType.name);
    expect(names("index into in players player cardsX")).toEqual(["Identifier", "KwInto", "KwIn", "KwPlayers", "KwPlayer", "Identifier"]);
  });

  it("skips comments to the end of the line", () => {
    expect(StichLexer.tokenize("game # a comment { ] \n \"G\"").tokens.map((t) => t.image)).toEqual(["game", '"G"']);
  });
});

describe("expression precedence", () => {
  it("* binds tighter than +, and - is left-associative", () => {
    expect(probe("1 + 2 * 3 - 4")).toEqual({ k: "bin", op: "-", l: { k: "bin", op: "+", l: num(1), r: { k: "bin", op: "*", l: num(2), r: num(3) } }, r: num(4) });
  });

  it("comparison below arithmetic, and below it not/and/or", () => {
    expect(probe("not 1 < 2 and true or false")).toEqual({
      k: "bin",
      op: "or",
      l: { k: "bin", op: "and", l: { k: "not", e: { k: "bin", op: "<", l: num(1), r: num(2) } }, r: { k: "bool", v: true } },
      r: { k: "bool", v: false },
    });
  });

  it("'rank of' takes the whole filtered list; 'where' takes the whole condition", () => {
    expect(probe("sum(rank of won where suit = red or rank > 3)")).toEqual({
      k: "call",
      fn: "sum",
      args: [
        {
          k: "of",
          field: "rank",
          coll: {
            k: "where",
            coll: ref("won"),
            pred: { k: "bin", op: "or", l: { k: "bin", op: "=", l: ref("suit"), r: { k: "suit", v: 0 } }, r: { k: "bin", op: ">", l: ref("rank"), r: num(3) } },
          },
        },
      ],
    });
  });

  it("'let x = A in B' stops A at 'in'; 'not in' lowers to not(in)", () => {
    expect(probe("let s = suit of misery in count(won where suit not in s)")).toEqual({
      k: "let",
      name: "s",
      value: { k: "of", field: "suit", coll: ref("misery") },
      body: { k: "call", fn: "count", args: [{ k: "where", coll: ref("won"), pred: { k: "not", e: { k: "bin", op: "in", l: ref("suit"), r: ref("s") } } }] },
    });
  });

  it("for, lists, if and unary minus", () => {
    expect(probe("max(for s in [red, blue]: if s = red then -1 else 2 mod 3)")).toEqual({
      k: "call",
      fn: "max",
      args: [
        {
          k: "for",
          name: "s",
          coll: { k: "list", items: [{ k: "suit", v: 0 }, { k: "suit", v: 1 }] },
          body: { k: "if", c: { k: "bin", op: "=", l: ref("s"), r: { k: "suit", v: 0 } }, t: { k: "neg", e: num(1) }, e: { k: "bin", op: "mod", l: num(2), r: num(3) } },
        },
      ],
    });
  });

  it("a local shadows a suit of the same name", () => {
    expect(probe("count(for red in [1]: red)")).toEqual({ k: "call", fn: "count", args: [{ k: "for", name: "red", coll: { k: "list", items: [num(1)] }, body: ref("red") }] });
  });
});

describe("defaults", () => {
  it("fill in everything docs/language.md promises", () => {
    const ir = compileIn(PRELUDE).ir;
    expect(ir).toMatchObject({
      rounds: num(1),
      deal: { each: null, leftover: "hidden" },
      piles: [{ name: "won", visibility: "owner" }],
      lets: [],
      firstDealer: { kind: "random" },
      nextDealer: { kind: "clockwise" },
      beforeTricks: [],
      afterTricks: [],
      shows: [],
      winner: [{ dir: "highest", expr: ref("total") }],
      tricks: {
        firstLead: { kind: "leftOfDealer" },
        nextLead: { kind: "winner" },
        maxOpen: 1,
        completeAt: null,
        open: { k: "bool", v: true },
        follow: { k: "bool", v: true },
        aside: null,
        trump: { k: "bool", v: false },
        winner: [{ keys: [{ dir: "highest", key: ref("rank") }], where: { k: "bin", op: "=", l: ref("suit"), r: ref("lead") } }],
        ties: "first",
        stopWhen: null,
      },
    });
  });

  it("with 'complete at' and no 'then' lead, play carries on clockwise", () => {
    const ir = compileIn(`${PRELUDE}tricks {\n  complete at 3 cards\n  lead: dealer\n}`).ir;
    expect(ir?.tricks).toMatchObject({ firstLead: { kind: "dealer" }, nextLead: { kind: "nextSeat" }, completeAt: num(3) });
    const explicit = compileIn(`${PRELUDE}tricks {\n  complete at 3 cards\n  lead: seat 1, then winner\n}`).ir;
    expect(explicit?.tricks).toMatchObject({ firstLead: { kind: "seat", seat: 1 }, nextLead: { kind: "winner" } });
  });

  it("'highest unique rank' without ties uses the declared suit order", () => {
    const ir = compileIn(`${PRELUDE}tricks { lead: left of dealer, then highest unique rank, ties green }`).ir;
    expect(ir?.tricks.nextLead).toEqual({ kind: "highestUniqueRank", suitOrder: [2, 0, 1] });
  });
});
