/** The entries' pictures: 24-unit outlines in the text's colour, hidden from screen readers (the label says it). */
const PATHS = {
  rewards: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1s3 1 5 1c2 0 5 1.5 5-1s-3.5-2-5 1',
  inbox: 'M3 6h18v12H3zM3 7l9 6 9-6',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01',
  feedback: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  service: 'M4 14v-3a8 8 0 0 1 16 0v3M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2-5 2',
  theme: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z',
  notifications: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  install: 'M12 3v12M7 10l5 5 5-5M5 20h14',
  password: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5zM12 15v2',
  logout: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  language: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9',
} as const;

export type IconName = keyof typeof PATHS;

export function EntryIcon({ name }: { name: IconName }) {
  return (
    <svg className="acct-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The "go on" mark at a row's end; mirrored in right-to-left languages. */
export function Chevron() {
  return (
    <svg className="acct-chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
