/// <reference lib="webworker" />
// The table worker: runs the game at the card table (and the game being watched) off the page's
// thread, so a slow bot never freezes the page. Bots answer one decision at a time at the table's pace
// (paceMs apart), the page getting a view after each.
import { LogError } from "../../../src/index.js";
import { identityOf } from "../log-source.js";
import type { PlayState, TableReply, TableRequest } from "./protocol.js";
import { PlaySession } from "./session.js";
import { WatchSession } from "./watch.js";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (m: TableReply) => scope.postMessage(m);

let play: PlaySession | undefined;
let watch: WatchSession | undefined;
let paceMs = 600;
let timer: ReturnType<typeof setTimeout> | undefined;


function playState(refused?: string): PlayState {
  const p = play!;
  return { kind: "play", cards: p.cards, view: p.view(), botsToAct: p.botsToAct(), forced: p.forced() !== null, taken: p.takenLines(), undoRefusal: p.undoRefusal(), log: p.logText(), ...(refused ? { refused } : {}) };
}

/**
 * The bots' next answer after the pace, then the next, until the person is to act or the game ends; a
 * decision of the person's with one legal action (session.ts isForced) is taken at the same pace, so
 * the person sees it happen.
 */
function scheduleBots(): void {
  clearTimeout(timer);
  if (!play || (play.botsToAct().length === 0 && play.forced() === null)) return;
  timer = setTimeout(() => {
    try {
      if (!play!.takeForced()) play!.botStep();
      post(playState());
      scheduleBots();
    } catch (e) {
      post({ kind: "error", message: e instanceof Error ? e.message : String(e) });
    }
  }, paceMs);
}

function watchState() {
  const w = watch!;
  return { kind: "watch" as const, cards: w.cards, trickEnds: w.trickEnds, log: w.logText() };
}

scope.onmessage = (ev: MessageEvent<TableRequest>) => {
  const req = ev.data;
  try {
    switch (req.kind) {
      case "start":
        clearTimeout(timer);
        paceMs = req.paceMs;
        play = new PlaySession({ ir: req.ir, file: req.file, players: req.players, seat: req.seat, bots: req.bots, seed: req.seed, identity: identityOf(req.ir, req.source) });
        post(playState());
        scheduleBots();
        return;
      case "act": {
        if (!play) return;
        let refused: string | undefined;
        try {
          play.act(req.action);
        } catch (e) {
          refused = e instanceof Error ? e.message : String(e);
        }
        post(playState(refused));
        scheduleBots();
        return;
      }
      case "undo":
        if (!play) return;
        clearTimeout(timer);
        play.undo();
        post(playState());
        scheduleBots();
        return;
      case "watchBots":
        watch = WatchSession.botGame(req.ir, req.file, req.players, req.seed, req.bots, identityOf(req.ir, req.source));
        post({ ...watchState(), watch: watch.view(0, req.viewer) });
        return;
      case "watchLog":
        watch = WatchSession.fromLog(req.ir, req.text, req.file, identityOf(req.ir, req.source));
        post({ ...watchState(), watch: watch.view(0, req.viewer) });
        return;
      case "watchAt":
        if (watch) post({ ...watchState(), watch: watch.view(req.position, req.viewer) });
        return;
      case "watchTrick":
        if (watch) post({ ...watchState(), watch: watch.view(watch.trickStep(req.position, req.dir), req.viewer) });
        return;
      default:
        { const unhandled: never = req; return unhandled; }
    }
  } catch (e) {
    const message = e instanceof LogError ? e.problems.join("\n") : e instanceof Error ? e.message : String(e);
    post({ kind: "error", message });
  }
};
