// The one theme of the app (Chakra UI v3 system). Green for home, warm neutrals.
import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

const config = defineConfig({
  globalCss: {
    "html, body": { minHeight: "100%" },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: "{colors.green.700}", _dark: "{colors.green.400}" } },
          contrast: { value: { _light: "white", _dark: "{colors.gray.950}" } },
          fg: { value: { _light: "{colors.green.800}", _dark: "{colors.green.300}" } },
          muted: { value: { _light: "{colors.green.100}", _dark: "{colors.green.900}" } },
          subtle: { value: { _light: "{colors.green.50}", _dark: "{colors.green.950}" } },
          emphasized: { value: { _light: "{colors.green.200}", _dark: "{colors.green.800}" } },
          focusRing: { value: { _light: "{colors.green.600}", _dark: "{colors.green.400}" } },
        },
        // Chakra's green.solid (green.600) gives white text 3.3:1; green.700
        // gives 5.0:1, which WCAG AA asks of buttons and toasts.
        green: {
          solid: { value: { _light: "{colors.green.700}", _dark: "{colors.green.700}" } },
        },
        presence: {
          online: { value: { _light: "{colors.green.500}", _dark: "{colors.green.400}" } },
          busy: { value: { _light: "{colors.orange.500}", _dark: "{colors.orange.400}" } },
          offline: { value: { _light: "{colors.gray.400}", _dark: "{colors.gray.500}" } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
