import { createContext, useContext } from 'react';

/**
 * The event contract sign-in reports through (spec 000 §4: registerSubmit, register; spec 001 §7:
 * login). The shell fills it with the tracking package's client; `data` carries the member id
 * (`id`) and how the player signed in (`mode`, `channel`).
 */
export interface TrackingEvents {
  track(name: 'registerSubmit' | 'register' | 'login', data?: Record<string, string | number>): void;
}

const noTracking: TrackingEvents = { track: () => undefined };

export const TrackingEventsContext = createContext<TrackingEvents>(noTracking);

export function useTrackingEvents(): TrackingEvents {
  return useContext(TrackingEventsContext);
}
