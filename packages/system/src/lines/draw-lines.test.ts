import { describe, expect, it } from 'vitest';
import { MAX_LINES } from '../constants';
import { drawLines } from './draw-lines';
import { lineLabel, lineOrigin } from './line-origin';

const manyLines = Array.from({ length: 15 }, (_, i) => `https://line${i}.example`);

describe('drawLines', () => {
  it('draws at most ten lines', () => {
    expect(MAX_LINES).toBe(10);
    expect(drawLines(manyLines)).toHaveLength(10);
  });

  it('draws every line when there are fewer than ten', () => {
    const lines = ['https://a.example', 'https://b.example', 'https://c.example'];
    expect([...drawLines(lines)].sort()).toEqual(lines);
  });

  it('draws at random: the random source decides which lines and in what order', () => {
    const first = drawLines(manyLines, { random: () => 0 });
    const last = drawLines(manyLines, { random: () => 0.999 });
    expect(first).toEqual(manyLines.slice(0, 10));
    expect(last).not.toEqual(first);
    expect(new Set(last).size).toBe(10);
  });

  it('gives each line a fair chance', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const counts = new Map<string, number>();
    for (let run = 0; run < 3000; run += 1) {
      for (const line of drawLines(manyLines, { random })) counts.set(line, (counts.get(line) ?? 0) + 1);
    }
    // Each of 15 lines is in 10 of 15 draws: about 2000 times in 3000.
    for (const line of manyLines) expect(counts.get(line)).toBeGreaterThan(1800);
  });

  it('turns entries into origins, drops duplicates, blanks and what is left out', () => {
    const lines = drawLines(['a.example', 'https://a.example/', '  ', 'http://b.example:8080/m/', 'https://self.example'], {
      protocol: 'https:',
      exclude: ['https://self.example'],
    });
    expect([...lines].sort()).toEqual(['http://b.example:8080', 'https://a.example']);
  });
});

describe('lineOrigin', () => {
  it('takes the page scheme for bare hosts and refuses what is not a web host', () => {
    expect(lineOrigin('www.example.com', 'http:')).toBe('http://www.example.com');
    expect(lineOrigin('//cdn.example.com')).toBe('https://cdn.example.com');
    expect(lineOrigin('javascript:alert(1)')).toBeNull();
    expect(lineOrigin('ftp://files.example.com')).toBeNull();
  });

  it('labels a line by host and port', () => {
    expect(lineLabel('http://127.0.0.1:4318')).toBe('127.0.0.1:4318');
    expect(lineLabel('https://line.example')).toBe('line.example');
  });
});
