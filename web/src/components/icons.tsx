import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** The frame of the 24-unit outline icons: drawn in the text colour and hidden from assistive technology. */
export const strokeIcon = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  viewBox: '0 0 24 24',
  'aria-hidden': true,
} as const;
