import { useId, useRef, useState, type FormEvent } from 'react';
import { useTexts } from '@lotto/i18n';
import { Button, SelectField, TextAreaField } from '@lotto/ui';
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX_LENGTH } from '../constants';
import { feedbackBody, feedbackLength, feedbackProblem } from '../feedback-form';
import { ACCOUNT_NAMESPACE } from '../locales';
import type { AccountMessageKey } from '../locales/messages';
import { useAccountName } from '../shared/use-member';
import { useAccountDispatch } from '../store-hooks';
import { submitFeedback } from './submit-feedback';

const CATEGORY_LABELS: Readonly<Record<(typeof FEEDBACK_CATEGORIES)[number], AccountMessageKey>> = {
  account: 'feedback.category.account',
  payment: 'feedback.category.payment',
  games: 'feedback.category.games',
  promotions: 'feedback.category.promotions',
  app: 'feedback.category.app',
  other: 'feedback.category.other',
};

/**
 * Feedback (`/m/feedback`, members only: a visitor is sent home, spec 001 §2). One text that also
 * carries how to reach the player, as the platform's form has it, and a topic. Blank text is
 * refused in the player's language, the count of characters shows as they type, a tap while one is
 * sending sends nothing more, a refusal keeps everything typed, and a sent feedback says so and
 * clears the form.
 */
export function FeedbackPage() {
  const { t } = useTexts(ACCOUNT_NAMESPACE);
  const dispatch = useAccountDispatch();
  const account = useAccountName();
  const [text, setText] = useState('');
  const [category, setCategory] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const countId = useId();
  const length = feedbackLength(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const problem = feedbackProblem(text);
    if (problem !== null) {
      setError(problem === 'empty' ? t('feedback.empty') : t('feedback.tooLong', { max: FEEDBACK_MAX_LENGTH, count: FEEDBACK_MAX_LENGTH }));
      textRef.current?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      if (await dispatch(submitFeedback(feedbackBody(text, category, account))).unwrap()) {
        setText('');
        setCategory('');
        setSent(true);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="acct-feedback">
      <p className="acct-intro">{t('feedback.intro')}</p>
      <form className="acct-form" noValidate onSubmit={(event) => void submit(event)}>
        <SelectField
          label={t('feedback.category')}
          name="category"
          placeholder={t('feedback.categoryChoose')}
          value={category}
          options={FEEDBACK_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_LABELS[value]) }))}
          onChange={(event) => setCategory(event.target.value)}
        />
        <TextAreaField
          ref={textRef}
          label={t('feedback.content')}
          name="content"
          hint={t('feedback.contentHint')}
          error={error}
          value={text}
          aria-describedby={countId}
          footer={
            <span id={countId} className={length > FEEDBACK_MAX_LENGTH ? 'acct-count acct-count--over' : 'acct-count'}>
              {t('feedback.count', { count: length, max: FEEDBACK_MAX_LENGTH })}
            </span>
          }
          onChange={(event) => {
            setText(event.target.value);
            setSent(false);
            if (error) setError(undefined);
          }}
        />
        <Button type="submit" variant="primary" fullWidth busy={busy}>
          {t('feedback.submit')}
        </Button>
        <p className="acct-sent" role="status">
          {sent ? t('feedback.sent') : ''}
        </p>
      </form>
    </div>
  );
}
