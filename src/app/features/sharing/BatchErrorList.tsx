import { useId } from 'react';
import type { BatchValidation } from '../../../contract/batch';
import { columnName } from './batchRules';

/** How many contacts with errors the summary lists; a longer list ends with how many more there are. */
export const LISTED_ERROR_CONTACTS = 100;

/**
 * The error summary's list per contact (spec 002 §2, §8 "Listed per contact with cell index and
 * message"): Contact {number} and its e-mail, then each bad cell by its column's header and what is wrong.
 * @param headers - the CSV's header row, naming each `cellIndex`
 */
export function BatchErrorList({ errors, headers }: { errors: BatchValidation['errors']; headers: readonly string[] }) {
  const headingId = useId();
  const contacts = Object.entries(errors).sort(([first], [second]) => Number(first) - Number(second));
  const more = contacts.length - LISTED_ERROR_CONTACTS;
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="share-subheading">
        Contacts with errors
      </h4>
      <ul className="batch-errors" aria-labelledby={headingId}>
        {contacts.slice(0, LISTED_ERROR_CONTACTS).map(([number, { email, data }]) => (
          <li key={number} className="batch-error" aria-label={`Contact ${number}`}>
            <p className="batch-error-contact">
              <strong>Contact {number}</strong> <span className="share-muted">{email || 'no e-mail'}</span>
            </p>
            <ul className="batch-error-cells">
              {data.map(({ cellIndex, message }, index) => (
                <li key={index}>
                  <span className="batch-error-column">{columnName(headers, cellIndex)}</span>: {message}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="share-muted">…and {more} more contact(s) with errors.</p>}
    </section>
  );
}
