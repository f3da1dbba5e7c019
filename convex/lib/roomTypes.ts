// The room-type hint of spec section 2 ("Room View"): a room's type follows
// from words in its name and picks the icon and the quick-pick bar of common
// items. Shared by the server (rooms keep their type) and the web app.
import type { RoomType } from "./validators";

/**
 * Per type, the words in a name (case-insensitive) that give it; first match
 * wins. They match inside longer words ("Bedroom", "Kitchenette"), except
 * "wc", which must stand alone so that no name merely holding the letters
 * becomes a bathroom.
 */
const typePatterns: [RoomType, RegExp][] = [
  ["bedroom", /bed|nursery/i],
  ["bathroom", /bath|toilet|shower|\bwc\b/i],
  ["kitchen", /kitchen|pantry/i],
  ["living", /living|lounge|sitting|family room/i],
];

/** "Master Bedroom" → bedroom, "Pantry" → kitchen, "Garage" → other. */
export function roomTypeFromName(name: string): RoomType {
  return typePatterns.find(([, pattern]) => pattern.test(name))?.[0] ?? "other";
}
