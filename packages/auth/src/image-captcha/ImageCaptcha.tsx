import type { Ref } from 'react';
import { useTexts } from '@lotto/i18n';
import { TextField } from '@lotto/ui';
import { AUTH_NAMESPACE } from '../locales';
import type { ImageCaptchaStatus } from './use-image-captcha';

/** The size the platform's picture is drawn at; the box keeps it while a new one loads, so nothing jumps. */
const IMAGE_WIDTH = 160;
const IMAGE_HEIGHT = 56;

interface Props {
  src: string;
  status: ImageCaptchaStatus;
  answer: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  onAnswerChange: (answer: string) => void;
  onRefresh: () => void;
  onLoad: () => void;
  onError: () => void;
}

/** The image captcha of the username login: the picture, a "new image" button and the field for its characters. */
export function ImageCaptcha({ src, status, answer, error, inputRef, onAnswerChange, onRefresh, onLoad, onError }: Props) {
  const { t } = useTexts(AUTH_NAMESPACE);
  return (
    <div className="auth-image-captcha">
      <div className="auth-image-captcha__row">
        <div className="auth-image-captcha__picture" data-status={status} aria-busy={status === 'loading' || undefined}>
          {status === 'failed' ? (
            <p className="auth-image-captcha__failed">{t('imageCaptcha.failed')}</p>
          ) : (
            // A new element per picture: a late event of the previous one cannot mark this one loaded.
            <img
              key={src}
              src={src}
              alt={t('imageCaptcha.alt')}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              onLoad={onLoad}
              onError={onError}
            />
          )}
          {status === 'loading' ? <span className="auth-image-captcha__spinner" aria-hidden="true" /> : null}
        </div>
        <button type="button" className="auth-image-captcha__refresh" onClick={onRefresh}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('imageCaptcha.refresh')}
        </button>
      </div>
      <span className="ui-visually-hidden" role="status">
        {status === 'loading' ? t('imageCaptcha.loading') : status === 'failed' ? t('imageCaptcha.failed') : ''}
      </span>
      <TextField
        ref={inputRef}
        label={t('imageCaptcha.label')}
        name="captcha"
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        value={answer}
        error={error}
        onChange={(event) => onAnswerChange(event.target.value)}
      />
    </div>
  );
}
