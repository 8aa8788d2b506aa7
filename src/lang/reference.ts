// The one text of every keyword and built-in name: the editor's hover shows it, and the reference
// tables at the end of docs/language.md are generated from it (`npm run docs:reference`; a test
// fails when the doc and this file disagree). The Record types make a missing entry a type error.
import { KEYWORDS, type Keyword } from "./words.js";
import { TABLE_KEYWORD_DOCS, type TableKeyword } from "./steps/table.js";
import { DECL_KEYWORD_DOCS, type DeclKeyword } from "./decls/table.js";
import { SLOT_KEYWORD_DOCS, type SlotKeyword } from "./slots/table.js";
import { BUILTIN_NAMES, type FnName } from "../ir/types.js";
import { builtinHovers } from "./builtins/table.js";

/**
 * The keywords' texts but those an entry of the step, declaration or slot table holds
 * (src/lang/steps/, src/lang/decls/, src/lang/slots/: its `keywords`).
 */
const OWN_DOCS: Readonly<Record<Exclude<Keyword, TableKeyword | DeclKeyword | SlotKeyword>, string>> = {
  partner: "`NAME of partner`: a seat value at the seat's partner (the next seat of its team clockwise, itself when it plays alone; needs `teams`).",
  game: '`game "Name"`: the game\'s display name. Required in a game file; a variant inherits it.',
  variant: '`variant "Name" extends "base.stich"`: this file is a variant of its base; it must be the first line.',
  extends: '`extends "path"`: the base file of a variant, relative to this file. Every declaration the variant states replaces the base\'s.',
  except: "`deck SUIT... A..B except N...`: ranks of the range left out of every suit (e.g. `1..15 except 1 10 13`). `, except left of dealer when COND`: in `draft:`, the dealer's left neighbour takes no rule cards (when COND holds, or always).",
  players: "`players A..B`: the legal player counts. As a value, `players` is the number of players of this game.",
  rounds: "`rounds EXPR`: the number of rounds (default 1). As a value, `rounds` is that number.",
  ranks: "`ranks J = 11, Q = 12, K = 13, A = 14`: names for ranks. A name stands for its number in the deck (`deck ... 9..A`), in expressions (`rank = J`) and in card names (`heartsJ`). In `trumps: suits LIST, ranks LIST`: the trump ranks.",
  suits: "`suits NAME...`: every suit, in a fixed order. As a value, `suits` is the list of the deck's suits.",
  deck: "`deck SUIT... A..B [, N copies]`, or `deck by players { N: SUIT... A..B }`: which cards the deck holds (every suit has every rank once; with `, N copies`, N times, the copies alike in every rule).",
  by: "`deck by players { ... }`: one deck per player count.",
  deal: "`deal EXPR each` or `deal all`: cards per hand (default `all`: the deck dealt evenly, the remainder left over).",
  each: "`deal N each`: every hand gets N cards. `each player ...`: a step every seat takes. `after each trick { ... }`: steps after every trick. `NAME of each player`: the list of a seat value over every seat.",
  all: "`deal all`: the whole deck dealt evenly; the remainder is left over.",
  leftover: "`leftover shown` / `leftover hidden`: whether undealt cards are shown to everyone (default hidden). `dealer|declarer picks up the leftover, lays as many into PILE` (before trick play, once): that seat takes every leftover card into its hand and lays as many hand cards face down into its owner PILE, one at a time.",
  shown: "`leftover shown`: undealt cards are face up for everyone.",
  hidden: "`leftover hidden`: undealt cards stay face down (the default).",
  first: "`first dealer: random` / `first dealer: seat N`: who deals round 1. `ties: first`: the first of equally good cards wins.",
  dealer: "`dealer: clockwise` or `dealer: lowest EXPR, then ...`: the next round's dealer. In `lead:`, the dealer's seat. `NAME of dealer`: a seat value at the dealer.",
  random: "`first dealer: random`: a random seat deals round 1 (the default).",
  seat: "`seat N`: a seat by number, counting from 0. `next seat`: play carries on with the next seat in the direction of play.",
  clockwise: "`dealer: clockwise`: the deal passes to the left each round (the default). `direction: clockwise`: play goes to the left in every trick (the default).",
  lowest: "`lowest EXPR`: a ranking key or winner tier where the smallest value is best.",
  highest: "`highest EXPR`: a ranking key or winner tier where the largest value is best. `highest unique rank`: in `lead:`, the player of the highest rank held by one card only.",
  then: "`A, then B`: the next key, tier or rule, tried when the previous one ties. In `if C then A else B`, the value when C holds.",
  before: "`before tricks { STEP... }`: decisions after the deal, before trick play.",
  after: "`after tricks { STEP... }`: steps after the last trick, before scoring. `after trick K { STEP... }` / `after each trick { STEP... }`: steps during trick play, once trick K (or every trick) is complete, before the next lead.",
  trick: "`after trick K { STEP... }`: steps once the round's K-th trick is complete (K counts from 1), before the next lead. `after each trick { STEP... }`: after every trick. `trick value: EXPR`: what one held trick is worth (it sees the trick's `cards`, `number`, `played`); `trickPoints` sums it over a seat's tricks. In `tricks`, `trick goes to: left of winner` (or `right of winner`, `winner`): who holds a won trick.",
  tricks: "`tricks { SLOT... }`: how tricks are played. As a value, `tricks` is the number of tricks the seat won this round.",
  player: "`each player ...`: a step every seat takes.",
  secretly: "`each player secretly ...`: all seats decide at the same time, hidden from each other.",
  card: "`card NAME: EXPR`: a named value of every card (e.g. `card face: rank in [11, 12, 13, 14]`), used like `rank`; `NAME of CARDS` lists it. `rule card N \"Name\"`: this file is a rule card. `N card`: a card count (same as `cards`).",
  rule: "`rule card N \"Name\"`: the first line of a rule card: a file of changes to a ruleset, switched on by `with` (or `--with`). A card that restates a value changes it; the value so far is read under its own name. `rule cards 1..60`: the numbered rule cards of the game (its rule deck); `active(N)` tells whether card N is in force this round. `offered N rule cards`: in `draft:`.",
  with: "`with \"path\"`: the rule card in that file is in force (relative to this file). Cards apply in ascending number.",
  cards: "`N cards` / `complete at N cards`: a card count.",
  of: "`NAME of left`, `NAME of right`: a seat value (a let, a pile, `tricks`, ...) at that neighbour; `NAME of partner`, `NAME of dealer`, `NAME of left of left`: at the partner, the dealer, or along a path of them read from the end; `NAME of each player`: the list of it over every seat. `rank of CARDS`, `suit of CARDS`: the ranks or suits of the cards. `left of dealer`: the seat after the dealer. `of different suits`: chosen cards all differ in suit.",
  from: "`chooses N cards from hand`: the cards come from the seat's hand. `removes N cards from the trick`: from the last completed trick.",
  hand: "`from hand`: a seat's hand. As a value, `hand` is the cards the seat holds.",
  into: "`into PILE`: where chosen or set-aside cards go.",
  to: "`return PILE to hand`: where the cards go back to. `passes N cards to the left`: where passed cards go.",
  the: "`to the left` / `to the right`: which neighbour passed cards go to. `from the trick`: the last completed trick.",
  right: "`to the right`: to the right neighbour (the seat before, clockwise). `lead: ..., then right of winner`: the trick winner's right neighbour leads next.",
  left: "`left of dealer`: the seat after the dealer leads (the default). `to the left`: to the left neighbour (the next seat clockwise).",
  at: "`open at most N`, `complete at N cards`.",
  layout: "`deal layout ROWS by COLUMNS`: instead of a deal, ROWS x COLUMNS cards are laid face up; column by column every seat takes one card (the first pick moving one seat clockwise each column, starting left of the dealer); the cards of a column nobody takes leave the round. `with clues`: after each column the dealer names a leader and the engine announces who would win the column's cards as a trick.",
  when: "`stop when: EXPR`; `show ORDER[N] when COND`: the condition. After a step, `STEP when COND` runs the step only in the rounds COND holds (global context: `round`, `players`, ...). In a rule card, `score: EXPR when COND` changes the value only where COND holds.",
  let: "`let NAME = EXPR`: a named per-seat value. Inside an expression, `let x = A in B` names A within B.",
  in: "`x in LIST`: membership. `let x = A in B`, `for x in LIST: EXPR`.",
  score: "`score: EXPR`: one seat's score for the round (required).",
  not: "`not C`: true when C is false. `x not in LIST`: x is not a member.",
  and: "`A and B`: both hold.",
  or: "`A or B`: at least one holds.",
  if: "`if C then A else B`: A when C holds, else B.",
  else: "`if C then A else B`: the value when C does not hold.",
  for: "`for x in LIST: EXPR`: the list of EXPR for each element x. `sets aside 1 card for the last trick`: what a set-aside card is for.",
  mod: "`a mod b`: the remainder of a divided by b.",
  true: "`true`: the boolean value.",
  false: "`false`: the boolean value.",
  where: "`CARDS where COND`: the cards for which COND holds (COND sees the card's `suit` and `rank`). In a winner tier: which cards the tier ranks.",
  last: "`ties: last`: the last of equally good cards wins. `for the last trick`: a card set aside to be played in the last trick.",
  as: "`orders LIST as NAME`: the name of each seat's arranged list.",
};

/** Every keyword's text: a keyword without one (here or in its step's syntax) does not compile. */
export const KEYWORD_DOCS: Readonly<Record<Keyword, string>> = { ...OWN_DOCS, ...TABLE_KEYWORD_DOCS, ...DECL_KEYWORD_DOCS, ...SLOT_KEYWORD_DOCS };

export type BuiltinName = keyof typeof BUILTIN_NAMES | FnName;

/** Every built-in's hover text (each from its entry in src/lang/builtins/), and the `won` pile's. */
export const BUILTIN_DOCS: Readonly<Record<string, string>> = {
  ...builtinHovers(),
  won: "cards: the cards the seat won in tricks this round (a pile that always exists).",
} satisfies Record<BuiltinName | "won", string>;

/** Hover text for a word, as markdown paragraphs: the keyword's meaning and, for a word that is both, the built-in's. */
export function wordDocs(word: string): string[] {
  const out: string[] = [];
  if ((KEYWORDS as readonly string[]).includes(word)) out.push(`**${word}** (keyword): ${KEYWORD_DOCS[word as Keyword]}`);
  if (Object.hasOwn(BUILTIN_DOCS, word)) out.push(`**${word}** (built-in): ${BUILTIN_DOCS[word]}`);
  return out;
}

const GENERATED_START = "<!-- reference: generated from src/lang/reference.ts by `npm run docs:reference`; do not edit by hand -->";
const GENERATED_END = "<!-- end of reference -->";

/** The reference section of docs/language.md. */
export function referenceMarkdown(): string {
  const cell = (s: string) => s.replace(/\|/g, "\\|");
  const lines = [
    GENERATED_START,
    "## Reference: keywords and built-in names",
    "",
    "The editor shows the same text when the mouse rests on a word.",
    "",
    "| keyword | meaning |",
    "|---|---|",
    ...[...KEYWORDS].sort().map((k) => `| \`${k}\` | ${cell(KEYWORD_DOCS[k])} |`),
    "",
    "| built-in | meaning |",
    "|---|---|",
    ...Object.keys(BUILTIN_DOCS).sort().map((k) => `| \`${k}\` | ${cell(BUILTIN_DOCS[k] ?? "")} |`),
    GENERATED_END,
  ];
  return lines.join("\n");
}

/** `doc` with its reference section replaced by (or, when it has none, followed by) the generated one. */
export function withReference(doc: string): string {
  const start = doc.indexOf(GENERATED_START);
  const end = doc.indexOf(GENERATED_END);
  if (start < 0 || end < start) return `${doc.trimEnd()}\n\n${referenceMarkdown()}\n`;
  return doc.slice(0, start) + referenceMarkdown() + doc.slice(end + GENERATED_END.length);
}
