/** Timing of a glide, in milliseconds: a base plus a share of the distance in pixels, capped. */
export const GLIDE = { baseMs: 150, perPixelMs: 0.18, maxMs: 340 } as const;

/** How long a glide over `distance` pixels lasts, in milliseconds. */
export const glideMs = (distance: number): number => Math.min(GLIDE.maxMs, GLIDE.baseMs + distance * GLIDE.perPixelMs);
