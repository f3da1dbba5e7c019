import { Box } from "@chakra-ui/react";
import { useEffect, useState, type ReactNode } from "react";

/** A small loop of offsets (px), none more than 4 px from the origin. */
export const PIXEL_SHIFT_OFFSETS: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [2, 1],
  [3, 3],
  [1, 2],
];

export const PIXEL_SHIFT_INTERVAL_MS = 3 * 60_000;

/**
 * Against burn-in on a screen left on for days: nudges its content a few
 * pixels every few minutes, so no edge stays lit in exactly the same place.
 * Glides there slowly (unnoticeable), or jumps if the person prefers reduced motion.
 */
export function PixelShift({ children, intervalMs = PIXEL_SHIFT_INTERVAL_MS }: { children: ReactNode; intervalMs?: number }) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((current) => (current + 1) % PIXEL_SHIFT_OFFSETS.length), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  const [x, y] = PIXEL_SHIFT_OFFSETS[step];
  return (
    // Clipped sideways so the nudge never adds a horizontal scrollbar.
    <Box overflowX="clip">
    <Box
      data-testid="pixel-shift"
      data-offset={`${x},${y}`}
      transform={`translate(${x}px, ${y}px)`}
      transition="transform 4s ease-in-out"
      css={{ "@media (prefers-reduced-motion: reduce)": { transition: "none" } }}
    >
      {children}
    </Box>
    </Box>
  );
}
