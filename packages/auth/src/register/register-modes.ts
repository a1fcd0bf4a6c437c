/** The three ways to register (spec 000 §7). */
export type RegisterMode = 'username' | 'mobile' | 'autoUsername';
const REGISTER_MODES: readonly RegisterMode[] = ['username', 'mobile', 'autoUsername'];

/**
 * White-label flag per mode: REG3 and MOBILENUMREG3 are the platform's own; auto-username
 * has none in the spec, so `autoUsernameRegister` is ours and counts as on unless false.
 */
const REGISTER_MODE_FLAGS: Record<RegisterMode, { flag: string; defaultOn: boolean }> = {
  username: { flag: 'REG3', defaultOn: false },
  mobile: { flag: 'MOBILENUMREG3', defaultOn: false },
  autoUsername: { flag: 'autoUsernameRegister', defaultOn: true },
};

/** Ours (documented in the simulator README): the mobile registrations ask for a password unless this is false. */
const MOBILE_REGISTER_PASSWORD_FLAG = 'mobileRegisterPassword';

export function modesAllowed(flags: Readonly<Record<string, boolean>>): RegisterMode[] {
  return REGISTER_MODES.filter((mode) => {
    const { flag, defaultOn } = REGISTER_MODE_FLAGS[mode];
    return flags[flag] ?? defaultOn;
  });
}

export function passwordAsked(mode: RegisterMode, flags: Readonly<Record<string, boolean>>): boolean {
  return mode === 'username' || flags[MOBILE_REGISTER_PASSWORD_FLAG] !== false;
}
