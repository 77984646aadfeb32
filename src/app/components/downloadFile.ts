/** Saves the file at `href` as `name`: the browser's download, as a link with a download flag starts it. */
export function downloadFile(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
}
