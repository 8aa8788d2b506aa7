// Engine invariants on the hand-built fixtures (see test/support/invariants.ts).
import { classicIR, hatTrickIR, openTricksIR } from "./fixtures.js";
import { engineProperties } from "../support/invariants.js";
import { tinyIR } from "../support/sim-fixtures.js";

engineProperties("classic fixture", classicIR());
engineProperties("hat trick fixture", hatTrickIR());
engineProperties("open tricks fixture", openTricksIR());
// Must-follow: the sampler must respect the voids that not following revealed.
engineProperties("must-follow fixture", tinyIR());
