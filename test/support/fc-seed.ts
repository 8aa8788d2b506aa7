// Every property test draws from one fixed seed, so a run of the suite is the same on every machine
// and a failure reproduces; FC_SEED=<n> explores other draws (e.g. FC_SEED=$RANDOM npx vitest run).
import fc from "fast-check";

const seed = Number(process.env["FC_SEED"] ?? 20261124);
fc.configureGlobal({ seed: Number.isSafeInteger(seed) ? seed : 20261124 });
