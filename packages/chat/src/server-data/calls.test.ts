import { cannedApi } from '@lotto/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createChatStore } from '../testing';
import { launchChat } from './chat-launch';
import { customerServiceScript } from './customer-service-script';
import { unreadCountApi } from './unread-count';

describe('the chat calls (CBS3, with the session)', () => {
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
    const api = cannedApi({ '/wps/relay/CBS_unreadCount': { success: true, status: 200, value: { unReadCount: 2.7 } } });
    const store = createChatStore({ api });
    const asked = store.dispatch(unreadCountApi.endpoints.unreadCount.initiate('t-1'));
    expect(await asked.unwrap()).toBe(2);
    asked.unsubscribe();
    expect(api.calls[0]).toMatchObject({ path: '/wps/relay/CBS_unreadCount', options: { moduleId: 'CBS3', alert: false } });
  });

  it('asks for the service scripts without module id, token or alert', async () => {
    const api = cannedApi();
    await customerServiceScript(api);
    expect(api.calls[0]).toMatchObject({ path: '/wps/relay/WPSCORE_getCustomerServiceScript', options: { auth: false, alert: false } });
    expect(api.calls[0]?.options).not.toHaveProperty('moduleId');
  });
});
