import { Box, Button, Checkbox, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LAST_VERSE } from "../../../../features/scripture/scriptureSearch";

const verseNumbers = Array.from({ length: LAST_VERSE }, (_, i) => i + 1);

type Props = { chosen: number[]; onChange: (verses: number[]) => void };

/**
 * The verses multi-select: a group of 30 native checkboxes (Tab reaches each,
 * Space ticks it), with how many are chosen said aloud as it changes. None
 * chosen reads the whole chapter.
 */
export function VersePicker({ chosen, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const picked = new Set(chosen);

  function toggle(verse: number) {
    const next = new Set(picked);
    if (next.has(verse)) next.delete(verse);
    else next.add(verse);
    onChange([...next].sort((a, b) => a - b));
  }

  return (
    <Box as="fieldset" m="0" p="0" border="0" minW="0" aria-describedby={`${id}-help`} data-testid="verse-picker">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
        {t("scripture.reader.verses")}
      </Text>
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <Text id={`${id}-help`} fontSize="sm" color="fg.muted">
          {t("scripture.reader.versesHelp")}
        </Text>
        <HStack gap="2">
          <Text fontSize="sm" fontWeight="medium" aria-live="polite" data-testid="verse-count">
            {chosen.length === 0 ? t("scripture.reader.wholeChapter") : t("scripture.reader.chosen", { count: chosen.length })}
          </Text>
          {chosen.length > 0 && (
            <Button size="xs" variant="ghost" onClick={() => onChange([])}>
              {t("scripture.reader.clearVerses")}
            </Button>
          )}
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 5, sm: 10, lg: 15 }} gap="1.5">
        {verseNumbers.map((verse) => (
          <Checkbox.Root
            key={verse}
            size="sm"
            colorPalette="green"
            checked={picked.has(verse)}
            onCheckedChange={() => toggle(verse)}
            borderWidth="1px"
            rounded="md"
            px="2"
            py="1.5"
            bg={picked.has(verse) ? "brand.subtle" : "bg.panel"}
            borderColor={picked.has(verse) ? "brand.solid" : "border"}
            cursor="pointer"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontVariantNumeric="tabular-nums">{verse}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
