// The page's side of the table worker: one worker for the table's games, its replies to one listener.
import type { TableReply, TableRequest } from "./protocol.js";

export class TableClient {
  private readonly worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "table" });

  constructor(onReply: (reply: TableReply) => void) {
    this.worker.onmessage = (ev: MessageEvent<TableReply>) => onReply(ev.data);
  }

  send(req: TableRequest): void {
    this.worker.postMessage(req);
  }

  dispose(): void {
    this.worker.terminate();
  }
}
