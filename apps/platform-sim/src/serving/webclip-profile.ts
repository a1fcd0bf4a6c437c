import { randomUUID } from 'node:crypto';
import { escapeXml } from './xml-text';

export const MOBILECONFIG_CONTENT_TYPE = 'application/x-apple-aspen-config';

export interface WebClipInput {
  merchantCode: string;
  label: string;
  /** The page the home-screen entry opens (the app's start page on this origin). */
  url: string;
  /** PNG or other image bytes, embedded as the entry's icon. */
  icon: Buffer;
}

/**
 * An unsigned iOS configuration profile with one web clip (`com.apple.webClip.managed`:
 * URL, Label, Icon, FullScreen, IsRemovable), the "profile install" of spec 001 §2 screens 2 and 4.
 * Identifiers are per merchant so a second install replaces the first rather than adding one.
 */
export function webClipProfile({ merchantCode, label, url, icon }: WebClipInput): string {
  const id = `com.lotto.sim.${merchantCode}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key>
      <true/>
      <key>Icon</key>
      <data>${icon.toString('base64')}</data>
      <key>IsRemovable</key>
      <true/>
      <key>Label</key>
      <string>${escapeXml(label)}</string>
      <key>PayloadIdentifier</key>
      <string>${id}.webclip</string>
      <key>PayloadType</key>
      <string>com.apple.webClip.managed</string>
      <key>PayloadUUID</key>
      <string>${randomUUID().toUpperCase()}</string>
      <key>PayloadVersion</key>
      <integer>1</integer>
      <key>URL</key>
      <string>${escapeXml(url)}</string>
    </dict>
  </array>
  <key>PayloadDisplayName</key>
  <string>${escapeXml(label)}</string>
  <key>PayloadIdentifier</key>
  <string>${id}</string>
  <key>PayloadRemovalDisallowed</key>
  <false/>
  <key>PayloadType</key>
  <string>Configuration</string>
  <key>PayloadUUID</key>
  <string>${randomUUID().toUpperCase()}</string>
  <key>PayloadVersion</key>
  <integer>1</integer>
</dict>
</plist>
`;
}
