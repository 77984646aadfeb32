import { resetPasswordChecks } from '../../../contract/accountRules';
import { VALIDATION_MESSAGES } from './validation';

interface PasswordChecklistProps {
  id: string;
  password: string;
  isVisible: boolean;
}

/** The "Password must have:" popover beside the new-password field, a ✓ or ✗ per rule. */
export function PasswordChecklist({ id, password, isVisible }: PasswordChecklistProps) {
  return (
    <div id={id} role="tooltip" className="checklist" hidden={!isVisible}>
      <p className="checklist-title">{VALIDATION_MESSAGES.resetPassword}</p>
      <ul className="checklist-items">
        {resetPasswordChecks(password).map(({ label, isPassed }) => (
          <li key={label} className={isPassed ? 'check check-pass' : 'check check-fail'}>
            <span className="check-mark" aria-hidden="true">
              {isPassed ? '✓' : '✗'}
            </span>
            {label}
            <span className="visually-hidden">{isPassed ? ' (done)' : ' (missing)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
