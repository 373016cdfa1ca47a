/**
 * Saves `text` as a file through a Blob and a temporary object URL (no server round trip). The URL is released
 * after the click has started the download.
 */
export function downloadTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8';
