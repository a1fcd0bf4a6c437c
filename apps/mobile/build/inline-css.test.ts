import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-css';

describe('inlineStylesheets', () => {
  const assets = new Map([
    ['/m/assets/core-a.css', '.a{color:red}'],
    ['/m/assets/index-b.css', '.b::after{content:"</style>"}'],
  ]);

  it("puts the build's own stylesheets in the page, in their order, each named by a disabled link the chunk loaders find, and leaves any other link alone", () => {
    const html =
      '<link rel="stylesheet" crossorigin href="/m/assets/core-a.css">' +
      '<link rel="stylesheet" crossorigin href="/m/assets/index-b.css">' +
      '<link rel="stylesheet" href="https://fonts.example/x.css">';
    expect(inlineStylesheets(html, assets)).toBe(
      '<style>.a{color:red}</style><link rel="stylesheet" href="/m/assets/core-a.css" disabled>' +
        '<style>.b::after{content:"<\\/style>"}</style><link rel="stylesheet" href="/m/assets/index-b.css" disabled>' +
        '<link rel="stylesheet" href="https://fonts.example/x.css">',
    );
  });
});
