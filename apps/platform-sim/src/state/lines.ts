import { LINES_PLACEHOLDER, SELF_LINE } from '../seed/placeholders';

/**
 * The line hosts of the line-speed chooser as the simulator keeps them: their origins, in
 * domainList order, and how each behaves now (serving/line-hosts.ts answers for them; POST
 * /__sim/lines changes them). The merchant's domainList names these lines through the `{lines}`
 * placeholder.
 */

/** Lines startSim opens by default, on PORT+1.. (random ports when PORT is 0). */
export const DEFAULT_LINE_COUNT = 3;

interface LineBehaviour {
  /** Wait before answering the ping (the CORS preflight is answered at once). */
  delayMs: number;
  /** Accept the connection and never answer anything, preflight included. */
  dead: boolean;
}

export interface LineInfo extends LineBehaviour {
  /** 0-based, in the order of domainList. */
  index: number;
  /** e.g. http://127.0.0.1:8081 */
  origin: string;
}

/** After reset: one fast line, one slow line, one dead line; any further line answers in 1 s. */
const DEFAULT_BEHAVIOURS: readonly LineBehaviour[] = [
  { delayMs: 50, dead: false },
  { delayMs: 3_000, dead: false },
  { delayMs: 0, dead: true },
];
const EXTRA_LINE_BEHAVIOUR: LineBehaviour = { delayMs: 1_000, dead: false };

function defaultLineBehaviour(index: number): LineBehaviour {
  return { ...(DEFAULT_BEHAVIOURS[index] ?? EXTRA_LINE_BEHAVIOUR) };
}

/** The listening lines and how each behaves now. Empty until startSim binds the ports. */
export class LineRegistry {
  private lines: LineInfo[] = [];

  /** Sets the line origins (in domainList order), each with its default behaviour. */
  bind(origins: readonly string[]): void {
    this.lines = origins.map((origin, index) => ({ index, origin: new URL(origin).origin, ...defaultLineBehaviour(index) }));
  }

  /** Back to the default behaviours; the origins stay. */
  reset(): void {
    this.bind(this.origins());
  }

  list(): readonly LineInfo[] {
    return this.lines;
  }

  get(index: number): LineInfo | undefined {
    return this.lines[index];
  }

  origins(): string[] {
    return this.lines.map((line) => line.origin);
  }

  /** A line named by its 0-based index ("1") or its origin ("http://127.0.0.1:8082", a trailing slash allowed). */
  find(reference: string | number): LineInfo | undefined {
    const text = String(reference).trim();
    if (/^\d+$/.test(text)) return this.lines[Number(text)];
    let origin: string;
    try {
      origin = new URL(text).origin;
    } catch {
      return undefined;
    }
    return this.lines.find((line) => line.origin === origin);
  }
}

/** domainList with its placeholders resolved for this request. */
export function resolveLines(lines: readonly string[], requestUrl: string, lineOrigins: readonly string[]): string[] {
  const self = new URL(requestUrl).origin;
  return lines.flatMap((line) => {
    if (line === SELF_LINE) return [self];
    if (line === LINES_PLACEHOLDER) return lineOrigins.length > 0 ? [...lineOrigins] : [self];
    return [line];
  });
}
