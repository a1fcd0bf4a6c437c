import { useEffect } from 'react';

/** Puts a class on `<body>` while `active`, and takes it off after (spec 001 §2, screen 13). */
export function useBodyClass(className: string, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [className, active]);
}
