import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button';
import { SelectField } from './SelectField';
import { storySamples } from './story-samples';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

type State = 'empty' | 'filled' | 'error' | 'disabled' | 'required';

function TextFieldDemo({ language, state }: { language: unknown; state: State }) {
  const s = storySamples(language);
  return (
    <div style={{ maxInlineSize: 360 }}>
      <TextField
        label={s.username}
        name="username"
        autoComplete="username"
        hint={s.usernameHint}
        defaultValue={state === 'empty' || state === 'required' ? undefined : 'lucky_player88'}
        error={state === 'error' ? s.usernameError : undefined}
        disabled={state === 'disabled'}
        required={state === 'required'}
      />
    </div>
  );
}

function PasswordDemo({ language }: { language: unknown }) {
  const s = storySamples(language);
  const [visible, setVisible] = useState(false);
  return (
    <div style={{ maxInlineSize: 360 }}>
      <TextField
        label={s.password}
        name="password"
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        defaultValue="secret123"
        endAdornment={
          <Button variant="text" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
            {s.show}
          </Button>
        }
      />
    </div>
  );
}

function FormDemo({ language }: { language: unknown }) {
  const s = storySamples(language);
  return (
    <form style={{ display: 'grid', gap: 16, maxInlineSize: 360 }} onSubmit={(event) => event.preventDefault()}>
      <TextField label={s.username} name="username" autoComplete="username" hint={s.usernameHint} />
      <TextField label={s.password} name="password" type="password" autoComplete="current-password" error={s.passwordError} />
      <SelectField
        label={s.country}
        name="country"
        placeholder={s.choose}
        defaultValue=""
        options={s.countries.map((label, i) => ({ value: String(i), label }))}
      />
      <Button type="submit" fullWidth>
        {s.login}
      </Button>
    </form>
  );
}

const meta = {
  title: 'UI/TextField',
  tags: ['autodocs'],
  component: TextFieldDemo,
  args: { language: 'EN', state: 'empty' },
  argTypes: {
    language: { table: { disable: true } },
    state: { control: 'inline-radio', options: ['empty', 'filled', 'error', 'disabled', 'required'] },
  },
  render: (args, { globals }) => <TextFieldDemo {...args} language={globals.language} />,
} satisfies Meta<typeof TextFieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { state: 'filled' } };
/** `aria-invalid`, and the error is read with the field through `aria-describedby`. */
export const Error: Story = { args: { state: 'error' } };
export const Disabled: Story = { args: { state: 'disabled' } };
export const Required: Story = { args: { state: 'required' } };

export const PasswordWithToggle: Story = {
  render: (_args, { globals }) => <PasswordDemo language={globals.language} />,
};

export const Select: Story = {
  render: (_args, { globals }) => {
    const s = storySamples(globals.language);
    return (
      <div style={{ maxInlineSize: 360 }}>
        <SelectField
          label={s.country}
          placeholder={s.choose}
          defaultValue=""
          error={s.choose}
          options={s.countries.map((label, i) => ({ value: String(i), label }))}
        />
      </div>
    );
  },
};

export const Form: Story = {
  render: (_args, { globals }) => <FormDemo language={globals.language} />,
};

export const Dark: Story = {
  render: (_args, { globals }) => <FormDemo language={globals.language} />,
  globals: { theme: 'dark' },
};

export const DarkError: Story = { args: { state: 'error' }, globals: { theme: 'dark' } };

export const Urdu: Story = {
  render: (_args, { globals }) => <FormDemo language={globals.language} />,
  globals: { language: 'UR' },
};

export const UrduError: Story = { args: { state: 'error' }, globals: { language: 'UR' } };

/** Multi-line, with a count of characters under it (the feedback form's). */
export const TextArea: Story = {
  render: () => (
    <div style={{ maxInlineSize: 360 }}>
      <TextAreaField
        label="Your message"
        hint="Say how we can reach you, if you wish."
        defaultValue="The lobby is slow tonight."
        footer="26/500"
      />
    </div>
  ),
};

export const TextAreaError: Story = {
  render: () => (
    <div style={{ maxInlineSize: 360 }}>
      <TextAreaField label="Your message" error="Please enter content" footer="0/500" />
    </div>
  ),
  globals: { theme: 'dark' },
};
