import { cannedApi } from '@lotto/api-client/testing';
import { describe, expect, it } from 'vitest';
import { chatUnreadCount, launchChat } from './chat-calls';

describe('the chat calls follow protocol.md (CBS3, with the session)', () => {
  it('launches the chat with the launch payload', async () => {
    const api = cannedApi();
    await launchChat(api, { b2c: 1, title: 'Home', backUrl: 'https://m.example/m/home', language: 'EN' });
    expect(api.calls[0]).toMatchObject({
      path: '/wps/relay/CBS_launchChat',
      options: { moduleId: 'CBS3', query: { b2c: 1, title: 'Home', backUrl: 'https://m.example/m/home', language: 'EN' } },
    });
    expect(api.calls[0]?.options.auth).toBeUndefined();
  });

  it('asks for the unread count without an alert', async () => {
    const api = cannedApi();
    await chatUnreadCount(api);
    expect(api.calls[0]).toMatchObject({ path: '/wps/relay/CBS_unreadCount', options: { moduleId: 'CBS3', alert: false } });
  });
});
