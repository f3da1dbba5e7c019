// Chakra UI v3's color-mode snippet (next-themes underneath), written by hand
// because the Chakra CLI cannot fetch snippets offline.
import { ClientOnly, IconButton, Skeleton, type IconButtonProps } from "@chakra-ui/react";
import { ThemeProvider, useTheme, type ThemeProviderProps } from "next-themes";
import { Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";

export type ColorMode = "light" | "dark";

/**
 * next-themes renders an inline <script> meant to set the theme before a
 * server-rendered page hydrates. This app renders on the client only, where a
 * script React creates never runs, and React 19 logs "Encountered a script tag
 * while rendering React component" for it on every load. Typed as data
 * (application/json) it is what it is here, inert, and React stays quiet;
 * next-themes applies the theme from its effects as before.
 */
const inertThemeScript = { type: "application/json" } as const;

export function ColorModeProvider(props: ThemeProviderProps) {
  return <ThemeProvider attribute="class" disableTransitionOnChange scriptProps={inertThemeScript} {...props} />;
}

export function useColorMode() {
  const { resolvedTheme, setTheme, forcedTheme } = useTheme();
  const colorMode = (forcedTheme || resolvedTheme) as ColorMode | undefined;
  const toggleColorMode = () => setTheme(resolvedTheme === "dark" ? "light" : "dark");
  return { colorMode, setColorMode: setTheme, toggleColorMode };
}

export function useColorModeValue<T>(light: T, dark: T): T {
  const { colorMode } = useColorMode();
  return colorMode === "dark" ? dark : light;
}

export function ColorModeButton(props: Omit<IconButtonProps, "aria-label">) {
  const { t } = useTranslation();
  const { colorMode, toggleColorMode } = useColorMode();
  const label = colorMode === "dark" ? t("common.colorMode.toLight") : t("common.colorMode.toDark");
  return (
    <ClientOnly fallback={<Skeleton boxSize="9" />}>
      {/* The attribute lets the build's prerendered copy of a page switch the mode before the app is there (scripts/prerender.ts). */}
      <IconButton onClick={toggleColorMode} variant="ghost" size="sm" aria-label={label} title={label} data-color-mode-toggle="" {...props}>
        {colorMode === "dark" ? <Sun /> : <Moon />}
      </IconButton>
    </ClientOnly>
  );
}
