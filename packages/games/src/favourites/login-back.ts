import { PATHS, REDIRECT_QUERY } from '@lotto/app-core';

/** Login, told to lead back to `back` (a path with its query) once the visitor is a member. */
export function loginBack(back: string): string {
  return `${PATHS.login}?${new URLSearchParams({ [REDIRECT_QUERY]: back }).toString()}`;
}
