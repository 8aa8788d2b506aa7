// Help texts. Each command's text is shown by `stichwerk <command> --help` and after a mistake on
// that command's line.

export const CHECK_USAGE = `usage: stichwerk check <file.stich>... [--root DIR] [--with FILE]...

Checks rulesets and prints every problem found (file:line:col CODE message).
Prints "ok: <file>" for each ruleset without errors, and the rule cards in force
in the order they apply, with the values several cards change in turn.

options:
  --root DIR         the folder whose files a variant may extend (default: the ruleset's own folder)
  --with FILE        a rule card to put in force (repeatable; relative to the ruleset's folder
                     or to the current folder); cards apply in ascending number. Default: the
                     log's own "with" list
`;

export const SIMULATE_USAGE = `usage: stichwerk simulate <file.stich> --players N [options]

Plays a seeded batch of games with bots and reports per-bot and per-seat statistics
with 95% confidence intervals, the game length, the design metrics (docs/metrics.md:
skill gap, luck share, seat advantage and fairness, lead changes, decisiveness, drama,
forced share) and a histogram of the final scores.

options:
  --players N        number of players (required; within the ruleset's range)
  --games G          games to play (default 100); with seat rotation, rounded up to whole deals
  --seed S           base seed, 0..4294967295 (default 1); deal d uses a seed derived from S and d
  --bots LIST        comma-separated bots: one for all seats, or one per seat (default random);
                     e.g. ismcts,random,random,random or ismcts:200 (see the bot list on a typo)
  --rotate           play each deal once per seat, moving the bots one seat on each time, so the
                     luck of the deal cancels out (the default when the bots differ)
  --no-rotate        play every deal once, with the bots in the seats given
  --workers N        worker threads (default: the available cores, for batches that take more than
                     a second); the report is the same for any N
  --skill-trace LIST after the batch, the skill gap of each strong bot of LIST against random on
                     the same deals, e.g. ismcts:25,ismcts:50,ismcts:100 (the skill trace)
  --forced-share     count every decision and those with one legal action (the forced share);
                     the same games, played one decision at a time (slower)
  --json             print the report as one JSON object (schemas/simulate-report.schema.json)
  --log-dir DIR      write each game's log to DIR/game-<i>-seed-<s>.json
  --html FILE        also write the report as one self-contained HTML page with charts (readable
                     offline; written whole or not at all)
  --root DIR         the folder whose files a variant may extend (default: the ruleset's own folder)
  --with FILE        a rule card to put in force (repeatable; relative to the ruleset's folder
                     or to the current folder); cards apply in ascending number

A progress bar is shown on stderr when it is a terminal (not with --json).
`;

export const REPLAY_USAGE = `usage: stichwerk replay <file.stich> <log.json> [--json] [--explain [--at N]] [--root DIR] [--with FILE]...

Replays a game log (schemas/log.schema.json) on a ruleset and prints what happened,
round by round: the dealer, every trick and its winner, the scores. A log with a
"result" is a pinned case: a replay that ends with other totals or winners fails (exit 1).
A log written by the tools names its ruleset and rule cards: a replay with other cards in
force, or against a ruleset of another name, is refused (exit 1). docs/log-format.md.

options:
  --json             print the report as one JSON object (schemas/replay-report.schema.json)
  --explain          instead of the report: for the seat to play after the log, every card of its
                     hand, where it may go or why not (the rule, its place, the failed conditions)
  --at N             with --explain: the position after the log's first N actions
  --root DIR         the folder whose files a variant may extend (default: the ruleset's own folder)
  --with FILE        a rule card to put in force (repeatable; relative to the ruleset's folder
                     or to the current folder); cards apply in ascending number. Default: the
                     log's own "with" list
`;

export const RULES_USAGE = `usage: stichwerk rules <file.stich> [--with FILE]... [--format md|html] [--out FILE] [--full]

Prints the ruleset's rules sheet in plain language, for playtesters: components, setup per player
count, the phases of a round, trick play, scoring with a worked example scored by the engine, and
how the game ends. For a variant or a rule card file, only what differs from the base it extends;
with --with, only what the rule cards change.

options:
  --format md|html   Markdown (the default) or one self-contained, printable HTML page
                     (the default when --out ends in .html)
  --out FILE         write the sheet to FILE (whole or not at all) instead of printing it
  --full             the whole sheet, also for a variant or with rule cards
  --root DIR         the folder whose files a variant may extend (default: the ruleset's own folder)
  --with FILE        a rule card to put in force (repeatable; relative to the ruleset's folder
                     or to the current folder); cards apply in ascending number. Default: the
                     log's own "with" list
`;

export const MAIN_USAGE = `usage: stichwerk <command> [options]

commands:
  check <file.stich>...                      check rulesets for errors
  simulate <file.stich> --players N [...]    play a batch of games with bots
  replay <file.stich> <log.json> [--json]    replay a game log
  compare <a.stich> <b.stich> --players N    two rulesets on the same deals: which differences are significant
  sweep <sweep.json> [--queue URL]           every cell of a sweep file: metrics, flags, ranking in one report
  worker --queue redis://HOST:PORT           take sweep cells from a queue and play them
  fmt <file.stich>... [--check]              format rulesets
  rules <file.stich> [--format md|html]      the rules sheet in plain language, for playtesters
  help [command]                             show help for a command

exit codes:
  0  success
  1  the ruleset has errors, or the log does not fit the ruleset
  2  bad command line, or a file cannot be read
  3  games failed (the ruleset loops or deadlocks, or a bot chose an illegal action)
  4  internal error (a bug in Stichwerk: please report it)
  5  the output could not be written (a full disk, a closed pipe)
`;
