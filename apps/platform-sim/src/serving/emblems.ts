/**
 * Emblems drawn in a 100 × 100 box, for the simulator's stand-in art (vendor logos, game icons,
 * banners): shapes a lobby's art is made of, so that no picture is a word on a grey square.
 */

export const EMBLEMS = [
  'star',
  'coin',
  'gem',
  'crown',
  'clover',
  'seven',
  'bell',
  'cherry',
  'heart',
  'spade',
  'ball',
  'flame',
  'wave',
] as const;
export type Emblem = (typeof EMBLEMS)[number];

const STAR_POINTS = '50,6 62,38 96,38 68,58 79,92 50,71 21,92 32,58 4,38 38,38';

/** The emblem's SVG elements, filled with `fill` and outlined with `line`. */
export function emblem(name: Emblem, fill: string, line: string): string {
  const stroke = `stroke="${line}" stroke-width="3" stroke-linejoin="round"`;
  switch (name) {
    case 'star':
      return `<polygon points="${STAR_POINTS}" fill="${fill}" ${stroke}/>`;
    case 'coin':
      return (
        `<circle cx="50" cy="50" r="40" fill="${fill}" ${stroke}/>` +
        `<circle cx="50" cy="50" r="29" fill="none" stroke="${line}" stroke-width="3" opacity="0.6"/>` +
        `<polygon points="50,30 55,45 71,45 58,54 63,69 50,60 37,69 42,54 29,45 45,45" fill="${line}" opacity="0.7"/>`
      );
    case 'gem':
      return (
        `<polygon points="28,18 72,18 92,40 50,92 8,40" fill="${fill}" ${stroke}/>` +
        `<polyline points="8,40 92,40" fill="none" stroke="${line}" stroke-width="2"/>` +
        `<polyline points="28,18 38,40 50,92 62,40 72,18" fill="none" stroke="${line}" stroke-width="2"/>`
      );
    case 'crown':
      return (
        `<polygon points="10,78 10,30 32,52 50,18 68,52 90,30 90,78" fill="${fill}" ${stroke}/>` +
        `<rect x="10" y="78" width="80" height="10" rx="3" fill="${fill}" ${stroke}/>` +
        `<circle cx="50" cy="62" r="7" fill="${line}" opacity="0.7"/>`
      );
    case 'clover':
      return (
        `<path d="M50 92 Q52 70 50 55" fill="none" stroke="${line}" stroke-width="5" stroke-linecap="round"/>` +
        ['30,38', '70,38', '38,62', '62,62']
          .map((at) => {
            const [x, y] = at.split(',');
            return `<circle cx="${x}" cy="${y}" r="17" fill="${fill}" ${stroke}/>`;
          })
          .join('')
      );
    case 'seven':
      return `<polygon points="18,14 84,14 84,30 52,90 32,90 62,32 18,32" fill="${fill}" ${stroke}/>`;
    case 'bell':
      return (
        `<path d="M50 10 C30 10 24 30 24 48 L24 66 L12 78 L88 78 L76 66 L76 48 C76 30 70 10 50 10 Z" fill="${fill}" ${stroke}/>` +
        `<circle cx="50" cy="86" r="8" fill="${fill}" ${stroke}/>`
      );
    case 'cherry':
      return (
        `<path d="M34 66 Q40 30 70 10 M66 66 Q64 36 70 10" fill="none" stroke="${line}" stroke-width="5" stroke-linecap="round"/>` +
        `<circle cx="32" cy="72" r="18" fill="${fill}" ${stroke}/><circle cx="68" cy="72" r="18" fill="${fill}" ${stroke}/>`
      );
    case 'heart':
      return `<path d="M50 90 C8 60 10 18 50 36 C90 18 92 60 50 90 Z" fill="${fill}" ${stroke}/>`;
    case 'spade':
      return `<path d="M50 8 C92 40 90 78 54 68 L62 92 L38 92 L46 68 C10 78 8 40 50 8 Z" fill="${fill}" ${stroke}/>`;
    case 'ball':
      return (
        `<circle cx="50" cy="50" r="40" fill="${fill}" ${stroke}/>` +
        `<path d="M14 38 Q50 58 86 38 M14 62 Q50 42 86 62 M50 10 Q34 50 50 90" fill="none" stroke="${line}" stroke-width="3"/>`
      );
    case 'flame':
      return (
        `<path d="M50 6 C56 30 84 40 80 66 C77 86 62 94 50 94 C36 94 20 84 20 64 C20 46 34 40 38 24 C46 34 46 42 50 46 C54 34 54 20 50 6 Z" fill="${fill}" ${stroke}/>` +
        `<path d="M50 60 C58 68 62 76 56 84 C52 88 46 88 43 84 C39 77 44 70 50 60 Z" fill="${line}" opacity="0.5"/>`
      );
    case 'wave':
      return (
        `<path d="M6 60 Q22 40 38 60 T70 60 T100 60 L100 94 L6 94 Z" fill="${fill}" ${stroke}/>` +
        `<circle cx="70" cy="28" r="16" fill="${fill}" ${stroke}/>`
      );
  }
}

/** Rays from the centre of a box of `size`, for the glow behind an emblem. */
export function sunburst(size: number, colour: string, opacity: number): string {
  const rays = 12;
  const centre = size / 2;
  const paths = Array.from({ length: rays }, (_, index) => {
    const from = (index * 2 * Math.PI) / rays;
    const to = from + Math.PI / rays;
    const point = (angle: number) => `${(centre + Math.cos(angle) * size).toFixed(1)},${(centre + Math.sin(angle) * size).toFixed(1)}`;
    return `M${centre},${centre} L${point(from)} L${point(to)} Z`;
  });
  return `<path d="${paths.join(' ')}" fill="${colour}" opacity="${opacity}"/>`;
}

/** A stable number from a text: the same code always gets the same colours and emblem. */
export function hashOf(text: string): number {
  return [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_003, 7);
}
