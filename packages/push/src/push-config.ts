/**
 * The merchant's Firebase project for push (spec 001 §3, push/SMS provider config): the web
 * app's ids and the VAPID key of its web push certificate.
 */
export interface FirebasePushProject {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  appId: string;
  messagingSenderId: string;
  vapidKey: string;
}

export interface PushConfig {
  firebase: FirebasePushProject;
  /**
   * Demo and test builds only: tokens come from the offline stand-in instead of Google's servers
   * (there is no FCM emulator), so the whole flow runs against the simulator.
   */
  standIn?: boolean;
}
