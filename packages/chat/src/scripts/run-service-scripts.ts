import type { ApiClient } from '@lotto/api-client';
import { addScript } from '@lotto/app-core/add-script';
import { customerServiceScript } from '../server-data/customer-service-script';
import { pickServiceScripts } from './pick-service-scripts';

/**
 * Asks for the merchant's service scripts and runs those from listed hosts (issue 15). The shell
 * calls it once per page load, from the chat's late chunk, so it never delays the first paint.
 * Returns the addresses that were appended.
 */
export async function runServiceScripts(api: ApiClient, listed: readonly string[], doc: Document = document): Promise<string[]> {
  const result = await customerServiceScript(api);
  const html = result.success ? result.value?.scripts : undefined;
  if (typeof html !== 'string' || html.trim() === '') return [];
  const { scripts, refused } = pickServiceScripts(html, listed, doc.location.origin);
  // The merchant's staff see why a widget does not show; the player sees nothing.
  if (refused.length > 0)
    console.warn(`customer service: scripts from hosts the merchant does not list were not run: ${refused.join(', ')}`);
  // In the answer's order, as the widget's own markup would have run them.
  for (const { src, attributes } of scripts) addScript(src, { async: false, attributes, doc });
  return scripts.map((script) => script.src);
}
