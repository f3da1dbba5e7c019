import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RoomType } from "../../../convex/lib/validators";
import { quickPicksFor, type QuickPick } from "./quickPicks";

export type QuickPickChoice = { name: string; category: string; isContainer: boolean };

/** Common items of the room's type; a pick opens the add form prefilled, in the reader's language. */
export function QuickPickBar({ type, onPick }: { type: RoomType; onPick: (choice: QuickPickChoice) => void }) {
  const { t } = useTranslation();
  const label = t("inventory.quickPicks.label", { type: t(`inventory.types.${type}`) });
  const choose = (pick: QuickPick) =>
    onPick({
      name: t(`inventory.quickPicks.items.${pick.key}` as "inventory.quickPicks.items.bed"),
      category: t(`inventory.categories.${pick.category}`),
      isContainer: pick.isContainer,
    });
  return (
    <Stack direction={{ base: "column", md: "row" }} gap="2" align={{ base: "stretch", md: "center" }} role="group" aria-label={label} data-testid="quick-picks">
      <Text fontSize="sm" color="fg.muted" flexShrink={0} aria-hidden>
        {label}
      </Text>
      {/* On a phone one line that scrolls sideways, so the room's items stay near the top of the screen. */}
      <HStack gap="2" flexWrap={{ base: "nowrap", md: "wrap" }} overflowX={{ base: "auto", md: "visible" }} pb={{ base: "1", md: "0" }}>
        {quickPicksFor(type).map((pick) => {
          const name = t(`inventory.quickPicks.items.${pick.key}` as "inventory.quickPicks.items.bed");
          return (
            <Button
              key={pick.key}
              size="xs"
              variant="subtle"
              rounded="full"
              flexShrink={0}
              aria-label={t("inventory.quickPicks.add", { name })}
              onClick={() => choose(pick)}
            >
              <Plus aria-hidden /> {name}
            </Button>
          );
        })}
      </HStack>
    </Stack>
  );
}
