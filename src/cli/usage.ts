// Help texts. Each command's text is shown by `stichwerk <command> --help` and after a mistake on
// that command's line.

export const CHECK_USAGE = `usage: stichwerk check <file.stich>...

Checks rulesets and prints every problem found (file:line:col CODE message).
Prints "ok: <file>" for each ruleset without errors.
`;

export const SIMULATE_USAGE = `usage: stichwerk simulate <file.stich> --players N [options]

Plays a seeded batch of games with bots and reports per-seat statistics.

options:
  --players N        number of players (required; within the ruleset's range)
  --games G          games to play (default 100)
  --seed S           base seed, 0..4294967295 (default 1); game i uses a seed derived from S and i
  --bots LIST        comma-separated bot names: one for every seat, or one for all (default random)
  --json             print the report as one JSON object (schemas/simulate-report.schema.json)
  --log-dir DIR      write each game's log to DIR/game-<i>-seed-<s>.json
`;

export const REPLAY_USAGE = `usage: stichwerk replay <file.stich> <log.json> [--json]

Replays a game log (schemas/log.schema.json) on a ruleset and prints what happened,
round by round: the dealer, every trick and its winner, the scores.

options:
  --json             print the report as one JSON object (schemas/replay-report.schema.json)
`;

export const MAIN_USAGE = `usage: stichwerk <command> [options]

commands:
  check <file.stich>...                      check rulesets for errors
  simulate <file.stich> --players N [...]    play a batch of games with bots
  replay <file.stich> <log.json> [--json]    replay a game log
  help [command]                             show help for a command

exit codes:
  0  success
  1  the ruleset has errors, or the log does not fit the ruleset
  2  bad command line, or a file cannot be read
  3  games failed (the ruleset loops or deadlocks, or a bot chose an illegal action)
  4  internal error (a bug in Stichwerk: please report it)
`;
