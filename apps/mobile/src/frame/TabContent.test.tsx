import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TabContent } from './TabContent';

const badgeOf = (container: HTMLElement) => container.querySelector('.shell-tab__badge');

describe("a tab's content", () => {
  it('has no badge until a feature sets a number (the inbox count on Me, say)', () => {
    const { container } = render(<TabContent tab="me" label="Me" />);
    expect(badgeOf(container)).toBeNull();
    expect(container.textContent).toBe('Me');
  });

  it('shows the number in its place beside the icon, hidden from the reader (the tab’s name says it)', () => {
    const { container } = render(<TabContent tab="me" label="Me" badge={3} />);
    expect(badgeOf(container)?.textContent).toBe('3');
    expect(badgeOf(container)?.getAttribute('aria-hidden')).toBe('true');
  });

  it('says "99+" past 99, and nothing at 0', () => {
    expect(badgeOf(render(<TabContent tab="me" label="Me" badge={120} />).container)?.textContent).toBe('99+');
    expect(badgeOf(render(<TabContent tab="me" label="Me" badge={99} />).container)?.textContent).toBe('99');
    expect(badgeOf(render(<TabContent tab="me" label="Me" badge={0} />).container)).toBeNull();
  });

  it('keeps a line for the label before the texts have loaded (the first screen)', () => {
    const { container } = render(<TabContent tab="home" />);
    expect(container.querySelector('.shell-tab__label--pending')).not.toBeNull();
  });
});
