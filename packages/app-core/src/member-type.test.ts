import { describe, expect, it } from 'vitest';
import { isAgent } from './member-type';

describe('agents (spec 000 §1, §6)', () => {
  it('are members of type 1 and 2, and nobody else', () => {
    expect([1, 2].map(isAgent)).toEqual([true, true]);
    expect([0, 4, -1, undefined].map(isAgent)).toEqual([false, false, false, false]);
  });
});
