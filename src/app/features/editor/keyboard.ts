/** Whether keys typed now go into a text field (inputs, text areas, selects, editable content), where editor shortcuts stay off. */
export function isTypingInField(target: EventTarget | null = document.activeElement): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'range', 'color', 'submit', 'reset'].includes(target.type);
}
