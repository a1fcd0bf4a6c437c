import type { Context } from 'hono';
import type { JsonValue } from '../crypto/encrypted-body';
import { ERROR_CODES, sendFailure } from '../protocol/envelope';
import { FIREBASE_CHANNELS, findLinkedMember, isFirebaseChannel, type FirebaseChannel } from './identity-links';
import { EMULATOR_HOST_VARIABLE, IdentityProviderUnreachable, type IdentityVerifier, type VerifiedIdentity } from './identity-tokens';
import type { Member, SimState } from '../state/sim-state';

/**
 * The server side of the identity-provider fields of the login, second-factor and register
 * calls (`firebaseChannel`, `firebaseIdToken`): checks the token with the simulator's
 * IdentityVerifier and answers the refusals the calls share.
 */

const HTTP_BAD_REQUEST = 400;

export const FIREBASE_ERROR_CODES = {
  /** Ours: the ID token is not valid (malformed, expired, another project, unknown user, another channel). */
  tokenInvalid: 'firebase.token.invalid',
  /** Spec 000 §8: the identity is linked to no member of the merchant. */
  bindRequired: 'bind_customer_required',
  /** Ours: the identity is linked to a member already (register), or to another member (binding). */
  alreadyBound: 'firebase.already.bound',
  /** Ours: the Firebase Auth emulator did not answer the token lookup. */
  unreachable: 'sim.firebase.unreachable',
} as const;

export const FIREBASE_MESSAGES = {
  notConfigured: `The identity provider is not simulated: start the Firebase Auth emulator and set ${EMULATOR_HOST_VARIABLE} (e.g. 127.0.0.1:9099) for the simulator`,
  tokenInvalid: 'The sign-in with the identity provider is not valid or has expired. Please sign in again.',
  channel: (channel: FirebaseChannel, provider: string) =>
    `The sign-in token is for ${provider}, not ${FIREBASE_CHANNELS[channel]} (firebaseChannel ${channel})`,
  bindRequired: 'This account is not linked to a member yet.',
  alreadyBound: 'This account is already linked to a member.',
  boundElsewhere: 'This account is already linked to another member.',
  badPayload: 'request body required',
} as const;

export type FirebaseCheck = { ok: true; identity: VerifiedIdentity } | { ok: false; response: Response };

type Payload = Record<string, JsonValue>;

/** The payload's firebaseIdToken, trimmed; '' when absent. */
export function firebaseIdTokenOf(payload: Payload): string {
  return typeof payload.firebaseIdToken === 'string' ? payload.firebaseIdToken.trim() : '';
}

/**
 * Verifies the token; with a channel, the token's sign-in provider must be the channel's.
 * No verifier: function.not.available naming FIREBASE_AUTH_EMULATOR_HOST; no answer from the
 * emulator: sim.firebase.unreachable; a refused token: firebase.token.invalid.
 */
export async function checkFirebaseToken(
  c: Context,
  verifier: IdentityVerifier | null | undefined,
  idToken: string,
  channel?: FirebaseChannel,
): Promise<FirebaseCheck> {
  if (verifier === null || verifier === undefined) {
    return { ok: false, response: sendFailure(c, ERROR_CODES.functionNotAvailable, FIREBASE_MESSAGES.notConfigured) };
  }
  let identity: VerifiedIdentity | null;
  try {
    identity = await verifier.verify(idToken);
  } catch (error) {
    if (!(error instanceof IdentityProviderUnreachable)) throw error;
    return { ok: false, response: sendFailure(c, FIREBASE_ERROR_CODES.unreachable, error.message) };
  }
  if (identity === null) return { ok: false, response: sendFailure(c, FIREBASE_ERROR_CODES.tokenInvalid, FIREBASE_MESSAGES.tokenInvalid) };
  if (channel !== undefined && FIREBASE_CHANNELS[channel] !== identity.signInProvider) {
    return {
      ok: false,
      response: sendFailure(c, FIREBASE_ERROR_CODES.tokenInvalid, FIREBASE_MESSAGES.channel(channel, identity.signInProvider)),
    };
  }
  return { ok: true, identity };
}

/**
 * The identity a login (or second-factor answer) asks to link to its member: null when the
 * payload carries no firebaseIdToken; a refusal when firebaseChannel is not google or phone
 * (400), the token does not pass, or the identity stands for another member of the merchant.
 * The caller links it (bindIdentity) once the login completes.
 */
export async function checkBinding(
  c: Context,
  state: SimState,
  verifier: IdentityVerifier | null | undefined,
  payload: Payload,
  member: Member,
): Promise<VerifiedIdentity | Response | null> {
  const idToken = firebaseIdTokenOf(payload);
  if (idToken === '') return null;
  const channel = payload.firebaseChannel;
  const given = channel === undefined || channel === null || channel === '' ? undefined : channel;
  if (given !== undefined && !isFirebaseChannel(given)) {
    return sendFailure(c, ERROR_CODES.requestBodyRequired, FIREBASE_MESSAGES.badPayload, HTTP_BAD_REQUEST);
  }
  const checked = await checkFirebaseToken(c, verifier, idToken, given);
  if (!checked.ok) return checked.response;
  const current = findLinkedMember(state, member.merchant, checked.identity);
  if (current !== undefined && current.id !== member.id)
    return sendFailure(c, FIREBASE_ERROR_CODES.alreadyBound, FIREBASE_MESSAGES.boundElsewhere);
  return checked.identity;
}
