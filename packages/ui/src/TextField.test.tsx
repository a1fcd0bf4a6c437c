import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

describe('TextField', () => {
  it('ties its label to the input', () => {
    render(<TextField label="Username" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  });

  it('is described by its hint, and not invalid without an error', () => {
    render(<TextField label="Username" hint="6 to 16 letters or digits" />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAccessibleDescription('6 to 16 letters or digits');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('with an error, is invalid and described by hint and error, without an alert', () => {
    render(<TextField label="Username" hint="6 to 16 letters or digits" error="Too short" />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('6 to 16 letters or digits Too short');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a caller’s own aria-describedby', () => {
    render(
      <>
        <p id="rules">Rules</p>
        <TextField label="Password" error="Wrong" aria-describedby="rules" />
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Rules Wrong');
  });

  it('forwards native input props and the ref', async () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <TextField
        ref={ref}
        label="Phone"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
        placeholder="Mobile number"
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'phone');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('maxlength', '11');
    expect(input).toBeRequired();
    await userEvent.type(input, '0912');
    expect(input).toHaveValue('0912');
  });

  it('can be disabled', () => {
    render(<TextField label="Username" disabled defaultValue="guest" />);
    expect(screen.getByRole('textbox')).toBeDisabled();
  });

  it('uses a given id', () => {
    render(<TextField id="login-user" label="Username" hint="Hint" />);
    const input = screen.getByRole('textbox');
    expect(input.id).toBe('login-user');
    expect(input).toHaveAttribute('aria-describedby', 'login-user-hint');
  });
});

describe('SelectField', () => {
  it('is a labelled select, described by hint and error', () => {
    const ref = createRef<HTMLSelectElement>();
    render(
      <SelectField
        ref={ref}
        label="Country"
        name="country"
        placeholder="Choose"
        options={[
          { value: 'PH', label: 'Philippines' },
          { value: 'VN', label: 'Vietnam' },
        ]}
        hint="Where you live"
        error="Required"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(ref.current).toBe(select);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Where you live Required');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });
});

describe('TextAreaField', () => {
  it('is a labelled multi-line text, described by hint and error, with its footer under it', () => {
    render(<TextAreaField label="Your message" hint="Say how we can reach you" error="Please enter content" footer="0/500" />);
    const area = screen.getByRole('textbox', { name: 'Your message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Say how we can reach you Please enter content');
    expect(screen.getByText('0/500')).toBeInTheDocument();
  });
});
