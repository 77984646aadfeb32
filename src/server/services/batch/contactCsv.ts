import { Readable, Transform } from 'node:stream';
import Papa from 'papaparse';
import { CONTACT_CSV_DELIMITERS } from '../../../contract/batch.ts';

/** What the decoder puts where a byte sequence is not UTF-8. */
export const INVALID_TEXT = '\uFFFD';

/**
 * Decodes UTF-8 leniently (a byte-order mark dropped, invalid bytes read as U+FFFD so that the row
 * holding them can be reported) and makes every line ending a line feed: CRLF, CR and LF may be
 * mixed in one file (a CR at the end of a chunk waits for the next one).
 */
function csvText(): Transform {
  const decoder = new TextDecoder('utf-8');
  let pendingReturn = false;
  const lines = (text: string) => {
    const joined = (pendingReturn ? '\r' : '') + text;
    pendingReturn = joined.endsWith('\r');
    return (pendingReturn ? joined.slice(0, -1) : joined).replace(/\r\n?/g, '\n');
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, lines(decoder.decode(chunk, { stream: true })));
    },
    flush(done) {
      const rest = lines(decoder.decode());
      done(null, rest + (pendingReturn ? '\n' : ''));
    },
  });
}

/**
 * The rows of a CSV, read as a stream (a large file is never held whole): the header row first,
 * then one array of cells per line; empty lines are left out, quoted cells may hold delimiters,
 * quotes and line breaks. The delimiter is `,`, `;` or tab, guessed from the file.
 */
export async function* csvRows(content: AsyncIterable<Uint8Array> | Iterable<Uint8Array> | Readable): AsyncGenerator<string[]> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: true, delimitersToGuess: CONTACT_CSV_DELIMITERS, newline: '\n' }) as unknown as NodeJS.ReadWriteStream;
  const source = (content instanceof Readable ? content : Readable.from(content)).pipe(csvText());
  source.on('error', (error) => parser.emit('error', error));
  source.pipe(parser);
  try {
    for await (const row of parser as AsyncIterable<string[]>) yield row;
  } finally {
    source.unpipe(parser);
    source.destroy();
  }
}
