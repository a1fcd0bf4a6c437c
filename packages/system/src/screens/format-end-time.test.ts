import { describe, expect, it } from 'vitest';
import { formatEndTime, localeOf } from './format-end-time';

const END = Date.UTC(2030, 0, 15, 14, 30);

describe('formatEndTime', () => {
  it('writes the end the way the page language does, naming the time zone', () => {
    expect(formatEndTime(END, 'EN', 'UTC')).toBe('Jan 15, 2030, 02:30 PM UTC');
    expect(formatEndTime(END, 'CN', 'UTC')).toContain('2030');
    expect(formatEndTime(END, 'CN', 'UTC')).toContain('14:30');
  });

  it('maps platform codes to language tags', () => {
    expect(localeOf('PT-BR')).toBe('pt-BR');
    expect(localeOf('TY')).toBe('fil');
    expect(localeOf('XX')).toBe('en');
  });
});
