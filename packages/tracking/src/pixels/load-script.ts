/** Adds an async script; settles when the browser has run it or given up on it. */
export function loadScript(url: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = url;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`pixel script failed: ${url}`));
    doc.head.append(script);
  });
}
