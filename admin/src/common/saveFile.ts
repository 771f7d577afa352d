/** Hands a downloaded file (an invoice's PDF) to the browser as a download under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL by now; a minute leaves slow browsers room.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
