const VISITS = ['cold', 'repeat'];

/** The median of the values there are (null when none). */
function median(values) {
  const present = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return present.length === 0 ? null : present[Math.floor(present.length / 2)];
}

const ratio = (value, floor) => (typeof value === 'number' && floor ? value / floor : null);
const fixed = (value) => (value === null ? null : Number(value.toFixed(2)));

/**
 * Per page and visit, each figure's median over the rounds, and the median of each round's ratio to
 * the floor's same address in that round (rounds alternate, so a round's two sides ran under the
 * same load); the first banner's time over the floor's usable time where the page has a banner.
 */
export function usableSummary(pages, runs) {
  return pages.flatMap((page) =>
    VISITS.map((visit) => {
      const own = runs.get(page.name).map((run) => run[visit]);
      const floor = page.floor ? runs.get(page.floor).map((run) => run[visit]) : own;
      const before = page.before ? runs.get(page.before).map((run) => run[visit]) : null;
      const pick = (key) => median(own.map((run) => run[key]));
      const bannerMs = pick('bannerMs');
      return {
        page: page.name,
        visit,
        fcpMs: pick('fcpMs'),
        usableMs: pick('usableMs'),
        usableOverFloor: fixed(median(own.map((run, round) => ratio(run.usableMs, floor[round]?.usableMs)))),
        // The after build over the before one, round by round: with the same build on both sides (an A/A run) it shows the bench's own skew.
        ...(before ? { usableOverBefore: fixed(median(own.map((run, round) => ratio(run.usableMs, before[round]?.usableMs)))) } : {}),
        ...(bannerMs === null
          ? {}
          : { bannerMs, bannerOverFloorUsable: fixed(median(own.map((run, round) => ratio(run.bannerMs, floor[round]?.usableMs)))) }),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        load: pick('load'),
        runs: own,
      };
    }),
  );
}

/** The summary as the issue's table, with the load average of the runs beside each figure. */
export function usableTable(summary) {
  const cell = (value) => (value === null || value === undefined ? '–' : String(value));
  const withBefore = summary.some((row) => row.usableOverBefore !== undefined);
  return [
    `| page | visit | FCP ms | usable ms | usable / floor |${withBefore ? ' usable / before |' : ''} banner ms (/ floor usable) | TBT ms | CLS | load |`,
    `|---|---|---|---|---|${withBefore ? '---|' : ''}---|---|---|---|`,
    ...summary.map(
      (row) =>
        `| ${row.page} | ${row.visit} | ${cell(row.fcpMs)} | ${cell(row.usableMs)} | ${cell(row.usableOverFloor?.toFixed(2))} | ` +
        (withBefore ? `${cell(row.usableOverBefore?.toFixed(2))} | ` : '') +
        `${row.bannerMs === undefined ? '–' : `${row.bannerMs} (${cell(row.bannerOverFloorUsable?.toFixed(2))})`} | ${cell(row.tbtMs)} | ${cell(row.cls)} | ${cell(row.load)} |`,
    ),
  ].join('\n');
}
