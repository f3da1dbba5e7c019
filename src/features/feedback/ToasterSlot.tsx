import { Suspense, useEffect, useSyncExternalStore } from "react";
import { isToasterWanted, subscribeToasterWanted, toasterMounted } from "./toasterSlot";
import { lazyComponent } from "../../components/lazyComponent";

const Toaster = lazyComponent(() => import("../../components/ui/toaster"), "Toaster");

/** Where the one toaster goes: nothing until the first toast is asked for (toasterSlot.ts). */
export function ToasterSlot() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, isToasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
      <Mounted />
    </Suspense>
  );
}

/** Rendered with the toaster (same Suspense boundary), so its effect runs once the toaster is on the page. */
function Mounted() {
  useEffect(() => toasterMounted(), []);
  return null;
}
