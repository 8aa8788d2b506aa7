// Variants: `extends` resolution, replacement by key, chains, cycles, missing bases, file names.
import { describe, expect, it } from "vitest";
import { dirname, joinPath } from "../../src/lang/index.js";
import { compileIn, where } from "./helpers.js";

const BASE = `game "Base"
players 3..4
suits red blue
deck red blue 0..9
pile kept: owner
let bonus = 1
let worth = count(won) + bonus
tricks {
  trump: suit = red
  follow: true
  winner: highest rank where trump, then highest rank where suit = lead
}
before tricks {
  each player chooses 1 card from hand into kept
}
score: worth
`;

describe("variants", () => {
  it("replace one tricks slot and keep the other slots", () => {
    const base = compileIn(BASE, "games/base.stich").ir;
    const r = compileIn('variant "V" extends "base.stich"\ntricks { trump: false }', "games/v.stich", { "games/base.stich": BASE });
    expect(r.diagnostics).toEqual([]);
    expect(r.ir?.name).toBe("V");
    expect(r.ir?.tricks).toEqual({ ...base?.tricks, trump: { k: "bool", v: false } });
  });

  it("replace a let by name; other lets that use it see the new one", () => {
    const r = compileIn('variant "V" extends "base.stich"\nlet bonus = 10', "v.stich", { "base.stich": BASE });
    expect(r.ir?.lets).toEqual([
      { name: "bonus", expr: { k: "num", v: 10 } },
      { name: "worth", expr: { k: "bin", op: "+", l: { k: "call", fn: "count", args: [{ k: "ref", name: "won" }] }, r: { k: "ref", name: "bonus" } } },
    ]);
  });

  it("replace a pile by name, keeping its place", () => {
    const r = compileIn('variant "V" extends "base.stich"\npile kept: public', "v.stich", { "base.stich": BASE });
    expect(r.ir?.piles).toEqual([
      { name: "won", visibility: "owner" },
      { name: "kept", visibility: "public" },
    ]);
  });

  it("an empty 'before tricks { }' removes the base's steps", () => {
    const r = compileIn('variant "V" extends "base.stich"\nbefore tricks { }', "v.stich", { "base.stich": BASE });
    expect(r.ir?.beforeTricks).toEqual([]);
  });

  it("chains: a variant of a variant, with paths relative to each file", () => {
    const files = {
      "games/base.stich": BASE,
      "games/v/mid.stich": 'variant "Mid" extends "../base.stich"\nrounds 3',
    };
    // The base is above the variant's folder, so the root given must include it.
    const r = compileIn('variant "Top" extends "./mid.stich"\nscore: 7', "games/v/top.stich", files, "games");
    expect(r.diagnostics).toEqual([]);
    expect(r.ir).toMatchObject({ name: "Top", rounds: { k: "num", v: 3 }, score: { k: "num", v: 7 } });
  });

  it("diagnostics inside a base file carry that file's name", () => {
    const broken = BASE.replace("deck red blue", "deck red bleu").replace("score: worth", "score: wurth");
    const r = compileIn('variant "V" extends "base.stich"\nrounds 2', "dir/v.stich", { "dir/base.stich": broken });
    expect(r.diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.code}`)).toEqual(["dir/base.stich:4:10 SW2002", "dir/base.stich:16:8 SW2001"]);
  });

  it("a variant's replacement is checked in the variant's file", () => {
    const r = compileIn('variant "V" extends "base.stich"\nscore: rank', "v.stich", { "base.stich": BASE });
    expect(r.diagnostics.map((d) => `${d.file} ${d.code}@${d.line}:${d.col}`)).toEqual(["v.stich SW3002@2:8"]);
  });

  it("report a missing base at the path string and still check the variant", () => {
    const r = compileIn('variant "V" extends "nope.stich"\nscore: count(wonn)', "a/v.stich");
    expect(where(r)).toContain("SW4008@1:21");
    expect(where(r)).toContain("SW2001@2:14");
    expect(r.diagnostics.find((d) => d.code === "SW4008")?.message).toBe("cannot read the base file 'a/nope.stich': there is no such file");
  });

  it("report cycles instead of looping", () => {
    const r = compileIn('variant "Self" extends "self.stich"', "self.stich", { "self.stich": 'variant "Self" extends "self.stich"' });
    expect(where(r)).toContain("SW4009@1:24");
  });

  it("without a readFile callback a variant cannot load its base", () => {
    const r = compileIn('variant "V" extends "base.stich"', "v.stich");
    expect(where(r)).toContain("SW4008@1:21");
  });

  it("duplicates are per file: a variant may restate what its base says, but not twice", () => {
    const r = compileIn('variant "V" extends "base.stich"\nrounds 2\nrounds 3', "v.stich", { "base.stich": BASE });
    expect(where(r)).toEqual(["SW4001@3:1"]);
  });
});

describe("paths", () => {
  it("join relative to the variant's directory, POSIX style", () => {
    expect(joinPath(dirname("rulesets/sticheln/hazy.stich"), "classic.stich")).toBe("rulesets/sticheln/classic.stich");
    expect(joinPath("a/b", "../c.stich")).toBe("a/c.stich");
    expect(joinPath("", "x.stich")).toBe("x.stich");
    expect(joinPath("/abs/dir", "./x.stich")).toBe("/abs/dir/x.stich");
    expect(joinPath("a", "/root.stich")).toBe("/root.stich");
    expect(joinPath("", "../up.stich")).toBe("../up.stich");
    expect(dirname("x.stich")).toBe("");
    expect(dirname("/x.stich")).toBe("/");
  });
});
