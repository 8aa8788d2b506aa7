// Worlds where the seat does not know a secret value yet (`secret NAME ..., known to dealer`:
// steps/secrets.ts). A world that draws its own secret values is refused by the replay wherever the
// round answered a question under the true ones (a layout's clue: who would win the column), so late
// in a draft most worlds drawn so are refused (about 50 for one accepted, late in a draft of four
// colours, nine numbers and none of either). Here the
// values are drawn from those the round allows instead, so a world the round refuses is never built.
//
// Where the seat's view fixes the deal (every card's place known: the symbolic deal draws nothing),
// whether a world agrees with the round depends on its secret values alone: each combination of the
// unknown values (the product of the values each may be drawn as) is replayed at most once per
// observation, and its verdict kept. A world draws a combination uniformly from all of them and
// draws again while the combination is one the round refuses: rejection over combinations, whose
// draws do not depend on which verdicts are known yet, so the same Rng gives the same world however
// many worlds were drawn before; and its distribution is the one of drawing the values in the world
// and refusing the world (mode "reject" in view/sample.ts, the reference). The world is then the
// combination's replayed world with its own seed (its random source started afresh, as a world
// created with that seed would be, since neither its creation nor the replay drew from it).
//
// Where the view leaves cards to draw, the replay draws at random, or the values are too many to go
// through, nothing here applies (secretWorldsOf: null) and the worlds draw their own.

import { createKernel } from "../assembly/create.js";
import { reseededKernel } from "../assembly/state.js";
import type { Kernel } from "../core/kernel.js";
import { Symbolic, Unexplained } from "../core/symbolic.js";
import { RuleError } from "../errors.js";
import { Rng } from "../rng.js";
import { secretChoices } from "../steps/secrets.js";
import type { CardId, DealSpec } from "../types.js";
import { declRule } from "../../ir/rule-ref.js";
import type { Prepared } from "./prepare.js";
import { symbolicDeal } from "./prepare.js";
import { replay } from "./replay.js";

/** What sampling cost (view/sample.ts SampleStats): worlds returned, combinations drawn. */
interface SampleStats {
  samples: number;
  draws: number;
}

/** Most combinations of unknown values gone through; with more, each world draws its own (and is refused when wrong). */
export const MAX_SECRET_COMBINATIONS = 1024;

/** The seed of the replayed world of each combination (a world handed out gets its own). */
const TEMPLATE_SEED = 0;

/** Thrown by the random source given to what must not draw at random here. */
class Drew extends Error {}

/**
 * A random source that refuses to draw (an empty shuffle is no draw): the symbolic deal and the replay
 * must draw nothing for a combination's verdict to hold in every world.
 */
class NoDraws extends Rng {
  /** Unset while Rng's constructor warms the state up (fields are set after it). */
  private readonly armed = true;
  override nextUint32(): number {
    if (this.armed) throw new Drew("drew at random");
    return super.nextUint32();
  }
}
const FORBIDDEN_RNG = new NoDraws(0);

export class SecretWorlds {
  /** Per combination: its replayed world (the round agrees), null (refused), or undefined (not replayed yet). */
  private readonly verdicts: (Kernel | null | undefined)[];
  /** Set when a replay drew at random: the verdicts do not hold for every world, and the worlds draw their own. */
  unusable = false;

  private constructor(
    private readonly p: Prepared,
    private readonly sym: Symbolic,
    private readonly deal: { hands: CardId[][]; leftover: CardId[] },
    /** Per combination, every secret's value (the known ones as seen). */
    private readonly combos: readonly (readonly (readonly number[])[])[],
  ) {
    this.verdicts = new Array<Kernel | null | undefined>(combos.length).fill(undefined);
  }

  /** For this observation, or null where the worlds must draw their own values (see the top of the file). */
  static make(p: Prepared): SecretWorlds | null {
    const known = p.seen.secrets;
    if (!known || !known.some((v) => v === null)) return null;
    // Committed secret choices are drawn per world at the end of the replay; a rule-card draft draws its deck per world.
    if (p.obs.committed.some((c) => c) || p.ir.ruleCards?.draft) return null;
    const sym = new Symbolic(p.obs.seat, FORBIDDEN_RNG);
    let deal: { hands: CardId[][]; leftover: CardId[] };
    try {
      deal = symbolicDeal(p, sym);
    } catch (err) {
      if (err instanceof Drew || err instanceof Unexplained) return null;
      throw err;
    }
    if (sym.drawnCards().length > 0) return null;
    // The values each secret may be drawn as, read in a world of this deal (it draws the unknown ones itself).
    const probe = createKernel(p.ir, { players: p.obs.players, seed: TEMPLATE_SEED, deals: dealsOf(p, deal, known), record: false }, p.resume);
    const choices = secretChoices(probe);
    let combos: (readonly number[])[][] = [[]];
    for (let i = 0; i < known.length; i++) {
      const options = known[i] !== null ? [known[i]!] : (choices[i] ?? []);
      if (combos.length * options.length > MAX_SECRET_COMBINATIONS) return null;
      combos = combos.flatMap((c) => options.map((v) => [...c, v]));
    }
    return combos.length === 0 ? null : new SecretWorlds(p, sym, deal, combos);
  }

  /**
   * A world of this observation: a combination drawn at random among all, again while the round
   * refuses it, then that combination's world with a seed drawn after it. After `maxAttempts` draws
   * refused in a row, every combination is replayed and one the round allows is drawn among those
   * (uniform too); a RuleError when the round refuses them all. Which verdicts are known already
   * changes nothing drawn.
   */
  world(rng: Rng, maxAttempts: number, stats?: SampleStats): Kernel | null {
    const total = this.combos.length;
    // Given up (a replay drew at random): the caller draws as if nothing had been tried here.
    const start = rng.clone();
    const giveUp = (): null => {
      rng.rewind(start);
      return null;
    };
    let template: Kernel | null = null;
    let drawn = 0;
    for (; drawn < maxAttempts && template === null; drawn++) {
      template = this.verdict(rng.int(total));
      if (this.unusable) return giveUp();
    }
    if (stats) stats.draws += drawn;
    if (template === null) {
      const agreeing: Kernel[] = [];
      for (let c = 0; c < total; c++) {
        const v = this.verdict(c);
        if (this.unusable) return giveUp();
        if (v) agreeing.push(v);
      }
      if (agreeing.length === 0) {
        const p = this.p;
        throw new RuleError("no-consistent-sample", declRule("sampler"), 0, `no secret values consistent with seat ${p.obs.seat}'s observation (round ${p.obs.round}): the round refuses each of the ${total} combinations`);
      }
      template = agreeing[rng.int(agreeing.length)]!;
    }
    const seed = rng.nextUint32();
    if (stats) stats.samples++;
    return reseededKernel(template, seed);
  }

  /** The combination's replayed world (null: the round refuses it), replaying it the first time. */
  private verdict(c: number): Kernel | null {
    const known = this.verdicts[c];
    if (known !== undefined) return known;
    const p = this.p;
    const world = createKernel(p.ir, { players: p.obs.players, seed: TEMPLATE_SEED, deals: dealsOf(p, this.deal, this.combos[c]!) }, p.resume);
    let wrong;
    try {
      wrong = replay(world, p.obs, p.events, p.handlers, (i) => this.sym.cardsOf(i), FORBIDDEN_RNG);
    } catch (err) {
      if (!(err instanceof Drew)) throw err;
      this.unusable = true;
      return null;
    }
    // A world whose random source was drawn from is not the same world under another seed.
    if (!world.st.rng.sameState(new Rng(TEMPLATE_SEED))) {
      this.unusable = true;
      return null;
    }
    const verdict = wrong === null ? world : null;
    this.verdicts[c] = verdict;
    return verdict;
  }
}

/** The round's deal of a world: the symbolic deal, what the seat saw, and the secret values given. */
function dealsOf(p: Prepared, deal: { hands: CardId[][]; leftover: CardId[] }, secrets: readonly (readonly number[] | null)[]): DealSpec[] {
  const deals: DealSpec[] = [];
  deals[p.obs.round - 1] = { ...deal, ...p.seen, secrets };
  return deals;
}

/** Per observation object (through its Prepared): the search bots draw many worlds from one observation. */
const made = new WeakMap<Prepared, SecretWorlds | null>();

/** The observation's secret worlds, or null where its worlds draw their own secret values. */
export function secretWorldsOf(p: Prepared): SecretWorlds | null {
  let w = made.get(p);
  if (w === undefined) made.set(p, (w = SecretWorlds.make(p)));
  return w && !w.unusable ? w : null;
}
