import { svgDataUrl } from './svg-data-url';

/** Lucky Star's welcome artwork: lottery balls and stars on the brand's red, no word of any language. */
export default svgDataUrl(`
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 750 300" width="750" height="300">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d7443a"/><stop offset="1" stop-color="#6b1410"/></linearGradient>
<radialGradient id="gold" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#fff8dc"/><stop offset=".45" stop-color="#ffd54f"/><stop offset="1" stop-color="#d99a00"/></radialGradient>
<radialGradient id="pearl" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d9d4cf"/></radialGradient>
<path id="star" d="M0-30l8.8 18 19.7 2.9-14.3 13.9 3.4 19.7L0 15.2l-17.6 9.3 3.4-19.7L-28.5-9.1l19.7-2.9z"/>
</defs>
<rect width="750" height="300" fill="url(#bg)"/>
<circle cx="650" cy="30" r="170" fill="#fff" opacity=".07"/>
<circle cx="60" cy="300" r="130" fill="#fff" opacity=".06"/>
<g fill="#ffd54f">
<use xlink:href="#star" transform="translate(95 85) scale(1.6)"/>
<use xlink:href="#star" transform="translate(170 225) scale(.7)" opacity=".8"/>
<use xlink:href="#star" transform="translate(690 235) scale(.9)" opacity=".9"/>
<use xlink:href="#star" transform="translate(660 90) scale(.5)" opacity=".7"/>
<use xlink:href="#star" transform="translate(40 180) scale(.45)" opacity=".6"/>
</g>
<g font-family="Arial, sans-serif" font-weight="700" font-size="46" text-anchor="middle">
<circle cx="275" cy="160" r="58" fill="url(#gold)"/><text x="275" y="176" fill="#8a1c14">7</text>
<circle cx="400" cy="135" r="58" fill="url(#pearl)"/><text x="400" y="151" fill="#b3261e">18</text>
<circle cx="525" cy="160" r="58" fill="url(#gold)"/><text x="525" y="176" fill="#8a1c14">23</text>
<circle cx="400" cy="255" r="34" fill="url(#pearl)" opacity=".9"/><text x="400" y="268" font-size="30" fill="#b3261e">36</text>
</g>
</svg>`);
