import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { ApiResult, MemberInfo } from '@lotto/api-client';
import { cannedApi, type CannedAnswers } from '@lotto/api-client/testing';
import { createPromotionsStore } from './create-promotions-store';
import { checkInAnswer, SAMPLE_MEMBER, SAMPLE_SESSION, sampleAnswers } from './sample-answers';

/** The states every page has a story of. */
export type StoryState = 'full' | 'empty' | 'failed' | 'loading';

const NEVER = () => new Promise<ApiResult>(() => undefined);
const FAILED: ApiResult = { status: 500, success: false, value: null, message: 'The platform is busy' };
const ok = (value: unknown): ApiResult => ({ status: 200, success: true, value });

/** Every promotion call answered for a state: the simulator's player01, nothing, a failure, or no answer yet. */
function storyAnswers(state: StoryState): CannedAnswers {
  const full: CannedAnswers = { ...sampleAnswers(), '/wps/relay/MCSFE_getLoginPromotion': checkInAnswer };
  if (state === 'full') return full;
  const each = (answer: CannedAnswers[string]) => Object.fromEntries(Object.keys(full).map((path) => [path, answer]));
  if (state === 'loading') return { ...each(NEVER), '/wps/member/info': full['/wps/member/info']! };
  if (state === 'failed') return { ...each(FAILED), '/wps/member/info': full['/wps/member/info']! };
  return {
    ...full,
    '/wps/relay/MCSFE_getListAnnouncements': ok({ promotion: [] }),
    '/wps/relay/MCSFE_getAvailablePromotions': ok({}),
    '/wps/relay/MCSFE_getMerchantAvailablePromotions': ok({}),
    '/wps/relay/MCSFE_getClaimPromotion': ok([]),
    '/wps/relay/MCSFE_getLoginPromotion': ok({ allowCheckIn: true, list: [] }),
  };
}

interface PromotionsStoryProps {
  children: ReactNode;
  state?: StoryState;
  /** No session: the visitor's view. */
  visitor?: boolean;
  member?: MemberInfo;
  path?: string;
}

/** A story's store with the platform's answers for its state, a member (or a visitor) and a router at `path`. */
export function PromotionsStory({
  children,
  state = 'full',
  visitor = false,
  member = SAMPLE_MEMBER,
  path = '/m/activity',
}: PromotionsStoryProps) {
  const [store] = useState(() =>
    createPromotionsStore({
      api: cannedApi(storyAnswers(state)),
      session: visitor ? null : SAMPLE_SESSION,
      member: visitor ? null : member,
    }),
  );
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <div style={{ maxInlineSize: 420, background: 'var(--color-background)', minBlockSize: '100vh' }}>{children}</div>
      </MemoryRouter>
    </Provider>
  );
}
