// Grammar-aware mutations of a ruleset: the text is cut into the language's own tokens (the lexer of
// grammar/tokens.ts), and mutations work on those, so most results are near-valid rulesets that get
// past the parser and reach the checker, the lowering and the engine. Whitespace and comments between
// tokens are kept with the token before them.
import { KEYWORDS, StichLexer } from "../../src/lang/index.js";
import { TABLE_CHECKED_WORDS } from "../../src/lang/steps/table.js";
import { DECL_CHECKED_WORDS } from "../../src/lang/decls/table.js";
import { SLOT_CHECKED_WORDS } from "../../src/lang/slots/table.js";
import { BUILTIN_SYNTAX, FUNCTIONS } from "../../src/lang/builtins/table.js";
import { CORE_CHECKED_WORDS } from "../../src/lang/to-ast.js";
import { LIMITS } from "../../src/ir/limits.js";
import type { Rng } from "../../src/index.js";

/** One token and the text after it up to the next token. */
interface Piece {
  readonly token: string;
  readonly gap: string;
  readonly type: string;
}

interface Tokens {
  readonly head: string;
  readonly pieces: Piece[];
}

function split(text: string): Tokens {
  const tokens = StichLexer.tokenize(text).tokens;
  const first = tokens[0];
  const head = first ? text.slice(0, first.startOffset) : text;
  const pieces = tokens.map((t, i) => {
    const end = t.startOffset + t.image.length;
    const next = tokens[i + 1]?.startOffset ?? text.length;
    return { token: t.image, gap: text.slice(end, Math.max(end, next)), type: t.tokenType.name };
  });
  return { head, pieces };
}

function join({ head, pieces }: Tokens): string {
  return head + pieces.map((p) => p.token + p.gap).join("");
}

const SYMBOLS = ["{", "}", "(", ")", "[", "]", ":", ",", "..", "=", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/"];
const STRINGS = ['"x"', '"classic.stich"', '"../classic.stich"', '"/etc/passwd"', '"../../../../../etc/passwd"', '"sub/../classic.stich"', '"/dev/zero"', '"."', '""'];
/** Numbers around the limits, and beyond every integer type. */
const NUMBERS = [
  "0", "1", "2", "3", "6", "7", "8", "63", "64", "65", "99", "100", "101", "255", "256", "257",
  ...Object.values(LIMITS).flatMap((l) => [String(l - 1), String(l), String(l + 1)]),
  "32767", "32768", "65536", "2147483647", "2147483648", "4294967295", "4294967296",
  "9007199254740991", "9007199254740992", "99999999999999999999", `1${"0".repeat(400)}`,
];
/** Characters a ruleset should not contain: controls, escapes, bidi overrides, a BOM, surrogate halves. */
const ODD = ["\u0000", "\u001b[2J", "\u0007", "\r", "\t", "\u007f", "\u0085", "\u202e", "\ufeff", "\ud800", "é", "😀", "\\", "#", '"', "@", "$"];
/** Paths a `with` may name: cards of the corpus, itself, outside the root, files that are no .stich file. */
const WITH_PATHS = [
  '"cards/30-second-highest.stich"', '"cards/58-plus-right-neighbour.stich"', '"cards/01-trump-2s.stich"', '"../base.stich"', '"base.stich"',
  '"game.stich"', '"../../../../../../../../etc/passwd"', '"../../../../../nonexistent.stich"', '"/etc/passwd"', '"../../.npmrc"',
  '"cards"', '"cards/"', '".stich"', '"cards/30-second-highest.stich"',
];
/** Rule card numbers: in range, at the limits, out of them. */
const CARD_NUMBERS = ["0", "1", "-1", "- 5", "21", "60", "61", "999999", "1000000", "1000001", "2147483648", "99999999999999999999", "1.5"];
/** Lengths of very long words and lines (up to a few hundred kilobytes). */
const LONG = [200, 5_000, 30_000, 100_000, 300_000];

/** Nesting depths around the parser's limit (64) and the expression depth limit (256). */
const DEPTHS = [2, 5, 20, 62, 63, 64, 65, 100, 254, 255, 256, 257, 300, 1000, 3000];

/**
 * Words the grammar takes as names and the AST builders then require (SW1011): the core rules'
 * (`trick value`, `N copies`, ...: to-ast.ts CORE_CHECKED_WORDS) and each table entry's `checkedWords`
 * (`trick goes to`: the slot table's, `tasks: each player drafts ...`: the declaration table's, `pick
 * up the turned card`: the step table's). None is listed here: a new module's words come with it.
 */
const CHECKED_WORDS = [...new Set([...CORE_CHECKED_WORDS, ...SLOT_CHECKED_WORDS, ...TABLE_CHECKED_WORDS, ...DECL_CHECKED_WORDS])];
/** Rank names as `ranks J = 11, ...` declares them, and as decks and expressions use them. */
const RANK_WORDS = ["J", "Q", "K", "A", "U", "O"];
/** Card names (a suit's name and a rank), as `teams A B by holder of CARD` takes them: the seeds' suits and some that are not. */
const CARD_WORDS = ["sun8", "moon1", "clubsQ", "hearts10", "red3", "sunQ", "sun"];
/** Every built-in name and function, from the built-in table (src/lang/builtins/table.ts). */
const BUILTIN_WORDS = [...Object.keys(BUILTIN_SYNTAX), ...Object.keys(FUNCTIONS)];
const WORDS: readonly string[] = [...new Set([...KEYWORDS, ...CHECKED_WORDS, ...RANK_WORDS, ...CARD_WORDS, ...BUILTIN_WORDS])];
/**
 * The fuzzer's vocabulary of words (test/lang/step-syntax.test.ts: it holds every keyword and checked
 * word; test/lang/builtin-syntax.test.ts: every built-in).
 */
export const FUZZ_WORDS = WORDS;

type Mutation = (t: Tokens, rng: Rng, donor: string) => string;

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(items.length)]!;

/** An index, or a run [i, i + n), of pieces; runs favour short ones. */
function run(rng: Rng, t: Tokens, max = 8): [number, number] {
  const i = rng.int(Math.max(1, t.pieces.length));
  const n = 1 + rng.int(rng.int(4) === 0 ? Math.min(max * 6, 60) : max);
  return [i, Math.min(t.pieces.length, i + n)];
}

function vocabulary(t: Tokens, rng: Rng): string {
  switch (rng.int(6)) {
    case 0:
      return pick(rng, WORDS);
    case 1:
      return pick(rng, SYMBOLS);
    case 2:
      return pick(rng, NUMBERS);
    case 3:
      return pick(rng, STRINGS);
    case 4:
      return pick(rng, ODD);
    default:
      return t.pieces.length > 0 ? pick(rng, t.pieces).token : "x";
  }
}

/** Positions of tokens that can stand for a whole expression (a number, a name, true/false). */
function operands(t: Tokens): number[] {
  const out: number[] = [];
  t.pieces.forEach((p, i) => {
    if (p.type === "NumberLiteral" || p.type === "Identifier" || p.type === "KwTrue" || p.type === "KwFalse") out.push(i);
  });
  return out;
}

const MUTATIONS: Readonly<Record<string, Mutation>> = {
  swap(t, rng) {
    const i = rng.int(Math.max(1, t.pieces.length));
    const j = rng.int(3) === 0 ? rng.int(Math.max(1, t.pieces.length)) : Math.min(t.pieces.length - 1, i + 1 + rng.int(4));
    const a = t.pieces[i];
    const b = t.pieces[j];
    if (a && b) {
      t.pieces[i] = { ...a, token: b.token, type: b.type };
      t.pieces[j] = { ...b, token: a.token, type: a.type };
    }
    return `swap tokens ${i} and ${j}`;
  },
  replace(t, rng) {
    const i = rng.int(Math.max(1, t.pieces.length));
    const p = t.pieces[i];
    const token = vocabulary(t, rng);
    if (p) t.pieces[i] = { ...p, token, type: "?" };
    return `replace token ${i} by ${JSON.stringify(token)}`;
  },
  insert(t, rng) {
    const i = rng.int(t.pieces.length + 1);
    const token = vocabulary(t, rng);
    t.pieces.splice(i, 0, { token, gap: " ", type: "?" });
    return `insert ${JSON.stringify(token)} at ${i}`;
  },
  delete(t, rng) {
    const [i, j] = run(rng, t);
    t.pieces.splice(i, j - i);
    return `delete tokens ${i}..${j - 1}`;
  },
  duplicate(t, rng) {
    const [i, j] = run(rng, t);
    const copy = t.pieces.slice(i, j);
    const at = rng.int(2) === 0 ? j : rng.int(t.pieces.length + 1);
    t.pieces.splice(at, 0, ...copy);
    return `duplicate tokens ${i}..${j - 1} at ${at}`;
  },
  number(t, rng) {
    const numbers = t.pieces.flatMap((p, i) => (p.type === "NumberLiteral" ? [i] : []));
    const i = numbers.length > 0 ? pick(rng, numbers) : rng.int(Math.max(1, t.pieces.length));
    const p = t.pieces[i];
    const value = pick(rng, NUMBERS);
    if (p) t.pieces[i] = { ...p, token: value, type: "NumberLiteral" };
    return `number ${i} := ${value.length > 30 ? `${value.slice(0, 10)}...(${value.length} digits)` : value}`;
  },
  nest(t, rng) {
    const spots = operands(t);
    const i = spots.length > 0 ? pick(rng, spots) : rng.int(Math.max(1, t.pieces.length));
    const p = t.pieces[i];
    const n = pick(rng, DEPTHS);
    if (!p) return "nest (nothing)";
    const forms: readonly [string, (x: string) => string][] = [
      ["parentheses", (x) => `${"(".repeat(n)}${x}${")".repeat(n)}`],
      ["not", (x) => `${"not ".repeat(n)}${x}`],
      ["minus", (x) => `${"- ".repeat(n)}${x}`],
      ["sum", (x) => `${x}${" + 1".repeat(n)}`],
      ["and", (x) => `${x}${" and true".repeat(n)}`],
      ["not in", (x) => `${x}${" or 1 not in [1]".repeat(n)}`],
      ["if", (x) => `${"if true then ".repeat(n)}${x}${" else 0".repeat(n)}`],
      ["let", (x) => `${"let q = 1 in ".repeat(n)}${x}`],
      ["list", (x) => `${"[".repeat(n)}${x}${"]".repeat(n)}`],
      ["abs", (x) => `${"abs(".repeat(n)}${x}${")".repeat(n)}`],
      ["where", (x) => `${"(".repeat(n)}${x}${" where true)".repeat(n)}`],
    ];
    const [name, wrap] = pick(rng, forms);
    t.pieces[i] = { ...p, token: wrap(p.token), type: "?" };
    return `nest token ${i} in ${n} x ${name}`;
  },
  crossover(t, rng, donor) {
    // A stretch of another ruleset, as tokens, inserted here: declarations meet other declarations.
    const d = split(donor);
    const [i, j] = run(rng, d, 30);
    const at = rng.int(t.pieces.length + 1);
    t.pieces.splice(at, 0, ...d.pieces.slice(i, j));
    return `insert tokens ${i}..${j - 1} of another ruleset at ${at}`;
  },
  cardNumber(t, rng) {
    // The number after `rule card` (or any number of a `rule cards` line), in and out of range.
    const spots = t.pieces.flatMap((p, i) => (p.type === "NumberLiteral" && /^rule$|^card$|^cards$|^always$/.test(t.pieces[i - 1]?.token ?? "") ? [i] : []));
    const i = spots.length > 0 ? pick(rng, spots) : 0;
    const value = pick(rng, CARD_NUMBERS);
    if (spots.length === 0) t.pieces.splice(0, 0, { token: `rule card ${value} "Fuzz"`, gap: "\n", type: "?" });
    else t.pieces[i] = { ...t.pieces[i]!, token: value, type: "?" };
    return `rule card number ${spots.length > 0 ? i : "(new header)"} := ${value}`;
  },
  withList(t, rng) {
    // A list of `with` lines at a line start: cards, the file itself, paths out of the folder, no .stich.
    const n = 1 + rng.int(rng.int(4) === 0 ? 40 : 3);
    const lines = Array.from({ length: n }, () => `with ${pick(rng, WITH_PATHS)}`);
    const starts = t.pieces.flatMap((p, i) => (i === 0 || /\n\s*$/.test(t.pieces[i - 1]!.gap) ? [i] : []));
    const at = starts.length > 0 ? pick(rng, starts) : t.pieces.length;
    t.pieces.splice(at, 0, { token: lines.join("\n"), gap: "\n", type: "?" });
    return `insert ${n} with lines at ${at}`;
  },
  long(t, rng) {
    // A very long word, name, string, number, comment or run of unknown characters, or a near-miss of
    // a long name declared elsewhere ("did you mean" over long names).
    const n = pick(rng, LONG);
    const forms: readonly [string, () => string][] = [
      ["name", () => `x${"a".repeat(n)}`],
      ["string", () => `"${"s".repeat(n)}"`],
      ["number", () => "9".repeat(n)],
      ["comment", () => `# ${"c".repeat(n)}\n`],
      ["unknown characters", () => pick(rng, ["@", "é", "\u202e", "$"]).repeat(n)],
      ["spaces", () => `${" ".repeat(n)}x`],
      ["declared long name and a typo of it", () => `\nlet q${"a".repeat(n)} = 1\nlet r = q${"a".repeat(n >> 1)}b${"a".repeat(n - (n >> 1) - 1)}\n`],
    ];
    const [name, make] = pick(rng, forms);
    const i = rng.int(t.pieces.length + 1);
    t.pieces.splice(i, 0, { token: make(), gap: " ", type: "?" });
    return `insert a long ${name} (${n}) at ${i}`;
  },
  truncate(t, rng) {
    const at = rng.int(t.pieces.length + 1);
    t.pieces.length = at;
    return `truncate after ${at} tokens`;
  },
};

/** Words and symbols that can stand in for one another: a swap keeps the ruleset well formed. */
const KINDRED: readonly (readonly string[])[] = [
  ["+", "-", "*", "/", "mod"],
  ["=", "!=", "<", "<=", ">", ">="],
  ["and", "or"],
  ["in", "not in"],
  ["highest", "lowest"],
  ["first", "last"],
  ["true", "false"],
  ["owner", "public"],
  ["shown", "hidden"],
  ["count", "sum", "max", "min"],
  ["rank", "suit"],
  ["won", "hand"],
  ["winner", "next seat"],
  // Only in the constructs seed (corpus.ts), so the shipped campaign's swaps are unchanged.
  ["counterclockwise", "alternating"],
  ["left of dealer", "dealer", "seat 0", "seat 1"],
  // Public table state in play rules (the public-table seed): the round's cards, another seat's values.
  ["playedCards", "leadCards", "hand", "won"],
  ["left", "right", "partner", "dealer", "declarer"],
  // Who leads first (the first-lead seeds): a card named as in the logs.
  ["green1", "red6", "gold1", "blue3"],
  ["leftover", "dealer"],
  ["turned", "playedCards", "leadCards"],
  // Table memory (the played-by seed): who played a card, beside the card's own values.
  ["playedBy", "rank", "seat", "suit"],
];

/** Gentle mutations: most results still compile, so that the engine gets to play odd but valid rules. */
const GENTLE: Readonly<Record<string, Mutation>> = {
  kindred(t, rng) {
    const spots = t.pieces.flatMap((p, i) => (KINDRED.some((k) => k.includes(p.token)) ? [i] : []));
    if (spots.length === 0) return "kindred (nothing)";
    const i = pick(rng, spots);
    const p = t.pieces[i]!;
    const family = KINDRED.filter((k) => k.includes(p.token));
    const token = pick(rng, pick(rng, family));
    t.pieces[i] = { ...p, token };
    return `token ${i} ${JSON.stringify(p.token)} -> ${JSON.stringify(token)}`;
  },
  near(t, rng) {
    const numbers = t.pieces.flatMap((p, i) => (p.type === "NumberLiteral" ? [i] : []));
    if (numbers.length === 0) return "near (nothing)";
    const i = pick(rng, numbers);
    const p = t.pieces[i]!;
    const v = Number(p.token);
    const value = String(Math.max(0, pick(rng, [v - 2, v - 1, v + 1, v + 2, v * 2, 0, 1, 10 * v])));
    t.pieces[i] = { ...p, token: value };
    return `number ${i} ${p.token} -> ${value}`;
  },
  name(t, rng) {
    const names = t.pieces.flatMap((p, i) => (p.type === "Identifier" ? [i] : []));
    if (names.length < 2) return "name (nothing)";
    const i = pick(rng, names);
    const token = t.pieces[pick(rng, names)]!.token;
    t.pieces[i] = { ...t.pieces[i]!, token };
    return `name ${i} -> ${token}`;
  },
  dropDeclaration(t, rng) {
    // From a token that starts a line to the next one: most declarations have defaults.
    const starts = t.pieces.flatMap((p, i) => (i === 0 || /\n\s*$/.test(t.pieces[i - 1]!.gap) ? [i] : []));
    if (starts.length < 2) return "drop (nothing)";
    const k = rng.int(starts.length - 1);
    const [from, to] = [starts[k]!, starts[k + 1]!];
    t.pieces.splice(from, to - from);
    return `drop the line at token ${from}`;
  },
  nestLightly(t, rng) {
    const spots = operands(t);
    if (spots.length === 0) return "nest (nothing)";
    const i = pick(rng, spots);
    const p = t.pieces[i]!;
    const n = 1 + rng.int(8);
    const wrap = pick(rng, [(x: string) => `${"(".repeat(n)}${x}${")".repeat(n)}`, (x: string) => `${x}${" + 0".repeat(n)}`, (x: string) => `${"- - ".repeat(n)}${x}`]);
    t.pieces[i] = { ...p, token: wrap(p.token) };
    return `wrap token ${i} lightly (${n})`;
  },
};

const ROUGH_NAMES = Object.keys(MUTATIONS);
const GENTLE_NAMES = Object.keys(GENTLE);

/**
 * `text` with 1 to 4 mutations applied, and what they were. Half the cases are only gentle mutations
 * (still compiling, mostly), half have at least one rough one. `donor` is another ruleset for crossovers.
 */
export function mutate(text: string, rng: Rng, donor: string): { text: string; mutations: string[] } {
  const t = split(text);
  const mutations: string[] = [];
  const rough = rng.int(2) === 0;
  const count = 1 + rng.int(rng.int(3) === 0 ? 4 : 2);
  for (let k = 0; k < count; k++) {
    const useRough = rough && (k === 0 || rng.int(2) === 0);
    const name = pick(rng, useRough ? ROUGH_NAMES : GENTLE_NAMES);
    mutations.push((useRough ? MUTATIONS : GENTLE)[name]!(t, rng, donor));
  }
  return { text: join(t), mutations };
}

/** The tokens of a text as strings that join back to it (for minimizing a failing case). */
export function pieces(text: string): string[] {
  const t = split(text);
  return [t.head, ...t.pieces.map((p) => p.token + p.gap)];
}
