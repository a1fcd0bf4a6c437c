import { DYNAMIC_MANIFEST_ON, STATIC_MANIFEST_PATH } from '../constants';
import { installedAppManifestUrl } from '../server-data/installed-app-manifest';
import { choosePwaIcons } from './pwa-icons';
import type { InstalledAppTemplates } from './templates';

/** What the page's head links for the installed app. */
export interface InstalledAppLinks {
  manifest: string;
  /** Null keeps the build's own icon. */
  appleTouchIcon: string | null;
}

/**
 * Spec 001 §3, §4: `desktop_app_feature` '1' links the merchant's dynamic manifest, anything else
 * the build's static one. The apple touch icon is `apple_touch_icon`, else the `pwa` template's
 * smallest icon (192, the nearest to iOS's 180), else the build's.
 */
export function installedAppLinks(templates: InstalledAppTemplates, merchantCode: string): InstalledAppLinks {
  const dynamic = templates.desktopAppFeature === DYNAMIC_MANIFEST_ON && merchantCode !== '';
  return {
    manifest: dynamic ? installedAppManifestUrl(merchantCode) : STATIC_MANIFEST_PATH,
    appleTouchIcon: templates.appleTouchIcon ?? choosePwaIcons(templates.pwa)[0]?.src ?? null,
  };
}

/** The head's `<link rel>` of that name, made when the page has none. */
function headLink(doc: Document, rel: string): HTMLLinkElement {
  const found = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (found) return found;
  const link = doc.createElement('link');
  link.rel = rel;
  doc.head.append(link);
  return link;
}

/** Points the head's links at them; an unchanged link is left alone, so the browser does not fetch the manifest again. */
export function applyInstalledAppLinks(doc: Document, links: InstalledAppLinks): void {
  const manifest = headLink(doc, 'manifest');
  if (manifest.getAttribute('href') !== links.manifest) manifest.setAttribute('href', links.manifest);
  if (links.appleTouchIcon === null) return;
  const icon = headLink(doc, 'apple-touch-icon');
  if (icon.getAttribute('href') !== links.appleTouchIcon) icon.setAttribute('href', links.appleTouchIcon);
}
