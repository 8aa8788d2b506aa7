// Autosave: the workspace (every file's text, edited or not, the file on screen and the playtest
// settings) is written to localStorage on every edit, synchronously, so a reload or a crashed tab
// loses nothing. Files are the shipped rulesets plus those opened from disk or from a share link.
// "Saved" is each file's text as shipped, opened or last saved to disk: the compare tab's A side.
import { DEFAULT_FILE, SHIPPED } from "./rulesets.js";

const KEY = "stichwerk.designer.v1";

export interface Workspace {
  /** Current text of every file, by path. */
  readonly files: Readonly<Record<string, string>>;
  /** Text as shipped, opened or last saved, by path. */
  readonly saved: Readonly<Record<string, string>>;
  readonly current: string;
}

export function shippedWorkspace(): Workspace {
  return { files: { ...SHIPPED }, saved: { ...SHIPPED }, current: DEFAULT_FILE };
}

function isRecordOfStrings(x: unknown): x is Record<string, string> {
  return typeof x === "object" && x !== null && Object.values(x).every((v) => typeof v === "string");
}

/** The autosaved workspace, or the shipped one. A stored copy that does not parse is ignored, not fatal. */
export function loadWorkspace(storage: Storage = localStorage): Workspace {
  const base = shippedWorkspace();
  try {
    const raw = storage.getItem(KEY);
    if (!raw) return base;
    const data = JSON.parse(raw) as Partial<Workspace>;
    if (!isRecordOfStrings(data.files) || !isRecordOfStrings(data.saved) || typeof data.current !== "string") return base;
    // Stored are the files that differ from the shipped ones (and older copies hold every file): the
    // shipped files fill in the rest, a newer build's included; nothing stored is dropped.
    const files = { ...base.files, ...data.files };
    const saved = { ...base.saved, ...data.saved };
    return { files, saved, current: Object.hasOwn(files, data.current) ? data.current : DEFAULT_FILE };
  } catch {
    return base;
  }
}

/** Only what differs from the shipped files is stored: the page's storage quota goes to the designer's own texts. */
function own(texts: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter(([path, text]) => SHIPPED[path] !== text));
}

/**
 * Writes the workspace; false when the browser refused (storage full, or private mode): the page
 * must then say so, since a reload would lose the edits not written.
 */
export function saveWorkspace(ws: Workspace, storage: Storage = localStorage): boolean {
  try {
    storage.setItem(KEY, JSON.stringify({ files: own(ws.files), saved: own(ws.saved), current: ws.current }));
    return true;
  } catch {
    return false;
  }
}
