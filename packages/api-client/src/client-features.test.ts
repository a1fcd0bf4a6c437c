import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { cacheKey } from './cache';
import { createApiClient } from './client';
import { rsaKeyProvider } from './rsa-key-provider';

const modulusHex = Buffer.from(
  generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'jwk' }).n as string,
  'base64url',
).toString('hex');

type Handler = (request: Request) => Response | Promise<Response>;

function server(handler: Handler) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return handler(request);
  });
  return { fetch, requests };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' }, ...init });

function client(handler: Handler, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  const fake = server(handler);
  const api = createApiClient({ baseUrl: 'http://sim', sources: () => ({ merchant: 'demo' }), fetch: fake.fetch, ...extra });
  return { api, ...fake };
}

describe('GET cache in session storage', () => {
  it('answers a cached call from storage under a hashed key, and flushes on request', async () => {
    let served = 0;
    const { api } = client(() => json({ success: true, value: ++served }));
    expect((await api.call('/wps/system/country', { query: { _: 'demo' }, cache: true })).value).toBe(1);
    expect((await api.call('/wps/system/country', { query: { _: 'demo' }, cache: true })).value).toBe(1);
    expect(sessionStorage.getItem(cacheKey('/wps/system/country?_=demo'))).toContain('"value":1');
    expect((await api.call('/wps/system/country', { query: { _: 'demo' }, cache: true, flush: true })).value).toBe(2);
    expect((await api.call('/wps/system/country', { query: { _: 'demo' }, cache: true })).value).toBe(2);
  });

  it("keeps answers apart per language, since names come in the caller's language", async () => {
    let language = 'EN';
    let served = 0;
    const { api } = client(() => json({ success: true, value: `${language}-${++served}` }), {
      sources: () => ({ merchant: 'demo', language }),
    });
    expect((await api.call('/wps/system/country', { cache: true })).value).toBe('EN-1');
    language = 'VI';
    expect((await api.call('/wps/system/country', { cache: true })).value).toBe('VI-2');
    language = 'EN';
    expect((await api.call('/wps/system/country', { cache: true })).value).toBe('EN-1');
    expect(cacheKey('/wps/system/country', 'EN')).not.toBe(cacheKey('/wps/system/country', 'VI'));
  });

  it('keys differ by address and never contain the address itself', () => {
    expect(cacheKey('/a?x=1')).not.toBe(cacheKey('/a?x=2'));
    expect(cacheKey('/wps/member/info')).not.toContain('member');
  });

  it('does not cache failures or uncached calls', async () => {
    let served = 0;
    const { api } = client(() => json({ success: served++ > 0, value: served }));
    await api.call('/x', { cache: true });
    expect((await api.call('/x', { cache: true })).value).toBe(2);
    await api.call('/y');
    expect(sessionStorage.length).toBe(1);
  });

  it('clears every cached answer', async () => {
    const { api } = client(() => json({ success: true, value: 1 }));
    await api.call('/a', { cache: true });
    sessionStorage.setItem('other', 'kept');
    api.clearCache();
    expect(sessionStorage.length).toBe(1);
  });
});

describe('single flight', () => {
  it('shares one request among concurrent identical calls', async () => {
    const { api, requests } = client(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return json({ success: true, value: 'p' });
    });
    const results = await Promise.all(
      [1, 2, 3].map(() => api.call('/wps/relay/MCSFE_getMerchantAvailablePromotions', { singleFlight: true })),
    );
    expect(requests).toHaveLength(1);
    expect(results.map((result) => result.value)).toEqual(['p', 'p', 'p']);
    await api.call('/wps/relay/MCSFE_getMerchantAvailablePromotions', { singleFlight: true });
    expect(requests).toHaveLength(2);
  });
});

describe('encrypted call', () => {
  it('fetches a fresh key, sends the cipher text with Encryption, X-Digest and X-RSA', async () => {
    const { api, requests } = client((request) =>
      request.url.includes('/key/rsa') ? new Response(`"${modulusHex}"`) : json({ success: true, value: { token: 't' } }),
    );
    const result = await api.call('/wps/session/login', { encrypted: true, json: { username: 'a', password: 'b' } });
    expect(result.success).toBe(true);
    const [keyCall, login] = requests;
    expect(new URL(keyCall!.url).searchParams.get('_')).toMatch(/^\d+$/);
    expect(keyCall!.headers.get('Cache-Control')).toBe('no-cache');
    expect(login!.method).toBe('POST');
    const body = (await login!.json()) as { value: string };
    expect(login!.headers.get('X-Digest')).toBe(body.value);
    expect(login!.headers.get('X-RSA')).toBe(`"${modulusHex}"`);
    expect(login!.headers.get('Encryption')).toMatch(/^([0-9a-f]{4})+$/);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('fails with Missing Encryption and sends nothing when it cannot encrypt', async () => {
    const { api, requests } = client((request) =>
      request.url.includes('/key/rsa') ? new Response('<html>oops</html>') : json({ success: true }),
    );
    const result = await api.call('/wps/session/login', { encrypted: true, json: {} });
    expect(result).toMatchObject({ success: false, message: 'Missing Encryption', status: -1 });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/wps/session/key/rsa']);
  });

  it('reports a key fetch without an answer as the network failure it is', async () => {
    const onOutcome = vi.fn();
    const { api } = client(() => Promise.reject(new TypeError('Failed to fetch')), { onOutcome, isOnline: () => false });
    expect(await api.call('/wps/session/login', { encrypted: true, json: {} })).toMatchObject({ success: false, status: 0 });
    expect(onOutcome.mock.calls[0]![0]).toEqual({ kind: 'offline' });
  });

  it('retries once with a fresh key when the server refuses the encryption', async () => {
    let logins = 0;
    const { api, requests } = client((request) => {
      if (request.url.includes('/key/rsa')) return new Response(modulusHex);
      logins += 1;
      return logins === 1 ? json({ success: false, errorCode: 'rsa.key.expired' }) : json({ success: true, value: 1 });
    });
    expect((await api.call('/wps/session/login', { encrypted: true, json: {} })).success).toBe(true);
    expect(requests.filter((request) => request.url.includes('/key/rsa'))).toHaveLength(2);
    expect(logins).toBe(2);
  });

  it('does not retry a refusal twice', async () => {
    const { api, requests } = client((request) =>
      request.url.includes('/key/rsa')
        ? new Response(modulusHex)
        : json({ success: false, errorCode: 'request_body_required' }, { status: 400 }),
    );
    expect((await api.call('/wps/session/login', { encrypted: true, json: {} })).errorCode).toBe('request_body_required');
    expect(requests).toHaveLength(4);
  });

  it('uses a prefetched key, so the tap costs one round trip', async () => {
    const { api, requests } = client((request) => (request.url.includes('/key/rsa') ? new Response(modulusHex) : json({ success: true })));
    api.prefetchRsaKey();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await api.call('/wps/session/login', { encrypted: true, json: {} });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/wps/session/key/rsa', '/wps/session/login']);
  });
});

describe('RSA key provider', () => {
  it('uses a prefetched key once, and fetches again after 60 s', async () => {
    let now = 0;
    let fetched = 0;
    const provider = rsaKeyProvider(
      async () => `key${++fetched}`,
      () => now,
    );
    provider.prefetch();
    expect((await provider.take())?.text).toBe('key1');
    expect((await provider.take())?.text).toBe('key2');
    provider.prefetch();
    now = 60_001;
    expect((await provider.take())?.text).toBe('key4');
  });
});

describe('outcomes', () => {
  it('tells the shell the outcome of every call, with the trace id', async () => {
    const onOutcome = vi.fn();
    const { api } = client(() => json({ success: false, errorCode: 'x', message: 'No' }, { headers: { 'x-app-trace-id': 'trace-9' } }), {
      onOutcome,
    });
    await api.call('/a');
    expect(onOutcome.mock.calls[0]![0]).toMatchObject({ kind: 'alert', message: 'No', traceId: 'trace-9' });
  });

  it('names the token the refused request carried, not the one the session holds when the answer comes', async () => {
    const onOutcome = vi.fn();
    let token: string | null = 'old';
    const pending: { answer?: (response: Response) => void } = {};
    const { api } = client(
      () => (pending.answer ? json({ success: true }) : new Promise<Response>((resolve) => (pending.answer = resolve))),
      {
        onOutcome,
        sources: () => ({ merchant: 'demo', token }),
      },
    );
    const refused = api.call('/wps/member/info');
    await vi.waitFor(() => expect(pending.answer).toBeDefined());
    token = 'new';
    pending.answer?.(json({ success: false, errorCode: 'login.not.session' }, { status: 401 }));
    await refused;
    expect(onOutcome.mock.calls[0]![0]).toMatchObject({ kind: 'logged-out' });
    expect(onOutcome.mock.calls[0]![4]).toBe('old');
    await api.call('/wps/session/login', { auth: false });
    expect(onOutcome.mock.calls[1]![4]).toBeNull();
  });

  it('reports offline when the device has no connection', async () => {
    const onOutcome = vi.fn();
    const { api } = client(() => Promise.reject(new TypeError('Failed to fetch')), { onOutcome, isOnline: () => false });
    await api.call('/a');
    expect(onOutcome.mock.calls[0]![0]).toEqual({ kind: 'offline' });
  });
});
