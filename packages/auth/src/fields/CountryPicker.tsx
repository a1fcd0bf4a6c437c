import { useState } from 'react';
import { useTexts } from '@lotto/i18n';
import type { Country } from '@lotto/api-client';
import { BottomSheet } from '@lotto/ui';
import { AUTH_NAMESPACE } from '../locales';

interface Props {
  countries: readonly Country[];
  value: string;
  onChange: (dialingCode: string) => void;
  /** Where flags come from: `{cdn}/COUNTRY_FLAG/{countryCode}.png`. */
  flagBase: string;
  /** The merchant's UPDATEMOBILEICC3 flag: off means the merchant's own code, fixed. */
  changeable: boolean;
  labelId: string;
}

function Flag({ code, base }: { code: string; base: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !base)
    return (
      <span className="auth-flag auth-flag--text" aria-hidden="true">
        {code}
      </span>
    );
  return (
    <img className="auth-flag" src={`${base}/COUNTRY_FLAG/${code}.png`} alt="" width="24" height="16" onError={() => setFailed(true)} />
  );
}

/** The dialling-code picker of spec 000 §2: flag and +code per country, in a bottom sheet. */
export function CountryPicker({ countries, value, onChange, flagBase, changeable, labelId }: Props) {
  const { t } = useTexts(AUTH_NAMESPACE);
  const [open, setOpen] = useState(false);
  const current = countries.find((country) => country.countryDialingCode === value);
  const face = (
    <>
      {current ? <Flag code={current.countryCode} base={flagBase} /> : null}
      <span dir="ltr">+{value}</span>
    </>
  );
  if (!changeable)
    return (
      <span className="auth-country auth-country--fixed" aria-labelledby={labelId}>
        {face}
      </span>
    );
  return (
    <>
      <button
        type="button"
        className="auth-country"
        aria-haspopup="dialog"
        // The code it shows first, then the field's label (WCAG 2.5.3: the name starts with the visible text).
        aria-labelledby={`${labelId}-value ${labelId}`}
        onClick={() => setOpen(true)}
      >
        <span id={`${labelId}-value`} className="auth-country__face">
          {face}
        </span>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title={t('sms.chooseCountry')}>
        <ul className="auth-country-list">
          {countries.map((country) => (
            <li key={country.countryCode}>
              <button
                type="button"
                className="auth-country-list__item"
                aria-current={country.countryDialingCode === value ? 'true' : undefined}
                onClick={() => {
                  onChange(country.countryDialingCode);
                  setOpen(false);
                }}
              >
                <Flag code={country.countryCode} base={flagBase} />
                <span className="auth-country-list__name">{country.name ?? country.countryCode}</span>
                <span dir="ltr">+{country.countryDialingCode}</span>
              </button>
            </li>
          ))}
        </ul>
      </BottomSheet>
    </>
  );
}
