import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { system } from "../../theme";
import { ColorModeProvider } from "./color-mode";
import { ThemeColorMeta } from "./ThemeColorMeta";

/** Chakra (with the app's theme) and light/dark mode, following the device by default. */
export function Provider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider defaultTheme="system" enableSystem>
        <ThemeColorMeta />
        {children}
      </ColorModeProvider>
    </ChakraProvider>
  );
}
