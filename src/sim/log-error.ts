// Everything wrong with a log (its shape, a card name, an action the rules forbid, a result that
// does not match) is a LogError whose message starts with the path of the offending field, so a
// person can find the spot in the file.

export class LogError extends Error {
  /** One line per problem, each "path: what is wrong". */
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(problems.join("\n"));
    this.name = "LogError";
    this.problems = problems;
  }
}
