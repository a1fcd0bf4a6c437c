import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_LENGTH } from './constants';
import { feedbackBody, feedbackLength, feedbackProblem } from './feedback-form';

describe('the feedback’s rules', () => {
  it('refuses a text of blanks (the platform’s "Please enter content")', () => {
    expect(feedbackProblem('')).toBe('empty');
    expect(feedbackProblem(' \n\t ')).toBe('empty');
    expect(feedbackProblem('The lobby is slow.')).toBeNull();
  });

  it('takes up to the limit, counted as the player sees characters, after trimming', () => {
    expect(feedbackProblem('x'.repeat(FEEDBACK_MAX_LENGTH))).toBeNull();
    expect(feedbackProblem(`  ${'x'.repeat(FEEDBACK_MAX_LENGTH)}  `)).toBeNull();
    expect(feedbackProblem('x'.repeat(FEEDBACK_MAX_LENGTH + 1))).toBe('long');
    expect(feedbackLength('🎰🎰')).toBe(2);
    expect(feedbackProblem('🎰'.repeat(FEEDBACK_MAX_LENGTH))).toBeNull();
  });

  it('sends the trimmed text, the topic (else "other") and the account', () => {
    expect(feedbackBody('  Slow lobby. 0917 000 0001 ', 'app', 'player01')).toEqual({
      content: 'Slow lobby. 0917 000 0001',
      category: 'app',
      account: 'player01',
    });
    expect(feedbackBody('Hi', '', undefined)).toEqual({ content: 'Hi', category: 'other' });
    expect(feedbackBody('Hi', 'weather', 'player01').category).toBe('other');
  });
});
