// Offsets to line/column spans. Computed from the text itself (not from the lexer) so that every
// phase, including recovery paths where Chevrotain has no location, agrees on one numbering.
import type { Span } from "./ast.js";

export class SourceIndex {
  /** Offset at which each line starts. */
  private readonly lineStarts: number[] = [0];

  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 /* \n */) this.lineStarts.push(i + 1);
      else if (c === 13 /* \r */) {
        if (text.charCodeAt(i + 1) === 10) i++;
        this.lineStarts.push(i + 1);
      }
    }
  }

  /** 1-based line and column of an offset (clamped into the text). */
  position(offset: number): { line: number; col: number } {
    const o = Math.min(Math.max(0, Number.isFinite(offset) ? offset : this.text.length), this.text.length);
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: o - (this.lineStarts[lo] ?? 0) + 1 };
  }

  /** Span of [start, end) in offsets. */
  span(start: number, end: number): Span {
    const s = Math.min(Math.max(0, start), this.text.length);
    const e = Math.min(Math.max(s, end), this.text.length);
    const a = this.position(s);
    const b = this.position(e);
    return { offset: s, length: e - s, line: a.line, col: a.col, endLine: b.line, endCol: b.col };
  }

  /** The empty span at the end of the text (for things missing from the whole file). */
  end(): Span {
    return this.span(this.text.length, this.text.length);
  }
}

/** The smallest span covering both. */
export function joinSpans(a: Span, b: Span): Span {
  const first = a.offset <= b.offset ? a : b;
  const aEnd = a.offset + a.length;
  const bEnd = b.offset + b.length;
  const last = aEnd >= bEnd ? a : b;
  return {
    offset: first.offset,
    length: Math.max(aEnd, bEnd) - first.offset,
    line: first.line,
    col: first.col,
    endLine: last.endLine,
    endCol: last.endCol,
  };
}
