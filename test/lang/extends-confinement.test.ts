// `extends` names only files inside the ruleset's root folder (its own folder unless a root is given),
// by a relative path: anything else is SW4016 before the host is asked for the file, so no ruleset
// can read, or show a line of, a file outside its project. The same rule holds for any host: the CLI's
// disk (test/cli/files.test.ts) and an editor's workspace in memory (inMemoryFiles).
import { describe, expect, it } from "vitest";
import { compile, inMemoryFiles, MAX_RULESET_BYTES, type ReadFile } from "../../src/lang/index.js";
import { PRELUDE } from "./helpers.js";

/** A host that has every file (also outside the project), and records what it was asked for. */
function everything(): { readFile: ReadFile; asked: string[] } {
  const asked: string[] = [];
  return { asked, readFile: (path) => (asked.push(path), path.endsWith("passwd") ? "root:x:0:0:root:/root:/bin/bash\n" : PRELUDE) };
}

const variant = (base: string): string => `variant "V" extends "${base}"\nscore: 2\n`;

describe("extends stays inside the root folder", () => {
  for (const [name, base] of [
    ["an absolute path", "/etc/passwd"],
    ["a path up out of the folder", "../../../../etc/passwd"],
    ["a path that climbs out and back in elsewhere", "../other/passwd"],
    ["a path out of the folder hidden behind a subfolder", "sub/../../passwd"],
  ] as const) {
    it(`${name}: SW4016 at the path, the file is never asked for, and nothing of it is shown`, () => {
      const host = everything();
      const r = compile(variant(base), { file: "games/mine/v.stich", readFile: host.readFile });
      expect(host.asked).toEqual([]);
      expect(r.diagnostics.map((d) => `${d.code}@${d.line}:${d.col}`)).toEqual(["SW4016@1:21"]);
      expect(r.diagnostics[0]?.message).toContain(`'${base}' is outside the folder 'games/mine'`);
      expect(JSON.stringify(r.diagnostics)).not.toContain("root:x");
    });
  }

  it("an absolute path is refused even when it points into the folder", () => {
    const host = everything();
    const r = compile(variant("/games/mine/base.stich"), { file: "/games/mine/v.stich", readFile: host.readFile });
    expect(host.asked).toEqual([]);
    expect(r.diagnostics[0]?.message).toContain("write the path relative to this file");
  });

  it("files in the folder and below it are read, also through harmless '..'", () => {
    const host = everything();
    const r = compile(variant("sub/../base.stich"), { file: "games/mine/v.stich", readFile: host.readFile });
    expect(host.asked).toEqual(["games/mine/base.stich"]);
    expect(r.ir?.name).toBe("V");
  });

  it("a wider root lets a variant extend a file above its own folder, and no further", () => {
    const host = everything();
    expect(compile(variant("../base.stich"), { file: "games/mine/v.stich", readFile: host.readFile, root: "games" }).ir?.name).toBe("V");
    expect(host.asked).toEqual(["games/base.stich"]);
    const out = compile(variant("../../base.stich"), { file: "games/mine/v.stich", readFile: host.readFile, root: "games" });
    expect(out.diagnostics.map((d) => d.code)).toEqual(["SW4016"]);
    expect(host.asked).toEqual(["games/base.stich"]);
  });

  it("the same confinement with an editor's workspace in memory", () => {
    const files = new Map([
      ["/etc/passwd", "root:x:0:0:root:/root:/bin/bash"],
      ["project/base.stich", PRELUDE],
    ]);
    const ok = compile(variant("base.stich"), { file: "project/v.stich", readFile: inMemoryFiles(files) });
    expect(ok.ir?.name).toBe("V");
    const out = compile(variant("../../etc/passwd"), { file: "project/v.stich", readFile: inMemoryFiles(files) });
    expect(out.diagnostics.map((d) => d.code)).toEqual(["SW4016"]);
  });

  it("a base file too large is not parsed: SW4008 says why", () => {
    const huge = `${PRELUDE}#${"x".repeat(MAX_RULESET_BYTES)}`;
    const r = compile(variant("base.stich"), { file: "v.stich", readFile: () => huge });
    expect(r.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([`SW4008 cannot read the base file 'base.stich': it is larger than ${MAX_RULESET_BYTES} bytes`]);
  });

  it("a host's reason is passed on: a folder, a device", () => {
    const folder = compile(variant("sub.stich"), { file: "v.stich", readFile: () => ({ failed: "directory" }) });
    expect(folder.diagnostics[0]?.message).toBe("cannot read the base file 'sub.stich': it is a folder");
    const device = compile(variant("zero.stich"), { file: "v.stich", readFile: () => ({ failed: "not-a-file" }) });
    expect(device.diagnostics[0]?.message).toBe("cannot read the base file 'zero.stich': it is not a regular file");
  });
});
