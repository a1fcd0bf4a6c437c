import { createContext, useContext } from 'react';

/**
 * The tiny event contract registration reports through (spec 000 §4: registerSubmit, register).
 * The real tracking (ad pixels) is a later issue; until then the shell installs a recorder.
 */
export interface TrackingEvents {
  track(name: string, data?: Record<string, unknown>): void;
}

export interface TrackedEvent {
  name: string;
  data: Record<string, unknown>;
  at: number;
}

const noTracking: TrackingEvents = { track: () => undefined };

export const TrackingEventsContext = createContext<TrackingEvents>(noTracking);

export function useTrackingEvents(): TrackingEvents {
  return useContext(TrackingEventsContext);
}

/** An in-memory recorder: every event is appended to `target` (the shell passes `window.__trackedEvents`). */
export function recordingTracker(target: TrackedEvent[]): TrackingEvents {
  return { track: (name, data = {}) => void target.push({ name, data, at: Date.now() }) };
}
