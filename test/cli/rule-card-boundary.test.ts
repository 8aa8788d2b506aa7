// Issue 22, item 1: a rule card's `extends` and `with` never widen the folder a ruleset may read from.
// Secrets are planted beside the project and above it (a `.stich` file, a dotfile like `.npmrc`);
// every command that loads a ruleset (check, simulate, replay, compare) refuses a card that climbs out
// with a located SW4016 (or SW4026 for a file that is no `.stich` file) and shows nothing of it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli, type CliRun } from "../support/cli.js";

const TINY = readFileSync("test/cli/fixtures/tiny.stich", "utf8");
const TINY_LOG = readFileSync("test/sim/fixtures/tiny-game.log.json", "utf8");
const SECRET = "SECRET-TOKEN-22";

const tmp = mkdtempSync(join(tmpdir(), "stichwerk-cards-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const at = (...parts: string[]): string => join(tmp, ...parts);
const write = (path: string, text: string): string => (writeFileSync(path, text), path);

// tmp/home/.npmrc and tmp/home/above.stich: above the project; tmp/home/beside/secret.stich: beside it.
mkdirSync(at("home", "beside"), { recursive: true });
mkdirSync(at("home", "game", "cards"), { recursive: true });
write(at("home", ".npmrc"), `//registry.example/:_authToken=${SECRET}\n`);
write(at("home", "above.stich"), `${SECRET} @\n`);
write(at("home", "beside", "secret.stich"), `rule card 5 "${SECRET}"\nscore: 1 @ ${SECRET}\n`);
write(at("home", "game", "base.stich"), TINY);
const card = (name: string, text: string): string => write(at("home", "game", "cards", name), text);
const log = write(at("home", "game", "game.log.json"), TINY_LOG);

/** What a user sees: no stack frames, and nothing of a file outside the project. */
function clean(r: CliRun): void {
  expect(r.stderr + r.stdout).not.toMatch(/^\s+at .+:\d+/m);
  expect(r.stderr + r.stdout).not.toContain(SECRET);
}

const commands = (file: string): [string, string[]][] => [
  ["check", ["check", file]],
  ["simulate", ["simulate", file, "--players", "3", "--games", "2"]],
  ["replay", ["replay", file, log]],
  ["compare", ["compare", file, at("home", "game", "base.stich"), "--players", "3", "--games", "2"]],
];

describe("a rule card that climbs out of its folder", () => {
  const cases: [string, string, string][] = [
    // The attack: an `extends` far up used to widen the root for the `with` that followed.
    ["extends far up, then with a file up there", `rule card 99 "X" extends "../../../../../../../../../../nonexistent.stich"\nwith "../../above.stich"\n`, "SW4016"],
    ["extends a dotfile above the project", 'rule card 99 "X" extends "../../.npmrc"\n', "SW4016"],
    ["extends its game's base, then with a card beside the project", 'rule card 99 "X" extends "../base.stich"\nwith "../../beside/secret.stich"\n', "SW4016"],
  ];
  for (const [name, text, code] of cases) {
    for (const [command, args] of commands(card(`${name.replace(/\W+/g, "-")}.stich`, text))) {
      it(`${name}: ${command} refuses it at its place and shows nothing of the file`, () => {
        const r = runCli(args);
        expect(r.status).toBe(1);
        expect(r.stderr).toMatch(new RegExp(`${args[1]!.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}:1:\\d+ ${code} `));
        clean(r);
      });
    }
  }

  it("with --root, a card reads its game's base, but still not past the root", () => {
    const ok = card("ok.stich", 'rule card 31 "R" extends "../base.stich"\nscore: 2\n');
    expect(runCli(["check", ok]).stderr).toContain("a wider folder can be given as the root");
    expect(runCli(["check", ok, "--root", at("home", "game")])).toMatchObject({ status: 0 });
    const out = card("out.stich", 'rule card 32 "R" extends "../base.stich"\nwith "../../beside/secret.stich"\n');
    const r = runCli(["check", out, "--root", at("home", "game")]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${out}:2:6 SW4016`);
    clean(r);
  });

  it("compare takes --root like the other commands: both sides read inside it, and only inside it", () => {
    const ok = card("cmp.stich", 'rule card 34 "R" extends "../base.stich"\nscore: 2\n');
    const base = at("home", "game", "base.stich");
    const without = runCli(["compare", ok, base, "--players", "3", "--games", "2"]);
    expect(without.status).toBe(1);
    expect(without.stderr).toContain("a wider folder can be given as the root");
    const withRoot = runCli(["compare", ok, base, "--players", "3", "--games", "2", "--root", at("home", "game"), "--json"]);
    expect(withRoot.stderr).toBe("");
    expect(withRoot.status).toBe(0);
    expect(JSON.parse(withRoot.stdout).a.games).toBeGreaterThan(0);
    // Still not past the root, and a side outside it is a usage error.
    const out = card("cmp-out.stich", 'rule card 35 "R" extends "../base.stich"\nwith "../../beside/secret.stich"\n');
    const r = runCli(["compare", out, base, "--players", "3", "--games", "2", "--root", at("home", "game")]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${out}:2:6 SW4016`);
    clean(r);
    const outside = runCli(["compare", ok, "test/cli/fixtures/tiny.stich", "--players", "3", "--root", at("home", "game")]);
    expect(outside.status).toBe(2);
    expect(outside.stderr).toContain(`test/cli/fixtures/tiny.stich is not inside --root ${at("home", "game")}`);
  });

  it("a file that is not a .stich file is refused inside the root too (SW4026), unread", () => {
    const f = card("dot.stich", 'rule card 33 "R" extends "../base.stich"\nwith "../../.npmrc"\n');
    const r = runCli(["check", f, "--root", at("home")]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${f}:2:6 SW4026 '../../.npmrc' is not a ruleset file`);
    clean(r);
    const viaFlag = runCli(["check", at("home", "game", "base.stich"), "--with", at("home", ".npmrc"), "--root", at("home")]);
    expect(viaFlag.status).toBe(1);
    expect(viaFlag.stderr).toContain("SW4026");
    clean(viaFlag);
  });
});
