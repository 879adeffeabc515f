// Product outlines drawn on a 400 x 400 canvas, centred near (200, 210).
// `c` is the product colour, `a` its accent.

type Draw = (c: string, a: string) => string;

const longSleeves = (c: string, bottom: number) =>
  `<path d="M150 78 L112 92 L84 200 L64 ${bottom - 20} L98 ${bottom - 14} L124 214 L130 ${bottom} L270 ${bottom} L276 214 L302 ${bottom - 14} L336 ${bottom - 20} L316 200 L288 92 L250 78 Q200 112 150 78 Z" fill="${c}"/>`;

export const SILHOUETTES = {
  tshirt: (c, a) =>
    `<path d="M150 80 L118 92 L72 140 L104 184 L130 164 L130 330 L270 330 L270 164 L296 184 L328 140 L282 92 L250 80 Q200 120 150 80 Z" fill="${c}"/>` +
    `<path d="M150 80 Q200 120 250 80" fill="none" stroke="${a}" stroke-width="8"/>`,
  tank: (c, a) =>
    `<path d="M158 70 L178 70 Q200 136 222 70 L242 70 Q246 132 276 162 L276 330 L124 330 L124 162 Q154 132 158 70 Z" fill="${c}"/>` +
    `<path d="M124 300 H276" stroke="${a}" stroke-width="6"/>`,
  blouse: (c, a) =>
    `<path d="M148 82 L112 96 L78 150 L112 178 L134 160 L128 326 L272 326 L266 160 L288 178 L322 150 L288 96 L252 82 L200 150 Z" fill="${c}"/>` +
    `<path d="M148 82 L200 150 L252 82" fill="none" stroke="${a}" stroke-width="6"/>` +
    `<path d="M132 300 Q200 316 268 300" fill="none" stroke="${a}" stroke-width="4"/>`,
  shirt: (c, a) =>
    longSleeves(c, 330) +
    `<path d="M150 78 L200 112 L176 132 Z M250 78 L200 112 L224 132 Z" fill="${a}"/>` +
    `<path d="M200 112 V330" stroke="${a}" stroke-width="3"/>` +
    [150, 190, 230, 270, 310].map((y) => `<circle cx="207" cy="${y}" r="4" fill="${a}"/>`).join(''),
  jacket: (c, a) =>
    longSleeves(c, 330) +
    `<path d="M200 104 V330" stroke="${a}" stroke-width="5"/>` +
    `<path d="M150 78 L176 128 L200 104 L224 128 L250 78" fill="none" stroke="${a}" stroke-width="5"/>` +
    `<rect x="146" y="250" width="36" height="8" rx="4" fill="${a}"/><rect x="218" y="250" width="36" height="8" rx="4" fill="${a}"/>`,
  hoodie: (c, a) =>
    `<path d="M150 100 Q200 28 250 100 Z" fill="${c}"/>` +
    longSleeves(c, 330) +
    `<path d="M168 92 Q200 60 232 92 Q200 120 168 92 Z" fill="${a}"/>` +
    `<path d="M188 112 V160 M212 112 V160" stroke="${a}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M158 250 L242 250 L258 306 L142 306 Z" fill="${a}" opacity=".6"/>`,
  coat: (c, a) =>
    longSleeves(c, 350) +
    `<path d="M150 78 L186 140 L200 110 L214 140 L250 78" fill="none" stroke="${a}" stroke-width="6"/>` +
    `<rect x="130" y="216" width="140" height="12" fill="${a}"/>` +
    [170, 260, 300]
      .map((y) => `<circle cx="180" cy="${y}" r="6" fill="${a}"/><circle cx="220" cy="${y}" r="6" fill="${a}"/>`)
      .join(''),
  trousers: (c, a) =>
    `<path d="M132 72 L268 72 L286 342 L214 342 L200 156 L186 342 L114 342 Z" fill="${c}"/>` +
    `<rect x="132" y="72" width="136" height="18" fill="${a}"/>` +
    `<path d="M200 90 V140" stroke="${a}" stroke-width="3"/>`,
  dress: (c, a) =>
    `<path d="M170 62 L182 62 L190 112 L210 112 L218 62 L230 62 L238 132 Q234 160 224 172 L302 336 L98 336 L176 172 Q166 160 162 132 Z" fill="${c}"/>` +
    `<rect x="174" y="160" width="52" height="14" rx="4" fill="${a}"/>` +
    [140, 200, 260].map((x, i) => `<circle cx="${x}" cy="${300 - i * 36}" r="9" fill="${a}" opacity=".8"/>`).join(''),
  skirt: (c, a) =>
    `<path d="M146 104 L254 104 L306 322 L94 322 Z" fill="${c}"/>` +
    `<rect x="146" y="92" width="108" height="20" rx="4" fill="${a}"/>` +
    [150, 185, 215, 250].map((x) => `<path d="M${x + 10} 116 L${x * 1.3 - 60} 322" stroke="${a}" stroke-width="3"/>`).join(''),
  laptop: (c, a) =>
    `<rect x="100" y="108" width="200" height="138" rx="10" fill="${c}"/>` +
    `<rect x="112" y="120" width="176" height="112" rx="4" fill="${a}"/>` +
    `<path d="M66 254 L334 254 L312 288 L88 288 Z" fill="${c}"/><rect x="176" y="262" width="48" height="8" rx="4" fill="${a}"/>`,
  headphones: (c, a) =>
    `<path d="M122 236 V196 A78 78 0 0 1 278 196 V236" fill="none" stroke="${c}" stroke-width="18" stroke-linecap="round"/>` +
    `<rect x="94" y="210" width="54" height="96" rx="24" fill="${c}"/><rect x="252" y="210" width="54" height="96" rx="24" fill="${c}"/>` +
    `<rect x="132" y="222" width="18" height="72" rx="9" fill="${a}"/><rect x="250" y="222" width="18" height="72" rx="9" fill="${a}"/>`,
  phone: (c, a) =>
    `<rect x="142" y="76" width="116" height="240" rx="22" fill="${c}"/>` +
    `<rect x="153" y="98" width="94" height="192" rx="6" fill="${a}"/><circle cx="200" cy="88" r="4" fill="${a}"/>` +
    `<rect x="178" y="298" width="44" height="6" rx="3" fill="${a}"/>`,
  monitor: (c, a) =>
    `<rect x="68" y="86" width="264" height="168" rx="10" fill="${c}"/><rect x="80" y="98" width="240" height="144" fill="${a}"/>` +
    `<path d="M184 254 L216 254 L226 306 L174 306 Z" fill="${c}"/><rect x="138" y="304" width="124" height="12" rx="6" fill="${c}"/>`,
  speaker: (c, a) =>
    `<rect x="130" y="86" width="140" height="236" rx="42" fill="${c}"/>` +
    `<circle cx="200" cy="158" r="32" fill="${a}"/><circle cx="200" cy="252" r="48" fill="${a}"/><circle cx="200" cy="252" r="18" fill="${c}"/>`,
  drive: (c, a) =>
    `<rect x="122" y="118" width="156" height="176" rx="20" fill="${c}"/>` +
    `<rect x="142" y="140" width="116" height="42" rx="6" fill="${a}"/><circle cx="254" cy="268" r="7" fill="${a}"/>` +
    `<path d="M200 294 V330 Q200 346 222 346 H300" fill="none" stroke="${c}" stroke-width="8" stroke-linecap="round"/>`,
  smartwatch: (c, a) =>
    `<rect x="172" y="64" width="56" height="272" rx="22" fill="${a}"/>` +
    `<rect x="138" y="138" width="124" height="134" rx="32" fill="${c}"/><rect x="154" y="154" width="92" height="102" rx="20" fill="#111"/>` +
    `<path d="M166 206 H184 L194 184 L206 228 L216 206 H234" fill="none" stroke="${a}" stroke-width="5" stroke-linejoin="round"/>`,
  camera: (c, a) =>
    `<path d="M132 142 L152 114 L212 114 L232 142 Z" fill="${c}"/><rect x="78" y="140" width="244" height="152" rx="18" fill="${c}"/>` +
    `<circle cx="200" cy="216" r="56" fill="${a}"/><circle cx="200" cy="216" r="34" fill="${c}"/><circle cx="188" cy="204" r="10" fill="${a}" opacity=".7"/>` +
    `<rect x="274" y="156" width="30" height="14" rx="4" fill="${a}"/>`,
  ring: (c, a) =>
    `<circle cx="200" cy="240" r="74" fill="none" stroke="${c}" stroke-width="18"/>` +
    `<path d="M200 176 L162 142 L180 118 L220 118 L238 142 Z" fill="${a}" stroke="${c}" stroke-width="4"/>`,
  band: (c, a) =>
    `<circle cx="200" cy="212" r="92" fill="none" stroke="${c}" stroke-width="38"/>` +
    `<circle cx="200" cy="212" r="92" fill="none" stroke="${a}" stroke-width="4"/>`,
  necklace: (c, a) =>
    `<path d="M112 86 Q118 262 200 282 Q282 262 288 86" fill="none" stroke="${c}" stroke-width="8" stroke-dasharray="12 6"/>` +
    `<circle cx="200" cy="300" r="20" fill="${a}" stroke="${c}" stroke-width="5"/>`,
  pendant: (c, a) =>
    `<path d="M120 86 Q130 232 200 254 Q270 232 280 86" fill="none" stroke="${c}" stroke-width="5"/>` +
    `<path d="M200 344 L156 298 A26 26 0 0 1 200 262 A26 26 0 0 1 244 298 Z" fill="${a}" stroke="${c}" stroke-width="5"/>`,
  earrings: (c, a) =>
    [140, 260]
      .map(
        (x) =>
          `<path d="M${x} 150 V108 Q${x} 92 ${x + 16} 96" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round"/>` +
          `<circle cx="${x}" cy="156" r="9" fill="${c}"/><path d="M${x} 165 V196" stroke="${c}" stroke-width="4"/>` +
          `<circle cx="${x}" cy="228" r="32" fill="${a}" stroke="${c}" stroke-width="4"/>`,
      )
      .join(''),
  bracelet: (c, a) =>
    [160, 210, 260]
      .map((y, i) => `<ellipse cx="200" cy="${y}" rx="112" ry="42" fill="none" stroke="${i === 1 ? a : c}" stroke-width="13"/>`)
      .join(''),
  // a product the merchant added without a photo yet
  parcel: (c, a) =>
    `<path d="M200 92 L318 144 L318 276 L200 328 L82 276 L82 144 Z" fill="${c}"/>` +
    `<path d="M82 144 L200 196 L318 144 M200 196 V328" fill="none" stroke="${a}" stroke-width="8"/>` +
    `<path d="M141 118 L259 170 V206" fill="none" stroke="${a}" stroke-width="14"/>`,
} satisfies Record<string, Draw>;
