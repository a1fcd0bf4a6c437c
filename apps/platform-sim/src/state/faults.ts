/** A path ending in this matches every path under it, e.g. /wps/*. */
const PREFIX_WILDCARD = '*';

/** What POST /__sim/faults accepts. */
export interface FaultSpec {
  /** Upper-case HTTP method; any method when absent. */
  method?: string;
  /** Exact path without the query, e.g. /wps/system/status; a trailing `*` matches every path under it, e.g. /wps/*. */
  path: string;
  delayMs?: number;
  /** Sends the headers and the first half of the body, then waits this long before the rest. */
  stallBodyMs?: number;
  status?: number;
  errorCode?: string;
  message?: string;
  /** How many calls the fault hits before it switches itself off; unlimited when absent. */
  times?: number;
}

export interface Fault extends FaultSpec {
  id: number;
  /** Calls answered by this fault so far. */
  hits: number;
}

/** Faults switched on by tests. The newest matching fault wins, so a test can layer a one-off over a standing one. */
export class FaultStore {
  private faults: Fault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: this.nextId++, hits: 0 };
    this.faults.unshift(fault);
    return fault;
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  remove(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length !== before;
  }

  clear(): void {
    this.faults = [];
  }

  /** Finds the fault for this call and counts the hit, retiring the fault when its times are used up. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find(
      (candidate) => pathMatches(candidate.path, path) && (candidate.method === undefined || candidate.method === method),
    );
    if (fault === undefined) return undefined;
    fault.hits += 1;
    if (fault.times !== undefined && fault.hits >= fault.times) this.remove(fault.id);
    return fault;
  }
}

/** A trailing `*` turns the fault's path into a prefix, so one fault can slow a whole network. */
function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith(PREFIX_WILDCARD) ? path.startsWith(pattern.slice(0, -PREFIX_WILDCARD.length)) : pattern === path;
}
