import { useEffect } from "react";
import { useColorMode } from "./color-mode";

// index.html's two theme-color tags (browser bar, installed app's title bar)
// follow the device's light/dark setting until the app knows the person's own.
const THEME_COLORS = { light: "#116932", dark: "#111111" } as const;

/** Once the colour mode is resolved (device, or the person's choice), both tags take its colour. */
export function ThemeColorMeta() {
  const { colorMode } = useColorMode();
  useEffect(() => {
    if (colorMode !== "light" && colorMode !== "dark") return;
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
      meta.content = THEME_COLORS[colorMode];
    }
  }, [colorMode]);
  return null;
}
