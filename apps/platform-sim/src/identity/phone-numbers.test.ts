import { describe, expect, it } from 'vitest';
import { splitE164 } from './phone-numbers';

describe('splitE164', () => {
  it.each([
    ['+639170000001', '63', '9170000001'],
    ['+84912000001', '84', '912000001'],
    ['+15555550100', '1', '5555550100'],
    ['+79161234567', '7', '9161234567'],
    ['+85512345678', '855', '12345678'],
    ['+8562012345678', '856', '2012345678'],
  ])('%s → +%s %s', (phone, countryDialingCode, mobileNum) => {
    expect(splitE164(phone)).toEqual({ countryDialingCode, mobileNum });
  });

  it('refuses what is not + and 4 to 15 digits', () => {
    expect(splitE164('639170000001')).toBeNull();
    expect(splitE164('+63 917 000 0001')).toBeNull();
    expect(splitE164('+123')).toBeNull();
    expect(splitE164('+1234567890123456')).toBeNull();
  });
});
