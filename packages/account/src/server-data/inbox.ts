import { platformApi } from '@lotto/app-core/server-data';
import { INBOX_PAGE_SIZE } from '../constants';
import { nextInboxPage, readInboxPage, type InboxPage } from '../inbox-items';
import { inboxUnreadApi } from './inbox-unread-count';

/** The first page's number: the platform's pages count from 1. */
const FIRST_PAGE = 1;

/**
 * The member's messages (`GET /wps/relay/EMFE_getInbox?page&size`, INBOX3, with the session, silent:
 * the page says itself when a page failed), page after page as the player scrolls, keyed by the
 * session's token and dropped once nobody shows them. Marking one read (`POST
 * /wps/relay/EMFE_readInbox { id }`, ours: no such call was seen) shows it read and lowers the
 * count at once, and puts both back if the platform refuses.
 */
const inboxApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    inboxMessages: build.infiniteQuery<InboxPage, string, number>({
      infiniteQueryOptions: {
        initialPageParam: FIRST_PAGE,
        getNextPageParam: (lastPage, pages, lastPageNumber) => nextInboxPage(lastPage, pages, lastPageNumber, INBOX_PAGE_SIZE),
      },
      query: ({ pageParam }) => ({ path: '/wps/relay/EMFE_getInbox', query: { page: pageParam, size: INBOX_PAGE_SIZE } }),
      transformResponse: (value: unknown) => readInboxPage(value),
      keepUnusedDataFor: 0,
    }),
    readInboxMessage: build.mutation<null, { token: string; id: string }>({
      query: ({ id }) => ({ path: '/wps/relay/EMFE_readInbox', method: 'POST', json: { id: Number.isNaN(Number(id)) ? id : Number(id) } }),
      async onQueryStarted({ token, id }, { dispatch, queryFulfilled }) {
        const shownRead = dispatch(
          inboxApi.util.updateQueryData('inboxMessages', token, (data) => {
            for (const page of data.pages) for (const item of page.items) if (item.id === id) item.read = true;
          }),
        );
        const counted = dispatch(inboxUnreadApi.util.updateQueryData('inboxUnreadCount', token, (count) => Math.max(0, count - 1)));
        try {
          await queryFulfilled;
        } catch {
          shownRead.undo();
          counted.undo();
        }
      },
    }),
  }),
});

export const { useInboxMessagesInfiniteQuery, useReadInboxMessageMutation } = inboxApi;
