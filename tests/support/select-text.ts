/**
 * In the page (pass it to `page.evaluate` in Playwright or in the engines' drivers; it closes over nothing):
 * selects the first occurrence of `text` in the body, as the browser's own find does on a match, and says
 * whether there was one.
 */
export function selectText(text: string): boolean {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    const at = node.data.indexOf(text);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    return true;
  }
  return false;
}
