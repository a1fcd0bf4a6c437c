// Imported by the first feature whose server data goes through RTK Query (the chat's unread count,
// the install prompts' deposits, the game lanes), never by the first screen: RTK Query, its reducer
// and its middleware join the store here, once, whichever feature comes first.
import { followPageVisibility, platformApi } from '@lotto/app-core/server-data';
import { lateMiddleware, rootReducer } from './create-store';

rootReducer.inject(platformApi);
lateMiddleware.addMiddleware(platformApi.middleware, followPageVisibility);
