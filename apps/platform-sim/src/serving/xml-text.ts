/** Text made safe inside SVG or HTML markup and its attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
