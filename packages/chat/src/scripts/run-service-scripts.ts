import type { ApiClient } from '@lotto/api-client';
import { customerServiceScript } from '../server-data/customer-service-script';
import { pickServiceScripts } from './pick-service-scripts';

/**
 * Asks for the merchant's service scripts and runs those from listed hosts (issue 15). The shell
 * calls it once per page load, from the chat's late chunk, so it never delays the first paint.
 * Scripts are appended in the answer's order and kept in that order (`async` off), as the
 * widget's HTML would have run them. Returns the addresses that were appended.
 */
export async function runServiceScripts(api: ApiClient, listed: readonly string[], doc: Document = document): Promise<string[]> {
  const result = await customerServiceScript(api);
  const html = result.success ? result.value?.scripts : undefined;
  if (typeof html !== 'string' || html.trim() === '') return [];
  const { scripts, refused } = pickServiceScripts(html, listed, doc.location.origin);
  // The merchant's staff see why a widget does not show; the player sees nothing.
  if (refused.length > 0)
    console.warn(`customer service: scripts from hosts the merchant does not list were not run: ${refused.join(', ')}`);
  for (const { src, attributes } of scripts) {
    const element = doc.createElement('script');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.async = false;
    element.src = src;
    doc.head.append(element);
  }
  return scripts.map((script) => script.src);
}
