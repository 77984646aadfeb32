import { useGetCsvHeadQuery } from './batchApi';
import { CSV_PREVIEW_ROWS } from './csvHead';

/**
 * The CSV table preview (spec 002 §2): the header row and the first 5 contacts of an uploaded
 * CSV, read from its address in the browser (only the file's head is fetched). A row shorter than
 * the header gets empty cells.
 * @param address - the file's address (`media_thumbnail` of a csvupload item)
 */
export function CsvTablePreview({ address, name }: { address: string; name: string }) {
  const { data: head, isLoading, isError } = useGetCsvHeadQuery(address);
  if (isLoading) return <p className="share-muted">Reading {name}…</p>;
  if (isError || !head) return <p className="share-error">{name} could not be read.</p>;
  return (
    <div className="batch-table-scroll" role="region" tabIndex={0} aria-label={`Preview of ${name}`}>
      <table className="batch-table">
        <caption className="share-muted">
          The first {Math.min(CSV_PREVIEW_ROWS, head.rows.length)} contact(s) of {name}
        </caption>
        <thead>
          <tr>
            {head.headers.map((header, index) => (
              <th key={index} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {head.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {head.headers.map((_, index) => (
                <td key={index}>{row[index] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
