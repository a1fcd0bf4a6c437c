import { describe, expect, it } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { uploadTrackingEvents } from './tracking-upload';

describe('the tracking upload (spec 001 §7)', () => {
  it('posts the events as one JSON string, reads the answer as text, and raises no alert', async () => {
    const api = cannedApi();
    await uploadTrackingEvents(api, '[{"event":"pageView"}]');
    expect(api.calls[0]?.path).toBe('/wps/system/collect');
    expect(api.calls[0]?.options).toMatchObject({ method: 'POST', json: { events: '[{"event":"pageView"}]' }, text: true, alert: false });
  });
});
