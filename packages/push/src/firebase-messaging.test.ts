import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  isSupported: vi.fn(async () => true),
  getMessaging: vi.fn((app: unknown) => ({ app })),
  getToken: vi.fn(async () => 'fcm-real-token'),
  initializeApp: vi.fn((options: unknown) => ({ options })),
  getApps: vi.fn((): unknown[] => []),
}));
vi.mock('firebase/messaging', () => ({ isSupported: sdk.isSupported, getMessaging: sdk.getMessaging, getToken: sdk.getToken }));
vi.mock('firebase/app', () => ({ initializeApp: sdk.initializeApp, getApps: sdk.getApps }));

const { createFirebaseMessaging } = await import('./firebase-messaging');

const project = { apiKey: 'k', projectId: 'p', appId: 'a', messagingSenderId: 's', vapidKey: 'v' };
const registration = { scope: 'https://example.test/m/' } as ServiceWorkerRegistration;

describe('the FCM adapter, at the SDK’s boundary', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks for the token with the merchant’s VAPID key and the app’s own service worker', async () => {
    expect(await createFirebaseMessaging(project).token(registration)).toBe('fcm-real-token');
    expect(sdk.initializeApp).toHaveBeenCalledWith(expect.objectContaining({ projectId: 'p', messagingSenderId: 's' }));
    expect(sdk.getToken).toHaveBeenCalledWith(expect.anything(), { vapidKey: 'v', serviceWorkerRegistration: registration });
  });

  it('reuses the Firebase app the identity provider started', async () => {
    const existing = { name: 'auth' };
    sdk.getApps.mockReturnValueOnce([existing]);
    await createFirebaseMessaging(project).token(registration);
    expect(sdk.initializeApp).not.toHaveBeenCalled();
    expect(sdk.getMessaging).toHaveBeenCalledWith(existing);
  });

  it('asks for no token where the SDK says messaging cannot work', async () => {
    sdk.isSupported.mockResolvedValueOnce(false);
    await expect(createFirebaseMessaging(project).token(registration)).rejects.toThrow();
    expect(sdk.getToken).not.toHaveBeenCalled();
  });
});
