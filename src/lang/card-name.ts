// A single card written as in the logs (docs/language.md "Card notation"): its suit name followed by
// its rank, a number or a rank name (`clubs2`, `red10`, `clubsQ`). Read where a rule names one card
// (`lead: holder of clubs2`); the checker reports a name that is no card, the lowering reads it here.

/** The suit and rank a card name stands for, or undefined when it is none (no suit prefix, no rank after it). */
export function cardOfName(name: string, suits: ReadonlyMap<string, number>, rankNames: ReadonlyMap<string, number>): { readonly suit: number; readonly rank: number } | undefined {
  for (const [suitName, suit] of suits) {
    if (!name.startsWith(suitName) || name.length === suitName.length) continue;
    const rest = name.slice(suitName.length);
    const rank = /^\d+$/.test(rest) ? Number(rest) : rankNames.get(rest);
    if (rank !== undefined && Number.isSafeInteger(rank)) return { suit, rank };
  }
  return undefined;
}
