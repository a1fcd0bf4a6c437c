import { configureStore, createSlice } from '@reduxjs/toolkit';
import i18next from 'i18next';
import ky from 'ky';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';

// Each library does the least real work the product's first screen also does: a store with a slice,
// texts through i18next, routes, and one platform call made with ky.
const counter = createSlice({ name: 'counter', initialState: { taps: 0 }, reducers: { tapped: (state) => void (state.taps += 1) } });
const store = configureStore({ reducer: { counter: counter.reducer } });
type State = ReturnType<typeof store.getState>;

const texts = { en: { floor: { title: 'Floor app', tap: 'Tap ({{taps}})', call: 'Call the platform' } } };

function Home() {
  const { t } = useTranslation('floor');
  const taps = useSelector((state: State) => state.counter.taps);
  const dispatch = useDispatch();
  return (
    <main>
      <h1>{t('title')}</h1>
      <button type="button" onClick={() => dispatch(counter.actions.tapped())}>
        {t('tap', { taps })}
      </button>
      <button type="button" onClick={() => void ky.get('/m/index.html').text()}>
        {t('call')}
      </button>
    </main>
  );
}

async function start() {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: texts, defaultNS: 'floor', interpolation: { escapeValue: false } });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18next}>
          <BrowserRouter>
            <Routes>
              <Route path="/m/home" element={<Home />} />
              <Route path="*" element={<Navigate to="/m/home" replace />} />
            </Routes>
          </BrowserRouter>
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}

void start();
