// The family screen's "stays right for days" building blocks.
export { useNow, useToday, localDay, msUntilNextMidnight } from "./useToday";
export { useWakeLock } from "./useWakeLock";
export { NightDim, isNightTime } from "./NightDim";
export { PixelShift, PIXEL_SHIFT_OFFSETS, PIXEL_SHIFT_INTERVAL_MS } from "./PixelShift";
export { RenderWatchdog, RenderHeartbeat, RENDER_STALL_MS } from "./RenderWatchdog";
export { FamilyScreenErrorBoundary, CRASH_RELOAD_MS } from "./FamilyScreenErrorBoundary";
export { useIdleReturn } from "./useIdleReturn";
