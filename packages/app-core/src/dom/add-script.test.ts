import { afterEach, describe, expect, it } from 'vitest';
import { addScript } from './add-script';

const added = () => [...document.head.querySelectorAll('script')];

describe('adding a script to the page', () => {
  afterEach(() => {
    for (const script of added()) script.remove();
  });

  it('appends an async script with its address and the vendor attributes, and settles on load', async () => {
    const script = addScript('https://cdn.example/a.js', { crossOrigin: 'anonymous', attributes: { 'data-site': 'demo' } });
    const [element] = added();
    expect(element?.getAttribute('src')).toBe('https://cdn.example/a.js');
    expect(element?.getAttribute('data-site')).toBe('demo');
    expect(element?.async).toBe(true);
    expect(element?.crossOrigin).toBe('anonymous');
    element?.dispatchEvent(new Event('load'));
    await expect(script.loaded).resolves.toBeUndefined();
  });

  it('keeps the order of the page when asked not to run async', () => {
    addScript('https://cdn.example/one.js', { async: false });
    expect(added()[0]?.async).toBe(false);
  });

  it('rejects when the browser gives up on it, and is taken off the page on remove', async () => {
    const script = addScript('https://dead.example/a.js');
    added()[0]?.dispatchEvent(new Event('error'));
    await expect(script.loaded).rejects.toThrow('https://dead.example/a.js');
    script.remove();
    expect(added()).toHaveLength(0);
  });
});
