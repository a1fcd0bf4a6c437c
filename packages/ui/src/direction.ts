/** Text direction at an element: its closest `dir` attribute, else the document's. */
export function readDirection(el: Element | null): 'ltr' | 'rtl' {
  const dir = (el?.closest('[dir]') ?? document.documentElement).getAttribute('dir');
  return dir?.toLowerCase() === 'rtl' ? 'rtl' : 'ltr';
}
