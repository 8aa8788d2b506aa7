// The `default:` of a switch over a kind union: `unreachable(x)` compiles only while every kind has
// its case (x is then `never`), so a kind added to the union is a compile error at every switch that
// does not handle it. Should a value of an unknown kind still come in (data not made by this code),
// it is an internal error, never a silently skipped case.

export function unreachable(x: never): never {
  throw new Error(`internal error: no case for ${JSON.stringify(x)}`);
}
