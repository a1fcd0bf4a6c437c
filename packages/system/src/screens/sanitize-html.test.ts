import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps simple markup and removes scripts, handlers and inline styles', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()">Hi <b>there</b><script>steal()</script><img src=x onerror="steal()"></p><style>body{}</style>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|<style/);
    expect(html).toContain('<b>there</b>');
  });

  it('opens links in a new tab that cannot reach back, and drops javascript: links', () => {
    const html = sanitizeHtml('<a href="https://help.example">help</a><a href="javascript:steal()">x</a>');
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const [safe, unsafe] = [...holder.querySelectorAll('a')];
    expect(safe).toHaveAttribute('target', '_blank');
    expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
    expect(unsafe).not.toHaveAttribute('href');
  });
});
