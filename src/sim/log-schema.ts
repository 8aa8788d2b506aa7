// The game log's format written once: its JSON Schema (schemas/log.schema.json is generated from
// LOG_SCHEMA by `npm run gen:schemas`) and, by `Static<>`, its TypeScript types (log.ts).
import { AnyOf, ByField, Const, Described, Dict, Int, List, Null, Num, Obj, Opt, SchemaDocument, Str } from "../ir/schema-kit.js";

const doc = new SchemaDocument();

const card = doc.def(
  "card",
  Str({ minLength: 1, maxLength: 200, description: "Suit name + rank; longer text is no card of any ruleset and is refused before it is looked up." }),
);
const cards = doc.def("cards", List(card));
const seat = doc.def("seat", Int({ minimum: 0 }));

/** A secret's value in a deal: a suit by name (`one of suits`), a number, or null for none. */
const secretValue = doc.def(
  "secretValue",
  AnyOf([Null(), Str({ minLength: 1, maxLength: 200 }), Int()], { description: "A suit by name, a number, or null for none.", "x-error": "must be a suit name, a number or null (none)" }),
);

/**
 * One round's deal. Besides the hands and the undealt cards, what the engine would otherwise draw from
 * the seed for the round may be given: the laid-out cards (`deal layout`), the secret values (`secret`)
 * and the card turned up (`turn up a card`). Absent: drawn from the seed, as the tools' logs leave them.
 */
export const LogDealSchema = doc.def(
  "deal",
  Obj({
    hands: List(cards),
    leftover: Opt(cards),
    layout: Opt(Described(cards, { description: "With `deal layout`: the laid-out cards, column by column (each column's rows in order)." })),
    secrets: Opt(Dict(secretValue, { description: "Secret values by name (`secret NAME: ...`); a secret not named is drawn from the seed." })),
    turned: Opt(AnyOf([Null(), card], { description: "With `turn up a card`: the card turned up, or null for none." })),
  }),
);

const chooseAction = doc.def("chooseAction", Obj({ seat, choose: List(card, { uniqueItems: true }) }));
const orderAction = doc.def(
  "orderAction",
  Obj({ seat, order: List(Int(), { description: "The values of an order step, in the arranged sequence." }) }),
);
const playAction = doc.def(
  "playAction",
  Obj({
    seat,
    play: card,
    to: AnyOf([Const("new"), Int({ minimum: 0 })], {
      description: 'The id of an open trick, or "new" to open one.',
      "x-error": 'must be "new" or the id (an integer >= 0) of an open trick',
    }),
  }),
);
const asideAction = doc.def("asideAction", Obj({ seat, aside: card }));
const keepAction = doc.def(
  "keepAction",
  Obj({ seat, keep: List(Int(), { description: "The rule cards (numbers) a seat keeps of the ones the draft offered it." }) }),
);

const callAction = doc.def(
  "callAction",
  Obj({ seat, call: Int({ description: "The value a seat calls in a call step: a number of its range, or a special word's negative number (-1 for the first word, ...)." }) }),
);

/** The card a seat takes from the column of the layout being drafted (`deal layout`). */
const takeAction = doc.def("takeAction", Obj({ seat, take: card }));
/** The seat the dealer names as the leader of a clue (`deal layout ... with clues`). */
const clueAction = doc.def("clueAction", Obj({ seat, clue: seat }));

/** Task chips (the tasks mechanic), by task kind (the ruleset's `task` declarations in order, from 0): drafted, picked for the round, completed by the dealer. */
const taskNumber = (what: string) => Int({ minimum: 0, description: what });
const draftTaskAction = doc.def("draftTaskAction", Obj({ seat, draftTask: taskNumber("The task (by its place among the ruleset's tasks, from 0) of the chip a seat drafts at the game's start.") }));
const pickTaskAction = doc.def("pickTaskAction", Obj({ seat, pickTask: taskNumber("The task a seat picks for the round among its chips.") }));
const finishTaskAction = doc.def("finishTaskAction", Obj({ seat, finishTask: taskNumber("The chip the dealer completes when a task another seat failed holds for the dealer.") }));

/** One decision: its kind is told by which field it has (choose, order, play, aside, keep, take, call, draftTask, pickTask, finishTask). */
export const LogActionSchema = doc.def(
  "action",
  ByField(
    { choose: chooseAction, order: orderAction, play: playAction, aside: asideAction, keep: keepAction, take: takeAction, clue: clueAction, call: callAction, draftTask: draftTaskAction, pickTask: pickTaskAction, finishTask: finishTaskAction },
    {
      description: "Exactly one of choose / order / play / aside / keep / take / clue / call / draftTask / pickTask / finishTask, chosen by which field is present.",
      "x-error": 'must have one of the fields "choose", "order", "play", "aside", "keep", "take", "clue", "call", "draftTask", "pickTask" or "finishTask"',
    },
  ),
);

const digest = doc.def("digest", Str({ pattern: "^sha256:[0-9a-f]{64}$", description: '"sha256:" and 64 lower-case hex digits.' }));

const result = doc.def("result", Obj({ totals: List(Num()), winners: List(seat, { uniqueItems: true }) }));

export const GameLogSchema = Obj({
  format: Const("stichwerk-log"),
  version: Const(1),
  /** Path of the ruleset file, as given when the log was written. */
  ruleset: Str({ minLength: 1, maxLength: 4096, description: "Path of the ruleset file, as given when the log was written." }),
  // The ruleset's identity (log-identity.ts): written by the tools, each optional, for logs written by hand.
  name: Opt(
    Str({
      maxLength: 1000000,
      description:
        "The ruleset's name (its game / variant / rule card header) when the log was written: any text a ruleset file (at most 1 MB) can hold. Optional; a replay against a ruleset of another name is refused.",
    }),
  ),
  sourceDigest: Opt(digest),
  with: Opt(
    List(Str({ minLength: 1, maxLength: 4096 }), {
      maxItems: 100,
      description:
        "The rule-card files put in force besides the ruleset's own (--with), relative to the ruleset's folder, in the order given. Optional; a replay without --with uses them.",
    }),
  ),
  ruleCards: Opt(
    List(Int({ minimum: 0 }), {
      maxItems: 1000,
      uniqueItems: true,
      description:
        "Every rule card in force when the ruleset was compiled (its own with lines and --with), ascending. Optional; a replay with other cards in force is refused.",
    }),
  ),
  irDigest: Opt(digest),
  players: Int({ minimum: 1 }),
  seed: Int({ minimum: 0, maximum: 4294967295 }),
  firstDealer: Opt(Int({ minimum: 0, description: "Overrides the ruleset's first dealer." })),
  deals: Opt(List(LogDealSchema, { description: "Explicit deals for the first rounds; later rounds are dealt from the seed." })),
  actions: List(LogActionSchema),
  result: Opt(result),
});

/** schemas/log.schema.json, as written by `npm run gen:schemas`. */
export const LOG_SCHEMA = doc.json(
  {
    $id: "https://stichwerk.dev/schemas/log.schema.json",
    title: "Stichwerk game log",
    description:
      'One game: the ruleset, the seed and explicit deals that fix the cards, and every decision in order. Cards are written as suit name + rank, e.g. "red5". Replaying the actions on Game.create(ruleset, {players, seed, deals, firstDealer}) reproduces the game. The identity fields (name, sourceDigest, with, ruleCards, irDigest) are optional: the tools write them, and a replay checks those present (docs/log-format.md). "x-error" gives the message shown when an anyOf fails.',
  },
  GameLogSchema,
);
