import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FloatingBanner } from './FloatingBanner';

describe('FloatingBanner', () => {
  it('is a named region whose message is announced politely, with its actions after it', () => {
    render(
      <FloatingBanner edge="top" label="New version" message="Found new version, click refresh">
        <button type="button">Refresh</button>
      </FloatingBanner>,
    );
    const banner = screen.getByRole('complementary', { name: 'New version' });
    expect(screen.getByRole('status')).toHaveTextContent('Found new version, click refresh');
    expect(banner.firstElementChild).toBe(screen.getByRole('status'));
    // Together, so they go under a message that needs the width, never one beside it and one under.
    expect(banner.lastElementChild).toContainElement(screen.getByRole('button', { name: 'Refresh' }));
  });

  it('sits at the edge it is given', () => {
    render(
      <FloatingBanner edge="bottom" label="Faster line" message="A faster line is available">
        <button type="button">Switch</button>
      </FloatingBanner>,
    );
    expect(screen.getByRole('complementary', { name: 'Faster line' })).toHaveClass('ui-floating-banner--bottom');
  });
});
