// The one toaster (components/ui/toaster.tsx) is fetched when the first toast
// is asked for, not with the first page: most visits show none before the
// person does something. The root layout renders <ToasterSlot /> (in
// ToasterSlot.tsx), which mounts the toaster once it is wanted.
import type { toaster as Toaster } from "../../components/ui/toaster";
import { loadChunk } from "../pwa/loadChunk";

type ToasterStore = typeof Toaster;

let wanted = false;
const listeners = new Set<() => void>();
let ready: Promise<ToasterStore> | null = null;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Resolves with the toaster once its module is in and the slot shows it (both happen once). */
export function toasterReady(): Promise<ToasterStore> {
  if (ready === null) {
    wanted = true;
    for (const listener of listeners) listener();
    const store = loadChunk(() => import("../../components/ui/toaster")).then((module) => module.toaster);
    ready = Promise.all([store, mounted]).then(([toaster]) => toaster);
    ready.catch(() => {
      // Not fetched even after tries online (loadChunk): the next toast asks again.
      ready = null;
    });
  }
  return ready;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterWanted = () => wanted;

/** Called by the slot once the toaster's region is on the page. */
export function toasterMounted(): void {
  markMounted();
}
