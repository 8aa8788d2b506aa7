// Files from strangers, through the command line: `extends` reads only regular files inside the
// ruleset's folder (or --root), links out of it and devices included; and every command, given a
// folder, an empty, binary, huge or device file, a broken log or a log for another ruleset, gives a
// clear message, the documented exit code and no stack trace. Logs are written whole or not at all.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nodeIo } from "../../src/cli/io.js";
import { CliError } from "../../src/cli/errors.js";
import { BIN, runCli, type CliRun } from "../support/cli.js";

const TINY = readFileSync("test/cli/fixtures/tiny.stich", "utf8");
const TINY_LOG = readFileSync("test/sim/fixtures/tiny-game.log.json", "utf8");
const SECRET = "SECRET-LINE of a file outside the project";

const tmp = mkdtempSync(join(tmpdir(), "stichwerk-files-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const at = (...parts: string[]): string => join(tmp, ...parts);
const write = (path: string, text: string | Buffer): string => (writeFileSync(path, text), path);

// tmp/secret.stich is outside the project tmp/project; inside are the base, links and a named pipe.
write(at("secret.stich"), `${SECRET} @\n`);
mkdirSync(at("project", "sub"), { recursive: true });
write(at("project", "base.stich"), TINY);
write(at("project", "sub", "deep.stich"), 'variant "Deep" extends "../base.stich"\n');
symlinkSync(at("secret.stich"), at("project", "link.stich"));
symlinkSync("/dev/zero", at("project", "zero.stich"));
const fifo = spawnSync("mkfifo", [at("project", "pipe.stich")]).status === 0;
const variant = (name: string, base: string): string => write(at("project", name), `variant "V" extends "${base}"\nscore: 2\n`);

/** The real command in a child process, killed after 20 s: a read that blocks (a pipe, a device) shows up as a failure, not a hung test run. */
function spawnGuarded(args: readonly string[]): CliRun {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", timeout: 20_000, env: { ...process.env, NO_COLOR: "1" } });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** What a user sees: no stack frames, and nothing of the file outside the project. */
function clean(r: CliRun): void {
  expect(r.stderr + r.stdout).not.toMatch(/^\s+at .+:\d+/m);
  expect(r.stderr + r.stdout).not.toContain("SECRET-LINE");
}

describe("extends on disk", () => {
  it("reads a base in the ruleset's folder", () => {
    const r = runCli(["check", variant("ok.stich", "base.stich")]);
    expect(r).toMatchObject({ status: 0, stderr: "" });
  });

  for (const [name, base, says] of [
    ["an absolute path", "/etc/passwd", "SW4016 '/etc/passwd' is outside the folder"],
    ["a path out of the folder", "../secret.stich", "SW4016 '../secret.stich' is outside the folder"],
    ["a link in the folder to a file outside it", "link.stich", "SW4008 cannot read the base file '" + at("project", "link.stich") + "': it leads outside"],
    ["a link to a device", "zero.stich", "SW4008"],
  ] as const) {
    it(`${name}: a located error, and nothing of the file is shown`, () => {
      const file = variant("bad.stich", base);
      const r = spawnGuarded(["check", file]);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`${file}:1:21 ${says}`);
      expect(r.stderr).not.toContain("root:");
      clean(r);
    });
  }

  it.runIf(fifo)("a named pipe in the folder: an error, not a hang", () => {
    const r = spawnGuarded(["check", variant("fifo.stich", "pipe.stich")]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("it is not a regular file");
  });

  it("a folder and a file too large as base files", () => {
    mkdirSync(at("project", "folder.stich"), { recursive: true });
    expect(runCli(["check", variant("dir.stich", "folder.stich")]).stderr).toContain("cannot read the base file '" + at("project", "folder.stich") + "': it is a folder");
    write(at("project", "huge.stich"), `${TINY}#${"x".repeat(1_000_001)}\n`);
    expect(runCli(["check", variant("big.stich", "huge.stich")]).stderr).toContain("it is larger than 1000000 bytes");
  });

  it("--root widens the folder; a ruleset outside --root, or a --root that is no folder, is a usage error", () => {
    const deep = at("project", "sub", "deep.stich");
    expect(runCli(["check", deep]).stderr).toContain("SW4016 '../base.stich' is outside the folder");
    expect(runCli(["check", deep, "--root", at("project")])).toMatchObject({ status: 0, stdout: `ok: ${deep}\n` });
    const outside = runCli(["check", deep, "--root", at("project", "sub", "nowhere")]);
    expect(outside.status).toBe(2);
    expect(outside.stderr).toContain("not a directory");
    const elsewhere = runCli(["simulate", deep, "--players", "2", "--root", at("project", "sub", "..", "..", "..")]);
    expect(elsewhere.status).toBe(0);
  });
});

describe("hostile files for every command", () => {
  const empty = write(at("empty.stich"), "");
  const binary = write(at("binary.stich"), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256)));
  const huge = write(at("huge.bin"), Buffer.alloc(50 * 1024 * 1024, 0x61));
  const tiny = write(at("tiny.stich"), TINY);
  const log = (name: string, text: string): string => write(at(name), text);
  const commands = (ruleset: string): [string, string[]][] => [
    ["check", ["check", ruleset]],
    ["simulate", ["simulate", ruleset, "--players", "2", "--games", "2"]],
    ["replay", ["replay", ruleset, log("ok.log.json", TINY_LOG)]],
  ];

  for (const [what, file, status, says] of [
    ["a folder", tmp, 2, "it is a directory"],
    ["a binary file", binary, 2, "it is not a text file"],
    ["a 50 MB file", huge, 2, "it is larger than 1000000 bytes"],
    ["a missing file", at("nope.stich"), 2, "no such file or directory"],
    ["an empty file", empty, 1, "SW4002 the ruleset has no 'game' declaration"],
  ] as const) {
    for (const [command, args] of commands(file)) {
      it(`${command} with ${what} as the ruleset: exit ${status}, "${says}"`, () => {
        const r = runCli(args);
        expect(r.status).toBe(status);
        expect(r.stderr).toContain(says);
        expect(r.stdout).toBe("");
        clean(r);
      });
    }
  }

  it("a device as the ruleset: exit 2, not a hang", () => {
    const r = spawnGuarded(["check", "/dev/zero"]);
    expect(r).toMatchObject({ status: 2, stderr: "stichwerk: cannot read /dev/zero: it is not a regular file (a device, a pipe or a socket)\n" });
  });

  const wrongTypes = JSON.stringify({ ...JSON.parse(TINY_LOG), players: "two", seed: -1, actions: [{ seat: "0", play: 5 }] });
  const otherLog = readFileSync("rulesets/stichling/examples/example-2.log.json", "utf8");
  for (const [what, file, status, says] of [
    ["a folder", tmp, 2, "it is a directory"],
    ["an empty file", log("empty.log.json", ""), 1, "log: not valid JSON"],
    ["a binary file", binary, 2, "it is not a text file (a log is UTF-8 text)"],
    ["a 50 MB file", huge, 2, "it is larger than 16000000 bytes, too large for a log"],
    ["truncated JSON", log("cut.log.json", TINY_LOG.slice(0, TINY_LOG.length / 2)), 1, "log: not valid JSON"],
    ["wrong types", log("types.log.json", wrongTypes), 1, "players: must be integer"],
    ["a log for another ruleset", log("other.log.json", otherLog), 1, "this log was written for rulesets/stichling/stichling.stich, not for"],
  ] as const) {
    it(`replay with ${what} as the log: exit ${status}, "${says}"`, () => {
      const r = runCli(["replay", tiny, file]);
      expect(r.status).toBe(status);
      expect(r.stderr).toContain(says);
      expect(r.stdout).toBe("");
      expect(r.stderr.split("\n").length).toBeLessThan(15);
      clean(r);
    });
  }

  it("replay with a device as the log: exit 2, not a hang", () => {
    const r = spawnGuarded(["replay", tiny, "/dev/zero"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("it is not a regular file");
  });

  it("a file with more than 100 syntax errors is read up to there, quickly, with a note", () => {
    const r = runCli(["check", write(at("junk.stich"), "let x = )\n".repeat(50_000))]);
    expect(r.status).toBe(1);
    expect(r.stderr.match(/ SW1004 /g)).toHaveLength(100);
    expect(r.stderr).toContain(":101:9 SW1010 more than 100 syntax errors: the rest of the file was not read");
  });
});

describe("files are written whole or not at all", () => {
  it("simulate --log-dir leaves complete logs and no temporary files", () => {
    const dir = at("logs");
    expect(runCli(["simulate", "test/cli/fixtures/tiny.stich", "--players", "2", "--games", "4", "--log-dir", dir]).status).toBe(0);
    const files = readdirSync(dir);
    expect(files).toHaveLength(4);
    for (const f of files) {
      expect(f).toMatch(/^game-\d+-seed-\d+\.json$/);
      expect(() => JSON.parse(readFileSync(join(dir, f), "utf8")) as unknown).not.toThrow();
    }
  });

  it("a write that fails leaves the old file and no temporary file behind", () => {
    const dir = at("target");
    mkdirSync(join(dir, "taken.json"), { recursive: true });
    write(join(dir, "kept.json"), "old");
    const io = nodeIo();
    // Renaming over a folder fails after the temporary file was written.
    expect(() => io.writeText(join(dir, "taken.json"), "new")).toThrow(CliError);
    io.writeText(join(dir, "kept.json"), "new");
    expect(readFileSync(join(dir, "kept.json"), "utf8")).toBe("new");
    expect(readdirSync(dir).sort()).toEqual(["kept.json", "taken.json"]);
  });

  it("a --log-dir that is a file: exit 2, no stack", () => {
    const r = runCli(["simulate", "test/cli/fixtures/tiny.stich", "--players", "2", "--log-dir", write(at("plain-file"), "x")]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("cannot create directory");
    clean(r);
  });
});
