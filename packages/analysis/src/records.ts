import { arrayElementLines, arrayElements, jsonRefusal } from '@klondike/engine';

/** A session that could not be read: where (`file:line` or `file`) and why, in the reader's words. */
export interface InvalidSession {
  readonly source: string;
  /** `ERR_...: why`, in English: the code first, for a reader that words it in its own language. */
  readonly reason: string;
  /** The 1-based action the engine refused (a bad or illegal action), when that is what is wrong. */
  readonly actionIndex?: number;
  /** For `ERR_ACTION` of a token naming a pile this game lacks: the token as written (the engine's `SessionError.token`). */
  readonly token?: string;
  /** For `ERR_ACTION` of a token naming a pile this game lacks: that pile, e.g. `T9` (the engine's `SessionError.pile`). */
  readonly pile?: string;
}

/**
 * One session's text cut out of a file: an NDJSON line (`line` is its 1-based line), an element of a
 * JSON array document (`line` is the line its value starts on, `element` its 1-based place in the
 * array, so that elements sharing a line are told apart), or a whole one-session JSON document
 * (`line` absent).
 */
export interface SessionRecord {
  readonly line?: number;
  readonly element?: number;
  readonly text: string;
}

/** What {@link SessionRecords} gives as it reads: a record to read as a session, or a problem with the file. */
export type RecordItem = { readonly record: SessionRecord } | { readonly invalid: InvalidSession };

/** Limits of {@link SessionRecords}, in UTF-16 code units (characters of the decoded text). */
export interface RecordLimits {
  /** The largest text held to be tried as one JSON document (default 64 Mi). Past it the file is read as NDJSON. */
  readonly maxDocumentChars?: number;
  /** The longest line kept (default 64 Mi): a longer one is reported and skipped, the lines after it go on. */
  readonly maxLineChars?: number;
}

/**
 * Where the text a {@link SessionRecords} is fed starts: by default a whole file from its first byte.
 * A later part of a file already known to be NDJSON (its {@link SessionRecords.format} decided from
 * line 1) starts at the beginning of line `firstLine`: each of its lines is read as in the whole
 * file, with the same line numbers, so a file's parts can be cut by different readers (threads) and
 * give, in turn, exactly the records and problems of the whole.
 */
export interface RecordPart {
  /** The 1-based line of the file the text starts on (a line of an NDJSON file, after a line feed). */
  readonly firstLine: number;
}

/** The default of both {@link RecordLimits}: 64 Mi characters. */
export const MAX_DOCUMENT_CHARS = 64 * 1024 * 1024;

/** Whether a line is blank: spaces, tabs, carriage returns only (JSON whitespace). */
const isBlank = (text: string): boolean => /^[ \t\r]*$/.test(text);

/**
 * Whether a line is a whole JSON object on its own: such a first line makes the file NDJSON. A JSON
 * text opening with `{` can only be an object, so parsing it is the whole test.
 */
function isObjectLine(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return false;
  try {
    JSON.parse(trimmed);
    return true;
  } catch {
    return false;
  }
}

/** Whether a first line could begin a JSON document spanning lines (an object, an array, or a one-line value). */
function mayStartDocument(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return true;
  try {
    JSON.parse(trimmed);
    return true;
  } catch {
    return false;
  }
}

/**
 * Cuts the text of one session file into records, as it arrives in chunks, so a file of any size
 * streams. The one rule that tells a JSON document from NDJSON (docs/analysis.md):
 *
 * - Lines end at a line feed (`\n`, a `\r\n` counts as one); line numbers are 1-based and count line
 *   feeds as a text editor does. A carriage return without a line feed does not end a line (it is JSON
 *   whitespace), so a line holding one is still one record and later numbers stay right. A leading
 *   byte-order mark is dropped.
 * - A file whose first non-blank line is a whole JSON object on its own is **NDJSON**: every non-blank
 *   line is its own record, whatever the others hold.
 * - Lines that cannot begin JSON (a `# note`, a `// comment`) before the first line that decides
 *   are held and cost only themselves: each is a record of its own (the session reader names it), and
 *   the line after them decides as a first line would.
 * - Otherwise the file may be **one JSON document** spanning lines: it is held (up to
 *   {@link RecordLimits.maxDocumentChars}) and parsed whole at its end. A JSON array gives one record per
 *   element (`line` = where the element starts); any other value is one record without a line. If the
 *   whole text is not JSON (a `[]` or garbled first line above NDJSON lines), or it grows past the
 *   limit, it is NDJSON after all: every non-blank line its own record, so a bad first line costs only
 *   itself. A broken document (no line of it a JSON object on its own, unindented) is one problem, named
 *   `file:line` by the line where its text stops being JSON.
 * - An empty file, a file of blank lines, an empty array and a line longer than
 *   {@link RecordLimits.maxLineChars} are reported as `invalid`, naming the file (and line).
 *
 * Never throws. Records are not parsed here beyond the first line: the session reader
 * (`loadSessionText`) parses each and names what is wrong with it.
 */
export class SessionRecords {
  private readonly maxDocumentChars: number;
  private readonly maxLineChars: number;
  private mode: 'start' | 'ndjson' | 'document' = 'start';
  /** A later part of an NDJSON file: no byte-order mark, no end-of-file problems (see {@link RecordPart}). */
  private readonly part: boolean;
  /** The start of the current line, not yet ended by a line feed. */
  private pending = '';
  /** The 1-based number of the line in {@link pending}. */
  private line = 1;
  /** The current line went past the line limit: its rest is dropped up to the next line feed. */
  private overlong = false;
  private sawText = false;
  /**
   * Lines held while the file may be one document: every line from line 1 (blank ones too), as only
   * the start holds lines and once NDJSON the file never holds again.
   */
  private held: string[] = [];
  private heldChars = 0;
  /** How many of the {@link held} lines come before where a document may start: lines that cannot begin JSON, and blank lines among them. */
  private docStart = 0;

  /**
   * @param file the name used in every `source` (`file:line`, or `file` for the whole file)
   * @param part a later part of an NDJSON file (default: the whole file from its start)
   */
  constructor(
    readonly file: string,
    limits: RecordLimits = {},
    part?: RecordPart,
  ) {
    this.maxDocumentChars = limits.maxDocumentChars ?? MAX_DOCUMENT_CHARS;
    this.maxLineChars = limits.maxLineChars ?? MAX_DOCUMENT_CHARS;
    // Stryker disable next-line ConditionalExpression: a part is NDJSON from its start and never leaves it, so `end()` has nothing more to do for it either way
    this.part = part !== undefined;
    if (part !== undefined) {
      this.mode = 'ndjson';
      this.line = part.firstLine;
      // the byte-order mark is only looked for at the file's first character
      this.sawText = true;
    }
  }

  /**
   * What the text read so far makes the file: `start` while no line but blank ones has ended,
   * `ndjson` once every line is its own record (for good: a file never leaves NDJSON), `document`
   * while it may be one JSON document spanning lines.
   */
  get format(): 'start' | 'ndjson' | 'document' {
    return this.mode;
  }

  /** Takes the next piece of the file's text. @returns the records and problems now decided, in file order */
  push(chunk: string): RecordItem[] {
    const out: RecordItem[] = [];
    if (chunk.length === 0) return out;
    if (!this.sawText && chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    this.sawText = true;
    let from = 0;
    for (;;) {
      const nl = chunk.indexOf('\n', from);
      if (nl < 0) {
        this.extend(chunk.slice(from), out);
        return out;
      }
      this.extend(chunk.slice(from, nl), out);
      this.endLine(out);
      from = nl + 1;
    }
  }

  /** The file has ended. @returns the records and problems left, in file order */
  end(): RecordItem[] {
    const out: RecordItem[] = [];
    if (this.pending.length > 0 || this.overlong) this.endLine(out);
    // Stryker disable next-line ConditionalExpression: a part's mode is NDJSON, for which the rest of `end()` adds nothing
    if (this.part) return out;
    if (this.mode === 'start' && this.docStart > 0) {
      // lines that cannot begin JSON and nothing after them: each its own record
      this.toNdjson(out);
    } else if (this.mode === 'start') {
      out.push({
        invalid: {
          source: this.file,
          reason: this.sawText ? 'ERR_EMPTY: only blank lines, no session' : 'ERR_EMPTY: the file is empty',
        },
      });
    } else if (this.mode === 'document') {
      this.endDocument(out);
    }
    this.held = [];
    return out;
  }

  private extend(piece: string, out: RecordItem[]): void {
    if (this.overlong) return;
    if (this.pending.length + piece.length > this.maxLineChars) {
      this.overlong = true;
      this.pending = '';
      // a document cannot be held past the limit either: read the rest as NDJSON, the lines held so
      // far (above this one) first
      if (this.mode !== 'ndjson') this.toNdjson(out);
      out.push({
        invalid: {
          source: `${this.file}:${this.line}`,
          reason: `ERR_LINE_TOO_LONG: a line over ${this.maxLineChars.toLocaleString('en-US')} characters, skipped`,
        },
      });
      return;
    }
    this.pending += piece;
  }

  private endLine(out: RecordItem[]): void {
    const number = this.line++;
    if (this.overlong) {
      // the over-long line made the file NDJSON already
      this.overlong = false;
      return;
    }
    const text = this.pending.endsWith('\r') ? this.pending.slice(0, -1) : this.pending;
    this.pending = '';
    if (this.mode === 'ndjson') {
      if (!isBlank(text)) out.push({ record: { line: number, text } });
      return;
    }
    if (this.mode === 'start') {
      if (isBlank(text)) {
        this.hold(text, out);
        return;
      }
      if (isObjectLine(text)) {
        this.toNdjson(out);
        out.push({ record: { line: number, text } });
        return;
      }
      if (!mayStartDocument(text)) {
        // a note above the records: it costs itself only, and the next line decides what the file is
        this.hold(text, out);
        // (if holding it passed the document limit, the file is NDJSON now, nothing is held, and this is 0)
        this.docStart = this.held.length;
        return;
      }
      this.mode = 'document';
    }
    this.hold(text, out);
  }

  private hold(text: string, out: RecordItem[]): void {
    this.held.push(text);
    this.heldChars += text.length + 1;
    if ((this.mode === 'document' || this.docStart > 0) && this.heldChars > this.maxDocumentChars) this.toNdjson(out);
  }

  /** From here on every non-blank line is a record; the lines held so far become records first. */
  private toNdjson(out: RecordItem[]): void {
    this.held.forEach((text, i) => {
      if (!isBlank(text)) out.push({ record: { line: 1 + i, text } });
    });
    this.held = [];
    this.heldChars = 0;
    this.docStart = 0;
    this.mode = 'ndjson';
  }

  /** The non-blank lines held above a document (notes that cannot begin JSON), each a record of its own. */
  private noteRecords(out: RecordItem[]): void {
    for (let i = 0; i < this.docStart; i++) {
      const text = this.held[i]!;
      if (!isBlank(text)) out.push({ record: { line: 1 + i, text } });
    }
  }

  private endDocument(out: RecordItem[]): void {
    const notes = this.docStart;
    const text = this.held.slice(notes).join('\n');
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      // not one document: NDJSON whose first line is not a session, unless no line is a JSON object
      // on its own at the line's start, which is a broken document: one problem, where JSON.parse saw
      // it (an object indented under a pretty-printed document's field, an action written on a line
      // of its own, is part of the document, not a record)
      if (this.held.some((line) => !/^\s/.test(line) && isObjectLine(line))) {
        this.toNdjson(out);
        return;
      }
      this.noteRecords(out);
      // the engine's words and place (the document's first line when no place is found)
      const error = jsonRefusal(text, e instanceof Error ? e.message : String(e), notes + 1);
      out.push({ invalid: { source: `${this.file}:${error.line}`, reason: `${error.code}: ${error.reason}` } });
      return;
    }
    this.noteRecords(out);
    if (!Array.isArray(value)) {
      out.push({ record: { text } });
      return;
    }
    const elements = arrayElements(text);
    if (elements.length === 0) {
      out.push({ invalid: { source: this.file, reason: 'ERR_EMPTY: a JSON array holding no session' } });
      return;
    }
    const lines = arrayElementLines(text, notes + 1);
    elements.forEach(({ start, end }, index) => {
      out.push({ record: { line: lines[index]!, element: index + 1, text: text.slice(start, end) } });
    });
  }
}
