import { useDispatch, useSelector } from 'react-redux';
import { selectChatAccess } from '@lotto/app-core';
import type { ChatDeps } from './chat-deps';
import { chooserClosed, selectChooserOpen, selectLaunching } from './chat-slice';
import { ChatEntry } from './ChatEntry';
import { openServiceEntry } from './open-customer-service';
import { pressChatEntry } from './press-chat';
import { selectServiceEntries, selectUnread } from './selectors';
import { ServiceChooser } from './ServiceChooser';
import type { ChatRootState, ChatStore } from './store-types';

/** What the shell mounts once the chat has loaded: the chat entry (where the merchant's flag is on) and the chooser. */
export function ChatHost({ deps }: { deps: ChatDeps }) {
  const dispatch = useDispatch<ChatStore['dispatch']>();
  const access = useSelector((state: ChatRootState) => selectChatAccess(state));
  const unread = useSelector((state: ChatRootState) => selectUnread(state));
  const launching = useSelector((state: ChatRootState) => selectLaunching(state));
  const chooserOpen = useSelector((state: ChatRootState) => selectChooserOpen(state));
  const entries = useSelector(selectServiceEntries);
  return (
    <>
      {access === 'hidden' ? null : <ChatEntry unread={unread} busy={launching} onPress={() => void dispatch(pressChatEntry(deps))} />}
      <ServiceChooser
        open={chooserOpen}
        entries={entries}
        onChoose={(entry) => void dispatch(openServiceEntry(entry, deps))}
        onClose={() => dispatch(chooserClosed())}
      />
    </>
  );
}
