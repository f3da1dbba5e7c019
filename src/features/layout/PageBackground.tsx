import { Box } from "@chakra-ui/react";

// The themed backgrounds of spec section 2: a soft gradient and a faint pattern
// behind the pages of six areas. Pure CSS (the patterns are inline SVG masks, so
// nothing is downloaded) and static, so there is no motion to reduce. Cards keep
// their solid surfaces; the tints stay pale enough that text written straight on
// the page (titles, subtitles) keeps AA contrast in both colour modes.

export const backgroundAreas = ["spiritual", "health", "education", "finance", "admin", "clothing"] as const;
export type BackgroundArea = (typeof backgroundAreas)[number];

const areaOfRoute: [prefix: string, area: BackgroundArea][] = [
  ["/spiritual-life", "spiritual"],
  ["/health-fitness", "health"],
  ["/education", "education"],
  ["/finance", "finance"],
  ["/admin", "admin"],
  ["/clothing", "clothing"],
];

/** The area whose background a path shows ("/admin/rooms/…" is admin's), or null for a plain page. */
export function backgroundAreaFor(pathname: string): BackgroundArea | null {
  const match = areaOfRoute.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return match ? match[1] : null;
}

/** A mask is drawn by its alpha: black shapes on nothing, tinted by the layer's colour. */
const svg = (size: number, shapes: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' width='${size}' height='${size}'>${shapes}</svg>`)}")`;

type Theme = { palette: string; pattern: string; size: string };

const themes: Record<BackgroundArea, Theme> = {
  // Small four-pointed stars, a night sky.
  spiritual: {
    palette: "purple",
    pattern: svg(64, "<path d='M16 6l2.5 7.5L26 16l-7.5 2.5L16 26l-2.5-7.5L6 16l7.5-2.5z'/><circle cx='46' cy='44' r='2'/>"),
    size: "64px",
  },
  // Plus signs, as on a first-aid box.
  health: {
    palette: "teal",
    pattern: svg(56, "<path d='M25 16h6v9h9v6h-9v9h-6v-9h-9v-6h9z'/>"),
    size: "56px",
  },
  // Squared exercise-book paper.
  education: {
    palette: "blue",
    pattern: svg(32, "<path d='M0 .5h32M.5 0v32' stroke='black' fill='none'/>"),
    size: "32px",
  },
  // Scattered coins.
  finance: {
    palette: "yellow",
    pattern: svg(
      60,
      "<g fill='none' stroke='black' stroke-width='2'><circle cx='15' cy='15' r='7'/><circle cx='45' cy='44' r='5'/></g>",
    ),
    size: "60px",
  },
  // A neat dot grid, like a blueprint.
  admin: {
    palette: "gray",
    pattern: svg(20, "<circle cx='2' cy='2' r='1.3'/>"),
    size: "20px",
  },
  // Diagonal running stitches.
  clothing: {
    palette: "pink",
    pattern: svg(24, "<path d='M0 24L24 0' stroke='black' stroke-width='1.5' stroke-dasharray='4 4'/>"),
    size: "24px",
  },
};

const color = (palette: string, shade: number) => `var(--chakra-colors-${palette}-${shade})`;

/** Two soft glows from opposite corners, fading into the page's own background. */
function gradient(palette: string, shades: [number, number], strength: number) {
  const [a, b] = shades;
  return [
    `radial-gradient(ellipse 70% 55% at 0% 0%, color-mix(in srgb, ${color(palette, a)} ${strength}%, transparent), transparent)`,
    `radial-gradient(ellipse 60% 50% at 100% 100%, color-mix(in srgb, ${color(palette, b)} ${strength}%, transparent), transparent)`,
  ].join(", ");
}

/**
 * Sits behind the page (fixed to the viewport, under the content, which the
 * layout positions after it). Decorative only: hidden from screen readers and
 * from the pointer.
 */
export function PageBackground({ area }: { area: BackgroundArea | null }) {
  if (area === null) return null;
  const theme = themes[area];
  return (
    <Box
      aria-hidden
      data-testid="page-background"
      data-area={area}
      position="fixed"
      inset="0"
      zIndex="0"
      pointerEvents="none"
      overflow="hidden"
      css={{
        backgroundImage: gradient(theme.palette, [200, 100], 55),
        _dark: { backgroundImage: gradient(theme.palette, [900, 950], 45) },
      }}
    >
      <Box
        position="absolute"
        inset="0"
        css={{
          backgroundColor: color(theme.palette, 500),
          opacity: 0.07,
          maskImage: theme.pattern,
          maskRepeat: "repeat",
          maskSize: theme.size,
          WebkitMaskImage: theme.pattern,
          WebkitMaskRepeat: "repeat",
          WebkitMaskSize: theme.size,
          _dark: { backgroundColor: color(theme.palette, 300), opacity: 0.06 },
        }}
      />
    </Box>
  );
}
