// Text from a log quoted in a message: a hostile log can hold a 15 MB card name or field name, and a
// message must never echo it whole. Long text is cut, and says how long it was.

/** The most characters of a log's text quoted in one message. */
export const QUOTE_MAX = 60;

export function clip(text: string, max = QUOTE_MAX): string {
  return text.length <= max ? text : `${text.slice(0, max)}... (${text.length} characters)`;
}
