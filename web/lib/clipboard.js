// web/lib/clipboard.js - text to the clipboard, for "Copy link", "Copy moves" and the editor.

// Puts `text` on the clipboard; false when the browser refuses (the page then shows the text).
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
