import { describe, expect, it } from 'vitest';
import { obfuscateServicePath } from './service-paths';

describe('customer-service paths are obfuscated as the platform does it', () => {
  it('reproduces the protocol notes’ test vector', () => {
    expect(obfuscateServicePath('https://chat.example.com/live?site=demo', 'k3Y9pQ2z')).toBe(
      'hKMAdeFKGLg9mH2UuahCGKbg5krRufxsVRPjynlCJcNjVbZ3yxnYPA==k3Y9pQ2z',
    );
  });
});
