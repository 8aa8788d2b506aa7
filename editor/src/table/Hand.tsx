// The person's hand and their decision: cards to play (illegal ones marked, with the engine's reason
// on click and a link to the rule's line), and the generic decision panel (decision.ts) for every other
// kind of decision: picking cards, values or rule cards, or one button per action.
import { useEffect, useState } from "react";
import type { Action, CardExplanation, CardInfo, Refusal, RuleRef } from "../../../src/index.js";
import { CardFace, dropTarget } from "./Board.js";
import { actionLabel, oneAction, pickable, picked as pickedAction, shapeOf } from "./decision.js";
import { decisionDrop, dragItem, type DragPayload } from "./drag.js";
import type { SeatView } from "./view.js";

export interface HandProps {
  readonly view: SeatView;
  readonly cards: readonly CardInfo[];
  readonly suits: readonly string[];
  /** Where the selected card may go (open trick ids), or undefined when no card is selected. */
  readonly onSelectTargets: (card: number | null, targets: readonly (number | "new" | "aside")[]) => void;
  readonly onAct: (action: Action) => void;
  /** Jump to the rule's line in the editor (by the engine's rule label). */
  readonly onShowRule: (rule: RuleRef) => void;
  /** Interaction off (watching a game). */
  readonly readOnly?: boolean;
  /** Words for special values (a call's `pass`, `nil`: negative numbers), by value. */
  readonly valueWords?: Readonly<Record<number, string>>;
  /** The hand's label and test id, for a hand that is not the person's own (a dummy the person plays). */
  readonly label?: string;
  readonly testid?: string;
}

/** An item of a one-of decision in words: a call's value or word, a seat, a number. */
export function itemLabel(field: string, x: number, words: Readonly<Record<number, string>> = {}): string {
  if (words[x] !== undefined) return words[x]!;
  return field === "leader" || field === "seat" ? `seat ${x}` : String(x);
}

const PICK_WORDS: Readonly<Record<string, string>> = { cards: "card", values: "value", rules: "rule card" };

export function Hand({ view, cards, suits, onSelectTargets, onAct, onShowRule, readOnly, valueWords, label, testid }: HandProps) {
  const { obs, legal } = view;
  const shape = readOnly ? { kind: "none" as const } : shapeOf(legal);
  const [selected, setSelected] = useState<number | null>(null);
  const [why, setWhy] = useState<CardExplanation | null>(null);
  const [picks, setPicks] = useState<number[]>([]);
  const key = `${obs.events.length}:${legal.length}:${obs.round}`;
  // A new position: nothing selected, nothing picked.
  useEffect(() => {
    setSelected(null);
    setWhy(null);
    setPicks([]);
    onSelectTargets(null, []);
  }, [key]);

  const explainOf = (card: number) => view.explain?.find((c) => c.card === card);
  const play = (card: number) => {
    const ex = explainOf(card);
    if (!ex || ex.targets.length === 0) {
      setWhy(ex ?? null);
      return;
    }
    setWhy(ex.refusals.length > 0 ? ex : null);
    if (ex.targets.length === 1) {
      const t = ex.targets[0]!;
      onAct(t === "aside" ? { type: "aside", card } : { type: "play", card, target: t });
      return;
    }
    setSelected(card);
    onSelectTargets(card, ex.targets);
  };
  // Dragging a legal card selects it (its tricks, "new" and "aside" become drop targets); the drop plays it.
  const drag = (card: number): (() => void) | undefined => {
    const ex = explainOf(card);
    if (shape.kind !== "play" || !ex || ex.targets.length === 0) return undefined;
    return () => {
      setWhy(null);
      setSelected(card);
      onSelectTargets(card, ex.targets);
    };
  };

  const pickShape = shape.kind === "pick" ? shape : undefined;
  // Cards picked from the hand are clicked there; other cards (e.g. from a won trick, to remove) in the panel.
  const isCards = pickShape?.field === "cards";
  const fromHand = isCards && pickShape!.items.every((x) => obs.hand.includes(x));
  const canPick = pickShape ? pickable(legal, pickShape, picks) : new Set<number>();
  const done = pickShape ? pickedAction(legal, pickShape, picks) : undefined;
  const togglePick = (x: number) => {
    if (!pickShape) return;
    const at = picks.lastIndexOf(x);
    if (!pickShape.ordered && at >= 0) setPicks(picks.filter((_, i) => i !== at));
    else if (canPick.has(x)) setPicks([...picks, x]);
  };

  const oneShape = shape.kind === "one" ? shape : undefined;
  // A dropped item takes the action its click would: picked (if it may be), taken, or chosen.
  const dropped = (p: DragPayload) => {
    if (p.kind === "pick") {
      if (pickShape && canPick.has(p.item)) setPicks([...picks, p.item]);
    } else if (p.kind === "one") {
      const a = oneShape ? oneAction(legal, oneShape, p.item) : undefined;
      if (a) onAct(a);
    } else if (p.kind === "choice" && shape.kind === "choice" && legal[p.index]) onAct(legal[p.index]!);
  };
  const cardDrag = (card: number): DragPayload | undefined => (fromHand && canPick.has(card) ? { kind: "pick", item: card } : undefined);

  const cardClass = (card: number): string => {
    if (shape.kind === "play") {
      const ex = explainOf(card);
      return `${ex && ex.targets.length > 0 ? "legal" : "illegal"}${selected === card ? " selected" : ""}`;
    }
    if (fromHand) return `${picks.includes(card) ? "picked" : canPick.has(card) ? "pickable" : "unpickable"}`;
    return "";
  };
  const cardClick = (card: number): (() => void) | undefined => {
    if (shape.kind === "play") return () => play(card);
    if (fromHand) return () => togglePick(card);
    return undefined;
  };

  const selectedTargets = selected !== null ? explainOf(selected)?.targets ?? [] : [];
  return (
    <div className="hand-area">
      <div className="hand" data-testid={testid ?? "hand"} {...(oneShape?.field === "card" ? decisionDrop(dropped) : {})}>
        <span className="label">{label ?? (readOnly ? `seat ${view.seat}'s hand` : "Your hand")}:</span>
        {obs.hand.map((c) => (
          <CardFace key={c} id={c} cards={cards} suits={suits} className={cardClass(c)} onClick={readOnly ? undefined : cardClick(c)} onDragStart={readOnly ? undefined : drag(c)} {...(readOnly ? {} : cardDrag(c) ? { drag: cardDrag(c)! } : {})} testid="hand-card"
            title={shape.kind === "play" && (explainOf(c)?.targets.length ?? 0) === 0 ? "illegal now: click to see why" : undefined} />
        ))}
      </div>
      {selected !== null && selectedTargets.some((t) => t === "new" || t === "aside") ? (
        <div className="targets" data-testid="targets">
          {selectedTargets.includes("new") ? <button data-testid="target-new" onClick={() => onAct({ type: "play", card: selected, target: "new" })} {...dropTarget(true, () => onAct({ type: "play", card: selected, target: "new" }))}>open a new trick</button> : null}
          {selectedTargets.includes("aside") ? <button data-testid="target-aside" onClick={() => onAct({ type: "aside", card: selected })} {...dropTarget(true, () => onAct({ type: "aside", card: selected }))}>set aside</button> : null}
          <span className="hint">or click a highlighted trick (or drop the card there)</span>
        </div>
      ) : null}
      {why ? <Why ex={why} onShowRule={onShowRule} onClose={() => setWhy(null)} /> : null}
      {pickShape ? (
        <div className="decision" data-testid="decision" data-type={pickShape.type} {...decisionDrop(dropped)}>
          <div>
            Your decision ({pickShape.type}): {pickShape.ordered ? "put" : "pick"} {pickShape.size} {PICK_WORDS[pickShape.field] ?? pickShape.field}
            {pickShape.size === 1 ? "" : "s"}{pickShape.ordered ? " in order, first first" : ""}{fromHand ? " from your hand" : ""}.
          </div>
          {!fromHand ? (
            <div className="pick-items">
              {pickShape.items.map((x) => {
                const state = picks.includes(x) && !pickShape.ordered ? "picked" : canPick.has(x) ? "pickable" : "unpickable";
                const drag: DragPayload | undefined = canPick.has(x) ? { kind: "pick", item: x } : undefined;
                return isCards ? (
                  <CardFace key={x} id={x} cards={cards} suits={suits} className={state} onClick={() => togglePick(x)} {...(drag ? { drag } : {})} testid="pick-item" />
                ) : (
                  <button key={x} data-testid="pick-item" data-item={x} className={state} onClick={() => togglePick(x)} {...dragItem(drag)}>
                    {pickShape.field === "rules" ? `rule card ${x}` : x}
                  </button>
                );
              })}
            </div>
          ) : null}
          <div className="drop-zone" data-testid="decision-drop">
            picked (click items, or drag them here): <span data-testid="picked">{picks.map((x) => (isCards ? cards[x]?.name : String(x))).join(" ") || "nothing yet"}</span>{" "}
            <button data-testid="decision-confirm" disabled={!done} onClick={() => done && onAct(done)}>confirm</button>{" "}
            <button data-testid="decision-clear" onClick={() => setPicks([])}>clear</button>
          </div>
        </div>
      ) : oneShape ? (
        <div className="decision" data-testid="decision" data-type={oneShape.type} {...decisionDrop(dropped)}>
          <div>
            Your decision ({oneShape.type}): {oneShape.field === "card" ? "take one card: click it (on the table or here), or drag it into your hand or here." : "click one, or drag it here."}
          </div>
          <div className="pick-items drop-zone" data-testid="decision-drop">
            {oneShape.items.map((x) =>
              oneShape.field === "card" ? (
                <CardFace key={x} id={x} cards={cards} suits={suits} className="pickable" onClick={() => dropped({ kind: "one", item: x })} drag={{ kind: "one", item: x }} testid="one-item" />
              ) : (
                <button key={x} data-testid="one-item" data-item={x} className="pickable" onClick={() => dropped({ kind: "one", item: x })} {...dragItem({ kind: "one", item: x })}>
                  {oneShape.field === "task" && obs.tasks ? obs.tasks.names[x] ?? String(x) : itemLabel(oneShape.field, x, valueWords)}
                </button>
              ),
            )}
          </div>
        </div>
      ) : shape.kind === "choice" ? (
        <div className="decision drop-zone" data-testid="decision" data-type={legal[0]?.type} {...decisionDrop(dropped)}>
          Your decision (click one, or drag it here):
          {legal.map((a, i) => <button key={i} data-testid="decision-choice" onClick={() => onAct(a)} {...dragItem({ kind: "choice", index: i })}>{actionLabel(a)}</button>)}
        </div>
      ) : null}
    </div>
  );
}

function Why({ ex, onShowRule, onClose }: { ex: CardExplanation; onShowRule: (rule: RuleRef) => void; onClose: () => void }) {
  return (
    <div className="why" data-testid="why">
      <div className="why-head">
        <b>{ex.name}</b> {ex.targets.length === 0 ? "may not be played now:" : "may not go everywhere:"} <button onClick={onClose}>×</button>
      </div>
      {ex.refusals.map((r: Refusal, i) => (
        <div key={i} className="refusal">
          <div>
            {r.text}{" "}
            {r.ref ? <a data-testid="why-rule" data-rule={r.rule} onClick={() => onShowRule(r.ref!)}>show the rule</a> : null}
          </div>
          <pre data-testid="why-because">{r.because.join("\n")}</pre>
        </div>
      ))}
    </div>
  );
}
