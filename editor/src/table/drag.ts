// Dragging a decision's item, the other way to take any decision besides clicking (a card to play
// has its own drag in Board.tsx: it lights up the tricks it may go to). An item of a decision (a card
// or value to pick, a layout card to take, a call, one of several choices) carries a payload naming
// it; the decision's drop zones (its panel, and the hand for cards taken into it) turn the payload
// back into the very action a click on the item would take. Nothing here knows a decision kind.
import type React from "react";

/** The drag data type of a decision's item; drop zones accept only this type. */
export const DECISION_DRAG_TYPE = "application/x-stichwerk-decision";

/** What a dragged item is: an item to pick (`pick`), the item of a one-of decision (`one`), or choice `i`. */
export type DragPayload = { readonly kind: "pick" | "one"; readonly item: number } | { readonly kind: "choice"; readonly index: number };

export function encodePayload(p: DragPayload): string {
  return p.kind === "choice" ? `choice:${p.index}` : `${p.kind}:${p.item}`;
}

export function decodePayload(text: string): DragPayload | undefined {
  const m = /^(pick|one|choice):(-?\d+)$/.exec(text);
  if (!m) return undefined;
  const n = Number(m[2]);
  return m[1] === "choice" ? { kind: "choice", index: n } : { kind: m[1] as "pick" | "one", item: n };
}

/** Props that make an element a draggable item with this payload. */
export function dragItem(p: DragPayload | undefined) {
  if (!p) return {};
  return {
    draggable: true,
    onDragStart: (e: React.DragEvent) => {
      e.dataTransfer.setData(DECISION_DRAG_TYPE, encodePayload(p));
      e.dataTransfer.effectAllowed = "move";
    },
  };
}

/** Props that make an element a drop zone for decision items: `onDrop` gets the dropped payload. */
export function decisionDrop(onDrop: ((p: DragPayload) => void) | undefined) {
  if (!onDrop) return {};
  return {
    onDragOver: (e: React.DragEvent) => {
      if (!e.dataTransfer.types.includes(DECISION_DRAG_TYPE)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = "move";
    },
    onDrop: (e: React.DragEvent) => {
      const p = decodePayload(e.dataTransfer.getData(DECISION_DRAG_TYPE));
      if (!p) return;
      e.preventDefault();
      onDrop(p);
    },
  };
}
