/** The browser's notification permission, behind a seam so tests and stories can answer for the player. */
export interface NotificationPermissions {
  current(): NotificationPermission;
  /** Shows the browser's own prompt; call it from the player's tap, as browsers require. */
  request(): Promise<NotificationPermission>;
}

export const browserPermissions: NotificationPermissions = {
  current: () => Notification.permission,
  // Safari before 15 answers through a callback and returns nothing; newer browsers return a promise.
  request: () =>
    new Promise((resolve) => {
      const answer = Notification.requestPermission(resolve) as Promise<NotificationPermission> | undefined;
      void answer?.then(resolve);
    }),
};
