import { describe, expect, it } from 'vitest';
import { GO_TO_MIN_LABEL_SCALE } from '../constants';
import { labelFit } from './label-fit';

describe("the go-to label's computed style", () => {
  it.each([
    [120, 150],
    [150, 150],
    [0, 0],
  ])('a label %i px wide in %i px keeps its size', (natural, available) => {
    expect(labelFit(natural, available)).toEqual({ scale: 1, wrap: false });
  });

  it('a wider label shrinks to fit on one line, rounded down', () => {
    expect(labelFit(200, 170)).toEqual({ scale: 0.85, wrap: false });
    expect(labelFit(300, 257)).toEqual({ scale: 0.85, wrap: false });
    const { scale } = labelFit(213, 181);
    expect(213 * scale).toBeLessThanOrEqual(181);
  });

  it('shrinks no further than the smallest readable size, and wraps there', () => {
    expect(labelFit(200, 150)).toEqual({ scale: 0.75, wrap: false });
    expect(labelFit(200, 149)).toEqual({ scale: GO_TO_MIN_LABEL_SCALE, wrap: true });
    expect(labelFit(200, 0)).toEqual({ scale: GO_TO_MIN_LABEL_SCALE, wrap: true });
  });
});
