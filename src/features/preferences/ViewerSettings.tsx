// The signed-in person's settings (the family's and their own), shared with
// every screen: the header's family name, the page titles, auto-logout.
import type { FunctionReturnType } from "convex/server";
import { createContext, useContext } from "react";
import type { api } from "../../../convex/_generated/api";

export type ViewerSettings = FunctionReturnType<typeof api.settings.forViewer>;

export const ViewerSettingsContext = createContext<ViewerSettings | null>(null);

/** Null while signed out or waiting to join the family. */
export function useViewerSettings(): ViewerSettings | null {
  return useContext(ViewerSettingsContext);
}
