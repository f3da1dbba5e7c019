// Types of vite-plugin-pwa's virtual module (`virtual:pwa-register/react`).
/// <reference types="vite-plugin-pwa/react" />
