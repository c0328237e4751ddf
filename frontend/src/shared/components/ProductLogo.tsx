/**
 * The product mark: stacked layers (objects in storage) on a blue tile. Inline SVG rather than an image file, so it
 * needs no asset loader anywhere (tests included) and stays crisp at any size. Decorative: the name is beside it.
 */
export function ProductLogo({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="60" height="60" rx="14" fill="#0066cc" />
      <path d="M32 12 52 22 32 32 12 22Z" fill="#ffffff" />
      <path d="M12 30l20 10 20-10v6L32 46 12 36Z" fill="#ffffff" opacity=".8" />
      <path d="M12 42l20 10 20-10v6L32 58 12 48Z" fill="#ffffff" opacity=".6" />
    </svg>
  );
}
