// The fuzzer's seeds: every shipped ruleset, with the paths they have in the repository, so that a
// variant's `extends` finds its base among them; and rulesets of constructs no shipped ruleset uses
// yet (rule cards and their draft), so that mutants of them are compiled and played too.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, ruleCardFiles, rulesetFiles } from "../support/rulesets.js";

/**
 * A seed that uses the trick-play constructs no shipped ruleset uses yet (winner tiers of several
 * keys, pick, right of winner, the direction of play, face-down plays), for a campaign of its own so
 * that the shipped campaign's cases stay as they were.
 */
export function constructsCorpus(): Record<string, string> {
  return {
    "fixtures/constructs.stich": `game "Constructs"
players 3..5
rounds 2
suits fan coin koi gate
deck fan coin koi gate 1..9
deal 7 each
score: count(won) - tricks
tricks {
  lead: left of dealer, then right of winner
  follow: suit = lead or count(hand where suit = lead) = 0
  trump: suit = koi or rank = 8
  winner: highest (if trump then 2 else 0) + (if suit = lead then 1 else 0), lowest (if rank = 8 then 7 else 17), highest rank, then lowest rank
  pick: if lead = koi then 2 else 1
  direction: alternating
  face down: suit != lead
  ties: last
}
`,
  };
}

/** Constructs no shipped ruleset uses yet, each in a small valid ruleset. */
const CONSTRUCT_SEEDS: Readonly<Record<string, string>> = {
  "fuzz-seeds/rule-draft.stich": `game "Rule draft"
players 3..5
rounds 2
suits red blue green gold
deck red blue green gold 1..8
deal 5 each
rule cards 1..30 always 30
draft: each player is offered 2 rule cards and keeps 1, except left of dealer when players = 5, and (if players = 3 then 1 else 0) from the deck
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  trump: active(7) and rank = 8
  winner: highest rank where trump, then highest rank where suit = lead
}
score: tricks * (if active(3) then 2 else 1) + count(activeRules)
`,
  "fuzz-seeds/layout-draft.stich": `game "Layout draft"
players 3..4
rounds 2
suits sun moon star
deck sun moon star 1..7
deal layout 4 by (if players = 3 then 5 else 4) with clues
leftover shown
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
}
score: tricks - count(won where rank = 6)
`,
  "fuzz-seeds/secrets.stich": `game "Secret values"
players 3..5
rounds 2
suits red blue green gold
deck red blue green gold 1..8
deal 6 each
secret lucky: none or one of suits, known to dealer
secret high: one of [round, 7, 8], known to dealer
after trick 2 {
  reveal lucky
}
after tricks {
  reveal high
}
tricks {
  trumps: suits lucky, ranks high
}
score: tricks + count(won where suit in lucky)
`,
  "fuzz-seeds/combined-trumps.stich": `game "Combined trumps"
players 3..5
rounds 2
suits red blue green gold
deck red blue green gold 1..8
deal 6 each
tricks {
  trumps: suits (if round = 1 then [gold] else []), ranks [round mod 8 + 1, 8]
}
score: tricks
`,
  "fuzz-seeds/teams-end.stich": `game "Pairs race"
players 4..4
suits red blue green
deck red blue green 1..10
deal 5 each
teams odds evens
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
}
let mine = tricks + tricks of partner
score: mine + (if seat of dealer = seat of left of left then 1 else 0) - team + team
end when: total >= 15 or total of partner of dealer < -3, unless tied
winner: highest total, then lowest roundScore
`,
  "fuzz-seeds/tasks.stich": `game "Goal chips"
players 3..5
suits fan coin koi
deck fan coin koi 1..12
deal 6 each
task blank: tricks = 0, worth 3
task pair: tricks = 2 or tricks = max(tricks of each player), worth 2 + (if players = 3 then 1 else 0)
task clean: tricks > 0 and count(won where suit = coin) = 0, worth round
tasks: each player drafts (if players = 5 then 2 else 3), copies 4
before tricks {
  each player secretly picks a task, except dealer
}
after tricks {
  complete picked tasks, dealer copies failed ones
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
}
score: tasksDone - total + taskValue - taskValue
end when: tasksLeft = 0 or round = 6
winner: lowest tasksLeft, then highest taskValue
`,
  "fuzz-seeds/calls.stich": `game "Guess and take"
players 3..4
suits red blue green
deck red blue green 1..8
deal 5 each
before tricks {
  each player calls guess from 0..count(suits) + 2, zero, pass unless seat = seat of dealer and sum(guess of each player) = 5
  each player secretly calls stake from 1..2
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0 or guess = pass
}
score: stake * (if guess = zero then (if tricks = 0 then 5 else -5) else if tricks = guess then 2 + guess else 0)
`,
  "fuzz-seeds/notes.stich": `game "Count the reds"
players 3..4
suits red blue green
deck red blue green 1..8
deal 5 each
before tricks {
  each player notes reds = count(hand where suit = red)
  dealer secretly notes best = max(rank of hand) when round > 0
  each player secretly notes greens = count(hand where suit = green)
}
after tricks {
  dealer notes taken = tricks
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0 or reds of left > 2
}
score: tricks * reds + best + greens - taken
`,
  "fuzz-seeds/public-table.stich": `game "Locked suit"
players 4..4
suits red blue green
deck red blue green 1..8
deal 6 each
pile shown: public
teams odds evens
before tricks {
  each player chooses 1 card from hand into shown
  each player calls aim from 0..4, skip
}
tricks {
  open: suit != green or count(playedCards where suit = green) > 0 or count(hand where suit != green) = 0 or tricks of partner > tricks of left
  follow: suit = lead or count(hand where suit = lead) = 0 or aim of dealer = skip or count(shown of right) = 0
}
score: tricks + tricks of partner + (if aim = tricks then 3 else 0) + (if aim of partner = tricks of partner then 3 else 0)
end when: total >= 20
`,
  "fuzz-seeds/played-by.stich": `game "Tithe"
players 4..4
suits red blue green gold
deck red blue green gold 1..8
deal 8 each
teams odds evens
tricks {
  open: suit != gold or count(playedCards where suit = gold and playedBy = seat of left) > 0 or count(hand where suit != gold) = 0
  follow: suit = lead or count(hand where suit = lead) = 0
  trump: suit = gold
  winner: highest rank where trump, then highest rank where suit = lead
}
trick value: sum(for s in playedBy of cards: if s = 0 then 1 else 0)
let side = team of each player
let tithe = count(won where rank = 8 and side[playedBy + 1] != team)
let mine = tithe + trickPoints - count(won where playedBy = seat)
score: mine + mine of partner
`,
  "fuzz-seeds/turn-card.stich": `game "Beacon"
players 3..4
suits red blue green gold
deck red blue green gold 1..7
deal 6 each
before tricks {
  turn up a card from leftover
  each player passes 1 card to the left
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  trump: suit in suit of turned
  winner: highest rank where trump, then highest rank where suit = lead
}
let up = count(won where suit in suit of turned)
score: tricks + up
`,
  "fuzz-seeds/rank-names.stich": `game "Court"
players 3..4
suits red blue green gold
ranks J = 11, Q = 12, K = 13, A = 14
deck red blue green gold 8..A except 10
deal 5 each
before tricks {
  turn up a card from leftover
}
card power: if rank = J and suit in suit of turned then 100 else if rank = J then 50 + rank else rank
card points: if rank = A then 11 else if rank = K then 4 else if rank = Q then 3 else if rank = J then 2 else 0
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  trump: suit in suit of turned or rank = J
  winner: highest power where trump, then highest rank where suit = lead
}
score: sum(points of won)
`,
  "fuzz-seeds/auction.stich": `game "Colour call"
players 3..4
suits sun moon star gold
deck sun moon star gold 1..6
deal 5 each
before tricks {
  turn up a card from leftover
  auction colour: suit of turned, then suits unless count(turned where suit in colour) > 0
  declarer calls alone from 0..1
  dealer picks up the turned card when count(turned where suit in colour) > 0
  each player sits out if alone of right = 1
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  trump: suit in colour
  winner: highest rank where trump, then highest rank where suit = lead
  stop when: count(colour) = 0
}
score: if seat = seat of declarer then 2 * tricks else tricks of declarer
`,
  "fuzz-seeds/bid-and-hold.stich": `game "Lantern bidding"
players 3..4
suits sun moon star
deck sun moon star 1..8
deal 6 each
before tricks {
  auction level: [2, 3, 4, 6, 8] unless sum(level) > 2 * players, bid and hold
  declarer calls colour from 1..3
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  trump: rank = colour of declarer
  winner: highest rank where trump, then highest rank where suit = lead
  stop when: count(level) = 0
}
score: if seat = seat of declarer then (if tricks >= sum(level) then sum(level) else 0 - sum(level)) else tricks
`,
  "fuzz-seeds/pick-up-leftover.stich": `game "Widow"
players 3..4
suits sun moon star
deck sun moon star 1..7
deal 5 each
pile widow: owner
before tricks {
  auction level: [1, 2, 3], bid and hold
  declarer picks up the leftover, lays as many into widow when count(level) > 0
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  trump: rank = sum(level of declarer)
  stop when: count(level) = 0
}
after tricks {
  reveal widow
}
score: tricks + count(widow where rank > 5)
`,
  "fuzz-seeds/pick-up.stich": `game "Harbour"
players 3..4
suits sun moon star
deck sun moon star 1..7
deal 5 each
before tricks {
  turn up a card from leftover
  dealer picks up the turned card when round mod 2 = 1
}
tricks {
  trump: suit in suit of turned
  winner: highest rank where trump, then highest rank where suit = lead
}
score: tricks
`,
  "fuzz-seeds/step-guards.stich": `game "Drift"
players 3..4
rounds 4
suits red blue green gold
deck red blue green gold 1..6
deal 5 each
before tricks {
  each player passes 1 card to the left when round mod 3 = 1
  each player passes 1 card to the right when round mod 3 = 2 and players = 4
  each player calls aim from 0..2 when round > 2
}
after tricks {
  each hand becomes a trick when round = 1
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
}
score: tricks + aim
`,
  "fuzz-seeds/card-copies.stich": `game "Twin suns"
players 3..5
rounds 2
suits sun moon star
deck by players {
  3: sun moon star 1..6, 2 copies
  4: sun moon star 1..6, 2 copies
  5: sun moon star 1..5 except 2, 3 copies
}
deal 7 each
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  winner: highest rank where suit = lead
  ties: first
}
score: tricks + count(won where rank = 6)
`,
  "fuzz-seeds/first-lead.stich": `game "Wick"
players 3..4
rounds 2
suits red blue green gold
ranks K = 7
deck red blue green gold 1..K
deal 6 each
before tricks {
  auction lamp: suits
  each player sits out if seat = (seat of declarer + 1) mod players and round = 2
}
tricks {
  lead: left of declarer, then winner
  follow: suit = lead or count(hand where suit = lead) = 0
  trump: suit in lamp
  winner: highest rank where trump, then highest rank where suit = lead
}
score: tricks
`,
  "fuzz-seeds/holder-lead.stich": `game "Candle"
players 3..4
suits red blue green gold
deck red blue green gold 1..6
deal 6 each
tricks {
  lead: holder of green1, then winner
  follow: suit = lead or count(hand where suit = lead) = 0
}
score: tricks
`,
  "fuzz-seeds/hidden-teams.stich": `game "Sun bearers"
players 4..5
rounds 3
suits sun moon star
ranks Q = 7, K = 8
deck sun moon star 1..K, 2 copies
deal 9 each
teams bright dark by holder of sunK
tricks {
  lead: left of dealer, then winner
  follow: suit = lead or count(hand where suit = lead) = 0 or (team = 1 and rank = Q)
  winner: highest rank where suit = sun, then highest rank where suit = lead
  ties: first
}
let side = sum(for t in team of each player: if t = team then 1 else 0)
let pooled = tricks + tricks of partner
score: (if side = 1 then 3 else 1) * pooled - (if team of left = team then 0 else 1)
end when: total >= 20 or total of partner < -5
winner: highest total
`,
};

/** Path (as in the repository) -> text, for every `rulesets/**\/*.stich`, and the construct seeds. */
export function shippedCorpus(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of rulesetFiles()) out[file] = readFileSync(join(ROOT, file), "utf8");
  return { ...out, ...CONSTRUCT_SEEDS };
}

/**
 * The shipped rulesets and every `every`-th rule-card file of the shipped games
 * (`rulesets/<game>/cards/*.stich`), each compiled on its own over its base with the rulesets' root.
 */
export function ruleCardCorpus(every = 1): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of rulesetFiles()) out[file] = readFileSync(join(ROOT, file), "utf8");
  for (const file of ruleCardFiles("stich-meister").filter((_, i) => i % every === 0)) out[file] = readFileSync(join(ROOT, file), "utf8");
  return out;
}

/**
 * Fuzzing seeds that are not shipped games: rulesets written to carry constructs no shipped ruleset
 * uses yet (test/fuzz/fixtures/), by their path in the repository.
 */
export function fixtureCorpus(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ["steps.stich"]) {
    const file = `test/fuzz/fixtures/${name}`;
    out[file] = readFileSync(join(ROOT, file), "utf8");
  }
  return out;
}
