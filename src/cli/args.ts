// Command-line parsing on node:util parseArgs (strict: unknown options are errors), with its
// messages shortened to what a person needs, and number options checked in one place.

import { parseArgs, type ParseArgsConfig } from "node:util";
import { closest } from "../lang/suggest.js";
import { usageError } from "./errors.js";

type Options = NonNullable<ParseArgsConfig["options"]>;
/** Named so that the built package's declarations can spell it (node:util does not export its parts). */
type ParsedArgs<O extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O & { help: { type: "boolean"; short: "h" } }; allowPositionals: true; strict: true }>
>;

/** Parses `args` for one command; every command also takes --help / -h. */
export function parseCommandArgs<O extends Options>(args: readonly string[], options: O, usage: string): ParsedArgs<O> {
  try {
    return parseArgs({
      args: negativeValues(args, options),
      options: { ...options, help: { type: "boolean", short: "h" } } as O & { help: { type: "boolean"; short: "h" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    throw usageError(describeParseError(e, Object.keys(options)), usage);
  }
}

/**
 * The command or option a misspelt word was probably meant to be, or undefined. Only words of a
 * command's length are compared (a long word is no typo, and the comparison stays cheap).
 */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  return word.length > 40 ? undefined : closest(word, candidates);
}

/**
 * `--games -1` as `--games=-1`: parseArgs takes a value starting with a dash for an option, and the
 * message said the option "takes no value"; joined, the option's own check says what it must be.
 */
function negativeValues(args: readonly string[], options: Options): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const name = a.startsWith("--") ? a.slice(2) : undefined;
    const next = args[i + 1];
    if (name !== undefined && options[name]?.type === "string" && next !== undefined && /^-[\d.]/.test(next)) {
      out.push(`${a}=${next}`);
      i++;
    } else out.push(a);
  }
  return out;
}

function describeParseError(e: unknown, known: readonly string[]): string {
  const message = e instanceof Error ? e.message : String(e);
  const code = (e as { code?: unknown }).code;
  const option = /'(-[^']*)'/.exec(message)?.[1]?.split(" ")[0];
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && option !== undefined) {
    const guess = option.startsWith("--") ? didYouMean(option.slice(2).split("=")[0]!, [...known, "help"]) : undefined;
    return `unknown option ${option}${guess ? `; did you mean --${guess}?` : ""}`;
  }
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && option !== undefined) {
    return message.includes("argument missing") ? `option ${option} needs a value` : `option ${option} takes no value`;
  }
  return message;
}

/** A whole-number option value within [min, max]; `undefined` gives the default. */
export function intOption(value: string | undefined, name: string, fallback: number, min: number, max: number, usage: string): number {
  if (value === undefined) return fallback;
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw usageError(`--${name} must be a whole number from ${min} to ${max}, not "${value.length > 20 ? `${value.slice(0, 20)}...` : value}"`, usage);
  }
  return n;
}
