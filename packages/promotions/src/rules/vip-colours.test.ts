import { describe, expect, it } from 'vitest';
import { labelColours } from './vip-colours';

describe("the club label's colours", () => {
  it('both, one for both ends, or none', () => {
    expect(labelColours({ color: '#d4a017', color2: '#8a6d0b' })).toEqual({ from: '#d4a017', to: '#8a6d0b' });
    expect(labelColours({ color: 'rgb(10, 20, 30)' })).toEqual({ from: 'rgb(10, 20, 30)', to: 'rgb(10, 20, 30)' });
    expect(labelColours({})).toBeNull();
  });

  it('anything that is not a plain colour never reaches a style', () => {
    expect(labelColours({ color: 'red;background:url(https://evil.example)' })).toBeNull();
    expect(labelColours({ color: 'url(x)', color2: '#fff' })).toEqual({ from: '#fff', to: '#fff' });
  });
});
