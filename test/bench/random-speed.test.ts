// The benchmark's random-game speed of other rulesets (bench/random-speed.ts): its fixed rulesets and
// rule cards compile and play, and its figures are ordered. Not timed.
import { describe, expect, it } from "vitest";
import { SPEED_TARGETS, measureRandomSpeed } from "../../bench/random-speed.js";

describe("bench: random-game speed of other rulesets", () => {
  it.each(SPEED_TARGETS.map((t) => [t.label, t] as const))("%s compiles and plays", (_, target) => {
    const f = measureRandomSpeed(target, { players: 4, seed: 1, games: 3, runs: 3, warmup: 1 });
    expect(f.players).toBe(4);
    expect(f.gamesPerSec).toHaveLength(3);
    expect(f.lowest).toBeLessThanOrEqual(f.median);
    expect(f.median).toBeLessThanOrEqual(f.highest);
    expect([...f.gamesPerSec].sort((a, b) => a - b)[1]).toBe(f.median);
  });

  it("a player count the ruleset does not allow is brought into its range", () => {
    expect(measureRandomSpeed(SPEED_TARGETS[0]!, { players: 8, seed: 1, games: 1, runs: 1, warmup: 0 }).players).toBe(5);
  });
});
