import type { ReactElement } from 'react';

/*
 * Simplified national flags drawn inline (30 × 20), so the language picker needs no image request
 * and no emoji font. Flag colours are picture content, not theme styling.
 */

const h = (colors: string[], weights: number[] = colors.map(() => 1)) => {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let y = 0;
  return colors.map((fill, index) => {
    const height = (20 * weights[index]!) / total;
    const rect = <rect key={index} x="0" y={y} width="30" height={height} fill={fill} />;
    y += height;
    return rect;
  });
};

const v = (colors: string[]) =>
  colors.map((fill, index) => <rect key={index} x={(30 / colors.length) * index} y="0" width={30 / colors.length} height="20" fill={fill} />);

const star = (cx: number, cy: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, index) => {
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    const radius = index % 2 === 0 ? r : r * 0.4;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return <polygon points={points.join(' ')} fill={fill} />;
};

const flags: Record<string, () => ReactElement> = {
  CN: () => (
    <>
      <rect width="30" height="20" fill="#de2910" />
      {star(6, 6, 4, '#ffde00')}
    </>
  ),
  GB: () => (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  ),
  JP: () => (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#bc002d" />
    </>
  ),
  TH: () => <>{h(['#a51931', '#f4f5f8', '#2d2a4a', '#f4f5f8', '#a51931'], [1, 1, 2, 1, 1])}</>,
  VN: () => (
    <>
      <rect width="30" height="20" fill="#da251d" />
      {star(15, 10.5, 6, '#ffcd00')}
    </>
  ),
  MM: () => (
    <>
      {h(['#fecb00', '#34b233', '#ea2839'])}
      {star(15, 11, 7, '#fff')}
    </>
  ),
  ES: () => <>{h(['#aa151b', '#f1bf00', '#aa151b'], [1, 2, 1])}</>,
  IN: () => (
    <>
      {h(['#ff9933', '#fff', '#138808'])}
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.8" />
    </>
  ),
  ID: () => <>{h(['#ce1126', '#fff'])}</>,
  KH: () => (
    <>
      {h(['#032ea1', '#e00025', '#032ea1'], [1, 2, 1])}
      <path d="M10 13h10v-2l-1-1v-2l-1 1-1-3-1 3-1-3-1 3-1-3-1 3-1-1v2l-1 1z" fill="#fff" />
    </>
  ),
  KR: () => (
    <>
      <rect width="30" height="20" fill="#fff" />
      <path d="M10 10a5 5 0 0 1 10 0z" fill="#cd2e3a" />
      <path d="M10 10a5 5 0 0 0 10 0z" fill="#0047a0" />
      <path d="M4 5l3-2M5 6.5l3-2M22 15l3-2M23 16.5l3-2M4 15l3 2M22 5l3 2" stroke="#000" strokeWidth="1" />
    </>
  ),
  MY: () => (
    <>
      {h(Array.from({ length: 14 }, (_, index) => (index % 2 === 0 ? '#cc0001' : '#fff')))}
      <rect width="15" height="11.4" fill="#010066" />
      <circle cx="6" cy="5.7" r="3.6" fill="#fc0" />
      <circle cx="7.2" cy="5.7" r="3" fill="#010066" />
      {star(11.2, 5.7, 2.4, '#fc0')}
    </>
  ),
  PT: () => (
    <>
      <rect width="30" height="20" fill="#f00" />
      <rect width="12" height="20" fill="#060" />
      <circle cx="12" cy="10" r="3.6" fill="#ff0" />
    </>
  ),
  TW: () => (
    <>
      <rect width="30" height="20" fill="#fe0000" />
      <rect width="15" height="10" fill="#000095" />
      <circle cx="7.5" cy="5" r="2.6" fill="#fff" />
    </>
  ),
  PH: () => (
    <>
      {h(['#0038a8', '#ce1126'])}
      <path d="M0 0l17 10L0 20z" fill="#fff" />
      <circle cx="5.5" cy="10" r="2.2" fill="#fcd116" />
    </>
  ),
  PK: () => (
    <>
      <rect width="30" height="20" fill="#01411c" />
      <rect width="7.5" height="20" fill="#fff" />
      <circle cx="19" cy="10" r="5" fill="#fff" />
      <circle cx="20.3" cy="8.8" r="4.3" fill="#01411c" />
      {star(22.5, 7.5, 1.8, '#fff')}
    </>
  ),
  BR: () => (
    <>
      <rect width="30" height="20" fill="#009c3b" />
      <path d="M15 2.5 27.5 10 15 17.5 2.5 10z" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.2" fill="#002776" />
    </>
  ),
  TR: () => (
    <>
      <rect width="30" height="20" fill="#e30a17" />
      <circle cx="11" cy="10" r="5" fill="#fff" />
      <circle cx="12.3" cy="10" r="4" fill="#e30a17" />
      {star(18, 10, 2.4, '#fff')}
    </>
  ),
  BD: () => (
    <>
      <rect width="30" height="20" fill="#006a4e" />
      <circle cx="13.5" cy="10" r="5.5" fill="#f42a41" />
    </>
  ),
  SA: () => (
    <>
      <rect width="30" height="20" fill="#006c35" />
      <path d="M8 8.5h14M9 13h12" stroke="#fff" strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
  IR: () => (
    <>
      {h(['#239f40', '#fff', '#da0000'])}
      <circle cx="15" cy="10" r="1.8" fill="#da0000" />
    </>
  ),
  RU: () => <>{h(['#fff', '#0039a6', '#d52b1e'])}</>,
  KZ: () => (
    <>
      <rect width="30" height="20" fill="#00afca" />
      <circle cx="15" cy="9" r="3.6" fill="#fec50c" />
      <path d="M10 15.5q5 2 10 0" stroke="#fec50c" strokeWidth="1.2" fill="none" />
    </>
  ),
  UZ: () => (
    <>
      {h(['#0099b5', '#ce1126', '#fff', '#ce1126', '#1eb53a'], [6, 0.5, 6, 0.5, 6])}
      <circle cx="5" cy="3.3" r="2.2" fill="#fff" />
      <circle cx="5.9" cy="3.3" r="1.9" fill="#0099b5" />
    </>
  ),
  LA: () => (
    <>
      {h(['#ce1126', '#002868', '#ce1126'], [1, 2, 1])}
      <circle cx="15" cy="10" r="4" fill="#fff" />
    </>
  ),
  NP: () => (
    <>
      <rect width="30" height="20" fill="#fff" />
      <path d="M9 1 21 9.5H13L21 19H9z" fill="#dc143c" stroke="#003893" strokeWidth="1.2" strokeLinejoin="round" />
      <circle cx="13" cy="14" r="1.6" fill="#fff" />
      <circle cx="12.5" cy="6.5" r="1.2" fill="#fff" />
    </>
  ),
  FR: () => <>{v(['#002395', '#fff', '#ed2939'])}</>,
};

/** The region whose flag stands for each interface language of spec section 1. */
export const languageFlagRegion: Record<string, string> = {
  CN: 'CN',
  EN: 'GB',
  JA: 'JP',
  TH: 'TH',
  VI: 'VN',
  MY: 'MM',
  ES: 'ES',
  HI: 'IN',
  ID: 'ID',
  KM: 'KH',
  KO: 'KR',
  KR: 'KR',
  MS: 'MY',
  PT: 'PT',
  TA: 'IN',
  TW: 'TW',
  TY: 'PH',
  UR: 'PK',
  'UR-LA': 'PK',
  'PT-BR': 'BR',
  TR: 'TR',
  BN: 'BD',
  AR: 'SA',
  FA: 'IR',
  RU: 'RU',
  KK: 'KZ',
  UZ: 'UZ',
  LO: 'LA',
  NE: 'NP',
  FR: 'FR',
};

/** Whether an inline flag exists for the region. */
export function hasFlag(region: string): boolean {
  return region.toUpperCase() in flags;
}

/** A decorative inline SVG flag for an ISO 3166 region, or a neutral globe-less placeholder when unknown. */
export function Flag({ region, className }: { region: string; className?: string }) {
  const draw = flags[region.toUpperCase()];
  return (
    <svg className={className} viewBox="0 0 30 20" width="30" height="20" aria-hidden="true" focusable="false" data-region={region.toUpperCase()}>
      {draw ? draw() : <rect width="30" height="20" fill="currentColor" opacity="0.25" />}
    </svg>
  );
}
