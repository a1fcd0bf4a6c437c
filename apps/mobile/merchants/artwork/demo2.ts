import { svgDataUrl } from './svg-data-url';

/** Golden Dragon's welcome artwork: gold coins and a scale pattern on the brand's green, no word of any language. */
export default svgDataUrl(`
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 750 300" width="750" height="300">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#138a64"/><stop offset="1" stop-color="#053b2a"/></linearGradient>
<radialGradient id="gold" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#fff6cf"/><stop offset=".5" stop-color="#f5c542"/><stop offset="1" stop-color="#b8860b"/></radialGradient>
<pattern id="scales" width="60" height="40" patternUnits="userSpaceOnUse"><path d="M0 40a30 30 0 0 1 60 0M-30 20a30 30 0 0 1 60 0M30 20a30 30 0 0 1 60 0" fill="none" stroke="#f5c542" stroke-width="2" opacity=".18"/></pattern>
<g id="coin"><circle r="50" fill="url(#gold)"/><circle r="38" fill="none" stroke="#8a6100" stroke-width="4" opacity=".6"/><rect x="-12" y="-12" width="24" height="24" fill="#8a6100" opacity=".7" transform="rotate(45)"/></g>
</defs>
<rect width="750" height="300" fill="url(#bg)"/>
<rect width="750" height="300" fill="url(#scales)"/>
<use xlink:href="#coin" transform="translate(250 165)"/>
<use xlink:href="#coin" transform="translate(375 130) scale(1.25)"/>
<use xlink:href="#coin" transform="translate(500 165)"/>
<use xlink:href="#coin" transform="translate(110 80) scale(.5)" opacity=".8"/>
<use xlink:href="#coin" transform="translate(650 230) scale(.6)" opacity=".8"/>
</svg>`);
