/** Hands `content` to the browser to save as `fileName`, through a temporary Blob URL. */
export function saveFile(fileName: string, content: Blob): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Hands a text file to the browser to save. */
export function saveText(fileName: string, text: string, type: string): void {
  saveFile(fileName, new Blob([text], { type }));
}
