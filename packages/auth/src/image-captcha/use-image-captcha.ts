import { useCallback, useRef, useState } from 'react';
import { useAuthDispatch } from '../state/hooks';
import { imageCaptchaAddress, nextImageTimestamp } from './image-captcha';

export type ImageCaptchaStatus = 'loading' | 'shown' | 'failed';

interface ImageCaptchaState {
  /** The platform asked for the image captcha; once asked, it stays until the login succeeds. */
  required: boolean;
  src: string | null;
  status: ImageCaptchaStatus;
  answer: string;
}

const NOT_ASKED: ImageCaptchaState = { required: false, src: null, status: 'loading', answer: '' };

/**
 * The username form's image captcha. It stays once asked: a failure that says nothing (a network
 * error, a gateway 502) tells nothing of the platform's count, and the platform ignores an answer
 * it did not ask for, while a missing one would cost the player a refusal.
 */
export function useImageCaptcha() {
  const dispatch = useAuthDispatch();
  const lastTimestamp = useRef(0);
  const [state, setState] = useState<ImageCaptchaState>(NOT_ASKED);

  const nextSrc = useCallback(() => {
    lastTimestamp.current = nextImageTimestamp(lastTimestamp.current, Date.now());
    return dispatch(imageCaptchaAddress(lastTimestamp.current));
  }, [dispatch]);

  /** The login was refused while asking for it (or it was just asked for): a new picture, the answer cleared. */
  const renew = useCallback(() => setState({ required: true, src: nextSrc(), status: 'loading', answer: '' }), [nextSrc]);
  /** The player asked for another picture: the typed characters belonged to the old one. */
  const refresh = useCallback(() => setState((current) => ({ ...current, src: nextSrc(), status: 'loading', answer: '' })), [nextSrc]);
  const setAnswer = useCallback((answer: string) => setState((current) => ({ ...current, answer })), []);
  const loaded = useCallback(() => setState((current) => ({ ...current, status: 'shown' })), []);
  const failed = useCallback(() => setState((current) => ({ ...current, status: 'failed' })), []);

  return { ...state, renew, refresh, setAnswer, loaded, failed };
}
