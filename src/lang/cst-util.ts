// Small, defensive accessors over Chevrotain's CST. After error recovery a node may miss children
// or hold tokens that were "inserted" without a place in the text; these helpers hide that.
import type { CstElement, CstNode, IToken } from "chevrotain";
import type { Span } from "./ast.js";
import type { SourceIndex } from "./source.js";

export function isToken(e: CstElement): e is IToken {
  return (e as IToken).image !== undefined && (e as CstNode).children === undefined;
}

/** A token that really is in the text (not inserted by recovery). */
export function isRealToken(t: IToken): boolean {
  return t.isInsertedInRecovery !== true && Number.isFinite(t.startOffset) && t.startOffset >= 0;
}

export function tokens(node: CstNode | undefined, key: string): IToken[] {
  const list = node?.children[key];
  if (!list) return [];
  return list.filter((e): e is IToken => isToken(e) && isRealToken(e));
}

export function token(node: CstNode | undefined, key: string, index = 0): IToken | undefined {
  return tokens(node, key)[index];
}

export function nodes(node: CstNode | undefined, key: string): CstNode[] {
  const list = node?.children[key];
  if (!list) return [];
  return list.filter((e): e is CstNode => !isToken(e));
}

export function child(node: CstNode | undefined, key: string, index = 0): CstNode | undefined {
  return nodes(node, key)[index];
}

/** Every real token below a node, in text order. */
export function allTokensOf(node: CstNode): IToken[] {
  const out: IToken[] = [];
  const walk = (n: CstNode): void => {
    for (const list of Object.values(n.children)) {
      for (const e of list) {
        if (isToken(e)) {
          if (isRealToken(e)) out.push(e);
        } else walk(e);
      }
    }
  };
  walk(node);
  return out.sort((a, b) => a.startOffset - b.startOffset);
}

export function tokenSpan(src: SourceIndex, t: IToken): Span {
  const end = t.endOffset !== undefined && Number.isFinite(t.endOffset) ? t.endOffset + 1 : t.startOffset + t.image.length;
  return src.span(t.startOffset, end);
}

interface Bounds {
  readonly first: IToken;
  readonly last: IToken;
}

/**
 * The first and last real tokens below each node, worked out once per node from its children's: the
 * AST builder asks for the span of a node and of every node inside it, and collecting all the tokens
 * below each of them took time in the depth times the size (a second for a long chain deep in a rule).
 */
const boundsCache = new WeakMap<CstNode, Bounds | null>();

function boundsOf(node: CstNode): Bounds | null {
  const hit = boundsCache.get(node);
  if (hit !== undefined) return hit;
  let first: IToken | undefined;
  let last: IToken | undefined;
  const consider = (f: IToken, l: IToken): void => {
    if (!first || f.startOffset < first.startOffset) first = f;
    if (!last || l.startOffset > last.startOffset) last = l;
  };
  for (const list of Object.values(node.children)) {
    for (const e of list) {
      if (!isToken(e)) {
        const b = boundsOf(e);
        if (b) consider(b.first, b.last);
      } else if (isRealToken(e)) consider(e, e);
    }
  }
  const bounds = first && last ? { first, last } : null;
  boundsCache.set(node, bounds);
  return bounds;
}

/** Span of a node from its real tokens, or `fallback` when recovery left it empty. */
export function nodeSpan(src: SourceIndex, node: CstNode | undefined, fallback: Span): Span {
  const b = node ? boundsOf(node) : null;
  if (!b) return fallback;
  return src.span(b.first.startOffset, b.last.startOffset + b.last.image.length);
}

/** The span of several tokens/nodes taken together. */
export function spanOfTokens(src: SourceIndex, toks: readonly IToken[], fallback: Span): Span {
  const real = toks.filter(isRealToken).sort((a, b) => a.startOffset - b.startOffset);
  const first = real[0];
  const last = real[real.length - 1];
  if (!first || !last) return fallback;
  return src.span(first.startOffset, last.startOffset + last.image.length);
}
