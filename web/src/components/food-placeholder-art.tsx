import { useId } from 'react';

/**
 * The app's own art for a dish whose photo cannot be shown: a plate with cutlery on a warm table, drawn inline so it
 * needs no request and cannot fail itself. 4:3 like every food photo.
 */
export function FoodPlaceholderArt({ label, className }: { label: string; className?: string }) {
  // Several placeholders can share a page: each needs its own gradient ids.
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const table = `${id}-table`;
  const plate = `${id}-plate`;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      className={`aspect-[4/3] w-full ${className ?? ''}`}
      data-placeholder="food"
    >
      <defs>
        <radialGradient id={table} cx="50%" cy="45%" r="75%">
          <stop offset="0%" stopColor="#fff7ed" />
          <stop offset="100%" stopColor="#fed7aa" />
        </radialGradient>
        <radialGradient id={plate} cx="45%" cy="40%" r="60%">
          <stop offset="0%" stopColor="#ffffff" />
          <stop offset="100%" stopColor="#f5f5f4" />
        </radialGradient>
      </defs>
      <rect width="400" height="300" fill={`url(#${table})`} />
      <g fill="#fdba74" opacity="0.35">
        <circle cx="40" cy="40" r="6" />
        <circle cx="360" cy="60" r="4" />
        <circle cx="70" cy="250" r="5" />
        <circle cx="345" cy="245" r="7" />
      </g>
      <ellipse cx="200" cy="162" rx="104" ry="96" fill="#9a3412" opacity="0.12" />
      <circle cx="200" cy="150" r="100" fill={`url(#${plate})`} stroke="#e7e5e4" strokeWidth="3" />
      <circle cx="200" cy="150" r="70" fill="none" stroke="#fed7aa" strokeWidth="4" />
      <path d="M170 150c0-22 13-36 30-36s30 14 30 36" fill="none" stroke="#ea580c" strokeWidth="6" strokeLinecap="round" />
      <path d="M160 152h80" stroke="#c2410c" strokeWidth="6" strokeLinecap="round" />
      <circle cx="200" cy="110" r="5" fill="#c2410c" />
      <g stroke="#a8a29e" strokeWidth="6" strokeLinecap="round" fill="none">
        <path d="M70 95v110" />
        <path d="M58 95v30c0 10 24 10 24 0V95" />
        <path d="M330 95c14 14 14 50 0 60v50" />
      </g>
    </svg>
  );
}
