// The table as one seat sees it: whose turn, the seats (cards held, tricks, scores, committed
// choices, face-up cards, orders), the open tricks with their holders, the piles shown, the rule cards
// in force, the round's table (the card turned up, bids, who sits out, the dealer's pick-up), the scores by
// round and the game's log. Drawn from a SeatView only (the seat's observation).
import type { CardInfo, Observation, Seat } from "../../../src/index.js";
import { dragItem, type DragPayload } from "./drag.js";
import type { OpenTable, SeatView } from "./view.js";

export interface BoardProps {
  readonly view: SeatView;
  readonly cards: readonly CardInfo[];
  readonly suits: readonly string[];
  /** Seat names (e.g. "you", "greedy"). */
  readonly names: readonly string[];
  /** Trick ids the selected (or dragged) card may go to: clickable and drop targets; where it goes on click or drop. */
  readonly targets?: readonly number[];
  readonly onTarget?: (trick: number) => void;
  /** Every hand, the secrets and every call, when watching with all hands open. */
  readonly open?: OpenTable;
  /** Cards on the table the seat may take now (a one-of decision over cards, e.g. a layout pick): clicked or dragged into the hand. */
  readonly takeable?: ReadonlySet<number>;
  readonly onTake?: (card: number) => void;
  /** How to write values the observation holds as numbers: calls' special words, secrets' kinds. */
  readonly legend?: Legend;
}

/** From the ruleset: the special words of calls (by their negative value) and what each secret draws. */
export interface Legend {
  readonly valueWords: Readonly<Record<number, string>>;
  readonly secretKinds: Readonly<Record<string, "suits" | "numbers">>;
  /** The teams' names, in the order `teams` names them (Observation.teams counts from 0). */
  readonly teamNames?: readonly string[];
}

/** A seat's team as the viewer knows it: hidden partnerships stay "?" until revealed (Observation.teams). */
function teamText(team: number | null | undefined, legend: Legend | undefined): string {
  if (team === null || team === undefined) return "?";
  return legend?.teamNames?.[team] ?? `team ${team + 1}`;
}

/** The drag data of a card from the hand (its id); drop targets accept only this type. */
export const CARD_DRAG_TYPE = "application/x-stichwerk-card";

/** A drop target for a dragged card: accepts the drag while `enabled`, calls `onDrop` on the drop. */
export function dropTarget(enabled: boolean, onDrop: () => void) {
  if (!enabled) return {};
  return {
    onDragOver: (e: React.DragEvent) => {
      if (!e.dataTransfer.types.includes(CARD_DRAG_TYPE)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = "move";
    },
    onDrop: (e: React.DragEvent) => {
      if (!e.dataTransfer.types.includes(CARD_DRAG_TYPE)) return;
      e.preventDefault();
      onDrop();
    },
  };
}

/**
 * A card. `onDragStart`: a card to play, dragged to the tricks it may go to; `drag`: a decision's item
 * (drag.ts), dropped on the decision's zones.
 */
export function CardFace({ id, cards, suits, className, onClick, onDragStart, drag, title, testid }: { id: number | null; cards: readonly CardInfo[]; suits: readonly string[]; className?: string; onClick?: () => void; onDragStart?: () => void; drag?: DragPayload; title?: string; testid?: string }) {
  if (id === null) return <span className="card face-down" title="face down">?</span>;
  const c = cards[id];
  const suit = c ? suits[c.suit] ?? "" : "";
  return (
    <button type="button" className={`card suit-${c?.suit ?? 0} ${className ?? ""}`} data-testid={testid} data-card={c?.name} onClick={onClick} title={title} disabled={!onClick}
      {...(drag ? dragItem(drag) : {
        draggable: onDragStart !== undefined,
        onDragStart: onDragStart ? (e: React.DragEvent) => { e.dataTransfer.setData(CARD_DRAG_TYPE, String(id)); e.dataTransfer.effectAllowed = "move"; onDragStart(); } : undefined,
      })}>
      <span className="rank">{c?.rank}</span>
      <span className="suit">{suit}</span>
    </button>
  );
}

function cardList(list: readonly number[] | number, cards: readonly CardInfo[], suits: readonly string[]) {
  if (typeof list === "number") return <span className="count">{list} card{list === 1 ? "" : "s"} (hidden)</span>;
  if (list.length === 0) return <span className="count">none</span>;
  return <span className="cards">{list.map((c) => <CardFace key={c} id={c} cards={cards} suits={suits} />)}</span>;
}

export function turnText(obs: Observation, seat: Seat, names: readonly string[]): string {
  if (obs.phase === "over") return "The game is over.";
  const others = obs.toAct.filter((s) => s !== seat);
  const mine = obs.toAct.includes(seat);
  if (mine && others.length === 0) return "Your turn.";
  if (mine) return `Your turn (and ${others.map((s) => `seat ${s}`).join(", ")}).`;
  return `Waiting for ${others.map((s) => `seat ${s} (${names[s]})`).join(", ")}.`;
}

/** A call's value in words: its special word, or the number; "?" while not made (or secret). */
function callText(v: number | null, legend: Legend | undefined): string {
  if (v === null) return "?";
  return legend?.valueWords[v] ?? String(v);
}

/** A secret's drawn item in words (suit names for a suit), "none", or "hidden" when the seat does not know it. */
function secretText(name: string, v: readonly number[] | null, suits: readonly string[], legend: Legend | undefined): string {
  if (v === null) return "hidden";
  if (v.length === 0) return "none";
  return v.map((x) => (legend?.secretKinds[name] === "suits" ? suits[x] ?? String(x) : String(x))).join(", ");
}

/**
 * A drafted layout (`deal layout ROWS by COLUMNS`), drawn as the grid it is: one column per column
 * (place = column * rows + row), the column being drafted marked, taken places empty. Cards the seat
 * may take now are clickable and draggable (into the hand).
 */
function LayoutGrid({ layout, cards, suits, takeable, onTake }: { layout: NonNullable<Observation["layout"]>; cards: readonly CardInfo[]; suits: readonly string[]; takeable?: ReadonlySet<number> | undefined; onTake?: ((card: number) => void) | undefined }) {
  return (
    <div className="layout" data-testid="layout" data-rows={layout.rows} data-columns={layout.columns} data-column={layout.column}>
      <div className="layout-head">layout {layout.rows} by {layout.columns}{layout.column >= 0 ? ` · column ${layout.column + 1} being drafted` : ""}</div>
      <div className="layout-grid">
        {Array.from({ length: layout.columns }, (_, c) => (
          <div key={c} className={`layout-column${c === layout.column ? " drafting" : ""}`} data-testid={`layout-column-${c}`}>
            {Array.from({ length: layout.rows }, (_, r) => {
              const card = layout.cards[c * layout.rows + r] ?? null;
              if (card === null) return <span key={r} className="card layout-empty" data-testid="layout-empty">·</span>;
              const may = takeable?.has(card) ?? false;
              return may ? (
                <CardFace key={r} id={card} cards={cards} suits={suits} className="takeable" onClick={() => onTake?.(card)} drag={{ kind: "one", item: card }} testid="layout-card" title="take this card (click, or drag it into your hand)" />
              ) : (
                <CardFace key={r} id={card} cards={cards} suits={suits} testid="layout-card" />
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

export function Board({ view, cards, suits, names, targets, onTarget, open, takeable, onTake, legend }: BoardProps) {
  const { obs } = view;
  const piles = Object.entries(obs.piles);
  const orders = Object.entries(obs.orders);
  const hands = open?.hands;
  const calls = Object.entries(open?.calls ?? obs.calls ?? {});
  const secrets = Object.entries(open?.secrets ?? obs.secrets ?? {});
  const round = view.round;
  const bids = Object.entries(round.bids);
  return (
    <div className="board" data-testid="board">
      <div className="round-line" data-testid="round-line">
        Round {obs.round} of {obs.rounds} · dealer seat {obs.dealer} · {obs.phase === "choose" ? "before/after the tricks" : obs.phase}
        {obs.activeRules.length > 0 ? <span data-testid="active-rules"> · rule cards in force: {obs.activeRules.join(", ")}</span> : null}
      </div>
      <div className="seats-row">
        {Array.from({ length: obs.players }, (_, s) => (
          <div key={s} className={`seat-box${obs.toAct.includes(s) ? " to-act" : ""}${s === view.seat ? " me" : ""}`} data-testid={`seat-${s}`}>
            <div className="seat-name">seat {s}: {names[s]}{s === obs.dealer ? " (dealer)" : ""}</div>
            <div>{obs.handSizes[s]} in hand · {obs.tricksWon[s]} trick{obs.tricksWon[s] === 1 ? "" : "s"} · total {obs.totals[s]}</div>
            {obs.phase === "choose" && obs.committed[s] ? <div className="committed" data-testid={`committed-${s}`}>has decided</div> : null}
            {(obs.exposed[s]?.length ?? 0) > 0 ? <div>face up: {cardList(obs.exposed[s]!, cards, suits)}</div> : null}
            {typeof obs.reserved[s] === "number" ? (obs.reserved[s] as number) > 0 ? <div>set aside: {obs.reserved[s] as number}</div> : null : (obs.reserved[s] as readonly number[]).length > 0 ? <div>set aside: {cardList(obs.reserved[s] as readonly number[], cards, suits)}</div> : null}
            {orders.map(([name, per]) => (per[s]?.values.length ?? 0) > 0 ? (
              <div key={name} data-testid={`order-${name}-${s}`}>{name}: {per[s]!.values.map((v, i) => <span key={i} className={per[s]!.up === i + 1 ? "order-up" : ""}>{v ?? "?"} </span>)}</div>
            ) : null)}
            {obs.tasks ? (
              <div className="tasks" data-testid={`tasks-${s}`}>
                tasks: {obs.tasks.rows[s]!.map((t) => obs.tasks!.names[t]).join(", ") || "none"}
                {obs.tasks.picked[s] !== null && obs.tasks.picked[s] !== undefined ? ` · this round: ${obs.tasks.names[obs.tasks.picked[s]!]}` : ""}
                {(obs.tasks.done[s]?.length ?? 0) > 0 ? ` · done: ${obs.tasks.done[s]!.map((t) => obs.tasks!.names[t]).join(", ")} (${obs.tasks.value[s]})` : ""}
              </div>
            ) : null}
            {calls.map(([name, per]) => <div key={name} className="call" data-testid={`call-${name}-${s}`}>{name}: {callText(per[s] ?? null, legend)}</div>)}
            {bids.map(([name, per]) => (per[s]?.length ?? 0) > 0 ? <div key={name} className="bids" data-testid={`bids-${name}-${s}`}>{name}: {per[s]!.join(", ")}{obs.auction?.declarer === s ? " (won)" : ""}</div> : null)}
            {round.sitOut.includes(s) ? <div className="sits-out" data-testid={`sits-out-${s}`}>sits this round out</div> : null}
            {obs.teams ? <div className="team" data-testid={`team-${s}`}>team: {teamText(obs.teams[s], legend)}</div> : null}
            {(obs.held[s]?.length ?? 0) > 0 ? <div>holds tricks {obs.held[s]!.map((h) => h.number || "hand").join(", ")}</div> : null}
            {hands ? <div className="open-hand" data-testid={`open-hand-${s}`}>{cardList(hands[s] ?? [], cards, suits)}</div> : null}
          </div>
        ))}
      </div>
      {secrets.length > 0 ? (
        <div className="secrets" data-testid="secrets">
          {secrets.map(([name, v]) => <span key={name} className="secret" data-testid={`secret-${name}`}>secret {name}: {secretText(name, v, suits, legend)} </span>)}
        </div>
      ) : null}
      {obs.layout ? <LayoutGrid layout={obs.layout} cards={cards} suits={suits} takeable={takeable} onTake={onTake} /> : null}
      <div className="tricks" data-testid="tricks">
        {obs.openTricks.length === 0 ? <div className="no-trick">No trick open.</div> : null}
        {obs.openTricks.map((t) => {
          const target = targets?.includes(t.id) ?? false;
          return (
            <div key={t.id} className={`trick${target ? " target" : ""}`} data-testid={`trick-${t.id}`} onClick={target ? () => onTarget?.(t.id) : undefined} {...dropTarget(target, () => onTarget?.(t.id))}>
              <div className="trick-head">trick {t.id + 1} · led {suits[t.lead]} · {t.holder === null ? "no holder yet" : <span data-testid={`holder-${t.id}`}>held by seat {t.holder}</span>}</div>
              <div className="plays">
                {t.plays.map((p, i) => <span key={i} className="play">seat {p.seat}: <CardFace id={p.card} cards={cards} suits={suits} /></span>)}
              </div>
              {target ? <button type="button" data-testid={`target-${t.id}`} onClick={(e) => { e.stopPropagation(); onTarget?.(t.id); }}>play here</button> : null}
            </div>
          );
        })}
      </div>
      {round.turned || round.pickUp || round.discard ? (
        <div className="round-table" data-testid="round-table">
          {round.turned ? <span data-testid="turned">turned up{round.turned.seat === null ? "" : ` in seat ${round.turned.seat}'s hand`}: {round.turned.card === null ? "none (nothing left over)" : <CardFace id={round.turned.card} cards={cards} suits={suits} />} </span> : null}
          {round.pickUp ? <span data-testid="pick-up">seat {round.pickUp.seat} picked it up <CardFace id={round.pickUp.card} cards={cards} suits={suits} /> </span> : null}
          {round.discard ? <span data-testid="discard">seat {round.discard.seat} laid down <CardFace id={round.discard.card} cards={cards} suits={suits} /></span> : null}
        </div>
      ) : null}
      <div className="shown">
        {typeof obs.leftover !== "number" && obs.leftover.length > 0 ? <div data-testid="leftover">leftover (shown): {cardList(obs.leftover, cards, suits)}</div> : null}
        {obs.removed.length > 0 ? <div>removed: {cardList(obs.removed, cards, suits)}</div> : null}
        {piles.map(([name, per]) => (
          <div key={name} className="pile" data-testid={`pile-${name}`}>
            <b>{name}</b>: {per.map((p, s) => <span key={s} className="pile-seat">seat {s}: {cardList(p, cards, suits)} </span>)}
          </div>
        ))}
      </div>
      <table className="round-scores" data-testid="round-scores">
        <thead>
          <tr><th>round</th>{Array.from({ length: obs.players }, (_, s) => <th key={s}>seat {s}</th>)}</tr>
        </thead>
        <tbody>
          {obs.roundScores.map((r, i) => <tr key={i}><td>{i + 1}</td>{r.map((x, s) => <td key={s}>{x}</td>)}</tr>)}
          <tr className="totals"><td>total</td>{obs.totals.map((x, s) => <td key={s}>{x}</td>)}</tr>
        </tbody>
      </table>
      <ol className="table-log" data-testid="table-log" start={Math.max(1, view.lines.length - 11)}>
        {view.lines.slice(-12).map((l, i) => <li key={i}>{l}</li>)}
      </ol>
    </div>
  );
}
