/** Whether keys typed at this element belong to it (form fields and editable content), so editor shortcuts leave them alone. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || !(target as Element).closest) return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return !!element.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])');
}
