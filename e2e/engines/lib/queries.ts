/** A text to match: a string (substring, case-insensitive, or whole when `exact`) or a regular expression's parts. */
export type TextMatch = string | { source: string; flags: string };

/** One step of a locator, in the words of Playwright's `getByRole`, `getByLabel` and `getByText`. */
export type Query =
  | { by: 'role'; role: string; name?: TextMatch; exact?: boolean; level?: number }
  | { by: 'label'; label: TextMatch; exact?: boolean }
  | { by: 'text'; text: TextMatch; exact?: boolean }
  | { by: 'css'; css: string };

/**
 * Runs in the page: the elements the chain of queries names, each step searched inside the first
 * match of the one before. Roles and accessible names follow the parts of ARIA the app's markup
 * uses (implicit roles of its elements, aria-label, aria-labelledby, labels, text), and, as in
 * Playwright, elements hidden from everyone are left out of role queries. Answers the first match
 * a player can see (else the first at all), or how many can be seen.
 * Self-contained: both clients send this function's source to the page.
 */
export function findInPage(chain: Query[], answer: 'element' | 'count'): Element | number | null {
  const squash = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const visible = (element: Element) =>
    typeof element.checkVisibility === 'function'
      ? element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)
      : element.getClientRects().length > 0;
  const hiddenFromAll = (element: Element) => element.closest('[aria-hidden="true"], [hidden], [inert]') !== null || !visible(element);

  const implicitRole = (element: Element): string | null => {
    const tag = element.tagName.toLowerCase();
    const type = (element.getAttribute('type') ?? 'text').toLowerCase();
    if (tag === 'a') return element.hasAttribute('href') ? 'link' : null;
    if (tag === 'button') return 'button';
    if (tag === 'input') {
      if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'checkbox' || type === 'radio') return type;
      if (type === 'hidden' || type === 'password') return null;
      return 'textbox';
    }
    if (tag === 'textarea') return 'textbox';
    if (tag === 'select') return 'combobox';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'dialog') return 'dialog';
    if (tag === 'output') return 'status';
    if (tag === 'aside') return 'complementary';
    if (tag === 'nav') return 'navigation';
    if (tag === 'main') return 'main';
    if (tag === 'ul' || tag === 'ol') return 'list';
    if (tag === 'li') return 'listitem';
    if (tag === 'img') return element.getAttribute('alt') === '' ? null : 'img';
    return null;
  };
  const roleOf = (element: Element) => element.getAttribute('role')?.split(' ')[0] ?? implicitRole(element);

  const byIds = (ids: string) =>
    squash(
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  const labelText = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return byIds(labelledBy);
    const ariaLabel = element.getAttribute('aria-label');
    if (ariaLabel) return squash(ariaLabel);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return squash(Array.from(labels, (label) => label.textContent).join(' '));
    return '';
  };
  // A name from content leaves out what is hidden from assistive technology (an arrow glyph), as Playwright's does.
  const shownText = (node: Node): string =>
    node.nodeType === Node.TEXT_NODE
      ? (node.textContent ?? '')
      : node instanceof Element && node.getAttribute('aria-hidden') === 'true'
        ? ''
        : Array.from(node.childNodes, shownText).join('');
  const nameOf = (element: Element): string => {
    const labelled = labelText(element);
    if (labelled) return labelled;
    const tag = element.tagName.toLowerCase();
    if (tag === 'img') return squash(element.getAttribute('alt'));
    if (['input', 'textarea', 'select'].includes(tag)) return squash(element.getAttribute('placeholder') ?? element.getAttribute('title'));
    return squash(shownText(element)) || squash(element.getAttribute('title'));
  };

  const matches = (actual: string, want: TextMatch, exact = false) => {
    if (typeof want !== 'string') return new RegExp(want.source, want.flags).test(actual);
    return exact ? actual === want : actual.toLowerCase().includes(want.toLowerCase());
  };

  const step = (root: ParentNode, query: Query): Element[] => {
    const all = Array.from(root.querySelectorAll('*'));
    switch (query.by) {
      case 'css':
        return Array.from(root.querySelectorAll(query.css));
      case 'role':
        return all.filter(
          (element) =>
            roleOf(element) === query.role &&
            !hiddenFromAll(element) &&
            (query.level === undefined ||
              element.tagName.toLowerCase() === `h${query.level}` ||
              element.getAttribute('aria-level') === String(query.level)) &&
            (query.name === undefined || matches(nameOf(element), query.name, query.exact)),
        );
      case 'label':
        return all.filter((element) => {
          const tag = element.tagName.toLowerCase();
          const control =
            ['input', 'textarea', 'select'].includes(tag) || element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
          return control && element.getAttribute('type') !== 'hidden' && matches(labelText(element), query.label, query.exact);
        });
      case 'text': {
        const hits = all.filter(
          (element) =>
            !['script', 'style'].includes(element.tagName.toLowerCase()) && matches(squash(element.textContent), query.text, query.exact),
        );
        // The innermost element holding the text, as Playwright's getByText picks.
        return hits.filter((element) => !hits.some((other) => other !== element && element.contains(other)));
      }
    }
  };

  let found: Element[] = [];
  for (const [index, query] of chain.entries()) {
    // Each step searches inside what the one before found, preferring what a player can see.
    const root = index === 0 ? document : (found.find(visible) ?? found[0]);
    if (root === undefined) return answer === 'count' ? 0 : null;
    found = step(root, query);
  }
  return answer === 'count' ? found.filter(visible).length : (found.find(visible) ?? found[0] ?? null);
}
