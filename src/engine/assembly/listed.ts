// The assembly list: every mechanic the engine is made of (core/mechanic.ts), one line each, in the
// order their hooks run (and their opening steps within a phase, and their observation fields). Adding
// a mechanic is adding its line here and running `npm run gen:state`, which writes the ordered list
// (assembly/mechanic-order.ts) and the state's literals (assembly/state-literal.ts) from these lines;
// a test fails while either is stale (test/engine/assembly-list.test.ts, test/engine/state.test.ts),
// and assembly/mechanics.ts refuses to compile while the ordered list and these lines differ.
//
// Why re-exports: the package's declarations (dist/) must reach every mechanic's module, and with it
// the events, actions and state it adds by declaration merging (GameEvents, Actions, MechanicState); a
// declaration file keeps re-exports but drops the imports an inferred type was made from. src/index.ts
// reaches this module through assembly/mechanics.ts. A namespace's keys are sorted by name, so the
// order is read from this file's lines by the generator (scripts/mechanic-order.ts), not from the
// module at run time.

export { roundMechanic } from "../flow/events.js";
export { pilesMechanic } from "../flow/piles.js";
export { secretsMechanic } from "../steps/secrets.js";
export { layoutDraftMechanic } from "../steps/layout-draft.js";
export { ruleCardsMechanic } from "../rulecards/draft.js";
export { cardChoiceMechanic } from "../steps/card-choice.js";
export { chooseMechanic } from "../steps/choose.js";
export { revealMechanic } from "../steps/reveal.js";
export { orderMechanic } from "../steps/order.js";
export { callMechanic } from "../steps/call.js";
export { noteMechanic } from "../steps/note.js";
export { auctionMechanic } from "../steps/auction.js";
export { pickUpMechanic } from "../steps/pick-up.js";
export { sitOutMechanic } from "../steps/sit-out.js";
export { tasksMechanic } from "../steps/tasks.js";
export { returnMechanic } from "../steps/return-pile.js";
export { passMechanic } from "../steps/pass.js";
export { exposeMechanic } from "../steps/expose.js";
export { removeMechanic } from "../steps/remove.js";
export { reserveMechanic } from "../steps/reserve.js";
export { giveTricksMechanic } from "../steps/give-tricks.js";
export { handTrickMechanic } from "../steps/hand-trick.js";
export { turnCardMechanic } from "../steps/turn-card.js";
export { publicTableMechanic } from "../tricks/played-cards.js";
export { showMechanic } from "../steps/show.js";
export { duringMechanic } from "../steps/during.js";
export { trickPlayMechanic } from "../tricks/play.js";
export { faceDownMechanic } from "../tricks/face-down.js";
export { heldMechanic } from "../tricks/held.js";
export { teamsMechanic } from "../scoring/teams.js";
export { hiddenTeamsMechanic } from "../scoring/hidden-teams.js";
export { endMechanic } from "../scoring/game-end.js";
export { dummyMechanic } from "../steps/dummy.js";
