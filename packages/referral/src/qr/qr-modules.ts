import { encode } from 'uqr';
import { QR_ERROR_CORRECTION, QR_QUIET_ZONE } from '../constants';

export interface QrModules {
  /** Modules a side, the quiet zone included: the SVG's view box. */
  size: number;
  /** One SVG path drawing every dark module as a unit square. */
  path: string;
}

/**
 * The QR code of a text (uqr's encoder: byte mode, the smallest version that holds it, the best
 * mask), as one path of unit squares within its quiet zone, ready for an SVG of any size.
 */
export function qrModules(text: string): QrModules {
  const { size, data } = encode(text, { ecc: QR_ERROR_CORRECTION, border: QR_QUIET_ZONE });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { size, path };
}
