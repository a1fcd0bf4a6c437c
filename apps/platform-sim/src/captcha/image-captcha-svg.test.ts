import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { IMAGE_CAPTCHA_ALPHABET } from '../state/image-captchas';
import { renderCaptchaSvg, type RandomSource } from './image-captcha-svg';

/** A repeatable "random" sequence, so two drawings can be compared. */
function sequence(seed: number): RandomSource {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function parse(svg: string): Document {
  return new new JSDOM('').window.DOMParser().parseFromString(svg, 'image/svg+xml');
}

describe('the image captcha’s picture', () => {
  it('draws every character of the alphabet as strokes, in a well-formed SVG document', () => {
    const svg = renderCaptchaSvg(IMAGE_CAPTCHA_ALPHABET, sequence(1));
    const doc = parse(svg);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe('svg');
    expect(doc.querySelectorAll('g[transform]')).toHaveLength(IMAGE_CAPTCHA_ALPHABET.length);
  });

  it('never carries the answer as text: no text element, no title, no label', () => {
    const svg = renderCaptchaSvg('KM7PX', sequence(2));
    expect(svg).not.toMatch(/<text|<title|aria-label|KM7PX/);
  });

  it('distorts each drawing differently', () => {
    expect(renderCaptchaSvg('KM7PX', sequence(3))).not.toBe(renderCaptchaSvg('KM7PX', sequence(4)));
    expect(renderCaptchaSvg('KM7PX', sequence(3))).toBe(renderCaptchaSvg('KM7PX', sequence(3)));
  });

  it('refuses a character it cannot draw', () => {
    expect(() => renderCaptchaSvg('O0', sequence(5))).toThrow(/no glyph/);
  });
});
