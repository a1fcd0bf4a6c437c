/** Where one block of text ends and the next begins: a space goes before each, so paragraphs do not run together. */
const BLOCK_END = /<(?:br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi;

/**
 * A notice's words for the scrolling line: its HTML read as text in an inert document (nothing in
 * it runs or loads) with the white space folded; the title when there is no content.
 */
export function noticeText(notice: { title: string; content: string }): string {
  const html = notice.content.replace(BLOCK_END, ' $&');
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim() || notice.title.trim();
}
