/** What tells an iOS device: the user agent, and for iPadOS 13+ (which reports itself as a Mac) the platform and touch points. */
export interface DeviceInputs {
  userAgent: string;
  maxTouchPoints?: number;
  platform?: string;
}

/** An iPad, the ones that call themselves Macs included. */
export function isIpad(inputs: DeviceInputs): boolean {
  return /iPad/.test(inputs.userAgent) || (inputs.platform === 'MacIntel' && (inputs.maxTouchPoints ?? 0) > 1);
}

/**
 * An iPhone, iPad or iPod. Its own entry (`@lotto/app-core/ios-device`) so that features loaded
 * after first paint share the first screen's rule without growing what the first screen loads.
 */
export function isIosDevice(inputs: DeviceInputs): boolean {
  return /iPhone|iPod/.test(inputs.userAgent) || isIpad(inputs);
}
