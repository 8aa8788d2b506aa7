// The designer's language client: check replies that answer an older text are dropped, whatever
// order the worker answers in; other requests are matched to their reply by number. (A fake worker
// stands in for the real one, so the order of replies can be chosen.)
import { describe, expect, it } from "vitest";
import { LangClient, type WorkerLike } from "../../editor/src/lang/client.js";
import type { CheckReply, LangReply, LangRequest } from "../../editor/src/lang/protocol.js";

class FakeWorker implements WorkerLike {
  onmessage: ((ev: MessageEvent<LangReply>) => void) | null = null;
  readonly received: LangRequest[] = [];
  postMessage(message: LangRequest): void {
    this.received.push(message);
  }
  terminate(): void {}
  reply(r: LangReply): void {
    this.onmessage?.({ data: r } as MessageEvent<LangReply>);
  }
}

const checkReply = (id: number, file = "a.stich"): CheckReply => ({ id, kind: "check", file, diagnostics: [], ms: 1, sourceDigest: "sha256:" + "0".repeat(64) });

describe("LangClient", () => {
  it("applies only the reply to the newest check, and is idle only once it came", () => {
    const fake = new FakeWorker();
    const applied: number[] = [];
    const client = new LangClient((r) => applied.push(r.id), () => fake);
    const first = client.check("a.stich", "one", {});
    const second = client.check("a.stich", "two", {});
    expect(client.idle()).toBe(false);
    fake.reply(checkReply(second));
    expect(applied).toEqual([second]);
    expect(client.idle()).toBe(true);
    // The older reply arrives late: it describes text that is gone.
    fake.reply(checkReply(first));
    expect(applied).toEqual([second]);
    expect(client.idle()).toBe(true);
  });

  it("drops a stale reply that arrives before the newest one", () => {
    const fake = new FakeWorker();
    const applied: number[] = [];
    const client = new LangClient((r) => applied.push(r.id), () => fake);
    const first = client.check("a.stich", "one", {});
    const second = client.check("a.stich", "two", {});
    fake.reply(checkReply(first));
    expect(applied).toEqual([]);
    expect(client.idle()).toBe(false);
    fake.reply(checkReply(second));
    expect(applied).toEqual([second]);
  });

  it("applies the analysis that follows a check only if that check is the newest", () => {
    const fake = new FakeWorker();
    const outlines: number[] = [];
    const client = new LangClient(() => undefined, () => fake, (r) => outlines.push(r.id));
    const first = client.check("a.stich", "one", {});
    const analysis = { symbols: [], extendsTarget: undefined, outline: [] };
    fake.reply({ id: first, kind: "analysis", file: "a.stich", analysis });
    expect(outlines).toEqual([first]);
    const second = client.check("a.stich", "two", {});
    fake.reply({ id: first, kind: "analysis", file: "a.stich", analysis });
    expect(outlines).toEqual([first]);
    fake.reply({ id: second, kind: "analysis", file: "a.stich", analysis });
    expect(outlines).toEqual([first, second]);
  });

  it("resolves other requests by their number, in any order", async () => {
    const fake = new FakeWorker();
    const client = new LangClient(() => undefined, () => fake);
    const a = client.ask<"format">({ kind: "format", text: "x" });
    const b = client.ask<"format">({ kind: "format", text: "y" });
    const [ra, rb] = fake.received;
    fake.reply({ id: rb!.id, kind: "format", text: "Y" });
    fake.reply({ id: ra!.id, kind: "format", text: "X" });
    expect(await a).toMatchObject({ text: "X" });
    expect(await b).toMatchObject({ text: "Y" });
  });
});
