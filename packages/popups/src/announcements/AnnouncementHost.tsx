import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  HOME_PATHS,
  selectMember,
  selectSessionInfo,
  useOverlayTurn,
  vipBenefitsShown,
  type SessionState,
  type ThunkExtra,
} from '@lotto/app-core';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { fetchPopupItems, type PopupItem } from '../server-data/announcements';
import { VISITOR_ANNOUNCEMENT_DELAY_MS } from '../constants';
import type { PopupsShell } from '../shell-contract';
import { useCurrentPath } from '../use-current-path';
import { AnnouncementPopup } from './AnnouncementPopup';
import { readAudienceMemory, rememberClose, wasClosedThisSession } from './popup-memory';
import { audienceItems, memoryAfterClose, shouldShowAnnouncements, type Audience, type HideChoice } from './popup-rules';

type State = { session: SessionState };

/** Spec 001 §3: a visitor, who is not logged in, counts as member type -1. */
const VISITOR_TYPE = -1;

/**
 * Decides and shows the announcement popup on home (spec 001 §4): the audience's items, when the
 * rules say so, at its turn in the overlays' queue and 1 s after it for a visitor, at once for a
 * member. It holds its place in the queue while it asks for the list, so nothing after it in the
 * order opens first; closed, or with nothing to show, it leaves the queue to the welcome images.
 */
export function AnnouncementHost({ shell }: { shell: PopupsShell }) {
  const dispatch = useDispatch<ThunkDispatch<State, ThunkExtra, UnknownAction>>();
  const session = useSelector((state: State) => selectSessionInfo(state));
  const member = useSelector((state: State) => selectMember(state));
  const path = useCurrentPath(shell);
  const onHome = HOME_PATHS.includes(path);
  const loggedIn = Boolean(session?.token);
  const firstTimeLogin = Boolean(session?.firstTimeLogin);
  const audience: Audience = loggedIn ? 'A' : 'B';
  const [items, setItems] = useState<PopupItem[] | null>(null);
  const [open, setOpen] = useState(false);
  // Whose list the items are: until this visit's audience has its own, the list is being asked for.
  const audienceKey = `${audience}:${firstTimeLogin}`;
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  const asking = answeredFor !== audienceKey;
  // Its place in the queue is kept while the list is asked for; a visitor's second counts from the answer.
  const turn = useOverlayTurn('announcement', asking || (open && onHome), loggedIn ? 0 : VISITOR_ANNOUNCEMENT_DELAY_MS, !asking);

  useEffect(() => {
    let live = true;
    void dispatch(fetchPopupItems()).then((all) => {
      if (!live) return;
      const mine = audienceItems(all, { loggedIn, firstTimeLogin });
      const show = shouldShowAnnouncements({
        items: mine,
        memory: readAudienceMemory(audience),
        closedThisSession: wasClosedThisSession(audience),
        now: Date.now(),
      });
      setItems(mine);
      setOpen(show);
      setAnsweredFor(audienceKey);
    });
    return () => {
      live = false;
    };
  }, [dispatch, loggedIn, firstTimeLogin, audience, audienceKey]);

  const close = (hide: HideChoice | null) => {
    if (!items) return;
    rememberClose(audience, memoryAfterClose(items, hide, Date.now()));
    setOpen(false);
  };

  return (
    <AnnouncementPopup
      open={open && onHome && turn}
      items={items ?? []}
      goTo={{
        memberType: loggedIn ? member?.type : VISITOR_TYPE,
        vipBenefitsShown: vipBenefitsShown(member),
        hasAppDownload: Boolean(shell.appDownload),
      }}
      onClose={close}
      onNavigate={shell.navigate}
      onOpenOutside={shell.openOutside}
      onAppDownload={shell.appDownload}
      onItemSeen={shell.contentViewed}
    />
  );
}
