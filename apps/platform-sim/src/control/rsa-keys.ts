import type { Hono } from 'hono';
import type { SimState } from '../state/sim-state';

/** A new RSA key for the encrypted calls; the old ones stay valid while the ring keeps them. */
export function registerRsaKeysControl(control: Hono, state: SimState): void {
  control.post('/rsa/rotate', (c) => c.json({ modulus: state.rsaKeys.rotate().modulusHex }));
}
