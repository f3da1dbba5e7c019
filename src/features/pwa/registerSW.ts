// The one import of vite-plugin-pwa's virtual module: it exists only where the
// plugin runs (vite dev and build), so unit tests mock this file instead.
export { useRegisterSW } from "virtual:pwa-register/react";
