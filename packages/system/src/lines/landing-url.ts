import { carryTrackedQuery } from '@lotto/app-core';
import { LINE_LANDING_PATH } from '../paths';

/** "Use this line": the chosen line's home page, carrying the tracked query parameters (spec 000 §9). */
export function lineLandingUrl(line: string, currentSearch: string, savedTracked?: Record<string, string>): string {
  return `${line}${carryTrackedQuery(LINE_LANDING_PATH, currentSearch, { saved: savedTracked })}`;
}
