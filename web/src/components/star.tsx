import { FilledShape, STAR_OUTLINE, type StarSize } from './star-rating';

// A single star, for the rating picker and a rated order's line: its own module, so that the pages showing only rows
// of stars (All Foods, the home page, a dish) do not load it.

const STAR_PATH = `M10 1.6${STAR_OUTLINE}`;

const SIZES: Record<StarSize, string> = { sm: 'size-4', md: 'size-5', lg: 'size-6', xl: 'size-8' };

/** One star, filled `fill` (0..1) from the left: a grey star with the filled part drawn over it. */
export function Star({ fill, size = 'md' }: { fill: number; size?: StarSize }) {
  return <FilledShape aria-hidden="true" d={STAR_PATH} viewBox="0 0 20 20" box={SIZES[size]} fill={Math.round(Math.min(1, fill) * 100)} />;
}
