import { Readable, Transform } from 'node:stream';
import Papa from 'papaparse';

/** Control characters that never occur in a text table (tab, line feed and carriage return do). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Decodes UTF-8 strictly and fails on invalid bytes or control characters, so binary data is not read as text. */
function textDecoder(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const check = (text: string) => {
    if (CONTROL_CHARACTERS.test(text)) throw new Error('binary content');
    return text;
  };
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done) {
      try {
        done(null, check(decoder.decode(chunk, { stream: true })));
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        done(null, check(decoder.decode()));
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/**
 * Whether a file is a CSV table: UTF-8 text (a byte-order mark allowed) with no control
 * characters other than tab and line breaks, that parses as CSV without quoting errors and has
 * at least one non-empty cell. Reads the content as a stream, so a large file is never held whole.
 */
export function isCsvContent(content: AsyncIterable<Uint8Array>): Promise<boolean> {
  return new Promise((resolve) => {
    const text = Readable.from(content)
      .on('error', () => resolve(false))
      .pipe(textDecoder());
    let hasCell = false;
    let isBroken = false;
    text.on('error', () => {
      isBroken = true;
      resolve(false);
    });
    Papa.parse<string[]>(text as unknown as File, {
      skipEmptyLines: 'greedy',
      chunk(results, parser) {
        if (results.errors.some((error) => error.type === 'Quotes')) {
          isBroken = true;
          parser.abort();
        }
        hasCell ||= results.data.some((row) => row.some((cell) => cell.trim() !== ''));
      },
      complete: () => resolve(!isBroken && hasCell),
      error: () => resolve(false),
    });
  });
}
