// The one theme of the app (Chakra UI v3 system). Green for home, warm neutrals.
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  colorSwatchRecipe,
  containerRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";

const config = defineConfig({
  globalCss: {
    "html, body": { minHeight: "100%" },
    // Whoever asks their device for less motion gets none: dialogs, menus and
    // toasts appear and go at once. No animation at all rather than a very short
    // one: Zag waits for a short exit animation's end event and can miss it,
    // leaving a closed dialog on screen; with none it unmounts straight away.
    // A spinner keeps turning: it is the only sign that something is loading.
    "*:not(.chakra-spinner), *::before, *::after": {
      _motionReduce: {
        animationName: "none !important",
        transitionDuration: "0s !important",
        scrollBehavior: "auto !important",
      },
    },
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
        // Same for red: white (and red.100) on red.600 is 3.5:1; on red.700, 5.9:1.
        red: {
          solid: { value: { _light: "{colors.red.700}", _dark: "{colors.red.700}" } },
        },
        // Chakra's fg.error (red.500) is 3.8:1 on white; field messages need 4.5:1.
        fg: {
          error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.300}" } },
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

// Chakra's tokens and only the recipes of the components the app uses (Chakra's
// bundle-optimisation guide): all ~80 recipes would add ~20 KB gzip to the
// first load. Using a new Chakra component? Add its recipe here.
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      colorSwatch: colorSwatchRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config);
