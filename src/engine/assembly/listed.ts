// The mechanics the engine is made of, one line each, in the order of the assembly list
// (mechanics.ts MECHANICS, which is made of this module's exports in this order). Re-exported, not
// only imported: the package's declarations (dist/) then reach every mechanic's module, and with it
// the events, actions and state it adds by declaration merging (GameEvents, Actions, MechanicState);
// src/index.ts imports this module for that.
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
