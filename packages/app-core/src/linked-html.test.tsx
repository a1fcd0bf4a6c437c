import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LinkedHtml } from './linked-html';

// The rules every server HTML follows, links included, are the sanitiser's (src/dom/sanitize-html.test.ts); these are the taps.
function shown(html: string) {
  const onInternalLink = vi.fn();
  const onExternalLink = vi.fn();
  const result = render(<LinkedHtml html={html} onInternalLink={onInternalLink} onExternalLink={onExternalLink} />);
  return { onInternalLink, onExternalLink, container: result.container };
}

describe('taps on links in server HTML', () => {
  it('routes an app link in the tab and sends a web link outside, neither with the token', () => {
    const { onInternalLink, onExternalLink } = shown(
      '<a href="/m/inviteFriends?token=abc">in</a><a href="https://partner.example/x?token=abc&a=1">out</a>',
    );
    fireEvent.click(screen.getByRole('link', { name: 'in' }));
    fireEvent.click(screen.getByRole('link', { name: 'out' }));
    expect(onInternalLink).toHaveBeenCalledWith('/m/inviteFriends');
    expect(onExternalLink).toHaveBeenCalledWith('https://partner.example/x?a=1');
  });

  it('routes a tap on an image-map area like any link', () => {
    const { onExternalLink, container } = shown(
      '<map name="m"><area shape="rect" coords="0,0,9,9" href="https://evil.example/" alt="out"></map>',
    );
    const area = container.querySelector('area');
    expect(area).not.toBeNull();
    const event = fireEvent.click(area!);
    expect(event).toBe(false);
    expect(onExternalLink).toHaveBeenCalledWith('https://evil.example/');
  });

  it('leaves mail links to the device and ignores a refused link', () => {
    const { onInternalLink, onExternalLink } = shown('<a href="mailto:help@example.com">mail</a><a href="javascript:steal()">gone</a>');
    expect(fireEvent.click(screen.getByRole('link', { name: 'mail' }))).toBe(true);
    expect(screen.queryByRole('link', { name: 'gone' })).toBeNull();
    fireEvent.click(screen.getByText('gone'));
    expect(onInternalLink).not.toHaveBeenCalled();
    expect(onExternalLink).not.toHaveBeenCalled();
  });
});
