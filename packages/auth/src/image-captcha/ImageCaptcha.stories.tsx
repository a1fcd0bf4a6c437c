import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTexts } from '@lotto/i18n';
import { ImageCaptcha } from './ImageCaptcha';
import { AUTH_NAMESPACE } from '../locales';
import type { ImageCaptchaStatus } from './use-image-captcha';
import '../auth.css';

/** A stand-in for the platform's picture (the real one comes from GET /wps/captcha): five turned characters over noise. */
const SAMPLE_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 56" width="160" height="56">' +
    '<rect width="160" height="56" fill="#f4f1e8"/>' +
    '<path d="M0 40 C40 10 90 60 160 20" stroke="#7b1fa2" fill="none" opacity="0.7"/>' +
    '<g font-family="monospace" font-size="30" font-weight="700">' +
    '<text x="14" y="40" fill="#1f3a93" transform="rotate(-12 24 30)">K</text>' +
    '<text x="42" y="38" fill="#b71c1c" transform="rotate(10 52 30)">M</text>' +
    '<text x="70" y="42" fill="#1b5e20" transform="rotate(-6 80 30)">7</text>' +
    '<text x="98" y="36" fill="#37474f" transform="rotate(14 108 30)">P</text>' +
    '<text x="126" y="41" fill="#4e342e" transform="rotate(-16 136 30)">X</text>' +
    '</g></svg>',
)}`;

type Scenario = 'shown' | 'refreshing' | 'imageError' | 'answerMissing' | 'typed';

const STATUS: Record<Scenario, ImageCaptchaStatus> = {
  shown: 'shown',
  refreshing: 'loading',
  imageError: 'failed',
  answerMissing: 'shown',
  typed: 'shown',
};

/** The image captcha as the username form shows it, in one state; the field keeps what is typed. */
function ImageCaptchaDemo({ scenario }: { scenario: Scenario }) {
  const { t } = useTexts(AUTH_NAMESPACE);
  const [answer, setAnswer] = useState(scenario === 'typed' ? 'KM7PX' : '');
  return (
    <div style={{ maxInlineSize: 420 }}>
      <ImageCaptcha
        src={SAMPLE_PICTURE}
        status={STATUS[scenario]}
        answer={answer}
        error={scenario === 'answerMissing' ? t('login.required.captcha') : undefined}
        onAnswerChange={setAnswer}
        onRefresh={() => undefined}
        onLoad={() => undefined}
        onError={() => undefined}
      />
    </div>
  );
}

const meta = {
  title: 'Auth/Image captcha',
  component: ImageCaptchaDemo,
  args: { scenario: 'shown' },
} satisfies Meta<typeof ImageCaptchaDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The platform asked for it after wrong passwords: the picture, "New image", the field. */
export const Shown: Story = {};
/** A new picture is on its way (after "New image" or a refusal): the box keeps its size, a spinner turns. */
export const Refreshing: Story = { args: { scenario: 'refreshing' } };
/** The picture did not load: the box says so; "New image" tries again. */
export const ImageError: Story = { args: { scenario: 'imageError' } };
/** Log in was tapped without the characters: the field names what is missing. */
export const AnswerMissing: Story = { args: { scenario: 'answerMissing' } };
export const Typed: Story = { args: { scenario: 'typed' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkError: Story = { args: { scenario: 'imageError' }, globals: { theme: 'dark' } };
/** Urdu: right to left; the arrow of "New image" turns with the text. */
export const Urdu: Story = { globals: { language: 'UR' } };
export const UrduAnswerMissing: Story = { args: { scenario: 'answerMissing' }, globals: { language: 'UR' } };
