import { Badge, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { SearchX, TextCursorInput } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyStateBox } from "../layout/EmptyStateBox";
import { PATH_SEPARATOR } from "./inventoryCsv";
import { ItemPhoto } from "./ItemPhoto";
import type { SearchHit } from "./types";
import { LoadingSpinner } from "../../components/LoadingSpinner";
import { MIN_SEARCH_LETTERS, SEARCH_LIMIT } from "../../../convex/lib/inventorySearch";

type Props = {
  /** The search's answer; undefined while it loads; null when the text is too short to search. */
  found: { hits: SearchHit[]; more: boolean } | undefined | null;
  /** Across rooms each hit names its room first; in one room the containers are enough. */
  showRoom: boolean;
  onOpen: (hit: SearchHit) => void;
};

/** Search hits with where each one is; a hit opens its place (a container opens itself). */
export function SearchResults({ found, showRoom, onOpen }: Props) {
  const { t } = useTranslation();
  if (found === null) {
    return <EmptyStateBox icon={<TextCursorInput />} title={t("inventory.search.tooShort", { letters: MIN_SEARCH_LETTERS })} />;
  }
  if (found === undefined) return <LoadingSpinner label={t("inventory.search.searching")} />;
  const { hits, more } = found;
  if (hits.length === 0) {
    return <EmptyStateBox icon={<SearchX />} title={t("inventory.empty.noResults")} description={t("inventory.empty.noMatch")} />;
  }
  return (
    <Stack gap="3">
    {more && (
      <Text role="status" color="fg.muted" fontSize="sm" data-testid="search-more">
        {t("inventory.search.more", { limit: SEARCH_LIMIT })}
      </Text>
    )}
    <Stack as="ul" gap="2" aria-label={t("inventory.search.results")} listStyleType="none" data-testid="search-results">
      {hits.map((hit) => {
        const where = [...(showRoom ? [hit.roomName] : []), ...hit.path];
        return (
          <Box as="li" key={hit._id}>
            <Button
              variant="outline"
              w="full"
              h="auto"
              py="2"
              px="3"
              justifyContent="flex-start"
              textAlign="start"
              whiteSpace="normal"
              onClick={() => onOpen(hit)}
            >
              <HStack gap="3" w="full" minW="0">
                <ItemPhoto url={hit.imageUrl} name={hit.name} isContainer={hit.isContainer} h="12" w="12" />
                <Stack gap="0" flex="1" minW="0">
                  <Text fontWeight="semibold" overflowWrap="anywhere">
                    {hit.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" fontWeight="normal" overflowWrap="anywhere">
                    {where.length > 0 ? where.join(PATH_SEPARATOR) : t("inventory.search.topLevel")}
                  </Text>
                </Stack>
                <Stack gap="1" align="end" flexShrink={0}>
                  <Text fontSize="sm" fontWeight="normal">
                    {t("inventory.grid.quantity", { quantity: hit.quantity })}
                  </Text>
                  {hit.isContainer && <Badge colorPalette="blue">{t("inventory.grid.container")}</Badge>}
                </Stack>
              </HStack>
            </Button>
          </Box>
        );
      })}
    </Stack>
    </Stack>
  );
}
