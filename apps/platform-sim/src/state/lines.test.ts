import { describe, expect, it } from 'vitest';
import { LINES_PLACEHOLDER, SELF_LINE } from '../seed/placeholders';
import { LineRegistry, resolveLines } from './lines';

const ORIGINS = ['http://127.0.0.1:9101', 'http://127.0.0.1:9102', 'http://127.0.0.1:9103'];

describe('LineRegistry', () => {
  it('gives the bound lines their defaults: fast, slow, dead, then 1 s', () => {
    const registry = new LineRegistry();
    registry.bind([...ORIGINS, 'http://127.0.0.1:9104/']);
    expect(registry.list()).toEqual([
      { index: 0, origin: ORIGINS[0], delayMs: 50, dead: false },
      { index: 1, origin: ORIGINS[1], delayMs: 3000, dead: false },
      { index: 2, origin: ORIGINS[2], delayMs: 0, dead: true },
      { index: 3, origin: 'http://127.0.0.1:9104', delayMs: 1000, dead: false },
    ]);
  });

  it('finds a line by index or origin', () => {
    const registry = new LineRegistry();
    registry.bind(ORIGINS);
    expect(registry.find('1')?.origin).toBe(ORIGINS[1]);
    expect(registry.find(2)?.origin).toBe(ORIGINS[2]);
    expect(registry.find(`${ORIGINS[0]}/`)?.index).toBe(0);
    expect(registry.find('7')).toBeUndefined();
    expect(registry.find('http://127.0.0.1:1')).toBeUndefined();
    expect(registry.find('not a line')).toBeUndefined();
  });
});

describe('resolveLines', () => {
  it('puts the line origins in place of {lines}, and the own origin for {self}', () => {
    expect(resolveLines([LINES_PLACEHOLDER, 'https://line.example'], 'http://127.0.0.1:8080/wps/system/status', ORIGINS)).toEqual([
      ...ORIGINS,
      'https://line.example',
    ]);
    expect(resolveLines([SELF_LINE], 'http://localhost:8080/x', ORIGINS)).toEqual(['http://localhost:8080']);
  });

  it('falls back to the own origin when no line host listens', () => {
    expect(resolveLines([LINES_PLACEHOLDER], 'http://127.0.0.1:8080/wps/system/status', [])).toEqual(['http://127.0.0.1:8080']);
  });
});
