import { useMemo } from 'react';
import { qrModules } from './qr-modules';

export interface QrCodeProps {
  /** What the code holds: the invite link. */
  value: string;
  /** Read by screen readers in place of the picture. */
  label: string;
}

/**
 * The QR code of the invite link as an SVG of the modules in the text colour; the page's box gives
 * it a light ground and dark modules in either theme, so every scanner reads it, and its size, so
 * it shifts nothing as it arrives.
 * The default export, for the page's lazy import: the encoder loads in this chunk, with the code.
 */
export default function QrCode({ value, label }: QrCodeProps) {
  const { size, path } = useMemo(() => qrModules(value), [value]);
  return (
    <svg className="referral-qr__code" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <path className="referral-qr__modules" d={path} />
    </svg>
  );
}
