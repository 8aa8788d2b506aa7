// One immutable object per distinct play/aside/take/single-card-choice action of a deck, shared by every game of that deck.
// Legal-action lists are built on every decision of every simulated game; handing out the same
// frozen-by-type objects instead of allocating new ones takes most of the garbage out of the play loop.

import type { Deck } from "./cards.js";
import type { Action, CardId } from "../types.js";

type PlayAction = Extract<Action, { type: "play" }>;
type AsideAction = Extract<Action, { type: "aside" }>;
type ChooseAction = Extract<Action, { type: "choose" }>;
type TakeAction = Extract<Action, { type: "take" }>;

export class ActionTable {
  /** plays[target + 1][card]; target -1 stands for "new". */
  private readonly plays: (PlayAction | undefined)[][] = [];
  private readonly asides: (AsideAction | undefined)[] = [];

  play(card: CardId, target: number | "new"): PlayAction {
    const row = target === "new" ? 0 : target + 1;
    const byCard = (this.plays[row] ??= []);
    return (byCard[card] ??= { type: "play", card, target });
  }

  private readonly singles: (ChooseAction | undefined)[] = [];

  aside(card: CardId): AsideAction {
    return (this.asides[card] ??= { type: "aside", card });
  }

  private readonly takes: (TakeAction | undefined)[] = [];

  /** Taking this card of a face-up layout (steps/layout-draft.ts: every world of a drafted round lists them). */
  take(card: CardId): TakeAction {
    return (this.takes[card] ??= { type: "take", card });
  }

  /** Choosing just this card (a choice of several cards is built per decision). */
  chooseOne(card: CardId): ChooseAction {
    return (this.singles[card] ??= { type: "choose", cards: [card] });
  }
}

const tables = new WeakMap<Deck, ActionTable>();

export function actionTable(deck: Deck): ActionTable {
  let t = tables.get(deck);
  if (!t) tables.set(deck, (t = new ActionTable()));
  return t;
}
