import { describe, expect, it } from 'vitest';
import { applyRobotsMeta, shouldNoIndex } from './noindex';

describe('noindex rule (spec 000 §2)', () => {
  it('indexes short paths on localhost and www hosts', () => {
    expect(shouldNoIndex('/m/home', 'localhost')).toBe(false);
    expect(shouldNoIndex('/m/home', 'www.brand.example')).toBe(false);
  });

  it('indexes any host that starts with www, not only www.', () => {
    expect(shouldNoIndex('/m/home', 'www2.example.com')).toBe(false);
    expect(shouldNoIndex('/m/home', 'WWW-m.example.com')).toBe(false);
  });

  it('marks paths with more than two slashes', () => {
    expect(shouldNoIndex('/m/member/home', 'www.brand.example')).toBe(true);
  });

  it('marks other hosts', () => {
    expect(shouldNoIndex('/m/home', 'm.brand.example')).toBe(true);
    expect(shouldNoIndex('/m/home', '127.0.0.1')).toBe(true);
  });

  it('writes the robots meta tag', () => {
    applyRobotsMeta('/m/member/home', 'localhost');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    applyRobotsMeta('/m/home', 'localhost');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index,follow');
  });
});
