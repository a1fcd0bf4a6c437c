import { useId, type Ref } from 'react';
import { useTexts } from '@lotto/i18n';
import { TextField } from '@lotto/ui';
import { CountryPicker } from './CountryPicker';
import { useAuthSelector } from '../state/hooks';
import { AUTH_NAMESPACE } from '../locales';

/** White-label flag: the player may change the dialling code. */
const CHANGEABLE_CODE_FLAG = 'UPDATEMOBILEICC3';

interface Props {
  dialingCode: string;
  onDialingCode: (code: string) => void;
  mobile: string;
  onMobile: (mobile: string) => void;
  error?: string;
  /** The merchant's rule for the number, where it has one (registration). */
  hint?: string;
  mobileRef?: Ref<HTMLInputElement>;
}

/** The dialling-code picker and the national number, as SMS login and mobile registration both ask for them. */
export function PhoneNumberFields({ dialingCode, onDialingCode, mobile, onMobile, error, hint, mobileRef }: Props) {
  const { t } = useTexts(AUTH_NAMESPACE);
  const common = useAuthSelector((state) => state.common);
  const countryLabelId = useId();
  return (
    <>
      <div className="auth-phone">
        <span id={countryLabelId} className="auth-phone__label">
          {t('sms.country')}
        </span>
        <CountryPicker
          countries={common.countries}
          value={dialingCode}
          onChange={onDialingCode}
          flagBase={common.imageCDNs[0] ?? ''}
          changeable={Boolean(common.whitelabelVal[CHANGEABLE_CODE_FLAG])}
          labelId={countryLabelId}
        />
      </div>
      <TextField
        ref={mobileRef}
        label={t('sms.mobile')}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={mobile}
        error={error}
        hint={hint}
        onChange={(event) => onMobile(event.target.value)}
      />
    </>
  );
}
