import { describe, expect, it, vi } from 'vitest';
import { createApiClient, MissingUrlError } from './client';

function fakeFetch(body: string, init: ResponseInit = {}) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body, init));
}

describe('api client', () => {
  it('rejects a call without a target address before anything is sent', async () => {
    const fetch = fakeFetch('{}');
    const client = createApiClient({ sources: () => ({ merchant: 'demo' }), fetch });
    await expect(client.call('')).rejects.toBeInstanceOf(MissingUrlError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads the envelope and the trace id', async () => {
    const fetch = fakeFetch(JSON.stringify({ success: false, value: null, errorCode: 'x.y', message: 'No' }), {
      status: 200,
      headers: { 'x-app-trace-id': 'abc' },
    });
    const client = createApiClient({ baseUrl: 'http://sim', sources: () => ({ merchant: 'demo' }), fetch });
    const result = await client.call('/wps/system/status');
    expect(result).toMatchObject({ success: false, errorCode: 'x.y', status: 200, traceId: 'abc' });
  });

  it("leaves a gateway's HTML page out of the message, so the player sees the catalogue's text, not markup", async () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>';
    const onOutcome = vi.fn();
    const fetch = fakeFetch(page, { status: 504, headers: { 'content-type': 'text/html' } });
    const client = createApiClient({ baseUrl: 'http://sim', sources: () => ({ merchant: 'demo' }), fetch, onOutcome });
    const result = await client.call('/wps/member/info');
    expect(result).toMatchObject({ success: false, status: 504 });
    expect(result.message).toBeUndefined();
    expect(onOutcome.mock.calls[0]![0]).toEqual({
      kind: 'alert',
      message: undefined,
      errorCode: undefined,
      traceId: undefined,
      effects: [],
    });
  });

  it('sends the current language at each call', async () => {
    const fetch = fakeFetch(JSON.stringify({ success: true, value: 1 }));
    let language = 'CN';
    const client = createApiClient({ baseUrl: 'http://sim', sources: () => ({ merchant: 'demo', language }), fetch });
    await client.call('/a');
    language = 'UR';
    await client.call('/b');
    const sent = fetch.mock.calls.map(([request]) => (request as Request).headers.get('Language'));
    expect(sent).toEqual(['CN', 'UR']);
  });

  it('reports status 0 when no response arrives', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createApiClient({ baseUrl: 'http://sim', sources: () => ({ merchant: 'demo' }), fetch });
    expect(await client.call('/a')).toMatchObject({ success: false, status: 0 });
  });

  it('builds the address the browser fetches by itself from the same base as every call', () => {
    const client = createApiClient({ baseUrl: 'http://sim', sources: () => ({ merchant: 'demo' }), fetch: fakeFetch('{}') });
    expect(client.url('/wps/captcha', { t: 1700000000000, skip: undefined })).toBe('http://sim/wps/captcha?t=1700000000000');
    expect(createApiClient({ sources: () => ({ merchant: 'demo' }) }).url('/wps/captcha')).toBe('/wps/captcha');
  });

  it('sends cookies with every call, so the platform can tie a login to the image captcha it drew', async () => {
    const fetch = fakeFetch(JSON.stringify({ success: true, value: 1 }));
    const client = createApiClient({ baseUrl: 'http://sim', sources: () => ({ merchant: 'demo' }), fetch });
    await client.call('/wps/session/login', { method: 'POST', json: {} });
    expect((fetch.mock.calls[0]?.[0] as Request).credentials).toBe('include');
  });

  it('marks an HTTP error as a failure even with success true in the body', async () => {
    const fetch = fakeFetch(JSON.stringify({ success: true, value: 1 }), { status: 500 });
    const client = createApiClient({ baseUrl: 'http://sim', sources: () => ({ merchant: 'demo' }), fetch });
    expect(await client.call('/a')).toMatchObject({ success: false, status: 500 });
  });

  it("answers a GET from the page's early answer for its address and headers, and asks the server only once that has failed", async () => {
    const fetch = fakeFetch(JSON.stringify({ success: true, value: 'fresh' }));
    const asked: Array<[string, Record<string, string>]> = [];
    let early: Promise<Response> | null = Promise.resolve(new Response(JSON.stringify({ success: true, value: 'early' })));
    const client = createApiClient({
      baseUrl: 'http://sim',
      sources: () => ({ merchant: 'demo', language: 'EN' }),
      fetch,
      early: (address, headers) => {
        asked.push([address, headers]);
        const taken = early;
        early = null;
        return taken;
      },
    });
    expect(await client.call('/wps/relay/MCSFE_getListAnnouncements', { query: { platform: 'M', types: 'B' } })).toMatchObject({
      value: 'early',
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(asked[0]).toEqual([
      'http://sim/wps/relay/MCSFE_getListAnnouncements?platform=M&types=B',
      { Merchant: 'demo', Language: 'EN', ModuleId: 'COMM3' },
    ]);
    early = Promise.reject(new TypeError('Failed to fetch'));
    expect(await client.call('/wps/relay/MCSFE_getListAnnouncements', { query: { platform: 'M', types: 'B' } })).toMatchObject({
      value: 'fresh',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never looks for an early answer for a call with a body', async () => {
    const fetch = fakeFetch(JSON.stringify({ success: true, value: 1 }));
    const early = vi.fn(() => null);
    const client = createApiClient({ baseUrl: 'http://sim', sources: () => ({ merchant: 'demo' }), fetch, early });
    await client.call('/wps/member/info', { method: 'POST', json: { a: 1 } });
    expect(early).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
