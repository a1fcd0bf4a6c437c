import { describe, expect, it } from 'vitest';
import { canStartVerification, initialWidgetState, widgetTransition, type WidgetEvent, type WidgetState } from './widget-state';

const run = (events: WidgetEvent[], from: WidgetState = initialWidgetState) => events.reduce(widgetTransition, from);

describe('the captcha widget states (spec 000 §4)', () => {
  it('loads, then ready goes to waiting', () => {
    expect(run([{ type: 'load' }]).status).toBe('loading');
    expect(run([{ type: 'load' }, { type: 'ready' }]).status).toBe('waiting');
  });

  it('success goes to success; reset or close return to waiting', () => {
    const passed = run([{ type: 'load' }, { type: 'ready' }, { type: 'success' }]);
    expect(passed.status).toBe('success');
    expect(widgetTransition(passed, { type: 'reset' }).status).toBe('waiting');
    expect(widgetTransition(passed, { type: 'close' }).status).toBe('waiting');
  });

  it('error goes to error with its code, and a retry click goes back to loading', () => {
    const failed = run([{ type: 'load' }, { type: 'error', code: '60205', text: 'Network failure' }]);
    expect(failed).toMatchObject({ status: 'error', errorCode: '60205', errorText: 'Network failure' });
    expect(widgetTransition(failed, { type: 'retry' })).toMatchObject({ status: 'loading', errorCode: null, errorText: null });
  });

  it('an error without a code keeps none (shown as unknown_error)', () => {
    expect(run([{ type: 'error' }])).toMatchObject({ status: 'error', errorCode: null });
  });

  it('allows one verification at a time; a second is marked too fast', () => {
    const verifying = run([{ type: 'ready' }, { type: 'verifyStarted' }]);
    expect(canStartVerification(verifying)).toBe(false);
    expect(widgetTransition(verifying, { type: 'tooFast' }).tooFast).toBe(true);
    const done = run([{ type: 'tooFast' }, { type: 'verifyEnded' }], verifying);
    expect(canStartVerification(done)).toBe(true);
    expect(widgetTransition(done, { type: 'verifyStarted' }).tooFast).toBe(false);
  });
});
