import { Badge, HStack, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

export type VerseRow = { verse: number; text: string };

type Props = {
  /** "John 3 · World English Bible": what these rows are. */
  caption: string;
  rows: VerseRow[];
  fromCache: boolean;
};

/** Spec section 2: the verse table, columns Verse and Scripture. */
export function VerseTable({ caption, rows, fromCache }: Props) {
  const { t } = useTranslation();
  return (
    <Table.Root size="sm" variant="outline" rounded="md" data-testid="verse-table">
      <Table.Caption captionSide="top" textAlign="start" mt="0" mb="2">
        <HStack gap="2" wrap="wrap">
          <Text as="span" fontWeight="semibold" color="fg">
            {caption}
          </Text>
          {fromCache && (
            <Badge colorPalette="gray" variant="subtle" title={t("scripture.table.fromCacheHint")}>
              {t("scripture.table.fromCache")}
            </Badge>
          )}
        </HStack>
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader w={{ base: "4rem", sm: "5.5rem" }}>{t("scripture.table.verse")}</Table.ColumnHeader>
          <Table.ColumnHeader>{t("scripture.table.scripture")}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.verse}>
            <Table.Cell fontWeight="semibold" color="brand.fg" verticalAlign="top" fontVariantNumeric="tabular-nums">
              {row.verse}
            </Table.Cell>
            {/* The service's text as text: React escapes it, and its line breaks are only wrapping. */}
            <Table.Cell lineHeight="tall">{row.text.trim()}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
