import { describe, expect, it } from 'vitest';
import { readHelpSections, sectionTrail, tagFromHash } from './help-sections';
import { HELP_SECTIONS } from './testing/account-answers';

describe('the help centre’s sections', () => {
  it('reads the platform’s list: tags, titles, HTML and children, leaving bgColor to the theme', () => {
    const sections = readHelpSections(HELP_SECTIONS);
    expect(sections.map((section) => section.tag)).toEqual(['faq', 'term', 'privacy']);
    expect(sections[0]?.children).toEqual([
      { key: 'faq-deposit', tag: 'faq-deposit', title: 'How do I deposit?', content: expect.stringContaining('<ol>'), children: [] },
    ]);
    expect(sections[1]).not.toHaveProperty('bgColor');
  });

  it('takes a list under a field, skips items without a title, and keys sections without a tag (or with a repeated one) by place', () => {
    const sections = readHelpSections({
      list: [{ title: 'One' }, { tag: 'x', title: 'Two' }, { tag: 'x', title: 'Three' }, { tag: 'y' }, 'junk'],
    });
    expect(sections.map(({ key, tag, title }) => ({ key, tag, title }))).toEqual([
      { key: '#0', tag: null, title: 'One' },
      { key: 'x', tag: 'x', title: 'Two' },
      { key: '#2', tag: 'x', title: 'Three' },
    ]);
    expect(readHelpSections(null)).toEqual([]);
  });

  it('a deep link opens the tagged section and every section above it', () => {
    const sections = readHelpSections(HELP_SECTIONS);
    expect(sectionTrail(sections, 'term')).toEqual(['term']);
    expect(sectionTrail(sections, 'faq-deposit')).toEqual(['faq', 'faq-deposit']);
    expect(sectionTrail(sections, 'nowhere')).toEqual([]);
  });

  it('reads the tag of an address’s hash', () => {
    expect(tagFromHash('#term')).toBe('term');
    expect(tagFromHash('#r%C3%A8gles')).toBe('règles');
    expect(tagFromHash('#%E0%A4')).toBe('%E0%A4');
    expect(tagFromHash('')).toBeNull();
    expect(tagFromHash('#')).toBeNull();
  });
});
