import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { FasterLineOffer } from './FasterLineOffer';
import { createSystemStore, renderSystem, setupI18n } from './testing';

let en: I18n;
beforeAll(async () => {
  en = await setupI18n('EN');
});

function app(
  store = createSystemStore({ system: { fasterLineSearch: 'found', fasterLine: 'https://line2.example' } }),
  path = '/m/home?r=5',
) {
  return renderSystem(
    <>
      <Routes>
        <Route path="/m/home" element={<p>home</p>} />
        <Route path="/m/lines" element={<p>line chooser</p>} />
      </Routes>
      <FasterLineOffer />
    </>,
    { i18n: en, store, path },
  );
}

describe('FasterLineOffer', () => {
  it('is absent while no faster line was found', () => {
    app(createSystemStore());
    expect(screen.queryByText('A faster line is available.')).not.toBeInTheDocument();
  });

  it('offers the chooser page once another line answered', async () => {
    const { store } = app();
    expect(await screen.findByText('A faster line is available.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See lines' }));
    expect(screen.getByText('line chooser')).toBeInTheDocument();
    expect(store.getState().system.fasterLineSearch).toBe('dismissed');
  });

  it('can be closed for the rest of the visit', async () => {
    const { store } = app();
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByText('A faster line is available.')).not.toBeInTheDocument();
    expect(store.getState().system.fasterLine).toBeNull();
  });
});
