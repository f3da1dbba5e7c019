// Chakra UI v3's color-mode snippet (next-themes underneath), written by hand
// because the Chakra CLI cannot fetch snippets offline.
import { ClientOnly, IconButton, Skeleton, type IconButtonProps } from "@chakra-ui/react";
import { ThemeProvider, useTheme, type ThemeProviderProps } from "next-themes";
import { Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";

export type ColorMode = "light" | "dark";

export function ColorModeProvider(props: ThemeProviderProps) {
  return <ThemeProvider attribute="class" disableTransitionOnChange {...props} />;
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
      <IconButton onClick={toggleColorMode} variant="ghost" size="sm" aria-label={label} title={label} {...props}>
        {colorMode === "dark" ? <Sun /> : <Moon />}
      </IconButton>
    </ClientOnly>
  );
}
