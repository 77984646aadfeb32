/** Puts `text` on the clipboard (the Clipboard API, or the older copy command where it is missing or refused). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    document.body.append(field);
    field.select();
    document.execCommand('copy');
    field.remove();
  }
}

/**
 * Puts a mail code on the clipboard as both `text/html` (what a mail editor pastes as the code) and
 * `text/plain` (what a plain-text field pastes): one `ClipboardItem`, or, where the Clipboard API
 * is missing or refused, the copy command with a copy event listener setting both types.
 */
export async function copyHtml(html: string, text: string): Promise<void> {
  try {
    const blob = (data: string, type: string) => new Blob([data], { type });
    await navigator.clipboard.write([new ClipboardItem({ 'text/html': blob(html, 'text/html'), 'text/plain': blob(text, 'text/plain') })]);
  } catch {
    const put = (event: ClipboardEvent) => {
      event.clipboardData?.setData('text/html', html);
      event.clipboardData?.setData('text/plain', text);
      event.preventDefault();
    };
    document.addEventListener('copy', put);
    try {
      document.execCommand('copy');
    } finally {
      document.removeEventListener('copy', put);
    }
  }
}
