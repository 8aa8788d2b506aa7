// Where a RuleError's rule is in the source, as `file:line:col`, for the command line's messages about
// games that failed (simulate, replay): a runaway game names its rule and seed, and this its line. The
// rule comes as the engine's typed reference; compile()'s source table (which knows the rule cards put
// in force with --with) says where it is written.

import { locateRule, sourcePlace, type RuleRef, type RuleSources } from "../index.js";

/** `ref` -> "file:line:col", or undefined when it names no one declaration (the engine's own words). */
export function rulePlacer(sources: RuleSources | undefined): (ref: RuleRef) => string | undefined {
  return (ref) => {
    const at = sources && locateRule(sources, ref);
    return at && sourcePlace(at);
  };
}
