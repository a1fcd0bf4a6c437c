/** An SVG document as a data URL an `<img>` and index.html can carry as they are (no request, no quote to escape). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s*\n\s*/g, ' ').trim())}`;
}
